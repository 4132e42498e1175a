import { retryableAnswer } from '@gold/core'

/** How much of a provider's body the message log keeps: enough for an id or an error text. */
const ANSWER_CHARS = 300

/** One provider call's outcome, for the message log and the retry decision. */
export type ProviderOutcome =
  { ok: true; answer: string } | { ok: false; error: string; answer: string | null; retryable: boolean }

/** The provider's answer as the log shows it: `202 {"id":"sms-1"}`, cut short. */
export async function answerOf(res: Response): Promise<string> {
  const body = (await res.text().catch(() => '')).replace(/\s+/g, ' ').trim()
  const cut = body.length > ANSWER_CHARS ? `${body.slice(0, ANSWER_CHARS)}…` : body
  return cut ? `${res.status} ${cut}` : String(res.status)
}

/**
 * POST the provider's JSON and read its answer: any 2xx is accepted; another status is an error
 * named `<provider> answered <status>.`, retryable when core says so; no answer at all (refused,
 * timed out) is `<provider> could not be reached.`, retryable. The idempotency key (the message
 * row's id) lets a provider that honours it drop a retry of a message it already has.
 */
export async function postToProvider(
  fetchFn: typeof fetch,
  request: { url: string; token: string; body: object; idempotencyKey?: string; timeoutMs: number; provider: string },
  onUnreachable: (err: unknown) => void,
): Promise<ProviderOutcome> {
  let res: Response
  try {
    res = await fetchFn(request.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${request.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
        ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
      },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    })
  } catch (err) {
    onUnreachable(err)
    return { ok: false, error: `${request.provider} could not be reached.`, answer: null, retryable: true }
  }
  const answer = await answerOf(res)
  if (res.ok) return { ok: true, answer }
  return {
    ok: false,
    error: `${request.provider} answered ${res.status}.`,
    answer,
    retryable: retryableAnswer(res.status),
  }
}
