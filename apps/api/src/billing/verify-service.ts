import { billingErrors, type PaymentConfirmation, verifyCheckoutSignature } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { billingRepository } from './billing-repository.ts'
import { fetchPayment, gatewayKeys } from './gateway-client.ts'
import { settleCapturedPayment } from './settlement-service.ts'

const PAID_STATUSES = new Set(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'])

/**
 * POST /api/billing/verify, the browser's success callback (a convenience; the webhook is the
 * source of truth). Checks in order: fields (400, by core `paymentConfirmationInput` before the
 * call), signature over `order|payment` with the key secret (400), order of the caller's tenant
 * (404), payment at the gateway for this order (400), then settlement through the shared path (409
 * on an amount or currency mismatch).
 */
export async function verifyPayment(ctx: AppContext, tenantId: string, confirmation: PaymentConfirmation) {
  const { orderId, paymentId, signature } = confirmation
  const keys = gatewayKeys(ctx)
  if (!keys || !verifyCheckoutSignature({ orderId, paymentId, signature, keySecret: keys.keySecret })) {
    throw billingErrors.error('paymentNotVerified')
  }
  const purchase = await billingRepository(ctx, tenantId).purchaseByOrderId(orderId)
  if (!purchase) throw billingErrors.error('unknownOrder')
  const payment = await fetchPayment(ctx, paymentId).catch((e: unknown) => {
    ctx.log.warn({ err: e, orderId, paymentId }, 'payment lookup failed during verify')
    return null
  })
  if (!payment || payment.order_id !== orderId) throw billingErrors.error('paymentNotVerified')
  if (payment.status === 'authorized' || payment.status === 'created') {
    return PAID_STATUSES.has(purchase.status)
      ? { ok: true, settled: true }
      : { ok: true, settled: false, pending: true }
  }
  if (payment.status !== 'captured' && payment.status !== 'refunded') throw billingErrors.error('paymentNotVerified')
  const { outcome } = await settleCapturedPayment(
    ctx,
    { orderId, paymentId, amount: payment.amount, currency: payment.currency },
    { tenantId },
  )
  if (outcome === 'mismatch') throw billingErrors.error('paymentMismatch')
  if (outcome === 'malformed' || outcome === 'unknown-order') throw billingErrors.error('paymentNotVerified')
  return { ok: true, settled: true }
}
