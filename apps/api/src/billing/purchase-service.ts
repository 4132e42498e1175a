import { billingLimits, isBillingCycle, isPaise } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { findTenantOrFail } from '../platform/tenants.ts'
import { billingPlatformRepository, LEDGER_TX_OPTIONS } from './billing-platform-repository.ts'
import { billingRepository } from './billing-repository.ts'
import { afterSettlement, grantPurchaseInTx } from './settlement-service.ts'

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
  input: { tenant: string; planId: string; cycle: string; amount: number; currency?: string },
) {
  const tenant = await findTenantOrFail(ctx, input.tenant)
  const ledger = billingPlatformRepository(ctx)
  const plan = await ledger.planByRef(input.planId)
  if (!plan) throw new Error(`No plan with id ${input.planId}.`)
  if (!isBillingCycle(input.cycle)) throw new Error('--cycle must be monthly, quarterly, half-yearly or yearly.')
  if (!isPaise(input.amount) || input.amount < 0)
    throw new Error('--amount must be a non-negative integer number of paise.')
  const now = ctx.now()
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
    return row
  }, LEDGER_TX_OPTIONS)
  await afterSettlement(ctx, purchase.id)
  return { purchaseId: purchase.id }
}
