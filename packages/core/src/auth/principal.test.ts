import { describe, expect, it } from 'vitest'
import { isSuspendedStaff, normalizeEmail, tenantSlugFromHost, type Principal } from './principal.ts'

describe('tenantSlugFromHost', () => {
  it.each([
    ['localhost:3000', 'localhost', null],
    ['demo.localhost:3000', 'localhost', 'demo'],
    ['DEMO.localhost', 'localhost', 'demo'],
    ['a.b.localhost', 'localhost', null],
    ['shop-1.gold.example', 'gold.example', 'shop-1'],
    ['gold.example', 'gold.example', null],
    ['127.0.0.1:3000', 'localhost', null],
    [undefined, 'localhost', null],
    ['evil-localhost', 'localhost', null],
  ])('%s on %s -> %s', (host, base, slug) => expect(tenantSlugFromHost(host, base)).toBe(slug))
})

describe('normalizeEmail', () => {
  it.each([
    [' A@B.co ', 'a@b.co'],
    ['nope', null],
    [42, null],
    ['a@b', null],
  ])('%s -> %s', (i, o) => expect(normalizeEmail(i)).toBe(o))
})

describe('isSuspendedStaff', () => {
  const staff: Principal = {
    kind: 'staff',
    sessionId: 's',
    userId: 'u',
    name: 'N',
    role: 'TENANT_ADMIN',
    tenantId: 't',
    tenantSlug: 'shop',
    roles: [],
    permissions: [],
  }
  it.each<[string, Principal | null, boolean]>([
    ['staff of a suspended shop', { ...staff, tenantSuspended: true }, true],
    ['staff of an active shop', staff, false],
    [
      'a customer',
      { kind: 'customer', sessionId: 's', customerId: 'c', name: 'N', tenantId: 't', tenantSlug: 'shop' },
      false,
    ],
    ['a super admin', { kind: 'superadmin', sessionId: 's', userId: 'u', name: 'N' }, false],
    ['nobody', null, false],
  ])('%s -> %s', (_what, principal, suspended) => expect(isSuspendedStaff(principal)).toBe(suspended))
})
