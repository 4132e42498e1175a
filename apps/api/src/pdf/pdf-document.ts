import { readFileSync } from 'node:fs'
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

type FontName = keyof typeof FONTS
/** The pdfkit internals `useSharedFonts` relies on (pdfkit 0.17); absent ones disable the sharing. */
type PdfInternals = {
  _font?: { font?: unknown; constructor: unknown }
  _fontFamilies?: Record<string, unknown>
  _fontCount?: number
}
type EmbeddedFontClass = new (doc: Pdf, font: unknown, id: string) => unknown
type SharedFonts = {
  EmbeddedFont: EmbeddedFontClass
  parsed: Record<FontName, unknown>
  layouts: Record<FontName, LayoutCache>
}
/** pdfkit's per-font cache of laid-out words (text -> glyph run); runs are only read once made. */
type LayoutCache = Record<string, unknown>

/** Words kept in a shared layout cache before it is started afresh (names and numbers keep coming). */
const LAYOUT_CACHE_WORDS = 5000
let documentsSinceCheck = 0

let sharedFonts: SharedFonts | null | undefined

/**
 * Each font parsed once per process. pdfkit parses a registered font file per document, and the
 * parsed font decodes its OpenType layout tables lazily, so every document paid that again (about
 * 30 ms per DejaVu face, most of a certificate's render time). Only the parsed font is shared;
 * each document still gets its own embedded-font object and glyph subset. Null when this pdfkit
 * does not look as expected, and documents then load their fonts the ordinary way.
 */
function loadSharedFonts(): SharedFonts | null {
  if (sharedFonts !== undefined) return sharedFonts
  try {
    const probe = new PDFDocument() as Pdf & PdfInternals
    const parsed = {} as Record<FontName, unknown>
    let EmbeddedFont: unknown
    for (const name of Object.keys(FONTS) as FontName[]) {
      probe.font(readFileSync(FONTS[name]))
      parsed[name] = probe._font?.font
      EmbeddedFont = probe._font?.constructor
    }
    const usable =
      typeof EmbeddedFont === 'function' &&
      Object.values(parsed).every((f) => typeof f === 'object' && f !== null) &&
      typeof probe._fontFamilies === 'object' &&
      typeof probe._fontCount === 'number'
    sharedFonts = usable ? { EmbeddedFont: EmbeddedFont as EmbeddedFontClass, parsed, layouts: freshLayouts() } : null
  } catch {
    sharedFonts = null
  }
  return sharedFonts
}

const freshLayouts = (): Record<FontName, LayoutCache> => ({
  regular: Object.create(null) as LayoutCache,
  bold: Object.create(null) as LayoutCache,
})

/**
 * Register 'regular' and 'bold' on `doc`, from the shared parsed fonts when possible. The word
 * layouts (fontkit's OpenType shaping, which depends only on the font and the text) are shared
 * too: pdfkit caches them per embedded font, i.e. per document, so every document shaped the same
 * headings and labels again. Each document still records its own glyph subset when it encodes.
 */
function useFonts(doc: Pdf) {
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  const shared = loadSharedFonts()
  const internals = doc as Pdf & PdfInternals
  if (!shared || !internals._fontFamilies || typeof internals._fontCount !== 'number') return
  if (++documentsSinceCheck >= 100) {
    documentsSinceCheck = 0
    if (Object.values(shared.layouts).some((cache) => Object.keys(cache).length > LAYOUT_CACHE_WORDS))
      shared.layouts = freshLayouts()
  }
  // F1 stays the default font's name (see renderPdf), so documents keep the resource names they had.
  internals._fontCount = Math.max(internals._fontCount, 1)
  for (const name of Object.keys(FONTS) as FontName[]) {
    // pdfkit's font(name) finds a registered font under its name in _fontFamilies before opening the file.
    const font = new shared.EmbeddedFont(doc, shared.parsed[name], `F${++internals._fontCount}`) as {
      layoutCache?: LayoutCache
    }
    if (font.layoutCache) font.layoutCache = shared.layouts[name]
    internals._fontFamilies[name] = font
  }
}

/**
 * An image as pdfkit embeds it (PNG or JPEG, by its first byte). Bytes that crossed to a worker
 * thread are a plain Uint8Array, whose toString ignores an encoding, so the view is read as a Buffer.
 */
export function imageDataUri(bytes: Uint8Array): string {
  const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
  return `data:image/${bytes[0] === 0xff ? 'jpeg' : 'png'};base64,${base64}`
}

/** Render a PDF into a Buffer; `draw` lays out the pages with the embedded fonts registered. */
export function renderPdf(info: { title: string; author?: string }, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // font '': no default Helvetica. pdfkit would otherwise read and parse its AFM metrics file for
    // every document (a few milliseconds each) although every document switches to DejaVu at once.
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      font: '',
      info: { Title: info.title, Author: info.author ?? 'Gold Lending Platform' },
      bufferPages: true,
    })
    useFonts(doc)
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
