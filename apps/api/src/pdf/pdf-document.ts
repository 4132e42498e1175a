import type { PaperLanguage } from '@gold/core'
import PDFDocument from 'pdfkit'
import { PRIMARY_FAMILY, useFonts } from './pdf-fonts.ts'
import { printOtherScripts } from './script-runs.ts'

export type Pdf = PDFKit.PDFDocument

/**
 * An image as pdfkit embeds it (PNG or JPEG, by its first byte). Bytes that crossed to a worker
 * thread are a plain Uint8Array, whose toString ignores an encoding, so the view is read as a Buffer.
 */
export function imageDataUri(bytes: Uint8Array): string {
  const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
  return `data:image/${bytes[0] === 0xff ? 'jpeg' : 'png'};base64,${base64}`
}

/** The language tag a PDF reader (and a screen reader) is told the document is in. */
const PDF_LANG: Record<PaperLanguage, string | undefined> = { en: undefined, hi: 'hi-IN', ta: 'ta-IN' }

/**
 * Render a PDF into a Buffer; `draw` lays out the pages with the embedded fonts registered:
 * `regular` and `bold` are the face of the document's language (English when not given), and a
 * run of text in another Indian script prints in that script's face.
 */
export function renderPdf(
  info: { title: string; author?: string; language?: PaperLanguage },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const language = info.language ?? 'en'
  return new Promise((resolve, reject) => {
    // font '': no default Helvetica. pdfkit would otherwise read and parse its AFM metrics file for
    // every document (a few milliseconds each) although every document switches to DejaVu at once.
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      font: '',
      info: { Title: info.title, Author: info.author ?? 'Gold Lending Platform' },
      bufferPages: true,
      ...(PDF_LANG[language] ? { lang: PDF_LANG[language] } : {}),
    })
    useFonts(doc, PRIMARY_FAMILY[language])
    printOtherScripts(doc, PRIMARY_FAMILY[language])
    doc.font('regular')
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      draw(doc)
      doc.end()
    } catch (e) {
      reject(e instanceof Error ? e : new Error(String(e)))
    }
  })
}

export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' }
export type TableOptions = {
  fontSize?: number
  /** Cells wrap onto more lines (each row as tall as its tallest cell) instead of being cut with an ellipsis. */
  wrap?: boolean
  /** Rows drawn in bold (a totals row), by index. */
  boldRows?: readonly number[]
}

export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right
const pageBottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom

/** Start a new page unless `height` more points fit on this one. */
export function keepTogether(doc: Pdf, height: number) {
  if (doc.y + height > pageBottom(doc)) doc.addPage()
}

/**
 * A ruled table that continues on a new page when it runs out of room. The header never stands
 * alone at the foot of a page (it moves to the next page with the first row) and is repeated at
 * the top of every page the table continues on.
 */
export function drawTable(doc: Pdf, columns: Column[], rows: string[][], options: TableOptions = {}) {
  const fontSize = options.fontSize ?? 9
  const left = doc.page.margins.left
  const pad = 4
  const bold = new Set(options.boldRows ?? [])
  const heightOf = (cells: string[], isBold: boolean) => {
    if (!options.wrap) return fontSize + 8
    doc.font(isBold ? 'bold' : 'regular').fontSize(fontSize)
    const tallest = Math.max(
      ...columns.map((col, i) => doc.heightOfString(cells[i] ?? '', { width: col.width - 6, align: col.align })),
    )
    return Math.ceil(tallest) + 2 * pad
  }
  const drawRow = (cells: string[], isBold: boolean, height: number) => {
    const y = doc.y
    let x = left
    doc.font(isBold ? 'bold' : 'regular').fontSize(fontSize)
    columns.forEach((col, i) => {
      doc.text(cells[i] ?? '', x + 3, y + pad, {
        width: col.width - 6,
        align: col.align ?? 'left',
        ...(options.wrap ? {} : { lineBreak: false, ellipsis: true }),
      })
      x += col.width
    })
    doc
      .moveTo(left, y + height)
      .lineTo(x, y + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke()
    doc.x = left
    doc.y = y + height
  }
  const header = columns.map((c) => c.header)
  const headerHeight = heightOf(header, true)
  rows.forEach((row, i) => {
    const height = heightOf(row, bold.has(i))
    // The first row always comes with the header; a later row that does not fit starts a page with the header again.
    if (i === 0) {
      keepTogether(doc, headerHeight + height)
      drawRow(header, true, headerHeight)
    } else if (doc.y + height > pageBottom(doc)) {
      doc.addPage()
      drawRow(header, true, headerHeight)
    }
    drawRow(row, bold.has(i), height)
  })
  if (rows.length === 0) {
    keepTogether(doc, headerHeight)
    drawRow(header, true, headerHeight)
  }
  doc.font('regular')
}
