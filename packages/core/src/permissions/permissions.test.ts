import { describe, expect, it } from 'vitest'
import {
  ADMIN_ONLY_BEFORE_ROLES,
  BUILT_IN_ROLES,
  DEFAULT_EMPLOYEE_ROLES,
  permissionsOf,
  refusedAsBefore,
} from './built-in-roles.ts'
import { customRoleInput, roleNameProblem } from './custom-roles.ts'
import { PERMISSION_CATALOG, PERMISSIONS, isPermission, permissionAreas } from './permission-catalog.ts'

const auditorLike = { id: 'c1', name: 'Night auditor', permissions: ['audit.read', 'loans.read'] }

describe('the permission catalog', () => {
  it('holds every name the shared plan agreed, each with a label and an area', () => {
    for (const name of [
      'customers.personalData',
      'customers.erase',
      'loans.cancelDisbursement',
      'books.reopenDay',
      'billing.manage',
    ]) {
      expect(isPermission(name)).toBe(true)
    }
    for (const name of PERMISSIONS) expect(PERMISSION_CATALOG[name].label.length).toBeGreaterThan(5)
    expect(permissionAreas().flatMap((a) => a.permissions.map((p) => p.name))).toEqual(PERMISSIONS)
    expect(isPermission('toString')).toBe(false)
  })
})

describe('permissionsOf', () => {
  it.each<[string, 'TENANT_ADMIN' | 'TENANT_EMPLOYEE', string[], (p: string[]) => void]>([
    [
      'a tenant admin holds everything, whatever is assigned',
      'TENANT_ADMIN',
      ['auditor'],
      (p) => expect(p).toEqual(PERMISSIONS),
    ],
    [
      'an employee with no role holds cashier + appraiser',
      'TENANT_EMPLOYEE',
      [],
      (p) => expect(p).toEqual(permissionsOf('TENANT_EMPLOYEE', [...DEFAULT_EMPLOYEE_ROLES], [])),
    ],
    [
      'an auditor reads only',
      'TENANT_EMPLOYEE',
      ['auditor'],
      (p) => expect(p.every((n) => /read/i.test(n))).toBe(true),
    ],
    [
      'several roles unite',
      'TENANT_EMPLOYEE',
      ['cashier', 'c1'],
      (p) => expect(p).toEqual(expect.arrayContaining(['loans.collect', 'audit.read'])),
    ],
    [
      'a custom role grants its permissions only',
      'TENANT_EMPLOYEE',
      ['c1'],
      (p) => expect(p).toEqual(['loans.read', 'audit.read']),
    ],
    ['an unknown role grants nothing', 'TENANT_EMPLOYEE', ['gone'], (p) => expect(p).toEqual([])],
  ])('%s', (_name, specRole, roles, check) => check(permissionsOf(specRole, roles, [auditorLike])))

  it("gives a manager everything but erasing a borrower, writing a loan off, billing, the shop's gateway keys, roles and staff", () => {
    expect(PERMISSIONS.filter((p) => !BUILT_IN_ROLES.manager.permissions.includes(p))).toEqual([
      'customers.erase',
      'loans.writeOff',
      'staff.manage',
      'roles.manage',
      'billing.manage',
      'gateway.manage',
    ])
  })

  it('ignores a custom role permission the catalog does not know', () => {
    expect(permissionsOf('TENANT_EMPLOYEE', ['c2'], [{ id: 'c2', name: 'x', permissions: ['nope'] }])).toEqual([])
  })
})

describe('refusedAsBefore', () => {
  it('names no permission an employee held before roles', () => {
    const employee = permissionsOf('TENANT_EMPLOYEE', [], [])
    expect(ADMIN_ONLY_BEFORE_ROLES.filter((p) => employee.includes(p))).toEqual([])
  })

  it.each([
    ['loans.disburse', false],
    ['valuations.write', false],
    ['billing.manage', true],
    ['banks.manage', true],
    ['reports.read', true],
    ['books.read', true],
    ['loans.reverse', false],
    ['audit.read', false],
    ['roles.manage', false],
  ] as const)('%s -> %s', (permission, before) => expect(refusedAsBefore(permission)).toBe(before))
})

describe('custom roles', () => {
  it('refuses an unknown permission and a blank name, and drops duplicates', () => {
    expect(customRoleInput.safeParse({ name: 'Vault', permissions: ['loans.fly'] }).error?.issues[0]?.message).toBe(
      'Unknown permission.',
    )
    expect(customRoleInput.safeParse({ name: '  ', permissions: [] }).error?.issues[0]?.message).toBe(
      'A role name is required.',
    )
    expect(customRoleInput.parse({ name: ' Vault ', permissions: ['loans.read', 'loans.read'] })).toEqual({
      name: 'Vault',
      permissions: ['loans.read'],
    })
  })

  it.each([
    ['Manager', null, 'roleNameReserved'],
    ['night auditor', null, 'roleNameTaken'],
    ['Night Auditor', 'c1', null],
    ['Vault keeper', null, null],
  ] as const)('name %s (editing %s) -> %s', (name, selfId, problem) =>
    expect(roleNameProblem(name, [auditorLike], selfId)).toBe(problem),
  )
})
