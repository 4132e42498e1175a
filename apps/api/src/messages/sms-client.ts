import type { AppContext } from '../platform/context.ts'
import { writeMessageOutbox } from './message-outbox.ts'
import { postToProvider, type ProviderOutcome } from './provider-answer.ts'

export const SMS_TIMEOUT_MS = 10_000

/** Provider: accepted (its answer kept); outbox: no provider is set up, written to the outbox only. */
export type SmsResult = ProviderOutcome | { ok: true; via: 'outbox' }

/** The provider endpoint: `${SMS_API_BASE}/messages` (a trailing slash on the base is tolerated). */
export function smsMessagesUrl(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}/messages`
}

/** The provider's JSON: `{to: "91XXXXXXXXXX", from, text}`; `from` only when SMS_SENDER is set (else the account's default sender). */
export function smsBody(ctx: AppContext, message: { phone: string; text: string }) {
  const { sender } = ctx.config.sms
  return { to: `91${message.phone}`, ...(sender ? { from: sender } : {}), text: message.text }
}

/**
 * Send one SMS: `POST {SMS_API_BASE}/messages` with `Authorization: Bearer {SMS_TOKEN}` and the
 * JSON above; any 2xx answer is success. Without SMS_API_BASE and SMS_TOKEN the message is written
 * to the message outbox instead (`via: 'outbox'`: nobody received it). Returns an error instead of throwing.
 */
export async function sendSms(
  ctx: AppContext,
  message: { phone: string; text: string },
  idempotencyKey?: string,
): Promise<SmsResult> {
  const { apiBase, token } = ctx.config.sms
  const body = smsBody(ctx, message)
  if (!apiBase || !token) {
    await writeMessageOutbox(ctx, 'sms', body)
    return { ok: true, via: 'outbox' }
  }
  return postToProvider(
    ctx.fetch,
    { url: smsMessagesUrl(apiBase), token, body, idempotencyKey, timeoutMs: SMS_TIMEOUT_MS, provider: 'SMS provider' },
    (err) => ctx.log.warn({ err: (err as Error).message }, 'SMS send failed'),
  )
}
