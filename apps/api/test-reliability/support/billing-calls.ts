import { signWebhook } from '@gold/core'
import { call, type ApiResponse } from '../../test/support/http.ts'
import { RELIABILITY_CRON_SECRET, RELIABILITY_KEYS } from './fake-gateway.ts'

/** The billing HTTP calls the scenarios make, against any server URL. */
export const checkoutAt = (url: string, token: string, body: Record<string, unknown>) =>
  call(url, 'POST', '/api/billing/checkout', { token, body })

export const verifyAt = (url: string, token: string, confirmation: Record<string, unknown>) =>
  call(url, 'POST', '/api/billing/verify', { token, body: confirmation })

/** A webhook delivery signed exactly over the bytes sent. */
export function webhookAt(url: string, payload: unknown) {
  const raw = JSON.stringify(payload)
  return call(url, 'POST', '/api/gateway/webhook', {
    rawBody: raw,
    headers: { 'x-gateway-signature': signWebhook(raw, RELIABILITY_KEYS.webhookSecret) },
  })
}

export const reconcileAt = (url: string) =>
  call(url, 'GET', '/api/cron/billing-reconcile', { headers: { authorization: `Bearer ${RELIABILITY_CRON_SECRET}` } })

/** A fetch that failed at the socket (server killed) is recorded as status 0 instead of throwing. */
export async function settled<T>(
  p: Promise<ApiResponse<T>>,
): Promise<ApiResponse<T> | { status: 0; body: undefined; text: string; headers: Headers }> {
  try {
    return await p
  } catch (e) {
    return { status: 0, body: undefined, text: String(e), headers: new Headers() }
  }
}

/** Clean failure: JSON `{error: string}` without internals (stack frames, SQL, driver names). */
export function isCleanError(res: { status: number; body: unknown; text: string }) {
  const body = res.body as Record<string, unknown> | undefined
  return typeof body === 'object' && body !== null && typeof body.error === 'string' && !LEAK.test(res.text)
}

/** What must never reach a client: stack frames, file paths, driver and ORM internals. */
export const LEAK =
  /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+|prisma|PrismaClient|ECONNREFUSED|pg_|SQLSTATE|terminating connection|invalid input syntax|relation "|column "/i
