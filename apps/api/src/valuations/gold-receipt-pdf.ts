import { type GoldReceiptStrings, ornamentWeights, paperStrings, totalWeights } from '@gold/core'
import { type Pdf, contentWidth, drawTable, keepTogether, renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
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
import { type CertificatePaper, certificatePaperOf } from './certificate-paper.ts'
import { grams } from './certificate-ornaments.ts'
import type { ValuationDocument } from './valuation-document.ts'

const SIGN_SPACE = 58

/** The receipt's own strings beside the certificate's (packet, seal, borrower, copies) in the borrower's language. */
type ReceiptPaper = CertificatePaper & { r: GoldReceiptStrings }

function statementOf(d: ValuationDocument, paper: ReceiptPaper) {
  const v = d.valuation
  return paper.r.statement(v.customer.name, d.shop.name, paper.r.packet(v.packetNo, v.sealNo))
}

function signatureBlockHeight(doc: Pdf, d: ValuationDocument, paper: ReceiptPaper) {
  doc.font('regular').fontSize(8.5)
  return HEADING_HEIGHT + doc.heightOfString(statementOf(d, paper), { width: contentWidth(doc) }) + SIGN_SPACE + 24
}

function drawCopy(doc: Pdf, d: ValuationDocument, paper: ReceiptPaper) {
  const { t, r, common } = paper
  const v = d.valuation
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  documentTitle(doc, d.shop, r.title, paper)
  doc.y += 6
  const details: Rows = [
    [r.receiptNo, v.goldReceiptNo ?? '-'],
    [t.issuedOn, v.goldReceiptIssuedAt ? paper.dateTime(v.goldReceiptIssuedAt) : '-'],
    [t.packetNo, v.packetNo ?? t.notRecorded],
    [t.sealNo, v.sealNo ?? t.notRecorded],
    [t.certificateNo, v.certificateNumber ?? '-'],
    [r.valuedOn, paper.date(v.createdAt)],
  ]
  pairs(doc, details, { columns: 2 })

  const borrower: Rows = [
    [common.name, v.customer.name],
    [common.phone, v.customer.phone],
  ]
  if (v.customer.address) borrower.push([common.address, v.customer.address])
  keepTogether(doc, HEADING_HEIGHT + pairsHeight(doc, borrower, 2))
  heading(doc, t.headings.borrower)
  pairs(doc, borrower, { columns: 2 })

  keepTogether(doc, HEADING_HEIGHT + 50)
  heading(doc, r.ornamentsReceived)
  const rows = v.ornaments.map((o, i) => {
    const w = ornamentWeights(o)
    return [String(i + 1), o.type, String(o.quantity), o.purity, grams(w.gross), grams(w.net), grams(w.fine)]
  })
  const total = totalWeights(v.ornaments)
  rows.push([
    '',
    t.columns.total,
    String(v.ornaments.reduce((n, o) => n + o.quantity, 0)),
    '',
    grams(total.gross),
    grams(total.net),
    grams(v.totalNetWeightMg),
  ])
  drawTable(
    doc,
    [
      { header: t.columns.number, width: 20 },
      { header: t.columns.ornament, width: width - 350 },
      { header: t.columns.quantity, width: 36, align: 'right' },
      { header: r.columns.purity, width: 54 },
      { header: r.columns.gross, width: 80, align: 'right' },
      { header: r.columns.net, width: 80, align: 'right' },
      { header: r.columns.fine, width: 80, align: 'right' },
    ],
    rows,
    { fontSize: 8.5, wrap: true, boldRows: [rows.length - 1] },
  )
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(r.weightsNote, left, doc.y + 3, { width })
    .fillColor('#000000')

  keepTogether(doc, signatureBlockHeight(doc, d, paper))
  heading(doc, r.safeCustody)
  doc.font('regular').fontSize(8.5).text(statementOf(d, paper), left, doc.y, { width })
  const top = doc.y + 6
  signatureLine(doc, left, top + SIGN_SPACE - 10, 170, r.borrowerSign(v.customer.name))
  sealSpace(doc, left + width / 2 - 48, top, 96, SIGN_SPACE, t.shopSeal)
  signatureLine(doc, left + width - 170, top + SIGN_SPACE - 10, 170, r.receivedFor(d.shop.name))
  doc.y = top + SIGN_SPACE + 16
}

/**
 * The gold receipt (pledge slip): what the shop took into custody, in which packet under which seal,
 * in the borrower's language (issue 28). Shop and borrower copies.
 */
export function renderGoldReceiptPdf(d: ValuationDocument): Promise<Buffer> {
  const number = d.valuation.goldReceiptNo ?? d.valuation.id
  const paper: ReceiptPaper = { ...certificatePaperOf(d.language), r: paperStrings(d.language).goldReceipt }
  return renderPdf({ title: paper.r.info(number), author: d.shop.name, language: paper.language }, (doc) =>
    drawCopies(doc, number, () => drawCopy(doc, d, paper), paper),
  )
}

export const goldReceiptPdfKind = pdfKind('gold-receipt', renderGoldReceiptPdf)
