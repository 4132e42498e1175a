import { fetchOrderPayments } from '../billing/gateway-client.ts'
import type { AppContext } from '../platform/context.ts'
import { refundOrder } from './loan-capture-refund.ts'
import { settleLoanCapture } from './loan-capture-service.ts'
import { gatewayPlatformRepository } from './gateway-platform-repository.ts'
import { shopGatewayKeys } from './shop-gateway-settings-service.ts'
import { shopGatewayRepository } from './shop-gateway-repository.ts'

const MINUTE = 60_000
/** Orders younger than this are left to the browser and the webhook; older than a week, to the shop. */
export const RECONCILE_WINDOW = {
  settleAfterMs: MINUTE,
  refundStuckAfterMs: 5 * MINUTE,
  lookBackMs: 7 * 24 * 60 * MINUTE,
}
const BATCH = 50

/**
 * The `cron-loan-payments-reconcile` job (every 10 minutes): asks each shop's gateway about its
 * orders still waiting for a capture (a webhook lost, a browser closed before the callback) and
 * settles every payment captured on it through the one capture path (a second one is refunded); retries a refund begun by a process
 * that died before the gateway answered. A row that throws is logged, counted and left for the
 * next run; nothing is applied twice (the capture path's key and conditional updates).
 */
export async function reconcileLoanPayments(ctx: AppContext) {
  const now = ctx.now().getTime()
  const rows = await gatewayPlatformRepository(ctx).ordersToReconcile(
    {
      createdAfter: new Date(now - RECONCILE_WINDOW.lookBackMs),
      createdBefore: new Date(now - RECONCILE_WINDOW.settleAfterMs),
      refundStuckBefore: new Date(now - RECONCILE_WINDOW.refundStuckAfterMs),
    },
    BATCH,
  )
  const report = { ok: true as const, settled: 0, refunded: 0, held: 0, errors: 0 }
  for (const row of rows) {
    try {
      for (const outcome of await reconcileOrder(ctx, row.tenantId, row.id)) {
        if (outcome === 'posted') report.settled++
        if (outcome === 'refunded') report.refunded++
        if (outcome === 'held') report.held++
      }
    } catch (e) {
      report.errors++
      ctx.log.error({ err: e, ...row }, 'online loan payment reconcile failed for an order')
    }
  }
  return report
}

/** Every payment the gateway captured on the order goes through the capture path: one posts, any other is refunded. */
async function reconcileOrder(ctx: AppContext, tenantId: string, orderId: string): Promise<string[]> {
  const order = await shopGatewayRepository(ctx, tenantId).order(orderId)
  const keys = await shopGatewayKeys(ctx, tenantId)
  if (!order) return []
  if (order.status === 'refunding') return [await refundOrder(ctx, tenantId, order.id, keys)]
  if (!keys || !order.gatewayOrderId) return []
  const payments = await fetchOrderPayments(ctx, order.gatewayOrderId, keys)
  const outcomes = []
  for (const captured of payments.filter((p) => p.status === 'captured' || p.status === 'refunded')) {
    const capture = {
      orderId: order.gatewayOrderId,
      paymentId: captured.id,
      amount: captured.amount,
      currency: captured.currency,
    }
    outcomes.push((await settleLoanCapture(ctx, tenantId, capture, keys)).outcome)
  }
  return outcomes
}
