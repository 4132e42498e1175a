import {
  OUTBOX_REASONS,
  statusAfterFailure,
  type MessageChannel,
  type RenderedMessage,
  type SmsTemplateKind,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { writeMessageOutbox } from './message-outbox.ts'
import type { AttemptOutcome } from './messages-repository.ts'
import type { ProviderOutcome } from './provider-answer.ts'
import { sendSms } from './sms-client.ts'
import { smsDltFor } from './sms-dlt-service.ts'
import {
  postWhatsApp,
  whatsappConfigured,
  whatsappDocumentBody,
  whatsappNumber,
  whatsappTextBody,
} from './whatsapp-client.ts'

export type Attachment = { filename: string; pdf: Buffer }
export type MessageAddress = { phone: string; email: string | null }

/** A channel whose provider is not set up: written to an outbox, where nobody reads it. */
const OUTBOX = Symbol('outbox')

/**
 * One attempt on one channel, as the row records it: `sent` with the provider's answer, `outbox`
 * with which provider is missing, or after a failure `retrying` or `failed` (core
 * `statusAfterFailure`: a refusal is final, an outage is retried until the attempts run out).
 * `attempt` counts this one; `key` (the row's id) goes to the provider as its idempotency key.
 */
export async function attemptChannel(
  ctx: AppContext,
  send: {
    channel: MessageChannel
    to: MessageAddress
    rendered: RenderedMessage
    attachment: Attachment | null
    attempt: number
    key: string
    /** Whose SMS it is and from which template (TRAI's DLT rules, issue 28). */
    sms: { tenantId: string; kind: SmsTemplateKind }
  },
): Promise<AttemptOutcome> {
  const result = await deliver(ctx, send).catch((err: unknown): ProviderOutcome => {
    ctx.log.warn({ err, channel: send.channel, messageId: send.key }, 'borrower message failed')
    const error = send.channel === 'email' ? 'The email could not be sent.' : 'The message could not be sent.'
    return { ok: false, error, answer: err instanceof Error ? err.message.slice(0, 300) : null, retryable: true }
  })
  const recipient = send.channel === 'email' ? (send.to.email ?? '') : whatsappNumber(send.to.phone)
  if (result === OUTBOX)
    return { status: 'outbox', error: null, providerAnswer: OUTBOX_REASONS[send.channel], recipient }
  if (result.ok) return { status: 'sent', error: null, providerAnswer: result.answer, recipient }
  return {
    status: statusAfterFailure(send.attempt, result.retryable),
    error: result.error,
    providerAnswer: result.answer,
    recipient,
  }
}

async function deliver(
  ctx: AppContext,
  { channel, to, rendered, attachment, key, sms }: Parameters<typeof attemptChannel>[1],
): Promise<ProviderOutcome | typeof OUTBOX> {
  if (channel === 'sms') {
    const dlt = await smsDltFor(ctx, sms.tenantId, sms.kind)
    // DLT required and no template id: the operator would drop it, so it is not sent at all (final).
    if (!dlt.send) return { ok: false, error: dlt.reason, answer: null, retryable: false }
    const res = await sendSms(ctx, { phone: to.phone, text: rendered.text }, key, dlt)
    return 'via' in res ? OUTBOX : res
  }
  if (channel === 'whatsapp') {
    const body = attachment
      ? whatsappDocumentBody({ phone: to.phone, caption: rendered.text, ...attachment })
      : whatsappTextBody({ phone: to.phone, text: rendered.text })
    if (whatsappConfigured(ctx)) return postWhatsApp(ctx, body, key)
    const { document, ...rest } = body as ReturnType<typeof whatsappDocumentBody>
    const listed = document && attachment
    await writeMessageOutbox(
      ctx,
      'whatsapp',
      listed
        ? {
            ...rest,
            document: { filename: document.filename, mimeType: document.mimeType, size: attachment.pdf.length },
          }
        : body,
    )
    return OUTBOX
  }
  const receipt = await ctx.mailer.send({
    to: [to.email!],
    subject: rendered.subject,
    text: rendered.email,
    attachments: attachment
      ? [{ filename: attachment.filename, contentType: 'application/pdf', content: attachment.pdf }]
      : [],
  })
  if (ctx.mailer.kind === 'outbox') return OUTBOX
  return { ok: true, answer: receipt?.answer ?? 'accepted' }
}
