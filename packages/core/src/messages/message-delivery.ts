import { z } from 'zod'
import { pageQuery } from '../shared/page.ts'

/** The channels a borrower message goes on, in the order they are tried and reported. */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'email'] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]

/**
 * Where one channel's message stands (`LoanMessage.status`):
 * - `sending`: an attempt is under way (or its process died mid-send: it is never tried again,
 *   since the provider may have it);
 * - `sent`: the provider accepted it (its answer is kept);
 * - `outbox`: no provider is set up, so it was written to the outbox folder and reached nobody;
 * - `retrying`: the last attempt failed in a way worth another try, which the job queue will make;
 * - `failed`: given up (a refusal no retry changes, or the attempts ran out).
 */
export const DELIVERY_STATUSES = ['sending', 'sent', 'outbox', 'retrying', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** One send and at most four retries: about ten minutes of back-off at the queue's pace. */
export const MESSAGE_MAX_ATTEMPTS = 5

/**
 * Whether a provider's HTTP answer is worth another try: it could not be reached (null), it timed
 * out, was overloaded or rate-limited (408, 425, 429) or failed on its side (5xx). Any other 4xx is
 * a refusal of this message (a bad number, a bad token) that the same request will meet again.
 */
export function retryableAnswer(httpStatus: number | null): boolean {
  if (httpStatus === null) return true
  return httpStatus === 408 || httpStatus === 425 || httpStatus === 429 || httpStatus >= 500
}

/** The status after a failed attempt (`attempts` counts it). */
export function statusAfterFailure(attempts: number, retryable: boolean): 'retrying' | 'failed' {
  return retryable && attempts < MESSAGE_MAX_ATTEMPTS ? 'retrying' : 'failed'
}

/** Why a channel sent nothing this time. */
export type SkipReason = 'noAddress' | 'alreadySent'

/** How one channel fared when a message was sent: the honest answer the staff app shows. */
export type ChannelDelivery = {
  channel: MessageChannel
  status: DeliveryStatus | 'skipped'
  /** sent: the provider's answer; outbox: why (which provider is not set up); retrying, failed: the error; skipped: the reason. */
  detail: string | null
  attempts: number
}

/**
 * The spec's `send` report (platform-spec 4.5, loans.md 7), kept exactly as it was answered before
 * deliveries had statuses: what went to a provider or an outbox is `sent`, a failure (retried or
 * not) is `failed` with its error. The statuses themselves are in the deliveries.
 */
export function sendReport(deliveries: readonly ChannelDelivery[]) {
  return {
    sent: deliveries.filter((d) => d.status === 'sent' || d.status === 'outbox').map((d) => d.channel),
    skipped: deliveries.filter((d) => d.status === 'skipped').map((d) => d.channel),
    failed: deliveries
      .filter((d) => d.status === 'failed' || d.status === 'retrying' || d.status === 'sending')
      .map((d) => ({ channel: d.channel, error: d.detail ?? 'The message could not be sent.' })),
  }
}

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  email: 'Email',
}

/** The outbox's reason for each channel: which provider is missing, in the words staff read. */
export const OUTBOX_REASONS: Record<MessageChannel, string> = {
  sms: 'no SMS provider is set up',
  whatsapp: 'no WhatsApp provider is set up',
  email: 'no mail server is set up',
}

export const SKIP_REASONS: Record<SkipReason, string> = {
  noAddress: 'no email address',
  alreadySent: 'already sent before',
}

/** One line per channel, never "sent" for what only reached an outbox: `SMS: written to the outbox: no SMS provider is set up`. */
export function deliveryLine(d: Pick<ChannelDelivery, 'channel' | 'status' | 'detail'>): string {
  const channel = MESSAGE_CHANNEL_LABELS[d.channel]
  switch (d.status) {
    case 'sent':
      return `${channel}: sent`
    case 'outbox':
      return `${channel}: written to the outbox: ${d.detail ?? OUTBOX_REASONS[d.channel]}`
    case 'retrying':
      return `${channel}: failed, will retry${d.detail ? ` (${d.detail})` : ''}`
    case 'failed':
      return `${channel}: failed${d.detail ? `: ${d.detail}` : ''}`
    case 'sending':
      return `${channel}: sending`
    case 'skipped':
      return `${channel}: skipped${d.detail ? `: ${d.detail}` : ''}`
  }
}

/** Status names for the message log's filter and badges. */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  sending: 'Sending',
  sent: 'Sent',
  outbox: 'Outbox only',
  retrying: 'Retrying',
  failed: 'Failed',
}

/** tRPC messages.list: the shop's message log, newest first, by channel and status, 50 a page. */
export const messageLogQuery = pageQuery.extend({
  channel: z.enum(MESSAGE_CHANNELS, 'Channel must be sms, whatsapp or email.').nullish(),
  status: z.enum(DELIVERY_STATUSES, 'Status must be sending, sent, outbox, retrying or failed.').nullish(),
  customerId: z.string().max(100).nullish(),
})
export type MessageLogQuery = z.infer<typeof messageLogQuery>
