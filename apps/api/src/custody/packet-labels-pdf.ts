import { packetLabelText } from '@gold/core'
import { renderPdf, type Pdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import { drawQrCode } from '../pdf/qr-code.ts'

export type PacketLabel = {
  number: string
  sealNo: string
  borrowerName: string | null
  /** The loan's number, else the valuation's certificate or gold receipt number. */
  reference: string | null
  placeLabel: string | null
}
export type PacketLabelsInput = { shopName: string; labels: PacketLabel[] }

const COLUMNS = 2
const ROWS = 6
const MARGIN = 24
const GAP = 8

/** One label: the QR code of `GOLD-PACKET:<number>` on the left, what a person reads on the right. */
function drawLabel(doc: Pdf, shopName: string, label: PacketLabel, x: number, y: number, w: number, h: number) {
  doc.save().lineWidth(0.5).dash(3, { space: 2 }).rect(x, y, w, h).stroke('#888888').undash().restore()
  const qr = h - 16
  drawQrCode(doc, packetLabelText(label.number), x + 8, y + 8, qr)
  const tx = x + qr + 16
  const tw = w - qr - 24
  doc
    .fillColor('#000000')
    .font('bold')
    .fontSize(14)
    .text(label.number, tx, y + 10, { width: tw, lineBreak: false })
  doc.font('regular').fontSize(8.5)
  const lines = [
    `Seal: ${label.sealNo}`,
    `Borrower: ${label.borrowerName ?? '-'}`,
    `Ref: ${label.reference ?? '-'}`,
    `Place: ${label.placeLabel ?? 'Not in the vault'}`,
  ]
  let ly = y + 32
  for (const line of lines) {
    doc.text(line, tx, ly, { width: tw, height: 12, ellipsis: true, lineBreak: false })
    ly += 14
  }
  doc
    .fontSize(7)
    .fillColor('#555555')
    .text(shopName, tx, y + h - 16, { width: tw, lineBreak: false, ellipsis: true })
  doc.fillColor('#000000')
}

/** A4 sheets of packet labels, 2 by 6 a page, cut along the dashed lines and stuck on the packets. */
export function renderPacketLabels(input: PacketLabelsInput): Promise<Buffer> {
  return renderPdf({ title: 'Gold packet labels', author: input.shopName }, (doc) => {
    const w = (doc.page.width - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS
    const h = (doc.page.height - 2 * MARGIN - (ROWS - 1) * GAP) / ROWS
    input.labels.forEach((label, i) => {
      const onPage = i % (COLUMNS * ROWS)
      if (i > 0 && onPage === 0) doc.addPage()
      const col = onPage % COLUMNS
      const row = Math.floor(onPage / COLUMNS)
      drawLabel(doc, input.shopName, label, MARGIN + col * (w + GAP), MARGIN + row * (h + GAP), w, h)
    })
  })
}

export const packetLabelsPdfKind = pdfKind('packet-labels', renderPacketLabels)
