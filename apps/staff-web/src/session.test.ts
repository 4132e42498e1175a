import { describe, expect, it } from 'vitest'
import { roleLabel } from './session.ts'
import { staffSession, superAdminSession } from './session-test-fixture.ts'

describe('roleLabel', () => {
  it('names the owner Admin, an employee by their built-in roles, and one with none (or only custom ones) Employee', () => {
    expect(roleLabel(staffSession({ role: 'TENANT_ADMIN' }))).toBe('Admin')
    expect(roleLabel(staffSession({ roles: ['manager'] }))).toBe('Manager')
    expect(roleLabel(staffSession({ roles: ['appraiser', 'cashier'] }))).toBe('Cashier, Appraiser')
    expect(roleLabel(staffSession())).toBe('Employee')
    expect(roleLabel(staffSession({ roles: ['role-custom-1'] }))).toBe('Employee')
    expect(roleLabel(superAdminSession())).toBe('Platform admin')
  })
})
