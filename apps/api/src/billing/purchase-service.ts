import {
  billingLimits,
  canRefund,
  isBillingCycle,
  isPurchaseStatus,
  isPaise,
  operatorInputError,
  pageFrom,
  pageRequest,
  type AuditActor,
  type PageQuery,
} from '@gold/core'
import { recordAudit } from '../audit/audit-service.ts'
import type { AppContext } from '../platform/context.ts'
import { findTenantOrFail } from '../platform/tenants.ts'
import { billingConsoleRepository } from './billing-console-platform-repository.ts'
import { billingPlatformRepository, LEDGER_TX_OPTIONS } from './billing-platform-repository.ts'
import { billingRepository } from './billing-repository.ts'
import { enqueueAfterSettlement, grantPurchaseInTx, issueDocumentAfterSettlement } from './settlement-service.ts'

/** GET /api/billing/purchases: paid purchases, newest first, at most 50 (platform-spec 2.5, 4.1). */
export async function listPurchases(ctx: AppContext, tenantId: string) {
  const rows = await billingRepository(ctx, tenantId).paidPurchases(billingLimits.purchaseListMax)
  return rows.map((p) => ({
    id: p.id,
    planName: p.planName,
    billingCycle: p.billingCycle,
    subtotal: p.subtotal,
    discount: p.discount,
    tax: p.tax,
    total: p.total,
    refundedAmount: p.refundedAmount,
    currency: p.currency,
    couponCode: p.couponCode,
    provider: p.provider,
    status: p.status,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    paidAt: p.paidAt,
    createdAt: p.createdAt,
    gatewayPaymentId: p.gatewayPaymentId,
    documents: p.documents.map((d) => ({
      id: d.id,
      type: d.type,
      number: d.number,
      total: d.total,
      issuedAt: d.issuedAt,
      cancelledAt: d.cancelledAt,
    })),
    refunds: p.refunds.map((r) => ({
      id: r.id,
      purchaseId: r.purchaseId,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      revokesPeriod: r.revokesPeriod,
      gatewayRefundId: r.gatewayRefundId,
      processedAt: r.processedAt,
      createdAt: r.createdAt,
    })),
  }))
}

/**
 * `purchase:record-manual`: a super admin records a bank transfer or cheque. The purchase is
 * written PAID with provider `manual` and granted in one transaction; the document and receipt
 * follow best-effort, as for gateway payments.
 */
export async function recordManualPurchase(
  ctx: AppContext,
  actor: AuditActor,
  input: { tenant: string; planId: string; cycle: string; amount: number; currency?: string },
) {
  const tenant = await findTenantOrFail(ctx, input.tenant)
  const ledger = billingPlatformRepository(ctx)
  const plan = await ledger.planByRef(input.planId)
  if (!plan) throw operatorInputError(`No plan with id ${input.planId}.`)
  if (!isBillingCycle(input.cycle))
    throw operatorInputError('--cycle must be monthly, quarterly, half-yearly or yearly.')
  if (!isPaise(input.amount) || input.amount < 0)
    throw operatorInputError('--amount must be a non-negative integer number of paise.')
  const now = ctx.now()
  await ctx.jobs.open()
  const purchase = await ledger.transaction(async (tx) => {
    const row = await tx.insertPurchase({
      tenantId: tenant.id,
      planId: plan.id,
      planName: plan.name,
      billingCycle: input.cycle,
      subtotal: input.amount,
      discount: 0,
      tax: 0,
      total: input.amount,
      currency: input.currency ?? 'INR',
      provider: 'manual',
      status: 'PAID',
      paidAt: now,
      createdAt: now,
    })
    await grantPurchaseInTx(tx, row, now)
    await enqueueAfterSettlement(ctx, row.id, tx)
    return row
  }, LEDGER_TX_OPTIONS)
  await recordAudit(ctx, actor, {
    action: 'MANUAL_PURCHASE_RECORDED',
    subjectType: 'Purchase',
    subjectId: purchase.id,
    tenantId: tenant.id,
    detail: { plan: plan.name, cycle: input.cycle, amount: input.amount },
  })
  await issueDocumentAfterSettlement(ctx, purchase.id)
  return { purchaseId: purchase.id }
}

/**
 * The console's purchases across every shop, newest first: `search` matches the shop's name or
 * slug, `status` the purchase's. Each with its shop, refunds and what can still be refunded
 * (total less refunded less pending), the ceiling `refund:create` applies.
 */
export async function searchPurchasesPage(ctx: AppContext, query: PageQuery & { search?: string; status?: string }) {
  const { limit, after } = pageRequest(query)
  const rows = await billingConsoleRepository(ctx).purchasesPage(
    { search: query.search?.trim() || null, status: query.status?.trim() || null },
    after,
    limit + 1,
  )
  const page = pageFrom(rows, limit, (p) => ({ at: p.createdAt, id: p.id }))
  return {
    items: page.items.map(({ tenant, refunds, ...p }) => {
      const pending = refunds.filter((r) => r.status === 'PENDING').reduce((sum, r) => sum + r.amount, 0)
      return {
        id: p.id,
        tenantId: p.tenantId,
        tenantName: tenant.name,
        tenantSlug: tenant.slug,
        planName: p.planName,
        billingCycle: p.billingCycle,
        total: p.total,
        refundedAmount: p.refundedAmount,
        refundable:
          p.provider === 'gateway' && p.gatewayPaymentId && isPurchaseStatus(p.status) && canRefund(p.status)
            ? Math.max(0, p.total - p.refundedAmount - pending)
            : 0,
        currency: p.currency,
        couponCode: p.couponCode,
        provider: p.provider,
        status: p.status,
        gatewayPaymentId: p.gatewayPaymentId,
        paidAt: p.paidAt,
        createdAt: p.createdAt,
        refunds: refunds.map((r) => ({
          id: r.id,
          amount: r.amount,
          status: r.status,
          revokesPeriod: r.revokesPeriod,
          failureReason: r.failureReason,
          createdAt: r.createdAt,
          processedAt: r.processedAt,
        })),
      }
    }),
    nextCursor: page.nextCursor,
  }
}
