import type { AppContext } from '../platform/context.ts'
import { syncEmiStatuses } from './emi-sync.ts'

/** Everything the certificate and its emails need, EMI statuses synchronised first; null when not in tenant. */
export async function loadValuationDocument(ctx: AppContext, tenantId: string, id: string) {
  const db = ctx.db.forTenant(tenantId)
  // No existence check first: the sync is confined to the tenant, so for an unknown id (or another
  // tenant's) it changes nothing, and the read below answers null.
  await syncEmiStatuses(ctx, tenantId, { valuationId: id })
  const valuation = await db.valuation.findFirst({
    where: { id },
    include: {
      customer: { select: { id: true, name: true, phone: true, email: true, address: true } },
      ornaments: { orderBy: { id: 'asc' } },
      // tenantId too: the only index on valuationId is (tenantId, valuationId, dueDate); without it
      // PostgreSQL scans every EMI of every tenant (the tenant scope covers the top-level model only).
      emiRecords: { where: { tenantId }, orderBy: [{ dueDate: 'asc' }, { id: 'asc' }] },
    },
  })
  if (!valuation) return null
  const tenant = await ctx.db.prisma.tenant.findUnique({ where: { id: tenantId }, select: { id: true, name: true, slug: true } })
  const bank = valuation.bankId ? await ctx.db.prisma.bank.findUnique({ where: { id: valuation.bankId } }) : null
  const branch = valuation.bankBranchId ? await ctx.db.prisma.bankBranch.findUnique({ where: { id: valuation.bankBranchId } }) : null
  return { valuation, tenant: tenant ?? { id: tenantId, name: 'Gold Loan Shop', slug: '' }, bank, branch }
}

export type ValuationDocument = NonNullable<Awaited<ReturnType<typeof loadValuationDocument>>>
