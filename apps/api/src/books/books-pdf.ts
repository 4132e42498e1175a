import { type Column, type Pdf, contentWidth, drawTable, keepTogether, renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import { type DocumentIssuer, shopIdentityBlock } from '../pdf/shop-identity-block.ts'

/**
 * One statement of the books as a PDF (day book, ledger, profit and loss, balance sheet): the
 * shop's letterhead, a title and period, summary figures, then ruled tables that continue on new
 * pages with their header repeated. Cells arrive formatted (`books-pdf-data.ts`), so the worker
 * only draws.
 */
export type BooksStatementTable = {
  heading: string
  columns: Column[]
  rows: string[][]
  boldRows?: number[]
}
export type BooksStatementData = {
  shop: DocumentIssuer
  title: string
  period: string
  summary: [string, string][]
  tables: BooksStatementTable[]
  /** Printed in every page's footer. */
  footer: string
}

const GOLD = '#7a5c00'
const MUTED = '#555555'

function heading(doc: Pdf, text: string) {
  keepTogether(doc, 60)
  doc.moveDown(0.8).font('bold').fontSize(11).fillColor(GOLD).text(text, doc.page.margins.left).fillColor('#000000')
  doc.font('regular').fontSize(9.5).moveDown(0.2)
}

function summaryRows(doc: Pdf, rows: [string, string][]) {
  const left = doc.page.margins.left
  const half = contentWidth(doc) / 2
  for (const [label, value] of rows) {
    keepTogether(doc, 16)
    const y = doc.y
    doc.font('bold').fontSize(10).text(label, left, y, { width: half })
    doc.font('regular').text(value, left + half, y, { width: half, align: 'right' })
    doc.x = left
    doc.y = Math.max(doc.y, y + 14)
  }
}

function footers(doc: Pdf, text: string) {
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
      .text(`${text} · page ${i - range.start + 1} of ${range.count}`, doc.page.margins.left, doc.page.height - 30, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      })
      .fillColor('#000000')
    doc.page.margins.bottom = bottom
  }
}

export function renderBooksStatement(d: BooksStatementData): Promise<Buffer> {
  return renderPdf({ title: `${d.title} ${d.period}`, author: d.shop.name }, (doc) => {
    shopIdentityBlock(doc, d.shop)
    doc.moveDown(0.3).font('bold').fontSize(13).fillColor(GOLD).text(d.title, { align: 'center' })
    doc.font('regular').fontSize(10).fillColor('#000000').text(d.period, { align: 'center' })
    doc.moveDown(0.6)
    summaryRows(doc, d.summary)
    for (const t of d.tables) {
      heading(doc, t.heading)
      drawTable(doc, t.columns, t.rows, { wrap: true, fontSize: 8.5, boldRows: t.boldRows ?? [] })
    }
    footers(doc, d.footer)
  })
}

export const booksStatementPdfKind = pdfKind('books-statement', renderBooksStatement)
