import { documentFileName, formatPaise } from '@gold/core'
import type { AppContext } from '../context.ts'
import type { DocumentSnapshot } from './document-service.ts'
import { renderDocumentPdf } from './document-pdf.ts'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Receipt for a settled purchase to the tenant's active admins, with the document attached when
 * one was issued. Best-effort: failures are logged by the caller, never surfaced.
 */
export async function sendPurchaseReceipt(ctx: AppContext, purchaseId: string) {
  const purchase = await ctx.db.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })
  const admins = await ctx.db.prisma.user.findMany({ where: { tenantId: purchase.tenantId, role: 'TENANT_ADMIN', isActive: true }, select: { email: true } })
  if (admins.length === 0) return
  const document = await ctx.db.prisma.billingDocument.findUnique({ where: { saleOfPurchaseId: purchaseId } })
  const attachments = document
    ? [{ filename: documentFileName(document.number), contentType: 'application/pdf', content: await renderDocumentPdf(document.snapshot as DocumentSnapshot) }]
    : []
  const until = purchase.periodEnd?.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' }) ?? '-'
  const lines = [
    `We received your payment of ${formatPaise(purchase.total)} for the ${purchase.planName} plan (${purchase.billingCycle}).`,
    `Your subscription now runs until ${until}.`,
    document ? `Your ${document.type === 'TAX_INVOICE' ? 'tax invoice' : 'bill of supply'} ${document.number} is attached.` : 'Your billing document will follow.',
  ]
  await ctx.mailer.send({
    to: admins.map((a) => a.email),
    subject: `Payment received: ${purchase.planName} plan`,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    attachments,
  })
}
