import type { Request } from 'express'
import type { WebhookDeliveryInput } from './webhook-service.ts'

/**
 * What a gateway delivery brought, as the platform's and each shop's webhook read it. rawBody and
 * malformedJson are set by http/json-body.ts (a lenient route: malformed JSON reaches the service,
 * which records even a delivery it refuses).
 */
export function webhookDeliveryOf(req: Request): WebhookDeliveryInput {
  const signature = req.headers['x-gateway-signature']
  return {
    rawBody: req.rawBody ?? Buffer.alloc(0),
    signature: Array.isArray(signature) ? signature[0] : signature,
    malformedJson: req.malformedJson === true,
    body: req.body,
  }
}
