import { isDomainError, type Misfit, movableTo } from '@gold/core'
import { recordLoanPayment } from '../loans/loan-payment-service.ts'
import type { AppContext } from '../platform/context.ts'
import { refundOrder, refundSecondCapture } from './loan-capture-refund.ts'
import type { ShopGatewayKeys } from './shop-gateway-settings-service.ts'
import { shopGatewayRepository, type LoanPaymentOrderRow } from './shop-gateway-repository.ts'

/** A payment the shop's gateway says it captured, however it was heard of (webhook, verify, reconciler). */
export type LoanCapture = { orderId: string; paymentId: string; amount: unknown; currency: unknown }

export type CaptureOutcome = 'posted' | 'already' | 'refunded' | 'held' | 'unknown-order'

/** The loan service's refusals that mean the capture no longer fits the loan (the loan is as it is now). */
const MISFIT_CODES: Record<string, Misfit> = { invalidTransition: 'loanNotPayable', overpayment: 'aboveAmountToClose' }

/**
 * The one path of every capture of an online loan payment. The payment is posted through the same
 * loan payment service as a counter payment (mode UPI, so the books take it into the gateway
 * clearing account), with the gateway's payment id as its idempotency key: however often and in
 * whatever order the webhook, the verify callback and the reconciler report it, and whichever
 * process dies between, the loan's row lock and the unique key post it once, and each later report
 * answers the same payment. The first payment to claim the order (one conditional update) is the
 * only one that may post on it; another payment on the same order (the borrower paid twice) is
 * refunded as its own row. A capture the loan refuses now (closed or renewed meanwhile, or more
 * than the amount to close) is refunded instead, claimed by one conditional update so only one
 * caller asks the gateway.
 */
export async function settleLoanCapture(
  ctx: AppContext,
  tenantId: string,
  capture: LoanCapture,
  keys: ShopGatewayKeys,
): Promise<{ outcome: CaptureOutcome; order: LoanPaymentOrderRow | null }> {
  const repo = shopGatewayRepository(ctx, tenantId)
  const order = await repo.orderByGatewayOrderId(capture.orderId)
  if (!order) {
    ctx.log.error({ tenantId, ...capture }, 'captured loan payment for an order no online payment matches')
    return { outcome: 'unknown-order', order: null }
  }
  if (!(await repo.claimOrder(order.id, capture.paymentId))) {
    const current = (await repo.order(order.id)) ?? order
    if (current.gatewayPaymentId === capture.paymentId) return { outcome: 'already', order: current }
    return refundSecondCapture(ctx, tenantId, current, capture, keys)
  }
  if (capture.amount !== order.amount || capture.currency !== 'INR')
    return misfitOf(ctx, tenantId, order, capture, 'amountMismatch', keys)
  let posted
  try {
    posted = await recordLoanPayment(
      ctx,
      tenantId,
      order.loanId,
      {
        amount: order.amount,
        mode: 'UPI',
        reference: capture.paymentId,
        paidOn: null,
        idempotencyKey: capture.paymentId,
      },
      { userId: null },
    )
  } catch (e) {
    const misfit = isDomainError(e) ? MISFIT_CODES[e.code] : undefined
    if (misfit) return misfitOf(ctx, tenantId, order, capture, misfit, keys)
    throw e
  }
  const now = ctx.now()
  const moved = await repo.moveOrder(order.id, movableTo('posted'), {
    status: 'posted',
    gatewayPaymentId: capture.paymentId,
    paymentId: posted.payment.id,
    capturedAt: now,
    settledAt: now,
  })
  if (moved) ctx.log.info({ tenantId, orderId: order.id, paymentId: capture.paymentId }, 'online loan payment posted')
  return { outcome: posted.status === 201 ? 'posted' : 'already', order: (await repo.order(order.id)) ?? order }
}

async function misfitOf(
  ctx: AppContext,
  tenantId: string,
  order: LoanPaymentOrderRow,
  capture: LoanCapture,
  misfit: Misfit,
  keys: ShopGatewayKeys,
) {
  const repo = shopGatewayRepository(ctx, tenantId)
  const claimed = await repo.moveOrder(order.id, movableTo('refunding'), {
    status: 'refunding',
    gatewayPaymentId: capture.paymentId,
    misfit,
    capturedAt: ctx.now(),
  })
  if (!claimed) return { outcome: 'already' as const, order: (await repo.order(order.id)) ?? order }
  ctx.log.warn({ tenantId, orderId: order.id, misfit }, 'online loan payment no longer fits the loan; refunding it')
  const outcome = await refundOrder(ctx, tenantId, order.id, keys)
  return { outcome, order: (await repo.order(order.id)) ?? order }
}
