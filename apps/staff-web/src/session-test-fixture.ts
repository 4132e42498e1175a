import { permissionsOf } from '@gold/core/permissions/built-in-roles'
import type { StaffSession, SuperAdminSession } from './session.ts'

/** Component tests' signed-in employee at Lakshmi Gold, as auth.me answers it; override what a test is about. */
export function staffSession(overrides: Partial<StaffSession> = {}): StaffSession {
  const role = overrides.role ?? 'TENANT_EMPLOYEE'
  const roles = overrides.roles ?? []
  return {
    sessionId: undefined,
    kind: 'staff',
    userId: 'usr-1',
    name: 'Karan Staff',
    role: 'TENANT_EMPLOYEE',
    tenantId: 'ten-1',
    tenantName: 'Lakshmi Gold',
    tenantSlug: 'lakshmi',
    roles,
    permissions: permissionsOf(role, roles, []),
    ...overrides,
  }
}

/** Component tests' platform admin, as auth.me answers it. */
export function superAdminSession(overrides: Partial<SuperAdminSession> = {}): SuperAdminSession {
  return {
    sessionId: undefined,
    kind: 'superadmin',
    userId: 'sa-1',
    name: 'Platform Admin',
    tenantName: null,
    ...overrides,
  }
}
