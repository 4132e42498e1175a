import { permissionsOf } from '@gold/core/permissions/built-in-roles'
import { describe, expect, it } from 'vitest'
import { ROUTES, navFor } from './routes.tsx'
import { staffSession } from './session-test-fixture.ts'

const labels = (roles: string[], role: 'TENANT_ADMIN' | 'TENANT_EMPLOYEE' = 'TENANT_EMPLOYEE') =>
  navFor(staffSession({ role, roles, permissions: permissionsOf(role, roles, []) })).map((item) => item.label)

describe('the nav shows what the signed-in person can use', () => {
  it('an employee with no role keeps the counter menu', () => {
    expect(labels([])).toEqual([
      'Dashboard',
      'My counter',
      'Valuations',
      'Loans',
      // Issue 28: the counter hands gold back at the release desk, seals packets and moves them (joint custody).
      'Release desk',
      'Custody',
      'Vault audit',
      'Borrowers',
      'Messages',
      'Tickets',
      'Approvals',
      'Gold rate',
      'Banks',
      'Your account',
    ])
  })

  it('a manager also reads reports and books, but has no staff, roles or billing', () => {
    const manager = labels(['manager'])
    expect(manager).toEqual(expect.arrayContaining(['Reports', 'Books', 'Shop']))
    expect(manager).not.toEqual(expect.arrayContaining(['Staff']))
    expect(manager.filter((l) => ['Staff', 'Roles', 'Billing'].includes(l))).toEqual([])
  })

  it('an auditor has no counter; a tenant admin has everything, Roles included', () => {
    expect(labels(['auditor'])).not.toContain('My counter')
    expect(labels([], 'TENANT_ADMIN')).toEqual(expect.arrayContaining(['Staff', 'Roles', 'Billing']))
  })

  it('the router opens the roles page only to who may manage roles', () => {
    const page = ROUTES.find((r) => r.path === '/settings/roles')!
    expect(page.allow(staffSession({ role: 'TENANT_ADMIN', permissions: permissionsOf('TENANT_ADMIN', [], []) }))).toBe(
      true,
    )
    expect(
      page.allow(staffSession({ roles: ['manager'], permissions: permissionsOf('TENANT_EMPLOYEE', ['manager'], []) })),
    ).toBe(false)
  })
})
