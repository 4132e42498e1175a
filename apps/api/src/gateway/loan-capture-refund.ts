import { movableTo } from '@gold/core'
import { createGatewayRefund, fetchPayment, GatewayError } from '../billing/gateway-client.ts'
import type { AppContext } from '../platform/context.ts'
import type { ShopGatewayKeys } from './shop-gateway-settings-service.ts'
import { shopGatewayRepository } from './shop-gateway-repository.ts'

/**
 * Refund an order in `refunding` through the shop's gateway: what is left of the payment at the
 * gateway, so a retry never asks for more than was taken. Refunded with the gateway's refund id,
 * or `held` with the gateway's answer for the shop to resolve: the money is never lost from view.
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
    await repo.moveOrder(order.id, movableTo('held'), { status: 'held', note: reason.slice(0, 500) })
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
    await repo.moveOrder(order.id, movableTo('refunded'), {
      status: 'refunded',
      refundId: refund.id,
      settledAt: ctx.now(),
    })
    return 'refunded'
  } catch (e) {
    if (e instanceof GatewayError) return hold(`The gateway refused the refund: ${e.message}`)
    throw e
  }
}
