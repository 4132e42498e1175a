import type { AppContext } from '../platform/context.ts'

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }]

/** A tenant's intake links (the signed links of the self-service form), confined to it by `db.forTenant`. */
export function intakeLinksRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /** The newest link that is neither revoked nor expired. */
    liveIntakeLink: (now: Date) =>
      db.intakeLink.findFirst({
        where: { revokedAt: null, expiresAt: { gt: now } },
        orderBy: newestFirst,
      }),

    createIntakeLink: (data: { createdById: string; expiresAt: Date; createdAt: Date }) =>
      db.intakeLink.create({ data: { tenantId, ...data } }),

    findIntakeLink: (id: string) => db.intakeLink.findFirst({ where: { id } }),

    /** Revoke every live link; answers how many. */
    revokeIntakeLinks: async (at: Date) =>
      (await db.intakeLink.updateMany({ where: { revokedAt: null }, data: { revokedAt: at } })).count,
  }
}
