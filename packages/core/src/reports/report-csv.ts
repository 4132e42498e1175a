import type { DayBook } from './day-book.ts'
import { AGEING_BUCKETS, type AgeingReport, type PortfolioReport } from './report-figures.ts'

export type CsvCell = string | number | null

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return)
 * is prefixed with `'`: a borrower named `=HYPERLINK(…)` must not become a live link in the
 * shop's spreadsheet (OWASP's CSV injection advice). Numbers are written as they are.
 */
const neutralised = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(cell: CsvCell): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return String(cell)
  const text = neutralised(cell)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A header row and the rows, each line ended by CRLF (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('')
}

const PORTFOLIO_COLUMNS = [
  'activeLoans',
  'principal',
  'interest',
  'penalCharges',
  'fineGoldGrams',
  'overdueLoans',
] as const

/** One row, the JSON's fields in the JSON's units (paise, grams). */
export const portfolioCsv = (r: PortfolioReport): string =>
  toCsv(PORTFOLIO_COLUMNS, [PORTFOLIO_COLUMNS.map((c) => r[c])])

/** One row per bucket, in the JSON's order. */
export const ageingCsv = (r: AgeingReport): string =>
  toCsv(
    ['bucket', 'loans', 'principal'],
    AGEING_BUCKETS.map((b) => [b, r[b].loans, r[b].principal]),
  )

export const DAY_BOOK_COLUMNS = [
  'section',
  'type',
  'loanNumber',
  'borrower',
  'mode',
  'reference',
  'receiptNumber',
  'amount',
  'principal',
  'interest',
  'penalCharges',
] as const

/** One row per entry: the disbursements, then the collections, each as the JSON lists them. */
export function dayBookCsv(book: DayBook): string {
  const rows = (section: 'disbursement' | 'collection', entries: DayBook['disbursements']['entries']) =>
    entries.map((e) => [
      section,
      e.type,
      e.loanNumber,
      e.borrower,
      e.mode,
      e.reference,
      e.receiptNumber,
      e.amount,
      e.principal,
      e.interest,
      e.penalCharges,
    ])
  return toCsv(DAY_BOOK_COLUMNS, [
    ...rows('disbursement', book.disbursements.entries),
    ...rows('collection', book.collections.entries),
  ])
}
