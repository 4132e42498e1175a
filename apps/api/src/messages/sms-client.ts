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

/** What TRAI's DLT rules put beside an SMS (issue 28): the shop's header and its registered ids. */
export type SmsDlt = { header: string | null; entityId: string | null; templateId: string | null }

/**
 * The provider's JSON: `{to: "91XXXXXXXXXX", from, text}`, and with the shop's DLT settings
 * `dltTemplateId` and `dltEntityId`. `from` is the shop's header, else SMS_SENDER, else left out
 * (the account's default sender); without DLT settings the body is exactly as before.
 */
export function smsBody(ctx: AppContext, message: { phone: string; text: string }, dlt: SmsDlt | null = null) {
  const from = dlt?.header ?? ctx.config.sms.sender
  return {
    to: `91${message.phone}`,
    ...(from ? { from } : {}),
    text: message.text,
    ...(dlt?.templateId ? { dltTemplateId: dlt.templateId } : {}),
    ...(dlt?.entityId ? { dltEntityId: dlt.entityId } : {}),
  }
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
  dlt: SmsDlt | null = null,
): Promise<SmsResult> {
  const { apiBase, token } = ctx.config.sms
  const body = smsBody(ctx, message, dlt)
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
