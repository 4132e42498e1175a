import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')

/** DejaVu Sans is embedded because the standard PDF fonts have no rupee sign (U+20B9). */
export const FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
}

export type Pdf = PDFKit.PDFDocument

/** Render a PDF into a Buffer; `draw` lays out the pages with the embedded fonts registered. */
export function renderPdf(info: { title: string; author?: string }, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: info.title, Author: info.author ?? 'Gold Lending Platform' }, bufferPages: true })
    doc.registerFont('regular', FONTS.regular)
    doc.registerFont('bold', FONTS.bold)
    doc.font('regular')
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      draw(doc)
      doc.end()
    } catch (e) {
      reject(e)
    }
  })
}

export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' }

/** A simple ruled table that continues on a new page when it runs out of room. */
export function drawTable(doc: Pdf, columns: Column[], rows: string[][], options: { fontSize?: number } = {}) {
  const fontSize = options.fontSize ?? 9
  const left = doc.page.margins.left
  const rowHeight = fontSize + 8
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage()
    const y = doc.y
    let x = left
    doc.font(bold ? 'bold' : 'regular').fontSize(fontSize)
    columns.forEach((col, i) => {
      doc.text(cells[i] ?? '', x + 3, y + 4, { width: col.width - 6, align: col.align ?? 'left', lineBreak: false, ellipsis: true })
      x += col.width
    })
    doc.moveTo(left, y + rowHeight).lineTo(x, y + rowHeight).lineWidth(0.5).strokeColor('#999999').stroke()
    doc.x = left
    doc.y = y + rowHeight
  }
  drawRow(columns.map((c) => c.header), true)
  for (const row of rows) drawRow(row, false)
  doc.font('regular')
}
