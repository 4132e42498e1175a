import type { AppContext } from '../platform/context.ts'

const ROLE_SELECT = { id: true, name: true, permissions: true } as const

/** A shop's custom roles and who holds which role; confined to the tenant by `db.forTenant`. */
export function rolesRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    customRoles: () => db.shopRole.findMany({ select: ROLE_SELECT, orderBy: { createdAt: 'asc' } }),
    createRole: (role: { name: string; permissions: string[] }) =>
      db.shopRole.create({ data: { tenantId, ...role }, select: ROLE_SELECT }),
    updateRole: (id: string, role: { name: string; permissions: string[] }) =>
      db.shopRole.update({ where: { id }, data: role, select: ROLE_SELECT }),
    /** Deletes the role and every assignment of it, in one transaction. */
    deleteRole: (id: string) =>
      db.$transaction(async (tx) => {
        await tx.staffRoleAssignment.deleteMany({ where: { role: id } })
        await tx.shopRole.delete({ where: { id } })
      }),
    staffExists: async (userId: string) => (await db.user.count({ where: { id: userId } })) > 0,
    assignments: (userId?: string) =>
      db.staffRoleAssignment.findMany({ where: userId ? { userId } : {}, select: { userId: true, role: true } }),
    /** Replaces a staff member's roles with `roles`. */
    setRoles: (userId: string, roles: string[]) =>
      db.$transaction(async (tx) => {
        await tx.staffRoleAssignment.deleteMany({ where: { userId } })
        if (roles.length > 0)
          await tx.staffRoleAssignment.createMany({ data: roles.map((role) => ({ tenantId, userId, role })) })
      }),
  }
}
