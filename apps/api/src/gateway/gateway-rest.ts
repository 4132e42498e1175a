import { guardedRoutes, selfAuthenticatedGuard } from '../http/route-guards.ts'
import type { AppContext } from '../platform/context.ts'
import { webhookDeliveryOf } from '../webhook/webhook-delivery-request.ts'
import { countUnsignedDelivery } from '../webhook/webhook-sender-limit.ts'
import { receiveShopWebhook } from './shop-webhook-service.ts'

/**
 * POST /api/webhooks/gateway/shops/{slug or id}: each shop's own gateway webhook (issue 27), beside
 * the platform's spec'd /api/gateway/webhook, which is unchanged. No session: the HMAC with the
 * shop's webhook secret is the authentication. Unsigned deliveries count against their sender as
 * the platform webhook's do.
 */
export function gatewayRestRoutes(ctx: AppContext) {
  const r = guardedRoutes(selfAuthenticatedGuard('shop webhook signature'))
  r.post('/webhooks/gateway/shops/:shop', async (_, req, res) => {
    const answer = await receiveShopWebhook(ctx, String(req.params.shop), webhookDeliveryOf(req))
    if (!answer.signed) await countUnsignedDelivery(ctx, req)
    res.status(answer.status)
    return answer.body
  })
  return r.router
}
