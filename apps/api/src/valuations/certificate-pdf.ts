import { formatDecimal, formatIstDate, formatPaise, rate24kPaiseFrom22k, sumPaise, totalWeights } from '@gold/core'
import { columnsTable } from '../pdf/columns-table.ts'
import { type Pdf, contentWidth, keepTogether, renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import { drawQrCode } from '../pdf/qr-code.ts'
import {
  documentTitle,
  drawCopies,
  formatIstDateTime,
  heading,
  HEADING_HEIGHT,
  MUTED,
  pairs,
  pairsHeight,
  rateSourceLabel,
  type Rows,
  sealSpace,
  signatureLine,
} from './certificate-layout.ts'
import { grams, ornamentsTable, photosSection } from './certificate-ornaments.ts'
import type { ValuationDocument } from './valuation-document.ts'

export { formatIstDateTime } from './certificate-layout.ts'

// Rows stored before numbers had ranges may hold Infinity, NaN or 1e308: the formatters show '—'
// for those, so the certificate still renders (issue 13). `grams` likewise.
const percent = (n: number) => `${formatDecimal(n)}%`
const TYPE_LABELS: Record<string, string> = {
  loan: 'Gold Loan Valuation Certificate',
  sell: 'Gold Purchase Valuation Certificate',
  certificate: 'Gold Valuation Certificate',
}
const QR_SIZE = 78

type V = ValuationDocument['valuation']

/** The certificate's number, its date and appraiser at the left; the QR code to the public page at the right. */
function certificateDetails(doc: Pdf, d: ValuationDocument) {
  const v = d.valuation
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const top = doc.y + 8
  doc.y = top
  const rows: Rows = [
    ['Certificate No.', v.certificateNumber ?? '-'],
    ['Issued on', formatIstDateTime(v.createdAt)],
    ['Appraised by', v.appraiserName ?? '-'],
  ]
  if (v.verificationCode) rows.push(['Verification code', v.verificationCode])
  pairs(doc, rows, { width: width - QR_SIZE - 20 })
  const textBottom = doc.y
  if (d.verifyUrl) {
    const x = left + width - QR_SIZE
    drawQrCode(doc, d.verifyUrl, x, top - 4, QR_SIZE)
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(MUTED)
      .text('Scan to verify', x, top - 4 + QR_SIZE, { width: QR_SIZE, align: 'center' })
      .fillColor('#000000')
  }
  doc.x = left
  doc.y = Math.max(textBottom, d.verifyUrl ? top + QR_SIZE + 6 : textBottom)
}

function borrowerRows(d: ValuationDocument): Rows {
  const v = d.valuation
  const rows: Rows = [
    ['Name', v.customer.name],
    ['Phone', v.customer.phone],
  ]
  if (v.customer.email) rows.push(['Email', v.customer.email])
  if (v.customer.address) rows.push(['Address', v.customer.address])
  if (d.bank) rows.push(['Bank', d.branch ? `${d.bank.name}, ${d.branch.branchName}` : d.bank.name])
  if (v.goldReceiptNo) rows.push(['Gold receipt No.', v.goldReceiptNo])
  if (v.packetNo) rows.push(['Packet No.', v.packetNo])
  if (v.sealNo) rows.push(['Seal No.', v.sealNo])
  return rows
}

function rateRows(v: V): Rows {
  const t = totalWeights(v.ornaments)
  const rows: Rows = [
    ['Rate used (22K)', `${formatPaise(v.goldRatePaise)} per gram`],
    ['Rate used (24K)', `${formatPaise(rate24kPaiseFrom22k(v.goldRatePaise))} per gram`],
    ['Rate basis', v.rateBasis === 'bank' ? 'Bank rate' : 'Market rate'],
    ['Rate source', rateSourceLabel(v.goldRateSource)],
    ['Rate as of', v.goldRateAt ? formatIstDateTime(v.goldRateAt) : 'not recorded'],
    ['Gross weight', grams(v.totalGrossWeightMg)],
    ['Net weight', grams(t.net)],
    ['Fine gold', grams(v.totalNetWeightMg)],
    ['22K equivalent', grams(t.equivalent22k)],
    ['Total value', formatPaise(Number(v.totalValuePaise))],
  ]
  if (v.valuationFeePaise > 0) rows.push(['Valuation fee', formatPaise(Number(v.valuationFeePaise))])
  if (v.ltvPercentage !== null) rows.push(['Loan to value', percent(v.ltvPercentage)])
  if (v.interestRate !== null) rows.push(['Interest rate', `${percent(v.interestRate)} a year`])
  if (v.type === 'loan') rows.push(['Estimated loan', formatPaise(Number(v.estimatedLoanPaise))])
  return rows
}

function declarationTexts(d: ValuationDocument) {
  const v = d.valuation
  const appraiser = v.appraiserName ?? 'the undersigned appraiser'
  return {
    appraiser:
      `I, ${appraiser}, declare that I have examined the ${v.ornaments.length === 1 ? 'ornament' : 'ornaments'} listed above ` +
      `in the presence of the borrower, tested ${v.ornaments.length === 1 ? 'its' : 'their'} purity by the method stated ` +
      'against each and weighed them on a verified scale, and that the weights, purities and values stated are true ' +
      'to the best of my knowledge and belief.',
    borrower:
      `I, ${v.customer.name}, confirm that the ornaments listed above are my own property, that they were weighed ` +
      'and tested in my presence, and that I have read and received a copy of this certificate.',
    disclaimer: `Values are worked out by ${d.shop.name} from the weights and purities recorded above and the gold rate shown; they are no guarantee of any future price.`,
  }
}

const SIGN_SPACE = 56

function declarationHeight(doc: Pdf, d: ValuationDocument) {
  const width = contentWidth(doc)
  const t = declarationTexts(d)
  doc.font('regular').fontSize(8.5)
  const text = doc.heightOfString(t.appraiser, { width }) + doc.heightOfString(t.borrower, { width })
  doc.fontSize(7)
  const small = doc.heightOfString(t.disclaimer, { width }) + (d.verifyUrl ? 12 : 0)
  return 2 * HEADING_HEIGHT + text + 8 + SIGN_SPACE + 22 + small
}

/**
 * The appraiser's declaration and the borrower's acknowledgement, then one row of seal space and
 * both signatures: always one unit, never split across pages.
 */
function declaration(doc: Pdf, d: ValuationDocument) {
  keepTogether(doc, declarationHeight(doc, d))
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const t = declarationTexts(d)
  heading(doc, "Appraiser's declaration")
  doc.font('regular').fontSize(8.5).text(t.appraiser, left, doc.y, { width })
  heading(doc, "Borrower's acknowledgement")
  doc.font('regular').fontSize(8.5).text(t.borrower, left, doc.y, { width })
  const top = doc.y + 8
  const seal = 96
  sealSpace(doc, left, top, seal, SIGN_SPACE)
  const line = (width - seal - 40) / 2
  const appraiser = d.valuation.appraiserName
  signatureLine(doc, left + seal + 20, top + SIGN_SPACE - 8, line, appraiser ? `Appraiser: ${appraiser}` : 'Appraiser')
  signatureLine(doc, left + width - line, top + SIGN_SPACE - 8, line, `Borrower: ${d.valuation.customer.name}`)
  doc.y = top + SIGN_SPACE + 14
  doc.font('regular').fontSize(7).fillColor(MUTED).text(t.disclaimer, left, doc.y, { width })
  if (d.verifyUrl) doc.text(`Verify this certificate at ${d.verifyUrl}`, left, doc.y + 2, { width, lineBreak: false })
  doc.fillColor('#000000')
}

/** A superseded certificate (issue 26): SUPERSEDED in red under its title, naming the version that replaced it. */
function supersededStamp(doc: Pdf, by: NonNullable<ValuationDocument['supersededBy']>) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  doc
    .moveDown(0.4)
    .font('bold')
    .fontSize(18)
    .fillColor('#b00020')
    .text('SUPERSEDED', left, doc.y, { width, align: 'center' })
  const text = `Replaced by certificate ${by.certificateNumber ?? '-'} on ${formatIstDate(by.correctedAt)}: this certificate is no longer valid.`
  doc
    .font('regular')
    .fontSize(9)
    .text(text, left, doc.y + 2, { width, align: 'center' })
  doc.fillColor('#000000').moveDown(0.2)
}

