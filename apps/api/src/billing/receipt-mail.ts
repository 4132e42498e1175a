import { documentFileName, formatPaise } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { billingPlatformRepository, type BillingDocumentRow, type PurchaseRow } from './billing-platform-repository.ts'
import { billingRepository } from './billing-repository.ts'
import type { DocumentSnapshot } from './document-service.ts'
import { IST_DATE, billingDocumentPdfKind } from './document-pdf.ts'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Receipt for a settled purchase to the tenant's active admins, with the document attached when
 * one was issued. Best-effort: failures are logged by the caller, never surfaced. `known` holds
 * what the caller has just read after the settlement (the sale document, null when there is none;
 * the purchase row), which is then not read again.
 */
export async function sendPurchaseReceipt(
  ctx: AppContext,
  purchaseId: string,
  known: { document?: BillingDocumentRow | null; purchase?: PurchaseRow } = {},
) {
  const ledger = billingPlatformRepository(ctx)
  const purchase = known.purchase ?? (await ledger.purchaseOrThrow(purchaseId))
  const admins = await billingRepository(ctx, purchase.tenantId).activeAdminEmails()
  if (admins.length === 0) return
  const document = known.document !== undefined ? known.document : await ledger.saleDocumentOf(purchaseId)
  const attachments = document
    ? [
        {
          filename: documentFileName(document.number),
          contentType: 'application/pdf',
          content: await ctx.pdf
            .forShop(purchase.tenantId)
            .render(billingDocumentPdfKind, document.snapshot as DocumentSnapshot),
        },
      ]
    : []
  const until = purchase.periodEnd ? IST_DATE.format(purchase.periodEnd) : '-'
  const lines = [
    `We received your payment of ${formatPaise(purchase.total)} for the ${purchase.planName} plan (${purchase.billingCycle}).`,
    `Your subscription now runs until ${until}.`,
    document
      ? `Your ${document.type === 'TAX_INVOICE' ? 'tax invoice' : 'bill of supply'} ${document.number} is attached.`
      : 'Your billing document will follow.',
  ]
  await ctx.mailer.send({
    to: admins,
    subject: `Payment received: ${purchase.planName} plan`,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    attachments,
  })
}
