import {
  applyRefund,
  canRefund,
  isPaise,
  isPurchaseStatus,
  operatorErrors,
  operatorInputError,
  refundStatusFromGateway,
  revokePeriod,
  type AuditActor,
} from '@gold/core'
import { recordAudit } from '../audit/audit-service.ts'
import type { AppContext } from '../platform/context.ts'
import {
  billingPlatformRepository,
  LEDGER_TX_OPTIONS,
  type LedgerQueries,
  type PurchaseRow,
  type RefundRow,
} from './billing-platform-repository.ts'
import { issueCreditNoteInTx } from './document-service.ts'
import { createGatewayRefund, GatewayError } from './gateway-client.ts'

/**
 * `refund:create`: a PENDING refund row first (its id goes into the gateway notes), then the
 * gateway call. Requests are capped at what is not yet refunded or already pending, so the
 * operator cannot ask for more than the order total. The request is audited once its row exists,
 * whatever the gateway then answers (the row records that).
 */
export async function createRefund(
  ctx: AppContext,
  actor: AuditActor,
  input: { purchaseId: string; amount: number; revoke: boolean },
) {
  if (!isPaise(input.amount) || input.amount <= 0)
    throw operatorInputError('--amount must be a positive integer number of paise.', 'amount')
  const ledger = billingPlatformRepository(ctx)
  const refund = await ledger.transaction(async (tx) => {
    await tx.lockPurchase(input.purchaseId)
    const purchase = await tx.purchase(input.purchaseId)
    if (!purchase)
      throw operatorErrors.error('purchaseNotFound', { message: `No purchase with id ${input.purchaseId}.` })
    if (purchase.provider !== 'gateway' || !purchase.gatewayPaymentId)
      throw operatorInputError('Only gateway purchases with a payment id can be refunded through the gateway.')
    if (!isPurchaseStatus(purchase.status) || !canRefund(purchase.status))
      throw operatorInputError(`A ${purchase.status} purchase cannot be refunded.`)
    const available = purchase.total - purchase.refundedAmount - (await tx.pendingRefundTotal(purchase.id))
    if (input.amount > available)
      throw operatorInputError(`At most ${available} paise can still be refunded on this purchase.`, 'amount')
    return tx.insertRefund({
      purchaseId: purchase.id,
      tenantId: purchase.tenantId,
      amount: input.amount,
      currency: purchase.currency,
      revokesPeriod: input.revoke,
      status: 'PENDING',
      createdAt: ctx.now(),
    })
  }, LEDGER_TX_OPTIONS)
  await recordAudit(ctx, actor, {
    action: 'REFUND_REQUESTED',
    subjectType: 'Refund',
    subjectId: refund.id,
    tenantId: refund.tenantId,
    detail: { purchaseId: refund.purchaseId, amount: refund.amount, revoke: refund.revokesPeriod },
  })
  const purchase = await ledger.purchaseOrThrow(refund.purchaseId)
  let answer
  try {
    answer = await createGatewayRefund(ctx, purchase.gatewayPaymentId!, {
      amount: refund.amount,
      notes: { purchaseId: purchase.id, refundId: refund.id },
    })
  } catch (e) {
    if (isDefiniteRejection(e)) {
      await markRefundFailed(ctx, refund.id, `Gateway refused the refund: ${(e as Error).message}`)
      throw operatorErrors.error('gatewayRefused', {
        message: `The gateway refused the refund: ${(e as Error).message}`,
      })
    }
    // No trustworthy answer (timeout, dropped connection, 5xx, unreadable body): the gateway may
    // have made the refund. FAILED is terminal, so its refund.processed would then change nothing
    // and the money would leave without being recorded; PENDING lets that event (matched by
    // notes.refundId) apply it. Found by test-reliability/gateway-faults.test.ts.
    ctx.log.error({ err: e, refundId: refund.id }, 'refund request outcome unknown; left PENDING for the gateway event')
    throw operatorErrors.error('gatewayUnconfirmed', {
      message: `The gateway did not confirm the refund (${(e as Error).message}); refund ${refund.id} stays PENDING until the gateway reports it.`,
    })
  }
  // A webhook may already have linked the gateway id (via notes.refundId); only fill it if empty.
  await ledger.linkGatewayRefund(refund.id, answer.id)
  const linked = await ledger.refundRefOrThrow(refund.id)
  const status = refundStatusFromGateway(answer.status)
  if (linked.gatewayRefundId !== answer.id && status !== 'PROCESSED') {
    // An event for another gateway refund naming this one linked first: that one governs this row.
    // Only a confirmation that the money went back applies it (once, as a refund.processed naming
    // it by notes.refundId would); a pending or failed answer must not touch it.
    ctx.log.error(
      { refundId: refund.id, gatewayRefundId: answer.id, linkedGatewayRefundId: linked.gatewayRefundId },
      'gateway answered with a refund other than the one linked; not applied, needs review',
    )
    return { refundId: refund.id, gatewayRefundId: answer.id }
  }
  await resolveRefund(ctx, refund.id, status)
  return { refundId: refund.id, gatewayRefundId: answer.id }
}

