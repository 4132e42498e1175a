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

    /** Suspend (`isActive` false) or reactivate a tenant. */
    setTenantActive: (tenantId: string, isActive: boolean) =>
      db.tenant.update({ where: { id: tenantId }, data: { isActive } }),
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
      ip?: string | null
      userAgent?: string | null
    }) => db.session.create({ data: session }),
    sessionByTokenHash: (tokenHash: string) => db.session.findUnique({ where: { tokenHash } }),
    revokeSessionByTokenHash: (tokenHash: string, at: Date) =>
      db.session.updateMany({ where: { tokenHash, revokedAt: null }, data: { revokedAt: at } }),
    /** Revoke every live session of one subject (a customer set Inactive, a deactivated user), but `keep`. */
    revokeSessionsOf: (kind: string, subjectId: string, at: Date, keep?: string) =>
      db.session.updateMany({
        where: { kind, subjectId, revokedAt: null, ...(keep ? { id: { not: keep } } : {}) },
        data: { revokedAt: at },
      }),

    /** A password's owner by id, for changing it (the session names the subject, staff or super admin). */
    passwordOf: async (kind: PasswordSubjectKind, id: string) =>
      kind === 'staff'
        ? db.user.findUnique({ where: { id }, select: { passwordHash: true } })
        : db.superAdmin.findUnique({ where: { id }, select: { passwordHash: true } }),
    setPassword: (kind: PasswordSubjectKind, id: string, passwordHash: string) =>
      kind === 'staff'
        ? db.user.update({ where: { id }, data: { passwordHash } })
        : db.superAdmin.update({ where: { id }, data: { passwordHash } }),

    /** Password reset links: found by the token's hash alone, before the account is known. */
    insertPasswordReset: (reset: {
      subjectKind: PasswordSubjectKind
      subjectId: string
      tokenHash: string
      expiresAt: Date
    }) => db.passwordResetToken.create({ data: reset }),

    /**
     * Use a reset link: in one transaction the link is claimed (a conditional update, so two uses
     * cannot both pass), the account's other links are used up, its password replaced and every
     * session revoked. Null when the link is unknown, used, expired or its staff account disabled.
     */
    resetPassword: (tokenHash: string, passwordHash: string, at: Date) =>
      db.$transaction(async (tx) => {
        const reset = await tx.passwordResetToken.findUnique({ where: { tokenHash } })
        if (!reset || reset.usedAt || reset.expiresAt <= at) return null
        const kind = reset.subjectKind === 'staff' ? 'staff' : 'superadmin'
        const owner =
          kind === 'staff'
            ? await tx.user.findUnique({ where: { id: reset.subjectId }, select: { isActive: true } })
            : await tx.superAdmin.findUnique({ where: { id: reset.subjectId }, select: { id: true } })
        if (!owner || ('isActive' in owner && !owner.isActive)) return null
        const claimed = await tx.passwordResetToken.updateMany({
          where: { id: reset.id, usedAt: null },
          data: { usedAt: at },
        })
        if (claimed.count !== 1) return null
        await tx.passwordResetToken.updateMany({
          where: { subjectKind: kind, subjectId: reset.subjectId, usedAt: null },
          data: { usedAt: at },
        })
        if (kind === 'staff') await tx.user.update({ where: { id: reset.subjectId }, data: { passwordHash } })
        else await tx.superAdmin.update({ where: { id: reset.subjectId }, data: { passwordHash } })
        await tx.session.updateMany({
          where: { kind, subjectId: reset.subjectId, revokedAt: null },
          data: { revokedAt: at },
        })
        return { kind, subjectId: reset.subjectId }
      }),
  }
}

export type PasswordSubjectKind = 'staff' | 'superadmin'
