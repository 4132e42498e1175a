import type { AppContext } from '../platform/context.ts'

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): sign-in before a tenant
 * is known. Staff and super admin emails are unique across the platform, a session is found by its
 * token alone, and the operator CLI creates tenants and super admins.
 */
export function identityRepository(ctx: AppContext) {
  const db = ctx.db.prisma
  return {
    staffByEmail: (email: string) => db.user.findUnique({ where: { email }, include: { tenant: true } }),
    superAdminByEmail: (email: string) => db.superAdmin.findUnique({ where: { email } }),

    /** Whether a staff user or a super admin already has the address. */
    emailInUse: async (email: string) => {
      const [user, admin] = await Promise.all([
        db.user.findUnique({ where: { email } }),
        db.superAdmin.findUnique({ where: { email } }),
      ])
      return user !== null || admin !== null
    },

    /** A tenant and its first admin, in one transaction. */
    createTenantWithAdmin: (
      tenant: { name: string; slug: string },
      admin: { email: string; name: string; passwordHash: string },
    ) =>
      db.$transaction(async (tx) => {
        const created = await tx.tenant.create({ data: tenant })
        const user = await tx.user.create({ data: { tenantId: created.id, ...admin, role: 'TENANT_ADMIN' } })
        return { tenant: created, admin: user }
      }),

    deactivateTenant: (tenantId: string) => db.tenant.update({ where: { id: tenantId }, data: { isActive: false } }),
    createSuperAdmin: (admin: { email: string; name: string; passwordHash: string }) =>
      db.superAdmin.create({ data: admin }),
    /** The operator names a staff user by id alone. */
    deactivateStaffUser: (userId: string) => db.user.update({ where: { id: userId }, data: { isActive: false } }),

    insertSession: (session: {
      tokenHash: string
      kind: string
      subjectId: string
      tenantId: string | null
      expiresAt: Date
    }) => db.session.create({ data: session }),
    sessionByTokenHash: (tokenHash: string) => db.session.findUnique({ where: { tokenHash } }),
    revokeSessionByTokenHash: (tokenHash: string, at: Date) =>
      db.session.updateMany({ where: { tokenHash, revokedAt: null }, data: { revokedAt: at } }),
    /** Revoke every live session of one subject (a customer set Inactive, a deactivated user). */
    revokeSessionsOf: (kind: string, subjectId: string, at: Date) =>
      db.session.updateMany({ where: { kind, subjectId, revokedAt: null }, data: { revokedAt: at } }),
  }
}
