import type { DayBook } from './day-book.ts'
import { rupeesCell, toCsv } from '../shared/csv.ts'
import { AGEING_BUCKETS, type AgeingReport, type PortfolioReport } from './report-figures.ts'

// The CSV writer moved to shared/ (the books write CSV too); exported here as before.
export { rupeesText, toCsv, type CsvCell, type CsvNumber } from '../shared/csv.ts'

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
