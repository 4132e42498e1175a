import { decideSettlement, grantPeriod, isBillingCycle, isPurchaseStatus, type SettlementDecision } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import {
  billingPlatformRepository,
  LEDGER_TX_OPTIONS,
  type LedgerQueries,
  type PurchaseRow,
} from './billing-platform-repository.ts'
import { issueSaleDocument } from './document-service.ts'
import { sendPurchaseReceipt } from './receipt-mail.ts'

export type SettlementOutcome = SettlementDecision | 'settled' | 'unknown-order'
export type CapturedPayment = { orderId: string; paymentId: string; amount: unknown; currency: unknown }

/**
 * Grant the purchase's period to its tenant (stacking onto time left), stamp the period and
 * redeem the coupon. Runs inside the transaction that claimed the purchase; the tenant row is
 * locked so two purchases of one tenant settling at once stack instead of overwriting.
 */
export async function grantPurchaseInTx(tx: LedgerQueries, purchase: PurchaseRow, now: Date) {
  if (!isBillingCycle(purchase.billingCycle))
    throw new Error(`purchase ${purchase.id} has unknown cycle ${purchase.billingCycle}`)
  const tenant = await tx.lockTenant(purchase.tenantId)
  if (!tenant) throw new Error(`purchase ${purchase.id} belongs to a missing tenant ${purchase.tenantId}`)
  const period = grantPeriod({ now, currentExpiry: tenant.subscriptionExpiryDate, cycle: purchase.billingCycle })
  const lapsed = tenant.subscriptionExpiryDate === null || tenant.subscriptionExpiryDate.getTime() <= now.getTime()
  const planExists = purchase.planId ? await tx.planExists(purchase.planId) : false
  await tx.updateTenant(tenant.id, {
    subscriptionExpiryDate: period.periodEnd,
    subscriptionPlan: purchase.planName,
    paymentStatus: 'Paid',
    isTrial: false,
    ...(planExists ? { planId: purchase.planId } : {}),
    ...(lapsed || tenant.subscriptionStartDate === null ? { subscriptionStartDate: period.periodStart } : {}),
  })
  await tx.updatePurchase(purchase.id, { periodStart: period.periodStart, periodEnd: period.periodEnd })
  if (purchase.couponId)
    await tx.redeemCoupon({
      couponId: purchase.couponId,
      tenantId: purchase.tenantId,
      purchaseId: purchase.id,
      createdAt: now,
    })
  return period
}

/**
 * The one settlement path of verify, `payment.captured` and the reconciler (platform-spec 3.1).
 * A single conditional update (status CREATED or FAILED, amount and currency equal to the order)
 * claims the purchase, so exactly one concurrent caller grants the period and redeems the coupon.
 * Document and receipt follow best-effort.
 */
export async function settleCapturedPayment(
  ctx: AppContext,
  payment: CapturedPayment,
  scope: { tenantId?: string } = {},
) {
  const ledger = billingPlatformRepository(ctx)
  const purchase = await ledger.purchaseByOrderId(payment.orderId)
  if (!purchase || (scope.tenantId !== undefined && purchase.tenantId !== scope.tenantId)) {
    ctx.log.error(
      { orderId: payment.orderId, paymentId: payment.paymentId },
      'captured payment for an order no purchase matches',
    )
    return { outcome: 'unknown-order' as const, purchase: null }
  }
  const status = isPurchaseStatus(purchase.status) ? purchase.status : 'CREATED'
  const decision = decideSettlement({
    status,
    total: purchase.total,
    currency: purchase.currency,
    paidAmount: payment.amount,
    paidCurrency: payment.currency,
  })
  if (decision === 'malformed') {
    ctx.log.warn(
      { orderId: payment.orderId, paymentId: payment.paymentId },
      'captured payment without a usable amount or currency',
    )
    return { outcome: decision, purchase }
  }
  if (decision === 'mismatch') {
    await recordMismatch(ctx, purchase, payment)
    return { outcome: decision, purchase }
  }
  if (decision !== 'settle') return { outcome: decision, purchase }
  const now = ctx.now()
  // The queue must be open before the transaction enqueues in it (PGlite: one connection).
  await ctx.jobs.open()
  const won = await ledger.transaction(async (tx) => {
    const claimed = await tx.movePurchase(
      {
        id: purchase.id,
        from: ['CREATED', 'FAILED'],
        total: payment.amount as number,
        currency: payment.currency as string,
      },
      { status: 'PAID', paidAt: now, gatewayPaymentId: payment.paymentId },
    )
    if (!claimed) return false
    await grantPurchaseInTx(tx, { ...purchase, status: 'PAID', paidAt: now, gatewayPaymentId: payment.paymentId }, now)
    await enqueueAfterSettlement(ctx, purchase.id, tx)
    return true
  }, LEDGER_TX_OPTIONS)
  if (!won) {
    const latest = await ledger.purchaseOrThrow(purchase.id)
    return {
      outcome: latest.status === 'PAID' ? ('already-paid' as const) : ('not-claimable' as const),
      purchase: latest,
    }
  }
  ctx.log.info({ purchaseId: purchase.id, paymentId: payment.paymentId }, 'purchase settled')
  await issueDocumentAfterSettlement(ctx, purchase.id)
  return { outcome: 'settled' as const, purchase }
}

async function recordMismatch(ctx: AppContext, purchase: PurchaseRow, payment: CapturedPayment) {
  const note = `Payment ${payment.paymentId} captured ${String(payment.amount)} ${String(payment.currency)}; order total is ${purchase.total} ${purchase.currency}. Needs review.`
  await billingPlatformRepository(ctx).movePurchase(
    { id: purchase.id, from: ['CREATED', 'FAILED'] },
    { mismatchNote: note, mismatchAt: ctx.now() },
  )
  ctx.log.error({ purchaseId: purchase.id, paymentId: payment.paymentId }, note)
}

/** Best-effort right after the grant's commit: the sale document (the settlement job retries a failure). */
export async function issueDocumentAfterSettlement(ctx: AppContext, purchaseId: string) {
  await issueSaleDocument(ctx, purchaseId, { justSettled: true }).catch((e: unknown) =>
    ctx.log.error({ err: e, purchaseId }, 'document issue failed; the settlement job will retry'),
  )
}

/**
 * Queue what follows a grant (the receipt mail, and the document if it is still missing:
 * `afterSettlement`) in the transaction that granted it, so it is never lost to a crash after the
 * commit; the job's key, the purchase, makes it run once however often the payment is reported.
 * The document itself is issued right after the commit (`settleCapturedPayment`: what the shop
 * reads next lists it, and a refund finds it), so the job waits a moment rather than race it.
 */
export async function enqueueAfterSettlement(ctx: AppContext, purchaseId: string, tx?: LedgerQueries) {
  await ctx.jobs.enqueue('billing-settlement', purchaseId, { purchaseId }, { within: tx?.jobSql(), delaySeconds: 2 })
}

/**
 * The `billing-settlement` job: find the sale document (issuing it when the settling process died
 * first or its issue failed), then email the receipt with it attached. A failure throws, so the
 * queue retries with back-off; the reconciler's documents pass also issues a missing document.
 */
export async function afterSettlement(ctx: AppContext, purchaseId: string) {
  const issued = await issueSaleDocument(ctx, purchaseId)
  await sendPurchaseReceipt(ctx, purchaseId, {
    document: issued.document,
    ...(issued.purchase ? { purchase: issued.purchase } : {}),
  })
}
