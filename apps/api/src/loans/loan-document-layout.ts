import {
  type PaperLanguage,
  type PaperStrings,
  amountInWords,
  formatGrams,
  formatPaise,
  paperDate,
  paperStrings,
  percentFigure,
} from '@gold/core'
import { type Pdf, contentWidth, keepTogether } from '../pdf/pdf-document.ts'
import { type DocumentIssuer, shopIdentityBlock } from '../pdf/shop-identity-block.ts'

/**
 * Who issues a loan document and to whom (every loan document starts with both), and the language
 * it prints in: the borrower's (English when not given).
 */
export type LoanDocumentParties = {
  shop: DocumentIssuer
  borrower: { name: string; phone: string; address: string | null }
  language?: PaperLanguage
}

/** A document's language with its strings and its date format. */
export type Paper = { language: PaperLanguage; t: PaperStrings; date: (date: string | null) => string }
export const paperOf = (language: PaperLanguage = 'en'): Paper => ({
  language,
  t: paperStrings(language),
  date: (date) => paperDate(language, date),
})
export const ENGLISH = paperOf('en')

/** A pledged ornament as the valuation recorded it; weights in grams, gross per piece. */
export type PledgedOrnament = {
  type: string
  quantity: number
  purity: string
  grossWeightMg: number
  netWeightMg: number
}
export type PledgedGold = { ornaments: PledgedOrnament[]; totalGrossWeightMg: number; totalNetWeightMg: number }

const GOLD = '#7a5c00'
const MUTED = '#555555'

export const money = (paise: number) => formatPaise(paise)
export const grams = (mg: number) => `${formatGrams(mg)} g`
export const percentAYear = (rate: number, p: Paper = ENGLISH) => p.t.common.percentAYear(percentFigure(rate))
export const loanDate = (date: string | null, p: Paper = ENGLISH) => p.date(date)
export const modeLabel = (mode: string, p: Paper = ENGLISH) => p.t.common.modes[mode] ?? mode
/** Document numbers contain slashes (`GL/2025/000001`), which a file name cannot. */
export const fileNameOf = (number: string, suffix = '') => `${number.replaceAll('/', '-')}${suffix}.pdf`

/** The shop's identity block, the document's title, then its number and date on one line. */
export function letterhead(
  doc: Pdf,
  parties: LoanDocumentParties,
  title: string,
  number: { label: string; value: string },
  date: { label: string; value: string },
) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  shopIdentityBlock(doc, parties.shop, paperOf(parties.language).t.common)
  doc.moveDown(0.3).font('bold').fontSize(13).fillColor(GOLD).text(title, { align: 'center' }).fillColor('#000000')
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .lineWidth(1)
    .strokeColor('#b8860b')
    .stroke()
  doc.moveDown(0.8)
  const y = doc.y
  doc
    .font('bold')
    .fontSize(10)
    .text(`${number.label}: ${number.value}`, left, y, { width: width / 2 })
  doc.text(`${date.label}: ${date.value}`, left + width / 2, y, { width: width / 2, align: 'right' })
  doc.x = left
  doc.font('regular')
}

export function section(doc: Pdf, text: string) {
  keepTogether(doc, 60)
  doc.moveDown(0.8).font('bold').fontSize(11).fillColor(GOLD).text(text, doc.page.margins.left).fillColor('#000000')
  doc.font('regular').fontSize(9.5).moveDown(0.2)
}

/** Label and value rows; `columns: 2` lays them out in two side-by-side columns. */
export function pairs(doc: Pdf, rows: [string, string][], columns: 1 | 2 = 1) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const colWidth = width / columns
  const labelWidth = 110
  for (let i = 0; i < rows.length; i += columns) {
    keepTogether(doc, 16)
    const y = doc.y
    let bottom = y
    rows.slice(i, i + columns).forEach(([label, value], c) => {
      const x = left + c * colWidth
      doc
        .font('bold')
        .fontSize(9.5)
        .text(label, x, y, { width: labelWidth - 6 })
      bottom = Math.max(bottom, doc.y)
      doc.font('regular').text(value, x + labelWidth, y, { width: colWidth - labelWidth - 8 })
      bottom = Math.max(bottom, doc.y)
    })
    doc.x = left
    doc.y = bottom + 2
  }
}

