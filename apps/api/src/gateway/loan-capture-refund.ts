import { movableTo } from '@gold/core'
import { createGatewayRefund, fetchPayment, GatewayError } from '../billing/gateway-client.ts'
import type { AppContext } from '../platform/context.ts'
import type { ShopGatewayKeys } from './shop-gateway-settings-service.ts'
import { tellBorrowerNotPosted } from './online-payment-notice.ts'
import { shopGatewayRepository, type LoanPaymentOrderRow } from './shop-gateway-repository.ts'

/**
 * Refund an order in `refunding` through the shop's gateway: what is left of the payment at the
 * gateway, so a retry never asks for more than was taken. Refunded with the gateway's refund id,
 * or `held` with the gateway's answer for the shop to resolve: the money is never lost from view.
 * The borrower is told either way by whoever made the move.
 */
export async function refundOrder(
  ctx: AppContext,
  tenantId: string,
  orderId: string,
  keys: ShopGatewayKeys | null,
): Promise<'refunded' | 'held'> {
  const repo = shopGatewayRepository(ctx, tenantId)
  const order = await repo.order(orderId)
  if (!order || order.status !== 'refunding' || !order.gatewayPaymentId)
    throw new Error(`online payment order ${orderId} is not waiting for a refund`)
  const hold = async (reason: string) => {
    if (await repo.moveOrder(order.id, movableTo('held'), { status: 'held', note: reason.slice(0, 500) }))
      await tellBorrowerNotPosted(ctx, tenantId, order, 'held')
    ctx.log.error({ tenantId, orderId, reason }, 'online loan payment held for the shop')
    return 'held' as const
  }
  if (!keys) return hold("The shop's gateway keys are missing, so the payment could not be refunded.")
  try {
    const payment = await fetchPayment(ctx, order.gatewayPaymentId, keys)
    const amount = typeof payment?.amount === 'number' ? payment.amount : order.amount
    const refund = await createGatewayRefund(
      ctx,
      order.gatewayPaymentId,
      { amount, notes: { loanPaymentOrderId: order.id, tenantId } },
      keys,
    )
    const moved = await repo.moveOrder(order.id, movableTo('refunded'), {
      status: 'refunded',
      refundId: refund.id,
      settledAt: ctx.now(),
    })
    if (moved) await tellBorrowerNotPosted(ctx, tenantId, { ...order, amount }, 'refunded')
    return 'refunded'
  } catch (e) {
    if (e instanceof GatewayError) return hold(`The gateway refused the refund: ${e.message}`)
    throw e
  }
}

/**
 * A second payment captured on an order another payment already holds (the borrower paid one order
 * twice): the order was for one amount, so the second is never posted but refunded whole, as its
 * own order row (`paidTwice`) that the held-payments card, the reconciler's refund retry and the
 * shop's resolution all treat like any capture that no longer fits. The row's unique gateway
 * payment id makes the webhook, the verify and the reconciler write it once; only the writer asks
 * the gateway.
 */
export async function refundSecondCapture(
  ctx: AppContext,
  tenantId: string,
  order: LoanPaymentOrderRow,
  capture: { paymentId: string; amount: unknown },
  keys: ShopGatewayKeys | null,
) {
  const repo = shopGatewayRepository(ctx, tenantId)
  const second = await repo.insertSecondCapture({
    loanId: order.loanId,
    customerId: order.customerId,
    amount:
      Number.isSafeInteger(capture.amount) && (capture.amount as number) > 0
        ? (capture.amount as number)
        : order.amount,
    choice: order.choice,
    gatewayPaymentId: capture.paymentId,
    createdAt: ctx.now(),
  })
  if (!second) return { outcome: 'already' as const, order: await repo.orderByGatewayPaymentId(capture.paymentId) }
  ctx.log.warn(
    { tenantId, loanPaymentOrderId: order.id, secondOrderId: second.id, paymentId: capture.paymentId },
    'a second capture on one online payment order; refunding it',
  )
  const outcome = await refundOrder(ctx, tenantId, second.id, keys)
  return { outcome, order: (await repo.order(second.id)) ?? second }
}
