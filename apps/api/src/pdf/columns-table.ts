import { type Column, type Pdf, contentWidth, keepTogether } from './pdf-document.ts'

export type ColumnsTableOptions = {
  /** Side-by-side groups of the columns per page (a long schedule in two halves). */
  groups: 1 | 2
  fontSize?: number
  /** Drawn just above the table's first rows and kept with them (its section heading), `height` points tall. */
  lead?: { height: number; draw: () => void }
  /**
   * Room to leave after the table on its last page for what must follow it on the same page (a
   * certificate's declaration and signatures). When it does not fit, the whole table moves to the
   * next page if it has not started yet and fits there; otherwise its last rows do, so what follows
   * never starts a page alone.
   */
  reserveAfter?: number
}

const ROW_HEIGHT_EXTRA = 8
const GAP = 24

/**
 * Rows in `groups` side-by-side groups of `columns`, each page reading down its left group then its
 * right, a header over every group. A header never stands without rows under it.
 */
export function columnsTable(doc: Pdf, columns: Column[], rows: string[][], options: ColumnsTableOptions) {
  const fontSize = options.fontSize ?? 8.5
  const rowHeight = fontSize + ROW_HEIGHT_EXTRA
  const left = doc.page.margins.left
  const groups = rows.length > 6 ? options.groups : 1
  const groupWidth = columns.reduce((w, c) => w + c.width, 0)
  const gap = groups === 2 ? Math.max(GAP, contentWidth(doc) - 2 * groupWidth) : 0
  const bottom = () => doc.page.height - doc.page.margins.bottom
  const reserve = options.reserveAfter ?? 0
  const leadHeight = options.lead?.height ?? 0
  const heightOf = (count: number) => rowHeight * (1 + Math.ceil(count / groups))

  const drawChunk = (chunk: string[][]) => {
    const perGroup = Math.ceil(chunk.length / groups)
    const top = doc.y
    for (let g = 0; g < groups; g++) {
      const x0 = left + g * (groupWidth + gap)
      const drawCells = (cells: string[], y: number, bold: boolean) => {
        let x = x0
        doc.font(bold ? 'bold' : 'regular').fontSize(fontSize)
        columns.forEach((col, i) => {
          doc.text(cells[i] ?? '', x + 3, y + 4, {
            width: col.width - 6,
            align: col.align ?? 'left',
            lineBreak: false,
            ellipsis: true,
          })
          x += col.width
        })
        doc
          .moveTo(x0, y + rowHeight)
          .lineTo(x0 + groupWidth, y + rowHeight)
          .lineWidth(0.5)
          .strokeColor('#999999')
          .stroke()
      }
      const groupRows = chunk.slice(g * perGroup, (g + 1) * perGroup)
      if (groupRows.length === 0) continue
      drawCells(
        columns.map((c) => c.header),
        top,
        true,
      )
      groupRows.forEach((cells, i) => drawCells(cells, top + rowHeight * (i + 1), false))
    }
    doc.x = left
    doc.y = top + rowHeight * (1 + perGroup)
    doc.font('regular')
  }

  let next = 0
  let started = false
  while (next < rows.length) {
    const lead = started ? 0 : leadHeight
    const remaining = rows.length - next
    const freshPage = doc.y <= doc.page.margins.top + 1
    const fitsRows = Math.floor((bottom() - doc.y - lead) / rowHeight) - 1
    if (fitsRows < Math.min(2, Math.ceil(remaining / groups))) {
      doc.addPage()
      continue
    }
    let take = Math.min(remaining, fitsRows * groups)
    if (take === remaining && !freshPage && doc.y + lead + heightOf(remaining) + reserve > bottom()) {
      const pageRoom = bottom() - doc.page.margins.top
      if (!started && lead + heightOf(remaining) + reserve <= pageRoom) {
        doc.addPage()
        continue
      }
      // Leave two rows of each group (or all there are) for the next page, with what follows.
      take = remaining - Math.min(remaining, 2 * groups)
      if (take <= 0) {
        doc.addPage()
        continue
      }
    }
    if (!started) options.lead?.draw()
    started = true
    drawChunk(rows.slice(next, next + take))
    next += take
    if (next < rows.length) doc.addPage()
  }
  if (rows.length === 0) keepTogether(doc, rowHeight)
}
