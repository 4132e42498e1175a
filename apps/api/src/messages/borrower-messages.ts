import { messageLanguage, renderBorrowerMessage, type MessageContent, type RenderedMessage } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { writeMessageOutbox } from './message-outbox.ts'
import { messagesRepository, type MessageChannel } from './messages-repository.ts'
import { sendSms } from './sms-client.ts'
import { postWhatsApp, whatsappConfigured, whatsappDocumentBody, whatsappTextBody } from './whatsapp-client.ts'

export type { MessageChannel } from './messages-repository.ts'

/** Every channel in the order they are tried and reported. */
export const MESSAGE_CHANNELS: readonly MessageChannel[] = ['sms', 'whatsapp', 'email']

export type BorrowerMessage = MessageContent & {
  customerId: string
  loanId: string | null
  /** One message per key and channel, ever (`due:<loanId>:<dueOn>`): the same key again sends nothing. */
  dedupeKey: string
  /** A PDF that goes with the message by email and WhatsApp (an SMS carries the text alone). */
  attachment?: { filename: string; pdf: Buffer }
  /** Only these channels (default all): the daily job's reminders already go by email and in-app. */
  channels?: readonly MessageChannel[]
}

/** Reported like the valuation `send`: a channel skipped has no address, or had this message already. */
export type BorrowerMessageResult = {
  sent: MessageChannel[]
  skipped: MessageChannel[]
  failed: { channel: MessageChannel; error: string }[]
}

type Recipient = NonNullable<Awaited<ReturnType<ReturnType<typeof messagesRepository>['recipient']>>>

/**
 * Tell a borrower something on each of their channels, in their preferred language (core
 * templates): SMS and WhatsApp always (the phone), email when they have one. For each channel the
 * `LoanMessage` row (unique per tenant, dedupe key and channel) is inserted first and the message
 * is sent only when that insert succeeded, so a job run twice, or two runs at once, send nothing
 * twice; the row then records `sent` or `failed` (a failure is not retried: that would be a second
 * message the borrower may already have). An unconfigured SMS or WhatsApp provider writes the
 * message outbox instead (message-outbox.ts). Never throws for a channel's failure.
 */
export async function sendBorrowerMessage(
  ctx: AppContext,
  tenantId: string,
  message: BorrowerMessage,
): Promise<BorrowerMessageResult> {
  const repo = messagesRepository(ctx, tenantId)
  const channels = MESSAGE_CHANNELS.filter((c) => !message.channels || message.channels.includes(c))
  const result: BorrowerMessageResult = { sent: [], skipped: [], failed: [] }
  const to = await repo.recipient(message.customerId)
  if (!to) return { ...result, skipped: [...channels] }
  const language = messageLanguage(to.preferredLanguage)
  const rendered = renderBorrowerMessage(message, { shop: to.shop, name: to.name, language })

  const outcomes = await Promise.all(
    channels.map(async (channel): Promise<'sent' | 'skipped' | { error: string }> => {
      if (channel === 'email' && !to.email) return 'skipped'
      const claimed = await repo.claim({
        customerId: message.customerId,
        loanId: message.loanId,
        kind: message.kind,
        dedupeKey: message.dedupeKey,
        channel,
        language,
      })
      if (!claimed) return 'skipped'
      const error = await deliver(ctx, channel, to, rendered, message.attachment).catch((err: unknown) => {
        ctx.log.warn({ err, channel, dedupeKey: message.dedupeKey }, 'borrower message failed')
        return channel === 'email' ? 'The email could not be sent.' : 'The message could not be sent.'
      })
      await repo.settle(message.dedupeKey, channel, { status: error === null ? 'sent' : 'failed', error })
      return error === null ? 'sent' : { error }
    }),
  )
  for (const [i, outcome] of outcomes.entries()) {
    const channel = channels[i]!
    if (outcome === 'sent' || outcome === 'skipped') result[outcome].push(channel)
    else result.failed.push({ channel, error: outcome.error })
  }
  return result
}

/** One channel's send: null when it went (or went to the outbox), else the error text. */
async function deliver(
  ctx: AppContext,
  channel: MessageChannel,
  to: Recipient,
  rendered: RenderedMessage,
  attachment: BorrowerMessage['attachment'],
): Promise<string | null> {
  if (channel === 'sms') {
    const res = await sendSms(ctx, { phone: to.phone, text: rendered.text })
    return res.ok ? null : res.error
  }
  if (channel === 'whatsapp') {
    const body = attachment
      ? whatsappDocumentBody({ phone: to.phone, caption: rendered.text, ...attachment })
      : whatsappTextBody({ phone: to.phone, text: rendered.text })
    if (!whatsappConfigured(ctx)) {
      const { document, ...rest } = body as ReturnType<typeof whatsappDocumentBody>
      await writeMessageOutbox(
        ctx,
        'whatsapp',
        document
          ? {
              ...rest,
              document: { filename: document.filename, mimeType: document.mimeType, size: attachment!.pdf.length },
            }
          : body,
      )
      return null
    }
    const res = await postWhatsApp(ctx, body)
    return res.ok ? null : res.error
  }
  await ctx.mailer.send({
    to: [to.email!],
    subject: rendered.subject,
    text: rendered.email,
    attachments: attachment
      ? [{ filename: attachment.filename, contentType: 'application/pdf', content: attachment.pdf }]
      : [],
  })
  return null
}