/** A 4xx from the gateway: it refused the request, so no refund exists there. */
const isDefiniteRejection = (e: unknown) =>
  e instanceof GatewayError && e.status !== null && e.status >= 400 && e.status < 500

/** Apply a gateway-reported state to a local refund; forward-only. True when it moved. */
export async function resolveRefund(
  ctx: AppContext,
  refundId: string,
  status: 'PENDING' | 'PROCESSED' | 'FAILED' | null,
  reason?: string,
): Promise<boolean> {
  if (status === 'PROCESSED') return applyProcessedRefund(ctx, refundId)
  if (status === 'FAILED') return markRefundFailed(ctx, refundId, reason ?? 'Refund failed at gateway.')
  return false
}

export async function markRefundFailed(ctx: AppContext, refundId: string, reason: string): Promise<boolean> {
  return billingPlatformRepository(ctx).movePendingRefund(refundId, {
    status: 'FAILED',
    failureReason: reason.slice(0, 500),
  })
}

/**
 * PENDING -> PROCESSED (platform-spec 3.2) in one transaction: claim the PENDING row, add the
 * amount to the purchase's refunded total in one conditional update that refuses to pass the
 * order total, derive the purchase status from it, revoke exactly the granted span for a full
 * refund recorded as revoking, and issue the credit note. A refund the guard rejects is marked
 * FAILED with the reason (it needs a human) and nothing else changes.
 */
class RefundRejected extends Error {}

export async function applyProcessedRefund(ctx: AppContext, refundId: string): Promise<boolean> {
  const now = ctx.now()
  const ledger = billingPlatformRepository(ctx)
  const result = await ledger
    .transaction(async (tx) => {
      if (!(await tx.movePendingRefund(refundId, { status: 'PROCESSED', processedAt: now })))
        return 'not-pending' as const
      const refund = await tx.refundOrThrow(refundId)
      const row = await tx.addRefundedAmount(refund.purchaseId, refund.amount, now)
      if (!row) throw new RefundRejected() // rolls the claim back too
      const before = Number(row.refundedAmount) - refund.amount
      const applied = applyRefund({
        total: Number(row.total),
        refundedAmount: before,
        amount: refund.amount,
        revokes: refund.revokesPeriod,
      })
      if (!applied.ok) throw new Error(`refund ${refundId} passed the guard but core rejected it: ${applied.reason}`)
      const purchase = await tx.updatePurchase(refund.purchaseId, { status: applied.status })
      if (applied.status === 'REFUNDED') await tx.cancelSaleDocument(purchase.id, now)
      if (applied.revokesPeriod) await revokeGrantedSpan(tx, purchase, now)
      await issueCreditNoteInTx(tx, { purchase, refund, issuedAt: now })
      return 'applied' as const
    }, LEDGER_TX_OPTIONS)
    .catch((e: unknown) => {
      if (e instanceof RefundRejected) return 'rejected' as const
      throw e
    })
  if (result === 'rejected') {
    ctx.log.error(
      { refundId },
      'processed refund would exceed the order total or hit an unrefundable purchase; marked FAILED for review',
    )
    await ledger.movePendingRefund(refundId, {
      status: 'FAILED',
      failureReason:
        'Not applied: it would refund more than the order total, or the purchase is not refundable. Needs review.',
    })
  }
  return result === 'applied'
}

/** Take exactly the purchase's granted span off its tenant's subscription, the tenant row locked. */
async function revokeGrantedSpan(
  tx: LedgerQueries,
  purchase: Pick<PurchaseRow, 'id' | 'tenantId' | 'periodStart' | 'periodEnd'>,
  now: Date,
) {
  if (!purchase.periodStart || !purchase.periodEnd) return
  const tenant = await tx.lockTenant(purchase.tenantId)
  if (!tenant) throw new Error(`purchase ${purchase.id} belongs to a missing tenant ${purchase.tenantId}`)
  const expiry = revokePeriod({
    currentExpiry: tenant.subscriptionExpiryDate,
    periodStart: purchase.periodStart,
    periodEnd: purchase.periodEnd,
  })
  await tx.updateTenant(tenant.id, { subscriptionExpiryDate: expiry, paymentStatus: 'Refunded', updatedAt: now })
}

/**
 * A refund made directly at the gateway (no local row): adopt it against the purchase whose
 * payment it refunds. Null when no purchase has that payment (logged and left alone by the caller).
 */
export async function adoptGatewayRefund(
  ctx: AppContext,
  entity: { id: string; paymentId: string; amount: number; currency: unknown },
): Promise<RefundRow | null> {
  const ledger = billingPlatformRepository(ctx)
  const purchase = await ledger.purchaseByPaymentId(entity.paymentId)
  if (!purchase) return null
  try {
    return await ledger.insertRefund({
      purchaseId: purchase.id,
      tenantId: purchase.tenantId,
      amount: entity.amount,
      currency: typeof entity.currency === 'string' ? entity.currency : purchase.currency,
      status: 'PENDING',
      revokesPeriod: false,
      gatewayRefundId: entity.id,
      createdAt: ctx.now(),
    })
  } catch (e) {
    const raced = await ledger.refundByGatewayId(entity.id)
    if (raced) return raced
    throw e
  }
}
