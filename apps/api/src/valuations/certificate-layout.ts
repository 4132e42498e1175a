import { formatIstClock, formatIstDate, rateSourceLabel as describeRateSource } from '@gold/core'
import { type Pdf, contentWidth } from '../pdf/pdf-document.ts'
import { type DocumentIssuer, shopIdentityBlock } from '../pdf/shop-identity-block.ts'
import { type CertificatePaper, certificatePaperOf } from './certificate-paper.ts'

const ENGLISH = certificatePaperOf('en')

/** Shared pieces of the valuation documents (certificate, gold receipt). */
export const GOLD = '#7a5c00'
export const MUTED = '#555555'
export type Rows = [string, string][]

/** `15 Mar 2025, 10:30 IST` */
export function formatIstDateTime(instant: Date): string {
  return `${formatIstDate(instant)}, ${formatIstClock(instant)} IST`
}

/** Where the rate came from, in the words the screens use (core `rateSourceLabel`), as a printed value. */
export function rateSourceLabel(source: string | null): string {
  if (!source) return 'Not recorded'
  const words = describeRateSource(source)
  // A source the screens have no words for prints as stored.
  return words === source ? source : words.charAt(0).toUpperCase() + words.slice(1)
}

/** A section heading takes at most this many points (a block that must stay with its heading adds it). */
export const HEADING_HEIGHT = 24

export function heading(doc: Pdf, text: string) {
  const left = doc.page.margins.left
  doc.y += 8
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor(GOLD)
    .text(text, left, doc.y, { width: contentWidth(doc), lineBreak: false })
  doc.fillColor('#000000').font('regular').fontSize(9)
  doc.y += 2
}

/** The shop's identity, the document's title centred in gold, and a gold rule under them. */
export function documentTitle(doc: Pdf, shop: DocumentIssuer, title: string, paper: CertificatePaper = ENGLISH) {
  shopIdentityBlock(doc, shop, paper.common)
  doc
    .moveDown(0.3)
    .font('bold')
    .fontSize(13)
    .fillColor(GOLD)
    .text(title, doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'center' })
    .fillColor('#000000')
  goldRule(doc)
}

export function goldRule(doc: Pdf) {
  const left = doc.page.margins.left
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + contentWidth(doc), doc.y + 4)
    .lineWidth(1)
    .strokeColor('#b8860b')
    .stroke()
  doc.y += 6
}

const LABEL_WIDTH = 96
const FONT_SIZE = 8.5

type PairsLayout = { columns?: 1 | 2; width?: number }

function layoutOf(doc: Pdf, options: PairsLayout) {
  const columns = options.columns ?? 1
  const colWidth = (options.width ?? contentWidth(doc)) / columns
  return { columns, colWidth, valueWidth: colWidth - LABEL_WIDTH - 8 }
}

/** How tall `pairs` will draw these rows. */
export function pairsHeight(doc: Pdf, rows: Rows, columns: 1 | 2 = 1) {
  const { valueWidth } = layoutOf(doc, { columns })
  let height = 0
  for (let i = 0; i < rows.length; i += columns) {
    const line = rows.slice(i, i + columns).map(([label, value]) => {
      doc.font('bold').fontSize(FONT_SIZE)
      const l = doc.heightOfString(label, { width: LABEL_WIDTH - 6 })
      doc.font('regular')
      return Math.max(l, doc.heightOfString(value, { width: valueWidth }))
    })
    height += Math.max(...line) + 2
  }
  return height
}

/** Label and value rows; `columns: 2` lays them out side by side, filling each line left to right. */
export function pairs(doc: Pdf, rows: Rows, options: PairsLayout = {}) {
  const left = doc.page.margins.left
  const { columns, colWidth, valueWidth } = layoutOf(doc, options)
  for (let i = 0; i < rows.length; i += columns) {
    const y = doc.y
    let bottom = y
    rows.slice(i, i + columns).forEach(([label, value], c) => {
      const x = left + c * colWidth
      doc
        .font('bold')
        .fontSize(FONT_SIZE)
        .text(label, x, y, { width: LABEL_WIDTH - 6 })
      bottom = Math.max(bottom, doc.y)
      doc.font('regular').text(value, x + LABEL_WIDTH, y, { width: valueWidth })
      bottom = Math.max(bottom, doc.y)
    })
    doc.x = left
    doc.y = bottom + 2
  }
}

/** A signature line with its caption under it. */
export function signatureLine(doc: Pdf, x: number, y: number, width: number, label: string) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor('#000000')
    .undash()
    .stroke()
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor('#000000')
    .text(label, x, y + 3, { width, align: 'center' })
}

/** A dashed box captioned "Shop seal", where the shop presses its seal beside the signatures. */
export function sealSpace(doc: Pdf, x: number, y: number, width: number, height: number, label = 'Shop seal') {
  doc.rect(x, y, width, height).dash(2, { space: 2 }).lineWidth(0.5).strokeColor('#999999').stroke().undash()
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(label, x, y + height / 2 - 4, { width, align: 'center' })
  doc.fillColor('#000000')
}

/** The same document twice, each starting on a new page: one the shop keeps, one the borrower takes. */
export const CERTIFICATE_COPIES = ['Shop copy', 'Borrower copy'] as const

/** Draws every copy of a document (`drawCopy` draws one), then marks each copy's pages. */
export function drawCopies(doc: Pdf, number: string, drawCopy: () => void, paper: CertificatePaper = ENGLISH) {
  const copies: { label: string; first: number; count: number }[] = []
  const labels = paper.language === 'en' ? CERTIFICATE_COPIES : [paper.t.copies.shop, paper.t.copies.borrower]
  labels.forEach((label, i) => {
    if (i > 0) doc.addPage()
    const first = doc.bufferedPageRange().count - 1
    drawCopy()
    copies.push({ label, first, count: doc.bufferedPageRange().count - first })
  })
  copyMarks(doc, number, copies, paper)
}

/**
 * Each copy's label at the top right of its pages and a footer with the document number, the copy
 * and `page n of m` counted within the copy (call last: the pages are buffered).
 */
function copyMarks(
  doc: Pdf,
  number: string,
  copies: { label: string; first: number; count: number }[],
  paper: CertificatePaper,
) {
  for (const copy of copies) {
    for (let p = 0; p < copy.count; p++) {
      doc.switchToPage(copy.first + p)
      const left = doc.page.margins.left
      const width = contentWidth(doc)
      const bottom = doc.page.margins.bottom
      // Writing inside the bottom margin would otherwise start a new page.
      doc.page.margins.bottom = 0
      const tag = copy.label.toUpperCase()
      doc.font('bold').fontSize(7.5)
      const tagWidth = doc.widthOfString(tag) + 12
      doc
        .roundedRect(left + width - tagWidth, 18, tagWidth, 14, 3)
        .lineWidth(0.6)
        .strokeColor('#b8860b')
        .stroke()
      doc
        .fillColor(GOLD)
        .text(tag, left + width - tagWidth, 21.5, { width: tagWidth, align: 'center', lineBreak: false })
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(MUTED)
        .text(paper.t.copyFooter(number, copy.label, p + 1, copy.count), left, doc.page.height - 30, {
          width,
          align: 'center',
          lineBreak: false,
        })
        .fillColor('#000000')
      doc.page.margins.bottom = bottom
    }
  }
}
