import type { PageKey } from '@gold/core'
import type { Prisma } from '@gold/db'
import { afterKey } from '../platform/keyset-page.ts'
import type { AppContext } from '../platform/context.ts'

export type NewAuditEvent = {
  tenantId: string | null
  actorId: string
  actorRole: string
  action: string
  subjectType: string
  subjectId: string
  detail: string | null
  createdAt: Date
}

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): the platform's audit log.
 * The operator's actions span tenants (a coupon, a plan, the settings belong to none) and the log
 * is read across all of them; a tenant's own events (an Aadhaar reveal) are written by its
 * tenant-scoped repository.
 */
export function auditPlatformRepository(ctx: AppContext) {
  const db = ctx.db.prisma
  return {
    record: (event: NewAuditEvent) => db.auditEvent.create({ data: event }),
    /** Newest first, a keyset page (`take` is the page size plus one). */
    page: (after: PageKey | null, take: number) =>
      db.auditEvent.findMany({
        where: afterKey<Prisma.AuditEventWhereInput>('createdAt', 'desc', after),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      }),
    superAdminNames: async (ids: string[]) =>
      new Map(
        (await db.superAdmin.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((a) => [
          a.id,
          a.name,
        ]),
      ),
  }
}

/** Every shop that has a trail (a head row, made by its first append): the daily check walks each. */
export async function shopsWithTrail(ctx: AppContext) {
  return (await ctx.db.prisma.shopAuditHead.findMany({ select: { tenantId: true }, orderBy: { tenantId: 'asc' } })).map(
    (h) => h.tenantId,
  )
}

/** Shops whose custody log has a movement (issue 28): the daily chain check walks theirs too. */
export async function shopsWithCustodyChain(ctx: AppContext) {
  return (
    await ctx.db.prisma.custodyChainHead.findMany({ select: { tenantId: true }, orderBy: { tenantId: 'asc' } })
  ).map((h) => h.tenantId)
}
