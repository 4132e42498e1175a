import { goldReceiptNumber, istDayStart, pageFrom, pageRequest, parseValuationPatch, round2, valuationErrors, type PageQuery } from '@gold/core'
import type { Prisma } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { visibleBranchFilter } from '../banks/bank-service.ts'
import { afterKey } from '../platform/keyset-page.ts'
import { syncEmiStatuses } from './emi-sync.ts'
import {
  BRANCH_SUMMARY_SELECT, DETAIL_EMI_SELECT, DETAIL_SCALAR_SELECT, ORNAMENT_SELECT, VALUATION_ROW_SELECT, pick, valuationRowJson,
} from './valuation-json.ts'

/** Tenant's active branches of a bank: the shared catalog's (tenantId null) and the tenant's own. */
export async function activeBranchesOf(ctx: AppContext, tenantId: string, bankId: string | null) {
  if (!bankId) return []
  return ctx.db.prisma.bankBranch.findMany({
    where: { bankId, isActive: true, ...visibleBranchFilter(tenantId) },
    select: BRANCH_SUMMARY_SELECT, orderBy: [{ branchName: 'asc' }, { id: 'asc' }],
  })
}

/** GET /api/valuations/{id}: the 4.5 projection, EMI statuses synchronised first. */
export async function getValuationDetail(ctx: AppContext, tenantId: string, id: string) {
  const db = ctx.db.forTenant(tenantId)
  const exists = await db.valuation.findFirst({ where: { id }, select: { id: true } })
  if (!exists) throw valuationErrors.error('valuationNotFound')
  await syncEmiStatuses(ctx, tenantId, { valuationId: id })
  const v = await db.valuation.findFirst({
    where: { id },
    select: {
      ...DETAIL_SCALAR_SELECT, bankId: true, bankBranchId: true,
      customer: { select: { id: true, name: true, phone: true, email: true } },
      ornaments: { select: ORNAMENT_SELECT, orderBy: { id: 'asc' } },
      // tenantId: the index on valuationId is (tenantId, valuationId, dueDate); see valuation-document.ts.
      emiRecords: { where: { tenantId }, select: DETAIL_EMI_SELECT, orderBy: [{ dueDate: 'asc' }, { id: 'asc' }] },
    },
  })
  if (!v) throw valuationErrors.error('valuationNotFound')
  const bank = v.bankId ? await ctx.db.prisma.bank.findUnique({ where: { id: v.bankId }, select: { id: true, name: true } }) : null
  return {
    ...pick(v, DETAIL_SCALAR_SELECT),
    customer: v.customer,
    bank,
    bankBranchId: v.bankBranchId,
    bankBranches: await activeBranchesOf(ctx, tenantId, v.bankId),
    ornaments: v.ornaments,
    emiRecords: v.emiRecords,
  }
}

/** GET /api/valuations (not in the spec): the tenant's newest 200 valuations with the customer's name. */
export const VALUATION_LIST_LIMIT = 200

export async function listValuations(ctx: AppContext, tenantId: string, filter: { customerId?: string } = {}) {
  const rows = await ctx.db.forTenant(tenantId).valuation.findMany({
    where: filter.customerId ? { customerId: filter.customerId } : {},
    select: { ...VALUATION_ROW_SELECT, customer: { select: { id: true, name: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: VALUATION_LIST_LIMIT,
  })
  return { valuations: rows.map((r) => ({ ...valuationRowJson(r), customer: r.customer })) }
}

/**
 * tRPC valuations.list: one keyset page of GET /api/valuations' rows (newest first, with the
 * customer's name), optionally of one customer.
 */
export async function listValuationsPage(ctx: AppContext, tenantId: string, query: PageQuery & { customerId?: string } = {}) {
  const { limit, after } = pageRequest(query)
  const rows = await ctx.db.forTenant(tenantId).valuation.findMany({
    where: { AND: [query.customerId ? { customerId: query.customerId } : {}, afterKey<Prisma.ValuationWhereInput>('createdAt', 'desc', after)] },
    select: { ...VALUATION_ROW_SELECT, customer: { select: { id: true, name: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
  })
  const page = pageFrom(rows, limit, (v) => ({ at: v.createdAt, id: v.id }))
  return { items: page.items.map((r) => ({ ...valuationRowJson(r), customer: r.customer })), nextCursor: page.nextCursor }
}

/** The dashboard's card: today's valuations (India time), the gold they priced and the loans among them. */
export async function valuationsToday(ctx: AppContext, tenantId: string) {
  const from = istDayStart(ctx.now())
  const byType = await ctx.db.forTenant(tenantId).valuation.groupBy({
    by: ['type'],
    where: { createdAt: { gte: from, lt: new Date(from.getTime() + 86_400_000) } },
    _count: { _all: true },
    _sum: { totalValue: true, estimatedLoan: true },
  })
  return {
    count: byType.reduce((n, t) => n + t._count._all, 0),
    totalValue: round2(byType.reduce((s, t) => s + (t._sum.totalValue ?? 0), 0)),
    loans: round2(byType.filter((t) => t.type === 'loan').reduce((s, t) => s + (t._sum.estimatedLoan ?? 0), 0)),
  }
}

/** PATCH /api/valuations/{id}: the four writable fields only. */
export async function patchValuation(ctx: AppContext, tenantId: string, id: string, body: unknown) {
  const patch = parseValuationPatch(body)
  const db = ctx.db.forTenant(tenantId)
  const { count } = await db.valuation.updateMany({ where: { id }, data: { ...patch, updatedAt: ctx.now() } })
  if (count === 0) throw valuationErrors.error('valuationNotFound')
  const v = await db.valuation.findFirst({
    where: { id }, select: { goldEnvelopeUrl: true, acknowledgementUrl: true, appraiserName: true, appraiserNote: true },
  })
  if (!v) throw valuationErrors.error('valuationNotFound')
  return { success: true as const, ...v }
}

/** POST /api/valuations/{id}/gold-receipt: assigned once by a conditional update, then reused. */
export async function issueGoldReceipt(ctx: AppContext, tenantId: string, id: string) {
  const db = ctx.db.forTenant(tenantId)
  await db.valuation.updateMany({
    where: { id, goldReceiptNo: null },
    data: { goldReceiptNo: goldReceiptNumber(id), goldReceiptIssuedAt: ctx.now() },
  })
  const v = await db.valuation.findFirst({ where: { id }, select: { goldReceiptNo: true, goldReceiptIssuedAt: true } })
  if (!v) throw valuationErrors.error('valuationNotFound')
  return v
}