function drawCopy(doc: Pdf, d: ValuationDocument) {
  const v = d.valuation
  documentTitle(doc, d.shop, TYPE_LABELS[v.type] ?? TYPE_LABELS.certificate!)
  if (d.supersededBy) supersededStamp(doc, d.supersededBy)
  certificateDetails(doc, d)

  const borrower = borrowerRows(d)
  keepTogether(doc, HEADING_HEIGHT + pairsHeight(doc, borrower, 2))
  heading(doc, 'Borrower')
  pairs(doc, borrower, { columns: 2 })

  keepTogether(doc, HEADING_HEIGHT + 60)
  heading(doc, 'Ornaments')
  ornamentsTable(doc, v)
  photosSection(doc, d)

  const reserve = declarationHeight(doc, d)
  const rates = rateRows(v)
  const ratesHeight = HEADING_HEIGHT + pairsHeight(doc, rates, 2)
  const bottom = doc.page.height - doc.page.margins.bottom
  // Without a schedule the rate block is what the declaration follows: when only the rate block
  // fits here, both go to the next page, so the signatures never start a page alone.
  if (v.emiRecords.length === 0 && doc.y + ratesHeight <= bottom && doc.y + ratesHeight + reserve > bottom)
    doc.addPage()
  keepTogether(doc, ratesHeight)
  heading(doc, 'Gold rate and valuation')
  pairs(doc, rates, { columns: 2 })

  if (v.emiRecords.length > 0) {
    const total = sumPaise(v.emiRecords.map((e) => Number(e.amountPaise)))
    columnsTable(
      doc,
      [
        { header: '#', width: 22 },
        { header: 'Due date', width: 70 },
        { header: 'Amount', width: 80, align: 'right' },
        { header: 'Status', width: 62 },
      ],
      v.emiRecords.map((e, i) => [
        String(i + 1),
        formatIstDate(e.dueDate),
        formatPaise(Number(e.amountPaise)),
        e.status === 'Paid' && e.paidAt ? `Paid ${formatIstDate(e.paidAt)}` : e.status,
      ]),
      {
        groups: 2,
        fontSize: 8,
        lead: { height: HEADING_HEIGHT, draw: () => heading(doc, `Repayment schedule (total ${formatPaise(total)})`) },
        reserveAfter: reserve,
      },
    )
  }
  declaration(doc, d)
}

/**
 * The valuation certificate a bank accepts: the shop's identity, a certificate number, the
 * borrower, each ornament with its purity test, photo, net, fine and 22K-equivalent weights, the
 * rate with its source and time, the schedule, the appraiser's declaration with signature and seal
 * space and the borrower's acknowledgement, and a QR code to the public verification page. Printed
 * twice (shop copy, borrower copy), each copy starting on a new page and numbering its own pages.
 */
export function renderCertificatePdf(d: ValuationDocument): Promise<Buffer> {
  const number = d.valuation.certificateNumber ?? d.valuation.id
  return renderPdf({ title: `Valuation certificate ${number}`, author: d.shop.name }, (doc) =>
    drawCopies(doc, number, () => drawCopy(doc, d)),
  )
}

export const certificatePdfKind = pdfKind('certificate', renderCertificatePdf)
