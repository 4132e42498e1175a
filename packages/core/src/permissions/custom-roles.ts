import { z } from 'zod'
import { defineErrors } from '../shared/domain-error.ts'
import { BUILT_IN_ROLE_NAMES } from './built-in-roles.ts'
import { PERMISSIONS, isPermission } from './permission-catalog.ts'

export const ROLE_NAME_MAX = 40

export const permissionErrors = defineErrors({
  forbidden: [403, 'You do not have permission to do this.'],
  roleNameRequired: [400, 'A role name is required.'],
  roleNameTooLong: [400, `A role name can be at most ${ROLE_NAME_MAX} characters.`],
  roleNameReserved: [400, 'That name belongs to a built-in role.'],
  roleNameTaken: [400, 'A role with that name already exists.'],
  unknownPermission: [400, 'Unknown permission.'],
  unknownRole: [400, 'Unknown role.'],
  roleNotFound: [404, 'Role not found.'],
  staffNotFound: [404, 'Staff account not found.'],
})

const message = (code: keyof typeof permissionErrors.table) => permissionErrors.table[code].message

/** A custom role as the owner types it: a name and the permissions ticked in the matrix. */
export const customRoleInput = z.object({
  name: z
    .string(message('roleNameRequired'))
    .trim()
    .min(1, message('roleNameRequired'))
    .max(ROLE_NAME_MAX, message('roleNameTooLong')),
  permissions: z
    .array(z.string().refine(isPermission, message('unknownPermission')))
    .max(PERMISSIONS.length * 2)
    .transform((names) => [...new Set(names)]),
})
export type CustomRoleInput = z.infer<typeof customRoleInput>

export const customRoleUpdate = z.object({ id: z.string().max(100), role: customRoleInput })
export const roleAssignmentInput = z.object({
  userId: z.string().max(100),
  roles: z.array(z.string().max(100)).max(20),
})

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Why a custom role's name cannot be used, or null: a built-in role's name (in any case) is
 * reserved, and names are unique in the shop. `existing` are the shop's other custom roles.
 */
export function roleNameProblem(
  name: string,
  existing: readonly { id: string; name: string }[],
  selfId: string | null = null,
): keyof typeof permissionErrors.table | null {
  if (BUILT_IN_ROLE_NAMES.some((builtIn) => sameName(builtIn, name))) return 'roleNameReserved'
  if (existing.some((role) => role.id !== selfId && sameName(role.name, name))) return 'roleNameTaken'
  return null
}