/** The borrower (the shop is in the letterhead), then the loan the document is about. */
export function borrowerBlock(doc: Pdf, parties: LoanDocumentParties, loan: [string, string][]) {
  const t = paperOf(parties.language).t.common
  section(doc, t.borrower)
  const rows: [string, string][] = [
    [t.name, parties.borrower.name],
    [t.phone, parties.borrower.phone],
  ]
  if (parties.borrower.address) rows.push([t.address, parties.borrower.address])
  pairs(doc, rows, 2)
  section(doc, t.loan)
  pairs(doc, loan, 2)
}

/**
 * A boxed headline amount with the amount in words under it (what a cash voucher is read by). A
 * long label wraps; the words go under whichever of label and amount ends lower, and the box grows.
 */
export function amountBox(doc: Pdf, label: string, paise: number, p: Paper = ENGLISH) {
  const words = amountInWords(p.language, paise)
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const labelWidth = width / 2
  const wordsWidth = width - 20
  const labelHeight = doc.font('bold').fontSize(11).heightOfString(label, { width: labelWidth })
  const wordsHeight = doc.font('regular').fontSize(8.5).heightOfString(words, { width: wordsWidth })
  const wordsTop = 8 + Math.max(labelHeight, 18) + 2
  const height = wordsTop + wordsHeight + 8
  keepTogether(doc, height + 14)
  doc.moveDown(0.6)
  const y = doc.y
  doc.rect(left, y, width, height).lineWidth(0.8).fillAndStroke('#fbf5e6', '#b8860b').fillColor('#000000')
  doc
    .font('bold')
    .fontSize(11)
    .text(label, left + 10, y + 8, { width: labelWidth })
  doc.fontSize(15).text(money(paise), left + width / 2, y + 6, { width: width / 2 - 10, align: 'right' })
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(words, left + 10, y + wordsTop, { width: wordsWidth })
    .fillColor('#000000')
  doc.x = left
  doc.y = y + height + 6
}

/** A small grey paragraph across the page. */
export function note(doc: Pdf, text: string) {
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(text, doc.page.margins.left, doc.y + 6, { width: contentWidth(doc) })
    .fillColor('#000000')
}

/** A cancelled document (issue 26): CANCELLED in red under its letterhead, with what cancelled it. */
export function cancelledStamp(doc: Pdf, text: string, p: Paper = ENGLISH) {
  const left = doc.page.margins.left
  doc
    .moveDown(0.4)
    .font('bold')
    .fontSize(18)
    .fillColor('#b00020')
    .text(p.t.common.cancelled, left, doc.y, { align: 'center' })
  doc
    .font('regular')
    .fontSize(9)
    .text(text, left, doc.y + 2, { width: contentWidth(doc), align: 'center' })
  doc.fillColor('#000000').moveDown(0.4)
}

/** Signature lines side by side at the right, kept on one page. */
export function signatures(doc: Pdf, labels: string[]) {
  keepTogether(doc, 80)
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const slot = Math.min(width / labels.length, 240)
  const start = left + width - slot * labels.length
  const y = doc.y + 44
  labels.forEach((label, i) => {
    const x = start + i * slot + 10
    doc
      .moveTo(x, y)
      .lineTo(x + slot - 20, y)
      .lineWidth(0.5)
      .strokeColor('#000000')
      .stroke()
    doc
      .font('regular')
      .fontSize(8.5)
      .text(label, x, y + 4, { width: slot - 20, align: 'center' })
  })
  doc.x = left
  doc.y = y + 20
}

/** Amounts under each other with their total in bold under a rule (a receipt's split, a balance). */
export function amountRows(doc: Pdf, rows: [string, number][], total: [string, number]) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const line = (label: string, paise: number, bold: boolean) => {
    keepTogether(doc, 18)
    const y = doc.y
    doc.font(bold ? 'bold' : 'regular').fontSize(10)
    doc.text(label, left + 3, y + 3, { width: width - 160 })
    doc.text(money(paise), left + width - 160, y + 3, { width: 157, align: 'right' })
    doc.x = left
    doc.y = y + 18
  }
  for (const [label, paise] of rows) line(label, paise, false)
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.8)
    .strokeColor('#000000')
    .stroke()
  line(total[0], total[1], true)
  doc.font('regular')
}

/** `Page n of m` and the document number at the foot of every page (call last). */
export function pageFooters(doc: Pdf, number: string, p: Paper = ENGLISH) {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(p.t.common.footer(number, i - range.start + 1, range.count), doc.page.margins.left, doc.page.height - 30, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      })
      .fillColor('#000000')
    doc.page.margins.bottom = bottom
  }
}
