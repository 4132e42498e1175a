import { isRecord, verifyWebhookSignature, webhookErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { eventEntity, filled } from '../webhook/webhook-payload.ts'
import type { WebhookAnswer, WebhookDeliveryInput } from '../webhook/webhook-service.ts'
import { settleLoanCapture } from './loan-capture-service.ts'
import { gatewayPlatformRepository } from './gateway-platform-repository.ts'
import { shopGatewayKeys } from './shop-gateway-settings-service.ts'
import { shopGatewayRepository } from './shop-gateway-repository.ts'

const refuse = (key: keyof typeof webhookErrors.table, signed = false): WebhookAnswer => {
  const e = webhookErrors.error(key)
  return { status: e.status, body: { error: e.message }, signed }
}

/**
 * POST /api/webhooks/gateway/shops/{slug or id}: a shop's own gateway reporting its payments,
 * signed with THAT shop's webhook secret (another shop's, or the platform's, is refused 400). The
 * answers follow the platform webhook's (platform-spec 6): 503 while the shop has no keys, 400
 * without a valid signature or a JSON object, 200 when handled or ignored, 500 on an unexpected
 * error so the gateway retries (every step is idempotent). `payment.captured` settles through the
 * one capture path; `payment.failed` marks a waiting order failed; anything else is acknowledged.
 */
export async function receiveShopWebhook(
  ctx: AppContext,
  shop: string,
  input: WebhookDeliveryInput,
): Promise<WebhookAnswer> {
  const tenant = await gatewayPlatformRepository(ctx).tenantOfWebhook(shop)
  const keys = tenant ? await shopGatewayKeys(ctx, tenant.id) : null
  if (!tenant || !keys) return refuse('notConfigured')
  if (input.signature === undefined || input.signature === '') return refuse('missingSignature')
  const signed = verifyWebhookSignature({
    rawBody: input.rawBody,
    signature: input.signature,
    secret: keys.webhookSecret,
  })
  if (!signed) return refuse('invalidSignature')
  const payload = input.body
  if (input.malformedJson || !isRecord(payload) || typeof payload.event !== 'string')
    return refuse('invalidPayload', true)
  const entity = eventEntity(payload, 'payment')
  try {
    if (payload.event === 'payment.captured' && entity && filled(entity.order_id) && filled(entity.id)) {
      const capture = {
        orderId: entity.order_id,
        paymentId: entity.id,
        amount: entity.amount,
        currency: entity.currency,
      }
      const { outcome } = await settleLoanCapture(ctx, tenant.id, capture, keys)
      return { status: 200, body: { ok: true, outcome }, signed }
    }
    if (payload.event === 'payment.failed' && entity && filled(entity.order_id)) {
      const repo = shopGatewayRepository(ctx, tenant.id)
      const order = await repo.orderByGatewayOrderId(entity.order_id)
      if (order) await repo.moveOrder(order.id, ['created'], { status: 'failed' })
      return { status: 200, body: { ok: true }, signed }
    }
    return { status: 200, body: { ok: true, ignored: payload.event }, signed }
  } catch (e) {
    ctx.log.error({ err: e, tenantId: tenant.id, event: payload.event }, 'shop webhook failed; the gateway will retry')
    return { status: 500, body: { error: 'Internal Server Error' }, signed }
  }
}
