import {
  type ChannelDelivery,
  MESSAGE_CHANNELS,
  type MessageChannel,
  type MessageContent,
  SKIP_REASONS,
  messageLanguage,
  renderBorrowerMessage,
  sendReport,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { type Attachment, attemptChannel } from './channel-attempt.ts'
import { messagesRepository } from './messages-repository.ts'

export type { MessageChannel } from '@gold/core'
export { MESSAGE_CHANNELS } from '@gold/core'

export type BorrowerMessage = MessageContent & {
  customerId: string
  loanId: string | null
  /** One message per key and channel, ever (`due:<loanId>:<dueOn>`): the same key again sends nothing. */
  dedupeKey: string
  /** A PDF that goes with the message by email and WhatsApp (an SMS carries the text alone). */
  attachment?: Attachment
  /** Only these channels (default all): the daily job's reminders already go by email and in-app. */
  channels?: readonly MessageChannel[]
}

/**
 * How each channel fared (`deliveries`, the honest statuses the staff app shows), and the spec's
 * `send` report of them (`{sent, skipped, failed}`, core `sendReport`) that REST answers unchanged.
 */
export type BorrowerMessageResult = ReturnType<typeof sendReport> & { deliveries: ChannelDelivery[] }

/**
 * Tell a borrower something on each of their channels, in their preferred language (core
 * templates): SMS and WhatsApp always (the phone), email when they have one. For each channel the
 * `LoanMessage` row (unique per tenant, dedupe key and channel) is inserted first and the message
 * is sent only when that insert succeeded, so a job run twice, or two runs at once, send nothing
 * twice. The first attempt is made now; the row then says what happened (channel-attempt.ts). An
 * outage is retried on the job queue with back-off (message-retry.ts), on the same row, so the
 * key still holds. Never throws for a channel's failure.
 */
export async function sendBorrowerMessage(
  ctx: AppContext,
  tenantId: string,
  message: BorrowerMessage,
): Promise<BorrowerMessageResult> {
  const repo = messagesRepository(ctx, tenantId)
  const channels = MESSAGE_CHANNELS.filter((c) => !message.channels || message.channels.includes(c))
  const to = await repo.recipient(message.customerId)
  const skipped = (channel: MessageChannel, detail: string | null): ChannelDelivery => ({
    channel,
    status: 'skipped',
    detail,
    attempts: 0,
  })
  if (!to) return withReport(channels.map((c) => skipped(c, null)))
  const language = messageLanguage(to.preferredLanguage)
  const rendered = renderBorrowerMessage(message, { shop: to.shop, name: to.name, language })

  const deliveries = await Promise.all(
    channels.map(async (channel): Promise<ChannelDelivery> => {
      if (channel === 'email' && !to.email) return skipped(channel, SKIP_REASONS.noAddress)
      const id = await repo.claim({
        customerId: message.customerId,
        loanId: message.loanId,
        kind: message.kind,
        dedupeKey: message.dedupeKey,
        channel,
        language,
        values: message.values,
        attachment: message.attachment?.filename ?? null,
      })
      if (!id) return skipped(channel, SKIP_REASONS.alreadySent)
      const outcome = await attemptChannel(ctx, {
        channel,
        to,
        rendered,
        attachment: message.attachment ?? null,
        attempt: 1,
        key: id,
        sms: { tenantId, kind: message.kind },
      })
      await repo.settle(id, outcome)
      if (outcome.status === 'retrying') await scheduleRetry(ctx, tenantId, id, 1)
      return { channel, status: outcome.status, detail: detailOf(outcome), attempts: 1 }
    }),
  )
  return withReport(deliveries)
}

const withReport = (deliveries: ChannelDelivery[]): BorrowerMessageResult => ({
  ...sendReport(deliveries),
  deliveries,
})

/** What the staff app shows beside a status: the error of a failure, else the provider's answer or the outbox's reason. */
export const detailOf = (row: { error: string | null; providerAnswer: string | null }) =>
  row.error ?? row.providerAnswer

/**
 * The next attempt of a message on the job queue, keyed by its row and attempt so an enqueue
 * repeated (a retried request) stores one job; the delay doubles with each attempt (the queue's
 * first retry delay, then twice it…).
 */
export async function scheduleRetry(ctx: AppContext, tenantId: string, messageId: string, attempts: number) {
  const delaySeconds = ctx.jobs.retryDelaySeconds * 2 ** (attempts - 1)
  try {
    await ctx.jobs.enqueue('borrower-message', `${messageId}:${attempts}`, { tenantId, messageId }, { delaySeconds })
  } catch (err) {
    // The row stays `retrying`: the failure is on record, and the log shows it was not delivered.
    ctx.log.error({ err, messageId }, 'borrower message retry could not be queued')
  }
}
