import type { AppContext } from '../platform/context.ts'
import { guardedRoutes, selfAuthenticatedGuard } from '../http/route-guards.ts'
import { receiveWebhook } from './webhook-service.ts'
import { countUnsignedDelivery } from './webhook-sender-limit.ts'

/**
 * POST /api/gateway/webhook: no session; the HMAC over the raw body is the whole authentication,
 * checked by receiveWebhook because even a delivery it refuses is recorded. Unsigned deliveries
 * count against their sender (webhook-sender-limit.ts, checked in app.ts before the body is read).
 */
export function webhookRestRoutes(ctx: AppContext) {
  const r = guardedRoutes(selfAuthenticatedGuard('webhook signature'))
  r.post('/gateway/webhook', async (_, req, res) => {
    // rawBody and malformedJson are set by http/json-body.ts (lenient route: malformed JSON reaches us).
    const signature = req.headers['x-gateway-signature']
    const answer = await receiveWebhook(ctx, {
      rawBody: req.rawBody ?? Buffer.alloc(0),
      signature: Array.isArray(signature) ? signature[0] : signature,
      malformedJson: req.malformedJson === true,
      body: req.body,
    })
    if (!answer.signed) await countUnsignedDelivery(ctx, req)
    res.status(answer.status)
    return answer.body
  })
  return r.router
}
