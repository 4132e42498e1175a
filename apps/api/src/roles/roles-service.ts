import {
  permissionsOf,
  BUILT_IN_ROLE_NAMES,
  BUILT_IN_ROLES,
  PERMISSIONS,
  isBuiltInRole,
  permissionAreas,
  permissionErrors,
  roleNameProblem,
  type CustomRoleInput,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { rolesRepository } from './roles-repository.ts'

/**
 * The role matrix: the catalog's areas (rows), the built-in roles (read-only columns) and the
 * shop's custom roles, with which staff member holds which role.
 */
export async function roleMatrix(ctx: AppContext, tenantId: string) {
  const repo = rolesRepository(ctx, tenantId)
  const [custom, assignments] = await Promise.all([repo.customRoles(), repo.assignments()])
  return {
    areas: permissionAreas(),
    roles: [
      ...BUILT_IN_ROLE_NAMES.map((id) => ({
        id,
        name: BUILT_IN_ROLES[id].label,
        builtIn: true,
        permissions: [...BUILT_IN_ROLES[id].permissions],
      })),
      ...custom.map((role) => ({
        ...role,
        builtIn: false,
        permissions: PERMISSIONS.filter((p) => role.permissions.includes(p)),
      })),
    ],
    assignments,
  }
}

async function assertNameFree(ctx: AppContext, tenantId: string, name: string, selfId: string | null) {
  const problem = roleNameProblem(name, await rolesRepository(ctx, tenantId).customRoles(), selfId)
  if (problem) throw permissionErrors.error(problem, { field: 'name' })
}

const takenOnRace = (error: unknown) => {
  if (isUniqueViolation(error)) throw permissionErrors.error('roleNameTaken', { field: 'name' })
  throw error
}

export async function createCustomRole(ctx: AppContext, tenantId: string, input: CustomRoleInput) {
  await assertNameFree(ctx, tenantId, input.name, null)
  return rolesRepository(ctx, tenantId).createRole(input).catch(takenOnRace)
}

async function assertCustomRole(ctx: AppContext, tenantId: string, id: string) {
  const roles = await rolesRepository(ctx, tenantId).customRoles()
  if (!roles.some((role) => role.id === id)) throw permissionErrors.error('roleNotFound')
}

export async function updateCustomRole(ctx: AppContext, tenantId: string, id: string, input: CustomRoleInput) {
  await assertCustomRole(ctx, tenantId, id)
  await assertNameFree(ctx, tenantId, input.name, id)
  return rolesRepository(ctx, tenantId).updateRole(id, input).catch(takenOnRace)
}

/** Deleting a role takes it from everyone who held it (an employee left with none holds the defaults). */
export async function deleteCustomRole(ctx: AppContext, tenantId: string, id: string) {
  await assertCustomRole(ctx, tenantId, id)
  await rolesRepository(ctx, tenantId).deleteRole(id)
  return { success: true }
}

/** Gives a staff member exactly `roles` (built-in names or the shop's custom role ids). */
export async function assignRoles(ctx: AppContext, tenantId: string, input: { userId: string; roles: string[] }) {
  const repo = rolesRepository(ctx, tenantId)
  if (!(await repo.staffExists(input.userId))) throw permissionErrors.error('staffNotFound')
  const custom = new Set((await repo.customRoles()).map((role) => role.id))
  const roles = [...new Set(input.roles)]
  if (roles.some((role) => !isBuiltInRole(role) && !custom.has(role))) throw permissionErrors.error('unknownRole')
  await repo.setRoles(input.userId, roles)
  return { userId: input.userId, roles }
}

/** What a staff member holds now (a maker's approved request runs with their current permissions). */
export async function staffPermissions(
  ctx: AppContext,
  tenantId: string,
  user: { id: string; role: 'TENANT_ADMIN' | 'TENANT_EMPLOYEE' },
) {
  const repo = rolesRepository(ctx, tenantId)
  const [custom, roles] = await Promise.all([repo.customRoles(), assignedRoles(ctx, { id: user.id, tenantId })])
  return { roles, permissions: permissionsOf(user.role, roles, custom) }
}

/** The roles assigned to a staff member (none: an employee holds the default counter roles). */
export const assignedRoles = async (ctx: AppContext, staff: { id: string; tenantId: string }) =>
  (await rolesRepository(ctx, staff.tenantId).assignments(staff.id)).map((a) => a.role)
