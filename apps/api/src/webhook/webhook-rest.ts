import type { AppContext } from '../platform/context.ts'
import { guardedRoutes, selfAuthenticatedGuard } from '../http/route-guards.ts'
import { receiveWebhook } from './webhook-service.ts'
import { webhookDeliveryOf } from './webhook-delivery-request.ts'
import { countUnsignedDelivery } from './webhook-sender-limit.ts'

/**
 * POST /api/gateway/webhook: no session; the HMAC over the raw body is the whole authentication,
 * checked by receiveWebhook because even a delivery it refuses is recorded. Unsigned deliveries
 * count against their sender (webhook-sender-limit.ts, checked in app.ts before the body is read).
 */
export function webhookRestRoutes(ctx: AppContext) {
  const r = guardedRoutes(selfAuthenticatedGuard('webhook signature'))
  r.post('/gateway/webhook', async (_, req, res) => {
    const answer = await receiveWebhook(ctx, webhookDeliveryOf(req))
    if (!answer.signed) await countUnsignedDelivery(ctx, req)
    res.status(answer.status)
    return answer.body
  })
  return r.router
}
