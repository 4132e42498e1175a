import { formatIstDate, ornamentWeights, totalWeights } from '@gold/core'
import { type Pdf, contentWidth, drawTable, keepTogether, renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import {
  documentTitle,
  drawCopies,
  formatIstDateTime,
  heading,
  HEADING_HEIGHT,
  MUTED,
  pairs,
  pairsHeight,
  type Rows,
  sealSpace,
  signatureLine,
} from './certificate-layout.ts'
import { grams } from './certificate-ornaments.ts'
import type { ValuationDocument } from './valuation-document.ts'

const SIGN_SPACE = 58

function receiptTexts(d: ValuationDocument) {
  const v = d.valuation
  const packet = [v.packetNo && `packet No. ${v.packetNo}`, v.sealNo && `seal No. ${v.sealNo}`].filter(Boolean)
  return {
    statement:
      `Received from ${v.customer.name} the ornaments listed above as security for a gold loan` +
      (packet.length > 0 ? `, packed and sealed in their presence (${packet.join(', ')})` : '') +
      `. ${d.shop.name} holds them in safe custody and returns them, in the same sealed packet, ` +
      'against this receipt once the loan is closed.',
  }
}

function signatureBlockHeight(doc: Pdf, d: ValuationDocument) {
  doc.font('regular').fontSize(8.5)
  return HEADING_HEIGHT + doc.heightOfString(receiptTexts(d).statement, { width: contentWidth(doc) }) + SIGN_SPACE + 24
}

function drawCopy(doc: Pdf, d: ValuationDocument) {
  const v = d.valuation
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  documentTitle(doc, d.shop, 'Gold Receipt (Pledge Slip)')
  doc.y += 6
  const details: Rows = [
    ['Receipt No.', v.goldReceiptNo ?? '-'],
    ['Issued on', v.goldReceiptIssuedAt ? formatIstDateTime(v.goldReceiptIssuedAt) : '-'],
    ['Packet No.', v.packetNo ?? 'not recorded'],
    ['Seal No.', v.sealNo ?? 'not recorded'],
    ['Certificate No.', v.certificateNumber ?? '-'],
    ['Valued on', formatIstDate(v.createdAt)],
  ]
  pairs(doc, details, { columns: 2 })

  const borrower: Rows = [
    ['Name', v.customer.name],
    ['Phone', v.customer.phone],
  ]
  if (v.customer.address) borrower.push(['Address', v.customer.address])
  keepTogether(doc, HEADING_HEIGHT + pairsHeight(doc, borrower, 2))
  heading(doc, 'Borrower')
  pairs(doc, borrower, { columns: 2 })

  keepTogether(doc, HEADING_HEIGHT + 50)
  heading(doc, 'Ornaments received')
  const rows = v.ornaments.map((o, i) => {
    const w = ornamentWeights(o)
    return [String(i + 1), o.type, String(o.quantity), o.purity, grams(w.gross), grams(w.net), grams(w.fine)]
  })
  const t = totalWeights(v.ornaments)
  rows.push([
    '',
    'Total',
    String(v.ornaments.reduce((n, o) => n + o.quantity, 0)),
    '',
    grams(t.gross),
    grams(t.net),
    grams(v.totalNetWeightMg),
  ])
  drawTable(
    doc,
    [
      { header: '#', width: 20 },
      { header: 'Ornament', width: width - 350 },
      { header: 'Qty', width: 36, align: 'right' },
      { header: 'Purity', width: 54 },
      { header: 'Gross wt', width: 80, align: 'right' },
      { header: 'Net wt', width: 80, align: 'right' },
      { header: 'Fine wt', width: 80, align: 'right' },
    ],
    rows,
    { fontSize: 8.5, wrap: true, boldRows: [rows.length - 1] },
  )
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(
      'Weights in grams for the whole line. Net = gross less stones and other deductions; fine = net x purity.',
      left,
      doc.y + 3,
      {
        width,
      },
    )
    .fillColor('#000000')

  keepTogether(doc, signatureBlockHeight(doc, d))
  heading(doc, 'Safe custody')
  doc.font('regular').fontSize(8.5).text(receiptTexts(d).statement, left, doc.y, { width })
  const top = doc.y + 6
  signatureLine(doc, left, top + SIGN_SPACE - 10, 170, `Signature of the borrower (${v.customer.name})`)
  sealSpace(doc, left + width / 2 - 48, top, 96, SIGN_SPACE)
  signatureLine(doc, left + width - 170, top + SIGN_SPACE - 10, 170, `Received for ${d.shop.name}`)
  doc.y = top + SIGN_SPACE + 16
}

/** The gold receipt (pledge slip): what the shop took into custody, in which packet under which seal. Shop and borrower copies. */
export function renderGoldReceiptPdf(d: ValuationDocument): Promise<Buffer> {
  const number = d.valuation.goldReceiptNo ?? d.valuation.id
  return renderPdf({ title: `Gold receipt ${number}`, author: d.shop.name }, (doc) =>
    drawCopies(doc, number, () => drawCopy(doc, d)),
  )
}

export const goldReceiptPdfKind = pdfKind('gold-receipt', renderGoldReceiptPdf)
