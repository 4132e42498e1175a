import { formatDecimal, formatPaise, rate24kPaiseFrom22k, sumPaise, totalWeights } from '@gold/core'
import { columnsTable } from '../pdf/columns-table.ts'
import { type Pdf, contentWidth, keepTogether, renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import { drawQrCode } from '../pdf/qr-code.ts'
import {
  documentTitle,
  drawCopies,
  heading,
  HEADING_HEIGHT,
  MUTED,
  pairs,
  pairsHeight,
  type Rows,
  sealSpace,
  signatureLine,
} from './certificate-layout.ts'
import { type CertificatePaper, certificatePaperOf, rateSourceOf } from './certificate-paper.ts'
import { grams, ornamentsTable, photosSection } from './certificate-ornaments.ts'
import type { ValuationDocument } from './valuation-document.ts'

export { formatIstDateTime } from './certificate-layout.ts'

// Rows stored before numbers had ranges may hold Infinity, NaN or 1e308: the formatters show '—'
// for those, so the certificate still renders (issue 13). `grams` likewise.
const percent = (n: number) => `${formatDecimal(n)}%`
const QR_SIZE = 78

type V = ValuationDocument['valuation']

/** The certificate's number, its date and appraiser at the left; the QR code to the public page at the right. */
function certificateDetails(doc: Pdf, d: ValuationDocument, paper: CertificatePaper) {
  const v = d.valuation
  const t = paper.t
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const top = doc.y + 8
  doc.y = top
  const rows: Rows = [
    [t.certificateNo, v.certificateNumber ?? '-'],
    [t.issuedOn, paper.dateTime(v.createdAt)],
    [t.appraisedBy, v.appraiserName ?? '-'],
  ]
  if (v.verificationCode) rows.push([t.verificationCode, v.verificationCode])
  pairs(doc, rows, { width: width - QR_SIZE - 20 })
  const textBottom = doc.y
  if (d.verifyUrl) {
    const x = left + width - QR_SIZE
    drawQrCode(doc, d.verifyUrl, x, top - 4, QR_SIZE)
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(MUTED)
      .text(t.scanToVerify, x, top - 4 + QR_SIZE, { width: QR_SIZE, align: 'center' })
      .fillColor('#000000')
  }
  doc.x = left
  doc.y = Math.max(textBottom, d.verifyUrl ? top + QR_SIZE + 6 : textBottom)
}

function borrowerRows(d: ValuationDocument, { t, common }: CertificatePaper): Rows {
  const v = d.valuation
  const rows: Rows = [
    [common.name, v.customer.name],
    [common.phone, v.customer.phone],
  ]
  if (v.customer.email) rows.push([common.email, v.customer.email])
  if (v.customer.address) rows.push([common.address, v.customer.address])
  if (d.bank) rows.push([t.bank, d.branch ? `${d.bank.name}, ${d.branch.branchName}` : d.bank.name])
  if (v.goldReceiptNo) rows.push([t.goldReceiptNo, v.goldReceiptNo])
  if (v.packetNo) rows.push([t.packetNo, v.packetNo])
  if (v.sealNo) rows.push([t.sealNo, v.sealNo])
  return rows
}

function rateRows(v: V, paper: CertificatePaper): Rows {
  const t = paper.t
  const total = totalWeights(v.ornaments)
  const rows: Rows = [
    [t.rate22k, t.perGram(formatPaise(v.goldRatePaise))],
    [t.rate24k, t.perGram(formatPaise(rate24kPaiseFrom22k(v.goldRatePaise)))],
    [t.rateBasis, v.rateBasis === 'bank' ? t.bankRate : t.marketRate],
    [t.rateSource, v.goldRateSource ? t.rateSources(rateSourceOf(v.goldRateSource)) : t.rateSourceNotRecorded],
    [t.rateAsOf, v.goldRateAt ? paper.dateTime(v.goldRateAt) : t.notRecorded],
    [t.grossWeight, grams(v.totalGrossWeightMg)],
    [t.netWeight, grams(total.net)],
    [t.fineGold, grams(v.totalNetWeightMg)],
    [t.equivalent22k, grams(total.equivalent22k)],
    [t.totalValue, formatPaise(Number(v.totalValuePaise))],
  ]
  if (v.valuationFeePaise > 0) rows.push([t.valuationFee, formatPaise(Number(v.valuationFeePaise))])
  if (v.ltvPercentage !== null) rows.push([t.loanToValue, percent(v.ltvPercentage)])
  if (v.interestRate !== null) rows.push([t.interestRate, t.aYear(percent(v.interestRate))])
  if (v.type === 'loan') rows.push([t.estimatedLoan, formatPaise(Number(v.estimatedLoanPaise))])
  return rows
}

function declarationTexts(d: ValuationDocument, { t }: CertificatePaper) {
  const v = d.valuation
  return {
    appraiser: t.appraiserDeclaration(v.appraiserName ?? t.appraiserFallback, v.ornaments.length === 1),
    borrower: t.acknowledgement(v.customer.name),
    disclaimer: t.disclaimer(d.shop.name),
  }
}

const SIGN_SPACE = 56

function declarationHeight(doc: Pdf, d: ValuationDocument, paper: CertificatePaper) {
  const width = contentWidth(doc)
  const t = declarationTexts(d, paper)
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
function declaration(doc: Pdf, d: ValuationDocument, paper: CertificatePaper) {
  keepTogether(doc, declarationHeight(doc, d, paper))
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const t = declarationTexts(d, paper)
  heading(doc, paper.t.headings.appraiser)
  doc.font('regular').fontSize(8.5).text(t.appraiser, left, doc.y, { width })
  heading(doc, paper.t.headings.acknowledgement)
  doc.font('regular').fontSize(8.5).text(t.borrower, left, doc.y, { width })
  const top = doc.y + 8
  const seal = 96
  sealSpace(doc, left, top, seal, SIGN_SPACE, paper.t.shopSeal)
  const line = (width - seal - 40) / 2
  signatureLine(doc, left + seal + 20, top + SIGN_SPACE - 8, line, paper.t.appraiserSign(d.valuation.appraiserName))
  signatureLine(doc, left + width - line, top + SIGN_SPACE - 8, line, paper.t.borrowerSign(d.valuation.customer.name))
  doc.y = top + SIGN_SPACE + 14
  doc.font('regular').fontSize(7).fillColor(MUTED).text(t.disclaimer, left, doc.y, { width })
  if (d.verifyUrl) doc.text(paper.t.verifyAt(d.verifyUrl), left, doc.y + 2, { width, lineBreak: false })
  doc.fillColor('#000000')
}

/** Height of the ownership declaration (RBI 2025 directions) with its signature line. */
function ownershipHeight(doc: Pdf, d: ValuationDocument, paper: CertificatePaper) {
  doc.font('regular').fontSize(8.5)
  const text = doc.heightOfString(paper.t.ownership(d.valuation.customer.name), { width: contentWidth(doc) })
  return HEADING_HEIGHT + text + SIGN_SPACE
}

/** The borrower declares the pledged gold their own, in their language, and signs under it. */
function ownershipDeclaration(doc: Pdf, d: ValuationDocument, paper: CertificatePaper) {
  keepTogether(doc, ownershipHeight(doc, d, paper))
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  heading(doc, paper.t.headings.ownership)
  doc.font('regular').fontSize(8.5).text(paper.t.ownership(d.valuation.customer.name), left, doc.y, { width })
  const line = (width - 40) / 2
  const y = doc.y + SIGN_SPACE - 22
  signatureLine(doc, left + width - line, y, line, paper.t.borrowerSign(d.valuation.customer.name))
  doc.x = left
  doc.y = y + 16
}

/** A superseded certificate (issue 26): SUPERSEDED in red under its title, naming the version that replaced it. */
function supersededStamp(doc: Pdf, by: NonNullable<ValuationDocument['supersededBy']>, paper: CertificatePaper) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  doc
    .moveDown(0.4)
    .font('bold')
    .fontSize(18)
    .fillColor('#b00020')
    .text(paper.t.superseded, left, doc.y, { width, align: 'center' })
  const text = paper.t.supersededBy(by.certificateNumber ?? '-', paper.date(by.correctedAt))
  doc
    .font('regular')
    .fontSize(9)
    .text(text, left, doc.y + 2, { width, align: 'center' })
  doc.fillColor('#000000').moveDown(0.2)
}

function drawCopy(doc: Pdf, d: ValuationDocument, paper: CertificatePaper) {
  const v = d.valuation
  const t = paper.t
  documentTitle(doc, d.shop, t.titles[v.type] ?? t.titles.certificate!, paper)
  if (d.supersededBy) supersededStamp(doc, d.supersededBy, paper)
  certificateDetails(doc, d, paper)

  const borrower = borrowerRows(d, paper)
  keepTogether(doc, HEADING_HEIGHT + pairsHeight(doc, borrower, 2))
  heading(doc, t.headings.borrower)
  pairs(doc, borrower, { columns: 2 })

  keepTogether(doc, HEADING_HEIGHT + 60)
  heading(doc, t.headings.ornaments)
  ornamentsTable(doc, v, paper)
  photosSection(doc, d, paper)

  const reserve = declarationHeight(doc, d, paper)
  const rates = rateRows(v, paper)
  const ratesHeight = HEADING_HEIGHT + pairsHeight(doc, rates, 2)
  const bottom = doc.page.height - doc.page.margins.bottom
  // Without a schedule the rate block is what the declaration follows: when only the rate block
  // fits here, both go to the next page, so the signatures never start a page alone.
  if (v.emiRecords.length === 0 && doc.y + ratesHeight <= bottom && doc.y + ratesHeight + reserve > bottom)
    doc.addPage()
  keepTogether(doc, ratesHeight)
  heading(doc, t.headings.rates)
  pairs(doc, rates, { columns: 2 })

  if (v.emiRecords.length > 0) {
    const total = sumPaise(v.emiRecords.map((e) => Number(e.amountPaise)))
    columnsTable(
      doc,
      [
        { header: t.scheduleColumns.number, width: 22 },
        { header: t.scheduleColumns.dueOn, width: 70 },
        { header: t.scheduleColumns.amount, width: 80, align: 'right' },
        { header: t.scheduleColumns.status, width: 62 },
      ],
      v.emiRecords.map((e, i) => [
        String(i + 1),
        paper.date(e.dueDate),
        formatPaise(Number(e.amountPaise)),
        e.status === 'Paid' && e.paidAt ? t.paidOn(paper.date(e.paidAt)) : (t.emiStatuses[e.status] ?? e.status),
      ]),
      {
        groups: 2,
        fontSize: 8,
        lead: { height: HEADING_HEIGHT, draw: () => heading(doc, t.headings.schedule(formatPaise(total))) },
        reserveAfter: reserve,
      },
    )
  }
  declaration(doc, d, paper)
  ownershipDeclaration(doc, d, paper)
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
  const paper = certificatePaperOf(d.language)
  return renderPdf({ title: paper.t.info(number), author: d.shop.name, language: paper.language }, (doc) =>
    drawCopies(doc, number, () => drawCopy(doc, d, paper), paper),
  )
}

export const certificatePdfKind = pdfKind('certificate', renderCertificatePdf)
