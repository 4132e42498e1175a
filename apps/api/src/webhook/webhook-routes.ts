import { Router, type Request } from 'express'
import type { AppContext } from '../platform/context.ts'
import { receiveWebhook } from './webhook-service.ts'

/** POST /api/gateway/webhook: no session; the HMAC over the raw body is the whole authentication. */
export function webhookRoutes(ctx: AppContext) {
  const r = Router()
  r.post('/gateway/webhook', async (request, res) => {
    // rawBody and malformedJson are set by http/json-body.ts (lenient route: malformed JSON reaches us).
    const req = request as Request & { rawBody?: Buffer; malformedJson?: boolean }
    const signature = req.headers['x-gateway-signature']
    const answer = await receiveWebhook(ctx, {
      rawBody: req.rawBody ?? Buffer.alloc(0),
      signature: Array.isArray(signature) ? signature[0] : signature,
      malformedJson: req.malformedJson === true,
      body: req.body,
    })
    res.status(answer.status).json(answer.body)
  })
  return r
}
