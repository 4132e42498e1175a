import {
  assertPayable,
  gatewayErrors,
  loanErrors,
  type LoanPayInput,
  payAmountOf,
  type PaymentConfirmation,
  verifyCheckoutSignature,
} from '@gold/core'
import { checkoutPageUrl, createOrder, fetchPayment } from '../billing/gateway-client.ts'
import { loanFigures, owesShortfall } from '../loans/loan-figures.ts'
import { todayOf } from '../loans/loan-read-service.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { assertAllowed, consumeRateLimit } from '../platform/rate-limit.ts'
import { settleLoanCapture } from './loan-capture-service.ts'
import { shopGatewayKeys } from './shop-gateway-settings-service.ts'
import { shopGatewayRepository, type LoanPaymentOrderRow } from './shop-gateway-repository.ts'

export type Borrower = { tenantId: string; customerId: string }

/** Orders a borrower may start in ten minutes: enough for a few tries, not for flooding the shop's gateway. */
const ORDERS_PER_BORROWER = { limit: 10, windowMs: 10 * 60_000 }

async function ownLoan(ctx: AppContext, me: Borrower, loanId: string) {
  const q = loansRepository(ctx, me.tenantId)
  const loan = loanId === '' ? null : await q.loan(loanId)
  if (!loan || loan.customerId !== me.customerId) throw loanErrors.error('loanNotFound')
  return { q, loan }
}

/** tRPC portal.payOnline: whether the borrower's shop takes loan payments online (its gateway keys are set and readable). */
export async function payOnlineAvailable(ctx: AppContext, me: Borrower) {
  return { available: (await shopGatewayKeys(ctx, me.tenantId)) !== null }
}

/**
 * tRPC portal.startPayment: an order on the SHOP's gateway for one of the borrower's loans: the
 * next due, an amount from ₹1 to the amount to close, or the amount to close, as of today. Checks:
 * the shop takes payments online (409), the loan is the borrower's (404) and payable (409), the
 * amount (400), the rate limit (429). The order row is written before the gateway is called; one
 * the gateway refused is dropped again.
 */
export async function startLoanPayment(ctx: AppContext, me: Borrower, input: LoanPayInput) {
  const keys = await shopGatewayKeys(ctx, me.tenantId)
  if (!keys) throw gatewayErrors.error('notConfigured')
  const { q, loan } = await ownLoan(ctx, me, input.loanId)
  try {
    assertPayable(loan.status, owesShortfall(loan))
  } catch {
    throw gatewayErrors.error('loanNotPayable')
  }
  const figures = loanFigures(loan, await q.ledger(loan.id), todayOf(ctx))
  const amount = payAmountOf(input, { toClose: figures.outstanding.total, nextDue: figures.nextDue?.amount ?? null })
  const now = ctx.now()
  assertAllowed(await consumeRateLimit(ctx.db, `portal:pay:${me.tenantId}:${me.customerId}`, ORDERS_PER_BORROWER, now))
  const repo = shopGatewayRepository(ctx, me.tenantId)
  const order = await repo.insertOrder({
    loanId: loan.id,
    customerId: me.customerId,
    amount,
    choice: input.choice,
    createdAt: now,
  })
  let gatewayOrder
  try {
    gatewayOrder = await createOrder(
      ctx,
      { amount, currency: 'INR', receipt: order.id, notes: { loanPaymentOrderId: order.id, tenantId: me.tenantId } },
      keys,
    )
  } catch (e) {
    ctx.log.warn({ err: e, orderId: order.id }, "the shop's gateway refused the order")
    await repo.deleteUnsentOrder(order.id)
    throw gatewayErrors.error('paymentStartFailed')
  }
  await repo.setGatewayOrderId(order.id, gatewayOrder.id)
  return {
    orderId: order.id,
    gatewayOrderId: gatewayOrder.id,
    amount,
    currency: 'INR',
    keyId: keys.keyId,
    checkoutUrl: checkoutPageUrl(ctx, { orderId: gatewayOrder.id, keyId: keys.keyId }),
  }
}

/**
 * tRPC portal.confirmPayment, the checkout's callback (a convenience: the webhook and the
 * reconciler settle without it). The signature over `order|payment` with the shop's key secret,
 * the order the borrower's, then the payment as the shop's gateway reports it; a captured one
 * settles through the one capture path.
 */
export async function confirmLoanPayment(ctx: AppContext, me: Borrower, confirmation: PaymentConfirmation) {
  const { orderId, paymentId, signature } = confirmation
  const keys = await shopGatewayKeys(ctx, me.tenantId)
  if (!keys || !verifyCheckoutSignature({ orderId, paymentId, signature, keySecret: keys.keySecret }))
    throw gatewayErrors.error('paymentNotVerified')
  const repo = shopGatewayRepository(ctx, me.tenantId)
  const order = await repo.orderByGatewayOrderId(orderId)
  if (!order || order.customerId !== me.customerId) throw gatewayErrors.error('orderNotFound')
  const payment = await fetchPayment(ctx, paymentId, keys).catch((e: unknown) => {
    ctx.log.warn({ err: e, orderId, paymentId }, 'payment lookup failed during an online loan payment confirmation')
    return null
  })
  if (!payment || payment.order_id !== orderId) throw gatewayErrors.error('paymentNotVerified')
  if (payment.status === 'captured' || payment.status === 'refunded')
    await settleLoanCapture(
      ctx,
      me.tenantId,
      { orderId, paymentId, amount: payment.amount, currency: payment.currency },
      keys,
    )
  else if (payment.status === 'failed') await repo.moveOrder(order.id, ['created'], { status: 'failed' })
  return loanPaymentState(ctx, me, order.id)
}

/** tRPC portal.payment: where an online payment stands, for the page that waits on it. */
export async function loanPaymentState(ctx: AppContext, me: Borrower, orderId: string) {
  const order = await shopGatewayRepository(ctx, me.tenantId).order(orderId)
  if (!order || order.customerId !== me.customerId) throw gatewayErrors.error('orderNotFound')
  return paymentStateJson(ctx, me, order)
}

async function paymentStateJson(ctx: AppContext, me: Borrower, order: LoanPaymentOrderRow) {
  const { q, loan } = await ownLoan(ctx, me, order.loanId)
  const payment = order.paymentId ? (await q.payments(loan.id)).find((p) => p.id === order.paymentId) : undefined
  const figures = loanFigures(loan, await q.ledger(loan.id), todayOf(ctx))
  return {
    orderId: order.id,
    loanId: loan.id,
    amount: order.amount,
    status: order.status,
    receipt: payment ? { paymentId: payment.id, receiptNumber: payment.receiptNumber, paidOn: payment.paidOn } : null,
    loan: {
      status: loan.status,
      toClose: figures.outstanding.total,
      closedOn: loan.closedOn,
      releaseDueBy: loan.releaseDueBy,
    },
  }
}
