import { type Pdf, contentWidth, drawTable, keepTogether } from '../pdf/pdf-document.ts'
import { ENGLISH, type Paper, grams, loanDate, money, type PledgedGold } from './loan-document-layout.ts'

/** The pledged ornaments, one line each, with a total line. */
export function ornamentsTable(doc: Pdf, gold: PledgedGold, p: Paper = ENGLISH) {
  const width = contentWidth(doc)
  const c = p.t.common.ornamentColumns
  const rows = gold.ornaments.map((o, i) => [
    String(i + 1),
    o.type,
    String(o.quantity),
    o.purity,
    grams(o.grossWeightMg),
    grams(o.netWeightMg),
  ])
  rows.push([
    '',
    p.t.common.total,
    String(gold.ornaments.reduce((n, o) => n + o.quantity, 0)),
    '',
    grams(gold.totalGrossWeightMg),
    grams(gold.totalNetWeightMg),
  ])
  drawTable(
    doc,
    [
      { header: c.number, width: 24 },
      { header: c.ornament, width: width - 350 },
      { header: c.quantity, width: 56, align: 'right' },
      { header: c.purity, width: 70 },
      { header: c.grossEach, width: 100, align: 'right' },
      { header: c.netFine, width: 100, align: 'right' },
    ],
    rows,
    // Wrapped and measured: a header such as Tamil's "quantity" is wider than its column.
    { wrap: true, boldRows: [rows.length - 1] },
  )
}

/**
 * The schedule as `#, due date, amount`; more than six dues run in two columns side by side, each
 * page reading down its left column then its right, so a year of installments and the signatures
 * fit on one page and a long schedule still reads in order.
 */
export function scheduleTable(doc: Pdf, dues: { dueOn: string; amount: number }[], p: Paper = ENGLISH) {
  const c = p.t.common.scheduleColumns
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const halves = dues.length > 6 ? 2 : 1
  const gap = halves === 2 ? 24 : 0
  const half = (width - gap) / halves
  const rowHeight = 17
  const cells = (x: number, y: number, no: string, date: string, amount: string) => {
    doc.text(no, x + 3, y + 4, { width: 30, lineBreak: false })
    doc.text(date, x + 36, y + 4, { width: 110, lineBreak: false })
    doc.text(amount, x + 146, y + 4, { width: half - 149, align: 'right', lineBreak: false })
  }
  const rule = (y: number) => {
    for (let h = 0; h < halves; h++) {
      const x = left + h * (half + gap)
      doc
        .moveTo(x, y)
        .lineTo(x + half, y)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke()
    }
  }
  keepTogether(doc, rowHeight * 3)
  for (let next = 0; next < dues.length;) {
    if (next > 0) doc.addPage()
    const room = Math.floor((doc.page.height - doc.page.margins.bottom - doc.y) / rowHeight) - 1
    const chunk = dues.slice(next, next + room * halves)
    const rows = Math.ceil(chunk.length / halves)
    let y = doc.y
    doc.font('bold').fontSize(9)
    for (let h = 0; h < halves; h++) cells(left + h * (half + gap), y, c.number, c.dueOn, c.amount)
    rule(y + rowHeight)
    doc.font('regular')
    for (let i = 0; i < rows; i++) {
      y += rowHeight
      for (let h = 0; h < halves; h++) {
        const due = chunk[h * rows + i]
        const n = next + h * rows + i
        if (due) cells(left + h * (half + gap), y, String(n + 1), loanDate(due.dueOn, p), money(due.amount))
      }
      rule(y + rowHeight)
    }
    doc.y = y + rowHeight
    next += chunk.length
  }
  doc.x = left
}
