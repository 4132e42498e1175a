import {
  type Milligrams,
  formatDecimal,
  formatGrams,
  formatPaise,
  ornamentWeights,
  purityTestLabel,
  totalWeights,
} from '@gold/core'
import { type Pdf, contentWidth, drawTable, imageDataUri, keepTogether } from '../pdf/pdf-document.ts'
import { heading, HEADING_HEIGHT, MUTED } from './certificate-layout.ts'
import type { ValuationDocument } from './valuation-document.ts'

/** A weight as the documents print it: grams to two decimals, Indian grouping. */
export const grams = (mg: Milligrams | bigint) => `${formatGrams(Number(mg))} g`

const PHOTO = { width: 100, height: 75, caption: 12 }

/** The ornaments, one line each with its purity test and weights, a total line, and how the weights are worked out. */
export function ornamentsTable(doc: Pdf, v: ValuationDocument['valuation']) {
  const rows = v.ornaments.map((o, i) => {
    const w = ornamentWeights(o)
    return [
      String(i + 1),
      o.type,
      String(o.quantity),
      purityTestLabel(o),
      grams(w.gross),
      grams(w.gross - w.net),
      grams(w.net),
      grams(w.fine),
      grams(w.equivalent22k),
      formatPaise(Number(o.estimatedValuePaise)),
    ]
  })
  const t = totalWeights(v.ornaments)
  rows.push([
    '',
    'Total',
    formatDecimal(v.ornaments.reduce((n, o) => n + o.quantity, 0)),
    '',
    grams(t.gross),
    grams(t.gross - t.net),
    grams(t.net),
    grams(v.totalNetWeightMg),
    grams(t.equivalent22k),
    formatPaise(Number(v.totalValuePaise)),
  ])
  const width = contentWidth(doc)
  drawTable(
    doc,
    [
      { header: '#', width: 16 },
      { header: 'Ornament', width: 80 },
      { header: 'Qty', width: 24, align: 'right' },
      { header: 'Purity and test', width: 86 },
      { header: 'Gross', width: 44, align: 'right' },
      { header: 'Less', width: 40, align: 'right' },
      { header: 'Net', width: 44, align: 'right' },
      { header: 'Fine', width: 44, align: 'right' },
      { header: '22K eq.', width: 46, align: 'right' },
      { header: 'Value', width: width - 424, align: 'right' },
    ],
    rows,
    { fontSize: 7.5, wrap: true, boldRows: [rows.length - 1] },
  )
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(
      'Weights in grams for the whole line. Less: stones and other deductions. Net = gross - deductions. ' +
        'Fine = net x purity (24K 0.999, 22K 0.916, 18K 0.75), valued at the 24K rate. 22K eq. = fine / 0.916.',
      doc.page.margins.left,
      doc.y + 3,
      { width },
    )
    .fillColor('#000000')
}

/** Ornament photos in rows of five, each with its line number; those that could not be printed are named. */
export function photosSection(doc: Pdf, d: ValuationDocument) {
  const { photos, skipped } = d.photos
  if (photos.size === 0 && skipped.size === 0) return
  const left = doc.page.margins.left
  const perRow = 5
  const gap = (contentWidth(doc) - perRow * PHOTO.width) / (perRow - 1)
  const numbered = d.valuation.ornaments.map((o, i) => ({ o, n: i + 1 }))
  const shown = numbered.filter(({ o }) => photos.has(o.id))
  const rowHeight = PHOTO.height + PHOTO.caption + 6
  keepTogether(doc, HEADING_HEIGHT + (shown.length > 0 ? rowHeight : 14))
  heading(doc, 'Ornament photos')
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
          .text('Photo could not be read', x + 4, top + 36, { width: PHOTO.width - 8 })
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
      .text(`Photo on file, not printed here: ${notPrinted.join(', ')}.`, left, doc.y + 2, { width: contentWidth(doc) })
      .fillColor('#000000')
}
