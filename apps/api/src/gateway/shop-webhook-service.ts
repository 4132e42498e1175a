import { isRecord, verifyWebhookSignature, webhookErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { eventEntity, filled } from '../webhook/webhook-payload.ts'
import { recordDelivery, type WebhookAnswer, type WebhookDeliveryInput } from '../webhook/webhook-service.ts'
import { type CaptureOutcome, settleLoanCapture } from './loan-capture-service.ts'
import { gatewayPlatformRepository } from './gateway-platform-repository.ts'
import { shopGatewayKeys } from './shop-gateway-settings-service.ts'
import { shopGatewayRepository } from './shop-gateway-repository.ts'

/** An answer with what the delivery log keeps of it: the event and the outcome word. */
type Handled = { answer: WebhookAnswer; event: string | null; outcome: string; error?: string }

const refuse = (key: keyof typeof webhookErrors.table, outcome: string, signed = false): Handled => {
  const e = webhookErrors.error(key)
  return { answer: { status: e.status, body: { error: e.message }, signed }, event: null, outcome }
}

/** The delivery log's word for a capture's outcome: a report of what was already handled is a duplicate. */
const LOGGED: Record<CaptureOutcome, string> = {
  posted: 'posted',
  refunded: 'refunded',
  held: 'held',
  already: 'duplicate',
  'unknown-order': 'unknown-order',
}

/**
 * POST /api/webhooks/gateway/shops/{slug or id}: a shop's own gateway reporting its payments,
 * signed with THAT shop's webhook secret (another shop's, or the platform's, is refused 400). The
 * answers follow the platform webhook's (platform-spec 6): 503 while the shop has no keys, 400
 * without a valid signature or a JSON object, 200 when handled or ignored, 500 on an unexpected
 * error so the gateway retries (every step is idempotent). `payment.captured` settles through the
 * one capture path; `payment.failed` marks a waiting order failed; anything else is acknowledged.
 * Each delivery to a shop is kept in the webhook delivery log under that shop (retention as the
 * platform's: a body only when signed); one naming no shop has nobody to show it to and is not.
 */
export async function receiveShopWebhook(
  ctx: AppContext,
  shop: string,
  input: WebhookDeliveryInput,
): Promise<WebhookAnswer> {
  const tenant = await gatewayPlatformRepository(ctx).tenantOfWebhook(shop)
  if (!tenant) return refuse('notConfigured', 'not-configured').answer
  const { answer, event, outcome, error } = await handle(ctx, tenant.id, input)
  await recordDelivery(ctx, {
    tenantId: tenant.id,
    event,
    signatureValid: answer.signed,
    outcome,
    httpStatus: answer.status,
    rawBody: input.rawBody,
    error,
  })
  return answer
}

async function handle(ctx: AppContext, tenantId: string, input: WebhookDeliveryInput): Promise<Handled> {
  const keys = await shopGatewayKeys(ctx, tenantId)
  if (!keys) return refuse('notConfigured', 'not-configured')
  if (input.signature === undefined || input.signature === '') return refuse('missingSignature', 'missing-signature')
  const signed = verifyWebhookSignature({
    rawBody: input.rawBody,
    signature: input.signature,
    secret: keys.webhookSecret,
  })
  if (!signed) return refuse('invalidSignature', 'invalid-signature')
  const payload = input.body
  if (input.malformedJson || !isRecord(payload) || typeof payload.event !== 'string')
    return refuse('invalidPayload', 'invalid-payload', true)
  const event = payload.event
  const entity = eventEntity(payload, 'payment')
  const ok = (body: Record<string, unknown>, outcome: string) => ({
    answer: { status: 200, body: { ok: true, ...body }, signed },
    event,
    outcome,
  })
  try {
    if (event === 'payment.captured' && entity && filled(entity.order_id) && filled(entity.id)) {
      const capture = {
        orderId: entity.order_id,
        paymentId: entity.id,
        amount: entity.amount,
        currency: entity.currency,
      }
      const { outcome } = await settleLoanCapture(ctx, tenantId, capture, keys)
      return ok({ outcome }, LOGGED[outcome])
    }
    if (event === 'payment.failed' && entity && filled(entity.order_id)) {
      const repo = shopGatewayRepository(ctx, tenantId)
      const order = await repo.orderByGatewayOrderId(entity.order_id)
      const moved = order ? await repo.moveOrder(order.id, ['created'], { status: 'failed' }) : false
      return ok({}, moved ? 'failed' : 'unchanged')
    }
    return ok({ ignored: event }, 'ignored')
  } catch (e) {
    ctx.log.error({ err: e, tenantId, event }, 'shop webhook failed; the gateway will retry')
    return {
      answer: { status: 500, body: { error: 'Internal Server Error' }, signed },
      event,
      outcome: 'error',
      error: e instanceof Error ? e.message : String(e),
    }
  }
}
