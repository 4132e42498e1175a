import type { DayBook } from './day-book.ts'
import { AGEING_BUCKETS, type AgeingReport, type PortfolioReport } from './report-figures.ts'

/** A number already written out (rupees to the paisa): written as it is, never neutralised. */
export type CsvNumber = { numeric: string }
export type CsvCell = string | number | CsvNumber | null

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
  if (typeof cell === 'object') return cell.numeric
  const text = neutralised(cell)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Integer paise as rupees with two decimals and no grouping (`2300.00`), a number every
 * spreadsheet reads as it is; loans.md's paise stay in the JSON. Integer arithmetic, so a large
 * amount is exact to the paisa.
 */
export function rupeesText(paise: number): string {
  const abs = Math.abs(paise)
  return `${paise < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const rupeesCell = (paise: number): CsvNumber => ({ numeric: rupeesText(paise) })

/** A header row and the rows, each line ended by CRLF (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('')
}

/** One row, the JSON's fields; amounts in rupees (their columns say so), grams as they are. */
export const portfolioCsv = (r: PortfolioReport): string =>
  toCsv(
    ['activeLoans', 'principalRupees', 'interestRupees', 'penalChargesRupees', 'fineGoldGrams', 'overdueLoans'],
    [
      [
        r.activeLoans,
        rupeesCell(r.principal),
        rupeesCell(r.interest),
        rupeesCell(r.penalCharges),
        r.fineGoldGrams,
        r.overdueLoans,
      ],
    ],
  )

/** One row per bucket, in the JSON's order. */
export const ageingCsv = (r: AgeingReport): string =>
  toCsv(
    ['bucket', 'loans', 'principalRupees'],
    AGEING_BUCKETS.map((b) => [b, r[b].loans, rupeesCell(r[b].principal)]),
  )

export const DAY_BOOK_COLUMNS = [
  'section',
  'type',
  'loanNumber',
  'borrower',
  'mode',
  'reference',
  'receiptNumber',
  'amountRupees',
  'principalRupees',
  'interestRupees',
  'penalChargesRupees',
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
      rupeesCell(e.amount),
      rupeesCell(e.principal),
      rupeesCell(e.interest),
      rupeesCell(e.penalCharges),
    ])

  return toCsv(DAY_BOOK_COLUMNS, [
    ...rows('disbursement', book.disbursements.entries),
    ...rows('collection', book.collections.entries),
  ])
}
