import { paymentFailureReason } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { billingPlatformRepository } from '../billing/billing-platform-repository.ts'
import { settleCapturedPayment } from '../billing/settlement-service.ts'
import { eventEntity, filled, type EventResult } from './webhook-payload.ts'

/** `payment.captured`: settle through the shared path. Every non-settling case is still a 200. */
export async function handlePaymentCaptured(ctx: AppContext, payload: Record<string, unknown>): Promise<EventResult> {
  const entity = eventEntity(payload, 'payment')
  if (!entity || !filled(entity.order_id) || !filled(entity.id)) {
    ctx.log.warn('payment.captured without payment id or order id; acknowledged')
    return { outcome: 'no-order' }
  }
  const { outcome } = await settleCapturedPayment(ctx, {
    orderId: entity.order_id,
    paymentId: entity.id,
    amount: entity.amount,
    currency: entity.currency,
  })
  return { outcome }
}

/**
 * `payment.failed`: CREATED -> FAILED only, with the gateway's description (500 characters) or
 * the default text. A failure after a success on the same order never un-pays.
 */
export async function handlePaymentFailed(ctx: AppContext, payload: Record<string, unknown>): Promise<EventResult> {
  const entity = eventEntity(payload, 'payment')
  if (!entity || !filled(entity.order_id)) {
    ctx.log.warn('payment.failed without an order id; acknowledged')
    return { outcome: 'no-order' }
  }
  const moved = await billingPlatformRepository(ctx).movePurchase(
    { gatewayOrderId: entity.order_id, from: ['CREATED'] },
    { status: 'FAILED', failureReason: paymentFailureReason(entity.error_description) },
  )
  return { outcome: moved ? 'failed' : 'unchanged' }
}
