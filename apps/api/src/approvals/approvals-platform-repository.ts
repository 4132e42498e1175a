import type { AppContext } from '../platform/context.ts'
import { PAGE, recordOf } from './approvals-repository.ts'

/**
 * Every shop's requests left `approved` since before `decidedBefore` (a crash between the decision
 * and the posting), oldest first, with the shop's slug the maker's principal carries.
 */
export async function staleApprovedRequests(ctx: AppContext, decidedBefore: Date) {
  const rows = await ctx.db.prisma.approvalRequest.findMany({
    where: { status: 'approved', decidedAt: { lt: decidedBefore } },
    orderBy: [{ decidedAt: 'asc' }, { id: 'asc' }],
    take: PAGE,
  })
  const tenants = await ctx.db.prisma.tenant.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.tenantId))] } },
    select: { id: true, slug: true },
  })
  const slugs = new Map(tenants.map((t) => [t.id, t.slug]))
  return rows.map(({ tenantId, ...row }) => ({
    tenantId,
    tenantSlug: slugs.get(tenantId) ?? '',
    request: recordOf(row),
  }))
}
