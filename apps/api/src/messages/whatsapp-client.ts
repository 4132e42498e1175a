import type { AppContext } from '../platform/context.ts'
import { postToProvider, type ProviderOutcome } from './provider-answer.ts'

export const WHATSAPP_TIMEOUT_MS = 10_000
export const WHATSAPP_NOT_CONFIGURED = 'WhatsApp is not configured.'

export type WhatsAppDocument = { phone: string; caption: string; filename: string; pdf: Buffer }
export type WhatsAppResult = ProviderOutcome

/** The provider endpoint: `${WHATSAPP_API_BASE}/messages` (a trailing slash on the base is tolerated). */
export function whatsappMessagesUrl(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}/messages`
}

export const whatsappNumber = (phone: string) => `91${phone}`

/** The provider's JSON for a PDF: `{to, type: "document", caption, document: {filename, mimeType, base64}}`. */
export function whatsappDocumentBody(message: WhatsAppDocument) {
  return {
    to: whatsappNumber(message.phone),
    type: 'document' as const,
    caption: message.caption,
    document: { filename: message.filename, mimeType: 'application/pdf', base64: message.pdf.toString('base64') },
  }
}

/** The provider's JSON for a text message: `{to, type: "text", text}`. */
export function whatsappTextBody(message: { phone: string; text: string }) {
  return { to: whatsappNumber(message.phone), type: 'text' as const, text: message.text }
}

/** Whether WHATSAPP_API_BASE and WHATSAPP_TOKEN are both set. */
export const whatsappConfigured = (ctx: AppContext) => Boolean(ctx.config.whatsapp.apiBase && ctx.config.whatsapp.token)

/**
 * One message to the provider (our provider format): `POST {WHATSAPP_API_BASE}/messages` with
 * `Authorization: Bearer {WHATSAPP_TOKEN}` and the message's JSON; any 2xx answer is success.
 * Returns an error instead of throwing.
 */
export async function postWhatsApp(ctx: AppContext, body: object, idempotencyKey?: string): Promise<WhatsAppResult> {
  const { apiBase, token } = ctx.config.whatsapp
  if (!apiBase || !token) return { ok: false, error: WHATSAPP_NOT_CONFIGURED, answer: null, retryable: false }
  return postToProvider(
    ctx.fetch,
    {
      url: whatsappMessagesUrl(apiBase),
      token,
      body,
      idempotencyKey,
      timeoutMs: WHATSAPP_TIMEOUT_MS,
      provider: 'WhatsApp provider',
    },
    (err) => ctx.log.warn({ err: (err as Error).message }, 'WhatsApp send failed'),
  )
}

/** Send a PDF to a WhatsApp number (the valuation certificate): unconfigured is a failure there. */
export function sendWhatsAppDocument(ctx: AppContext, message: WhatsAppDocument): Promise<WhatsAppResult> {
  return postWhatsApp(ctx, whatsappDocumentBody(message))
}
