import { verifyWebhookSignature, isRecord } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { handlePaymentCaptured, handlePaymentFailed } from './webhook-payments.ts'
import { handleRefundEvent } from './webhook-refunds.ts'
import { webhookErrors } from '@gold/core'
import type { EventResult } from './webhook-payload.ts'
import { webhookDeliveries } from './webhook-platform-repository.ts'
import { trimUnsignedOnInsert, webhookRetention } from './webhook-retention.ts'

export type WebhookDeliveryInput = {
  rawBody: Buffer
  signature: string | undefined
  malformedJson: boolean
  body: unknown
}
/** `signed`: the delivery carried a valid signature (the gateway sent it). */
export type WebhookAnswer = { status: number; body: Record<string, unknown>; signed: boolean }

/**
 * Status contract (platform-spec 6): 503 when the key pair or webhook secret is unset (checked
 * first); 400 missing or invalid signature, or a signed body that is not a JSON object; 200 when
 * handled, ignored, or not fixable by retry; 500 on unexpected errors (the gateway retries, which
 * is safe because every handler is idempotent). Every delivery is recorded; only signed ones
 * keep their body (see webhook-retention.ts).
 */
export async function receiveWebhook(ctx: AppContext, input: WebhookDeliveryInput): Promise<WebhookAnswer> {
  let event: string | null = null
  let signatureValid = false
  const finish = async (
    status: number,
    body: Record<string, unknown>,
    outcome: string,
    error?: string,
  ): Promise<WebhookAnswer> => {
    await recordDelivery(ctx, { event, signatureValid, outcome, httpStatus: status, rawBody: input.rawBody, error })
    return { status, body, signed: signatureValid }
  }
  const reject = (key: keyof typeof webhookErrors.table, outcome: string) => {
    const e = webhookErrors.error(key)
    return finish(e.status, { error: e.message }, outcome)
  }
  const { keyId, keySecret, webhookSecret } = ctx.config.gateway
  if (!keyId || !keySecret || !webhookSecret) return reject('notConfigured', 'not-configured')
  if (input.signature === undefined || input.signature === '') return reject('missingSignature', 'missing-signature')
  signatureValid = verifyWebhookSignature({ rawBody: input.rawBody, signature: input.signature, secret: webhookSecret })
  if (!signatureValid) return reject('invalidSignature', 'invalid-signature')
  const payload = input.body
  if (input.malformedJson || !isRecord(payload) || typeof payload.event !== 'string' || payload.event === '') {
    return reject('invalidPayload', 'invalid-payload')
  }
  event = payload.event
  try {
    const result = await dispatch(ctx, event, payload)
    return finish(
      200,
      result.ignored ? { ok: true, ignored: result.ignored } : { ok: true },
      result.outcome,
      result.note,
    )
  } catch (e) {
    ctx.log.error({ err: e, event }, 'webhook processing failed; the gateway will retry')
    return finish(500, { error: 'Internal Server Error' }, 'error', (e as Error)?.message ?? String(e))
  }
}

async function dispatch(ctx: AppContext, event: string, payload: Record<string, unknown>): Promise<EventResult> {
  if (event === 'payment.captured') return handlePaymentCaptured(ctx, payload)
  if (event === 'payment.failed') return handlePaymentFailed(ctx, payload)
  if (event.startsWith('refund.')) return handleRefundEvent(ctx, event, payload)
  return { outcome: 'ignored', ignored: event }
}

/**
 * One row per delivery. The body is kept only when the signature is valid (the gateway sent it),
 * cut to its first 100 kB; anything else stores its size alone, so unsigned traffic cannot fill
 * the database with bodies.
 */
export async function recordDelivery(
  ctx: AppContext,
  row: {
    /** The shop whose own gateway sent it; null for the platform's webhook. */
    tenantId?: string | null
    event: string | null
    signatureValid: boolean
    outcome: string
    httpStatus: number
    rawBody: Buffer
    error?: string
  },
) {
  try {
    await webhookDeliveries(ctx).record({
      tenantId: row.tenantId ?? null,
      event: row.event,
      signatureValid: row.signatureValid,
      outcome: row.outcome,
      httpStatus: row.httpStatus,
      rawBody: row.signatureValid ? storedBody(row.rawBody) : null,
      bodyBytes: row.rawBody.length,
      error: row.error?.slice(0, 2000) ?? null,
      receivedAt: ctx.now(),
    })
  } catch (e) {
    ctx.log.error({ err: e }, 'could not record webhook delivery')
  }
  if (!row.signatureValid) await trimUnsignedOnInsert(ctx)
}

/** The first 100 kB as text; a character cut in half becomes U+FFFD, and NUL (PostgreSQL cannot store it) is dropped. */
const storedBody = (rawBody: Buffer) =>
  rawBody.subarray(0, webhookRetention.signedBodyMaxBytes).toString('utf8').replaceAll('\u0000', '')
