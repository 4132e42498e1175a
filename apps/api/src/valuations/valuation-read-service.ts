import {
  addDays,
  goldReceiptNumber,
  isoDateOf,
  pageFrom,
  pageRequest,
  sumPaise,
  startOfIstDay,
  valuationErrors,
  type PageQuery,
  type ValuationPatch,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { syncEmiStatuses } from './emi-sync.ts'
import { emiSummaryJson } from '../emis/emi-record-json.ts'
import { detailScalarsJson, ornamentJson, valuationRowJson } from './valuation-json.ts'
import { valuationsRepository } from './valuations-repository.ts'

/** Tenant's active branches of a bank: the shared catalog's (tenantId null) and the tenant's own. */
export async function activeBranchesOf(ctx: AppContext, tenantId: string, bankId: string | null) {
  if (!bankId) return []
  return valuationsRepository(ctx, tenantId).activeBranches(bankId)
}

/** GET /api/valuations/{id}: the 4.5 projection, EMI statuses synchronised first. */
export async function getValuationDetail(ctx: AppContext, tenantId: string, id: string) {
  const valuations = valuationsRepository(ctx, tenantId)
  if (!(await valuations.exists(id))) throw valuationErrors.error('valuationNotFound')
  await syncEmiStatuses(ctx, tenantId, { valuationId: id })
  const v = await valuations.detail(id)
  if (!v) throw valuationErrors.error('valuationNotFound')
  const bank = v.bankId ? await valuations.bankName(v.bankId) : null
  return {
    ...detailScalarsJson(v),
    customer: v.customer,
    bank,
    bankBranchId: v.bankBranchId,
    bankBranches: await activeBranchesOf(ctx, tenantId, v.bankId),
    ornaments: v.ornaments.map(ornamentJson),
    emiRecords: v.emiRecords.map((e) => emiSummaryJson({ ...e, amountPaise: Number(e.amountPaise) })),
  }
}

/** GET /api/valuations (not in the spec): the tenant's newest 200 valuations with the customer's name. */
export const VALUATION_LIST_LIMIT = 200

export async function listValuations(ctx: AppContext, tenantId: string, filter: { customerId?: string } = {}) {
  const rows = await valuationsRepository(ctx, tenantId).list(filter, VALUATION_LIST_LIMIT)
  return { valuations: rows.map((r) => ({ ...valuationRowJson(r), customer: r.customer })) }
}

/**
 * tRPC valuations.list: one keyset page of GET /api/valuations' rows (newest first, with the
 * customer's name), optionally of one customer.
 */
export async function listValuationsPage(
  ctx: AppContext,
  tenantId: string,
  query: PageQuery & { customerId?: string } = {},
) {
  const { limit, after } = pageRequest(query)
  const rows = await valuationsRepository(ctx, tenantId).listPage({ customerId: query.customerId }, after, limit + 1)
  const page = pageFrom(rows, limit, (v) => ({ at: v.createdAt, id: v.id }))
  return {
    items: page.items.map((r) => ({ ...valuationRowJson(r), customer: r.customer })),
    nextCursor: page.nextCursor,
  }
}

/** The dashboard's card (tRPC only, so paise): today's valuations (India time), the gold they priced and the loans among them. */
export async function valuationsToday(ctx: AppContext, tenantId: string) {
  const today = isoDateOf(ctx.now())
  const byType = await valuationsRepository(ctx, tenantId).totalsByType(
    startOfIstDay(today),
    startOfIstDay(addDays(today, 1)),
  )
  return {
    count: byType.reduce((n, t) => n + t.count, 0),
    totalValuePaise: sumPaise(byType.map((t) => t.totalValuePaise)),
    loansPaise: sumPaise(byType.filter((t) => t.type === 'loan').map((t) => t.estimatedLoanPaise)),
  }
}

/** PATCH /api/valuations/{id}: the four writable fields only (core `valuationPatchInput`). */
export async function patchValuation(ctx: AppContext, tenantId: string, id: string, patch: ValuationPatch) {
  const valuations = valuationsRepository(ctx, tenantId)
  if (!(await valuations.update(id, { ...patch, updatedAt: ctx.now() })))
    throw valuationErrors.error('valuationNotFound')
  const v = await valuations.writableFields(id)
  if (!v) throw valuationErrors.error('valuationNotFound')
  return { success: true as const, ...v }
}

/** POST /api/valuations/{id}/gold-receipt: assigned once by a conditional update, then reused. */
export async function issueGoldReceipt(ctx: AppContext, tenantId: string, id: string) {
  const valuations = valuationsRepository(ctx, tenantId)
  await valuations.assignGoldReceipt(id, goldReceiptNumber(id), ctx.now())
  const v = await valuations.goldReceipt(id)
  if (!v) throw valuationErrors.error('valuationNotFound')
  return v
}
