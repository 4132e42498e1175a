import { describe, expect, it } from 'vitest'
import { checkIntakeRequest } from './intake-request.ts'
import { signIntakeToken } from './intake-token.ts'

const secret = 's3cret'
const now = new Date('2025-01-01T00:00:00Z')
const token = signIntakeToken({
  tenantSlug: 'acme',
  linkId: 'link1',
  expiresAt: new Date('2025-01-15T00:00:00Z'),
  secret,
})
const valid = { tenant: 'acme', token, name: 'Asha Rao', phone: '+91 98765 43210', email: 'Asha@Example.com' }

describe('checkIntakeRequest', () => {
  it.each<[string, unknown, number, string]>([
    ['tenant absent', { ...valid, tenant: undefined }, 400, 'Tenant is required.'],
    ['tenant blank', { ...valid, tenant: '  ' }, 400, 'Tenant is required.'],
    ['token absent', { ...valid, token: undefined }, 403, 'Invalid customer form link.'],
    ['token for another tenant', { ...valid, tenant: 'other' }, 403, 'Invalid customer form link.'],
    ['token before fields', { ...valid, token: 'x', name: '' }, 403, 'Invalid customer form link.'],
    ['field message', { ...valid, name: 'A' }, 400, 'Name must be at least 2 characters long.'],
    ['email required', { ...valid, email: '' }, 400, 'Email address is required.'],
    [
      'field message before email required',
      { ...valid, email: undefined, aadhaar: '1234' },
      400,
      'Aadhaar number must be exactly 12 digits.',
    ],
    ['not an object', 'x', 400, 'Tenant is required.'],
  ])('%s', (_case, body, status, message) => {
    const result = checkIntakeRequest({ body, secret, now })
    expect(result.ok).toBe(false)
    if (!result.ok) expect([result.error.status, result.error.message]).toEqual([status, message])
  })

  it('returns the link and the normalized fields', () => {
    expect(checkIntakeRequest({ body: valid, secret, now })).toMatchObject({
      ok: true,
      tenantSlug: 'acme',
      linkId: 'link1',
      fields: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' },
    })
  })
})
