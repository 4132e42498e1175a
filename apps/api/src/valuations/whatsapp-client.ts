import type { AppContext } from '../platform/context.ts'

export const WHATSAPP_TIMEOUT_MS = 10_000
export const WHATSAPP_NOT_CONFIGURED = 'WhatsApp is not configured.'

export type WhatsAppDocument = { phone: string; caption: string; filename: string; pdf: Buffer }

/** The provider endpoint: `${WHATSAPP_API_BASE}/messages` (a trailing slash on the base is tolerated). */
export function whatsappMessagesUrl(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}/messages`
}

/**
 * Send a PDF to a WhatsApp number. Contract (our provider format): `POST {WHATSAPP_API_BASE}/messages`
 * with `Authorization: Bearer {WHATSAPP_TOKEN}` and JSON
 * `{to: "91XXXXXXXXXX", type: "document", caption, document: {filename, mimeType: "application/pdf", base64}}`;
 * any 2xx answer is success. Returns an error text instead of throwing.
 */
export async function sendWhatsAppDocument(
  ctx: AppContext,
  message: WhatsAppDocument,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const { apiBase, token } = ctx.config.whatsapp
  if (!apiBase || !token) return { ok: false, error: WHATSAPP_NOT_CONFIGURED }
  try {
    const res = await ctx.fetch(whatsappMessagesUrl(apiBase), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        to: `91${message.phone}`,
        type: 'document',
        caption: message.caption,
        document: { filename: message.filename, mimeType: 'application/pdf', base64: message.pdf.toString('base64') },
      }),
      signal: AbortSignal.timeout(WHATSAPP_TIMEOUT_MS),
    })
    if (!res.ok) return { ok: false, error: `WhatsApp provider answered ${res.status}.` }
    return { ok: true }
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message }, 'WhatsApp send failed')
    return { ok: false, error: 'WhatsApp provider could not be reached.' }
  }
}
