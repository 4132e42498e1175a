import type { AppContext } from '../platform/context.ts'
import { writeMessageOutbox } from './message-outbox.ts'

export const SMS_TIMEOUT_MS = 10_000

export type SmsResult = { ok: true; via: 'provider' | 'outbox' } | { ok: false; error: string }

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
 * to the message outbox instead (a success). Returns an error text instead of throwing.
 */
export async function sendSms(ctx: AppContext, message: { phone: string; text: string }): Promise<SmsResult> {
  const { apiBase, token } = ctx.config.sms
  const body = smsBody(ctx, message)
  if (!apiBase || !token) {
    await writeMessageOutbox(ctx, 'sms', body)
    return { ok: true, via: 'outbox' }
  }
  try {
    const res = await ctx.fetch(smsMessagesUrl(apiBase), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    })
    if (!res.ok) return { ok: false, error: `SMS provider answered ${res.status}.` }
    return { ok: true, via: 'provider' }
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message }, 'SMS send failed')
    return { ok: false, error: 'SMS provider could not be reached.' }
  }
}
