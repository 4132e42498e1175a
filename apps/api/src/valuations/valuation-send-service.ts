import { valuationErrors, isRecord } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { certificatePdfKind } from './certificate-pdf.ts'
import { loadValuationDocument, type ValuationDocument } from './valuation-document.ts'
import { bankEmail, certificateFilename, reportEmail } from './valuation-email.ts'
import { sendWhatsAppDocument } from '../messages/whatsapp-client.ts'
import { valuationsRepository } from './valuations-repository.ts'

type TimelineType = 'EMAIL_SENT' | 'WHATSAPP_SENT' | 'BANK_SHARED'

/** Stored timeline row (platform-spec 2.13); a failure here never undoes a send that happened. */
async function recordTimeline(
  ctx: AppContext,
  tenantId: string,
  customerId: string,
  type: TimelineType,
  detail: string,
) {
  try {
    await valuationsRepository(ctx, tenantId).recordTimeline({ customerId, type, detail, occurredAt: ctx.now() })
  } catch (err) {
    ctx.log.warn({ err, type }, 'timeline event not recorded')
  }
}

const pdfAttachment = (d: ValuationDocument, pdf: Buffer) => ({
  filename: certificateFilename(d),
  contentType: 'application/pdf',
  content: pdf,
})

/**
 * POST /api/valuations/{id}/report: certificate emailed to the customer. A missing valuation and a
 * customer without email are the same 400; PDF and mail failures propagate (500).
 */
export async function emailReport(ctx: AppContext, tenantId: string, id: string) {
  const d = await loadValuationDocument(ctx, tenantId, id)
  if (!d || !d.valuation.customer.email) throw valuationErrors.error('reportUnavailable')
  const pdf = await ctx.pdf.forShop(tenantId).render(certificatePdfKind, d)
  const mail = await reportEmail(ctx, d)
  await ctx.mailer.send({
    to: [d.valuation.customer.email],
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: [pdfAttachment(d, pdf)],
  })
  await recordTimeline(ctx, tenantId, d.valuation.customerId, 'EMAIL_SENT', 'Valuation report emailed')
  return { success: true as const }
}

export type SendTarget = 'customerEmail' | 'customerWhatsApp' | 'bankEmail'
export type SendResult = { sent: SendTarget[]; skipped: SendTarget[]; failed: { target: SendTarget; error: string }[] }

/** A bankBranchId sent with `send`: used and stored only when it is an active branch of the valuation's bank visible to the tenant. */
async function chooseBranch(
  ctx: AppContext,
  tenantId: string,
  d: ValuationDocument,
  raw: unknown,
): Promise<ValuationDocument> {
  if (typeof raw !== 'string' || raw.trim() === '' || raw === d.valuation.bankBranchId) return d
  const valuations = valuationsRepository(ctx, tenantId)
  const branch = await valuations.visibleBranch(raw)
  const valid = branch && branch.isActive && d.valuation.bankId !== null && branch.bankId === d.valuation.bankId
  if (!valid) {
    ctx.log.info(
      { valuationId: d.valuation.id, bankBranchId: raw },
      "send: bankBranchId ignored (not a branch of this valuation's bank)",
    )
    return d
  }
  await valuations.update(d.valuation.id, { bankBranchId: branch.id })
  return { ...d, valuation: { ...d.valuation, bankBranchId: branch.id }, branch }
}

/**
 * POST /api/valuations/{id}/send. Targets are enabled only by an exact `true`. customerEmail is
 * skipped without a customer email, bankEmail without a recipient (branch manager, then the bank's
 * default email); WhatsApp is always attempted. 502 when every attempted target failed.
 */
export async function sendValuation(
  ctx: AppContext,
  tenantId: string,
  id: string,
  body: unknown,
): Promise<{ status: number; body: SendResult; outbox: SendTarget[] }> {
  const input: Record<string, unknown> = isRecord(body) ? body : {}
  const loaded = await loadValuationDocument(ctx, tenantId, id)
  if (!loaded) throw valuationErrors.error('sendValuationNotFound')
  const d = await chooseBranch(ctx, tenantId, loaded, input.bankBranchId)
  const result: SendResult = { sent: [], skipped: [], failed: [] }
  const customerEmail = d.valuation.customer.email
  const bankRecipient = d.bank ? d.branch?.managerEmail || d.bank.defaultEmail || null : null

  const attempts: { target: SendTarget; run: (pdf: Buffer) => Promise<string | null> }[] = []
  if (input.customerEmail === true) {
    if (!customerEmail) result.skipped.push('customerEmail')
    else
      attempts.push({
        target: 'customerEmail',
        run: async (pdf) => {
          const mail = await reportEmail(ctx, d)
          await ctx.mailer.send({
            to: [customerEmail],
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: [pdfAttachment(d, pdf)],
          })
          await recordTimeline(
            ctx,
            tenantId,
            d.valuation.customerId,
            'EMAIL_SENT',
            'Valuation certificate emailed to the customer',
          )
          return null
        },
      })
  }
  if (input.customerWhatsApp === true) {
    attempts.push({
      target: 'customerWhatsApp',
      run: async (pdf) => {
        const res = await sendWhatsAppDocument(ctx, {
          phone: d.valuation.customer.phone,
          filename: certificateFilename(d),
          pdf,
          caption: `Gold valuation certificate from ${d.tenant.name}`,
        })
        if (!res.ok) return res.error
        await recordTimeline(
          ctx,
          tenantId,
          d.valuation.customerId,
          'WHATSAPP_SENT',
          'Valuation certificate sent on WhatsApp',
        )
        return null
      },
    })
  }
  if (input.bankEmail === true) {
    if (!bankRecipient || !d.bank) result.skipped.push('bankEmail')
    else
      attempts.push({
        target: 'bankEmail',
        run: async (pdf) => {
          const mail = await bankEmail(ctx, d)
          await ctx.mailer.send({
            to: [bankRecipient],
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: [pdfAttachment(d, pdf)],
          })
          await recordTimeline(ctx, tenantId, d.valuation.customerId, 'BANK_SHARED', d.bank!.name)
          return null
        },
      })
  }
  if (attempts.length === 0) return { status: 200, body: result, outbox: [] }

  const pdf = await ctx.pdf.forShop(tenantId).render(certificatePdfKind, d)
  for (const attempt of attempts) {
    try {
      const error = await attempt.run(pdf)
      if (error === null) result.sent.push(attempt.target)
      else result.failed.push({ target: attempt.target, error })
    } catch (err) {
      ctx.log.warn({ err, target: attempt.target }, 'valuation send failed')
      result.failed.push({ target: attempt.target, error: 'The email could not be sent.' })
    }
  }
  // The spec's body counts a mail written to the outbox as sent; `outbox` says it reached nobody.
  const outbox = ctx.mailer.kind === 'outbox' ? result.sent.filter((t) => t !== 'customerWhatsApp') : []
  return { status: result.sent.length === 0 ? 502 : 200, body: result, outbox }
}
