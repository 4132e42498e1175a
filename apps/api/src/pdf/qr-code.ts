import QRCode from 'qrcode'
import type { Pdf } from './pdf-document.ts'

/**
 * A QR code drawn as vector squares (sharp at any print size, no image to embed), `size` points
 * square at (x, y), with the quiet zone of white around it that scanners need included.
 */
export function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 2
  const cell = size / (modules.size + 2 * quiet)
  doc.save()
  doc.rect(x, y, size, size).fill('#ffffff')
  doc.fillColor('#000000')
  const dark = (row: number, col: number) => col < modules.size && modules.data[row * modules.size + col] === 1
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules, so no hairline shows between neighbours.
    for (let col = 0; col < modules.size; col++) {
      if (!dark(row, col)) continue
      const start = col
      while (dark(row, col + 1)) col++
      doc.rect(x + (start + quiet) * cell, y + (row + quiet) * cell, (col - start + 1) * cell, cell)
    }
  }
  doc.fill('#000000')
  doc.restore()
}
