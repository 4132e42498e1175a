import { drawQrCode } from '../pdf/qr-code.ts'
import { type Pdf, contentWidth, keepTogether } from '../pdf/pdf-document.ts'
import { ENGLISH, type Paper, money } from './loan-document-layout.ts'

/** The shop's UPI QR for an amount on a loan (issue 27); the deep link is built by core `upiPayUri`. */
export type DocumentUpi = { upiId: string; payeeName: string; uri: string; amountPaise: number }

const QR_SIZE = 96
const MUTED = '#555555'

/**
 * "Pay by UPI": the QR code at the left and, beside it, what it pays (the heading), to whom, the
 * amount and the note a payer sees. Drawn only where the shop has a UPI ID; kept on one page.
 */
export function upiBlock(
  doc: Pdf,
  upi: DocumentUpi,
  heading: string,
  loanNumber: string,
  caution: string,
  p: Paper = ENGLISH,
) {
  keepTogether(doc, QR_SIZE + 24)
  doc.moveDown(0.8)
  const left = doc.page.margins.left
  const top = doc.y
  drawQrCode(doc, upi.uri, left, top, QR_SIZE)
  const x = left + QR_SIZE + 14
  const width = contentWidth(doc) - QR_SIZE - 14
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#7a5c00')
    .text(heading, x, top + 4, { width })
    .fillColor('#000000')
  doc
    .font('regular')
    .fontSize(9.5)
    .text(p.t.common.upiScan(money(upi.amountPaise), upi.payeeName, upi.upiId), x, doc.y + 2, { width })
    .text(p.t.common.upiNote(loanNumber), x, doc.y + 1, { width })
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(caution, x, doc.y + 3, { width })
    .fillColor('#000000')
  doc.x = left
  doc.y = Math.max(doc.y, top + QR_SIZE) + 6
}
