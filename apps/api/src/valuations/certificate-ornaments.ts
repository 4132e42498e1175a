import {
  type Milligrams,
  formatDecimal,
  formatGrams,
  formatPaise,
  ornamentWeights,
  isPurity,
  totalWeights,
} from '@gold/core'
import { type Pdf, contentWidth, drawTable, imageDataUri, keepTogether } from '../pdf/pdf-document.ts'
import { heading, HEADING_HEIGHT, MUTED } from './certificate-layout.ts'
import type { CertificatePaper } from './certificate-paper.ts'
import type { ValuationDocument } from './valuation-document.ts'

/** A weight as the documents print it: grams to two decimals, Indian grouping. */
export const grams = (mg: Milligrams | bigint) => `${formatGrams(Number(mg))} g`

const PHOTO = { width: 100, height: 75, caption: 12 }

/** The ornaments, one line each with its purity test and weights, a total line, and how the weights are worked out. */
export function ornamentsTable(doc: Pdf, v: ValuationDocument['valuation'], paper: CertificatePaper) {
  const t = paper.t
  const rows = v.ornaments.map((o, i) => {
    const w = ornamentWeights(o)
    return [
      String(i + 1),
      o.type,
      String(o.quantity),
      t.purityTest(o.purityMethod, isPurity(o.purity) ? o.purity : null, o.purityVerified),
      grams(w.gross),
      grams(w.gross - w.net),
      grams(w.net),
      grams(w.fine),
      grams(w.equivalent22k),
      formatPaise(Number(o.estimatedValuePaise)),
    ]
  })
  const total = totalWeights(v.ornaments)
  rows.push([
    '',
    t.columns.total,
    formatDecimal(v.ornaments.reduce((n, o) => n + o.quantity, 0)),
    '',
    grams(total.gross),
    grams(total.gross - total.net),
    grams(total.net),
    grams(v.totalNetWeightMg),
    grams(total.equivalent22k),
    formatPaise(Number(v.totalValuePaise)),
  ])
  const width = contentWidth(doc)
  drawTable(
    doc,
    [
      { header: t.columns.number, width: 16 },
      { header: t.columns.ornament, width: 80 },
      { header: t.columns.quantity, width: 24, align: 'right' },
      { header: t.columns.purityTest, width: 86 },
      { header: t.columns.gross, width: 44, align: 'right' },
      { header: t.columns.less, width: 40, align: 'right' },
      { header: t.columns.net, width: 44, align: 'right' },
      { header: t.columns.fine, width: 44, align: 'right' },
      { header: t.columns.equivalent22k, width: 46, align: 'right' },
      { header: t.columns.value, width: width - 424, align: 'right' },
    ],
    rows,
    { fontSize: 7.5, wrap: true, boldRows: [rows.length - 1] },
  )
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(t.weightsNote, doc.page.margins.left, doc.y + 3, { width })
    .fillColor('#000000')
}

/** Ornament photos in rows of five, each with its line number; those that could not be printed are named. */
export function photosSection(doc: Pdf, d: ValuationDocument, paper: CertificatePaper) {
  const t = paper.t
  const { photos, skipped } = d.photos
  if (photos.size === 0 && skipped.size === 0) return
  const left = doc.page.margins.left
  const perRow = 5
  const gap = (contentWidth(doc) - perRow * PHOTO.width) / (perRow - 1)
  const numbered = d.valuation.ornaments.map((o, i) => ({ o, n: i + 1 }))
  const shown = numbered.filter(({ o }) => photos.has(o.id))
  const rowHeight = PHOTO.height + PHOTO.caption + 6
  keepTogether(doc, HEADING_HEIGHT + (shown.length > 0 ? rowHeight : 14))
  heading(doc, t.headings.photos)
  for (let i = 0; i < shown.length; i += perRow) {
    keepTogether(doc, rowHeight)
    const top = doc.y
    shown.slice(i, i + perRow).forEach(({ o, n }, c) => {
      const x = left + c * (PHOTO.width + gap)
      const bytes = photos.get(o.id)!
      doc.rect(x, top, PHOTO.width, PHOTO.height).lineWidth(0.5).strokeColor('#cccccc').stroke()
      try {
        doc.image(imageDataUri(bytes), x, top, {
          fit: [PHOTO.width, PHOTO.height],
          align: 'center',
          valign: 'center',
        })
      } catch {
        doc
          .fontSize(7)
          .fillColor(MUTED)
          .text(t.photoUnreadable, x + 4, top + 36, { width: PHOTO.width - 8 })
      }
      doc
        .font('regular')
        .fontSize(7.5)
        .fillColor('#000000')
        .text(`#${n} ${o.type}`, x, top + PHOTO.height + 2, { width: PHOTO.width, lineBreak: false, ellipsis: true })
    })
    doc.x = left
    doc.y = top + rowHeight
  }
  const notPrinted = numbered.filter(({ o }) => skipped.has(o.id)).map(({ o, n }) => `#${n} ${o.type}`)
  if (notPrinted.length > 0)
    doc
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(t.photosNotPrinted(notPrinted.join(', ')), left, doc.y + 2, { width: contentWidth(doc) })
      .fillColor('#000000')
}
