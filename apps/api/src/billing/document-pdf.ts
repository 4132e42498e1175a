import { INDIA_TIME_ZONE, billingCycleMonths, formatPaise, isBillingCycle } from '@gold/core'
import { drawTable, renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import type { DocumentSnapshot } from './document-service.ts'

const TITLES = { BILL_OF_SUPPLY: 'Bill of Supply', TAX_INVOICE: 'Tax Invoice', CREDIT_NOTE: 'Credit Note' } as const

/**
 * Calendar dates on documents are Indian dates (the tax year is Indian). One formatter for the
 * process: `toLocaleDateString` with options builds a new Intl formatter on every call (about a
 * millisecond each); the output is the same.
 */
export const IST_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
})
const istDate = (iso: string | null) => (iso ? IST_DATE.format(new Date(iso)) : '-')

const cycleLabel = (cycle: string) => {
  if (!isBillingCycle(cycle)) return cycle
  const months = billingCycleMonths[cycle]
  return `${cycle} (${months} month${months === 1 ? '' : 's'})`
}

/** Render a billing document from its frozen snapshot only; nothing is re-read from live rows. */
export function renderDocumentPdf(snapshot: DocumentSnapshot): Promise<Buffer> {
  const title = TITLES[snapshot.type]
  const money = (paise: number) => formatPaise(paise)
  return renderPdf({ title: `${title} ${snapshot.number}`, author: snapshot.seller.name }, (doc) => {
    doc.font('bold').fontSize(18).text(title)
    doc
      .font('regular')
      .fontSize(10)
      .text(`Number: ${snapshot.number}`)
      .text(`Date of issue: ${istDate(snapshot.issuedAt)}`)
      .text(`Financial year: ${snapshot.financialYear}`)
    if (snapshot.against) doc.text(`Against: ${snapshot.against.number}`)
    doc.moveDown()
    doc.font('bold').text('Seller').font('regular').text(snapshot.seller.name)
    if (snapshot.seller.address) doc.text(snapshot.seller.address)
    doc.text(snapshot.seller.gstin ? `GSTIN: ${snapshot.seller.gstin}` : 'Not registered under GST')
    doc.moveDown()
    doc.font('bold').text('Billed to').font('regular').text(snapshot.buyer.name).text(`Account: ${snapshot.buyer.slug}`)
    doc.moveDown()
    const p = snapshot.purchase
    const period = p.periodStart && p.periodEnd ? `${istDate(p.periodStart)} to ${istDate(p.periodEnd)}` : '-'
    const description =
      snapshot.type === 'CREDIT_NOTE'
        ? `Refund for ${p.planName} plan, ${cycleLabel(p.billingCycle)}`
        : `${p.planName} plan subscription, ${cycleLabel(p.billingCycle)}`
    drawTable(
      doc,
      [
        { header: 'Description', width: 250 },
        { header: 'Period', width: 150 },
        { header: 'Amount', width: 99, align: 'right' },
      ],
      [[description, period, money(snapshot.amounts.subtotal)]],
      { fontSize: 10 },
    )
    doc.moveDown()
    const a = snapshot.amounts
    drawTable(
      doc,
      [
        { header: 'Summary', width: 400 },
        { header: a.currency, width: 99, align: 'right' },
      ],
      [
        ['Subtotal', money(a.subtotal)],
        [`Discount${p.couponCode && snapshot.type !== 'CREDIT_NOTE' ? ` (${p.couponCode})` : ''}`, money(a.discount)],
        ['Tax', money(a.tax)],
        [snapshot.type === 'CREDIT_NOTE' ? 'Total credited' : 'Total', money(a.total)],
      ],
      { fontSize: 10 },
    )
    doc.moveDown()
    doc
      .fontSize(9)
      .text(
        `Payment: ${p.provider === 'manual' ? 'recorded manually' : `gateway payment ${p.gatewayPaymentId ?? '-'}`}, paid ${istDate(p.paidAt)}`,
      )
    if (snapshot.type === 'BILL_OF_SUPPLY')
      doc.text('Issued as a bill of supply: the supplier is not registered for GST, so no tax is charged.')
    doc.text('This is a computer-generated document.')
  })
}

export const billingDocumentPdfKind = pdfKind('billing-document', renderDocumentPdf)
