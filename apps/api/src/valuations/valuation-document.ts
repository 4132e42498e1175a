import type { AppContext } from '../context.ts'
import { syncEmiStatuses } from './emi-sync.ts'

/** Everything the certificate and its emails need, EMI statuses synchronised first; null when not in tenant. */
export async function loadValuationDocument(ctx: AppContext, tenantId: string, id: string) {
  const db = ctx.db.forTenant(tenantId)
  const exists = await db.valuation.findFirst({ where: { id }, select: { id: true } })
  if (!exists) return null
  await syncEmiStatuses(ctx, tenantId, { valuationId: id })
  const valuation = await db.valuation.findFirst({
    where: { id },
    include: {
      customer: { select: { id: true, name: true, phone: true, email: true, address: true } },
      ornaments: { orderBy: { id: 'asc' } },
      emiRecords: { orderBy: [{ dueDate: 'asc' }, { id: 'asc' }] },
    },
  })
  if (!valuation) return null
  const tenant = await ctx.db.prisma.tenant.findUnique({ where: { id: tenantId }, select: { id: true, name: true, slug: true } })
  const bank = valuation.bankId ? await ctx.db.prisma.bank.findUnique({ where: { id: valuation.bankId } }) : null
  const branch = valuation.bankBranchId ? await ctx.db.prisma.bankBranch.findUnique({ where: { id: valuation.bankBranchId } }) : null
  return { valuation, tenant: tenant ?? { id: tenantId, name: 'Gold Loan Shop', slug: '' }, bank, branch }
}

export type ValuationDocument = NonNullable<Awaited<ReturnType<typeof loadValuationDocument>>>
