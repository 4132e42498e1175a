import { defineErrors } from '../shared/domain-error.ts'
import { daysBetween, financialYearStartOfDate, type IsoDate } from '../shared/india-calendar.ts'
import { parseBooksDate } from './books-input.ts'
import type { TallyPart } from './tally-xml.ts'

/** The longest range one export reads: a financial year (a leap year's 366 days), built in memory. */
export const MAX_EXPORT_DAYS = 366

export const booksExportErrors = defineErrors({
  rangeReversed: [400, 'The from date must be on or before the to date.'],
  rangeTooLong: [400, `Export at most ${MAX_EXPORT_DAYS} days at a time.`],
  invalidPart: [400, 'part must be masters or vouchers.'],
})

/** The 1st of April that begins `date`'s financial year. */
export const financialYearBegin = (date: IsoDate): IsoDate => `${financialYearStartOfDate(date)}-04-01`

export type BooksRange = { from: IsoDate; to: IsoDate }

/**
 * `?from=&to=` of an export, each checked as the trial balance's `asOf` (`parseBooksDate`: a
 * calendar date, not in the future): `to` defaults to today, `from` to the 1st of April that
 * begins `to`'s financial year (the period an accountant imports); at most `MAX_EXPORT_DAYS` days.
 */
export function parseBooksRange(
  fromRaw: unknown,
  toRaw: unknown,
  today: IsoDate,
  tooLong: () => Error = () => booksExportErrors.error('rangeTooLong'),
): BooksRange {
  const to = parseBooksDate(toRaw, today)
  const from =
    fromRaw === undefined || fromRaw === null || fromRaw === ''
      ? financialYearBegin(to)
      : parseBooksDate(fromRaw, today)
  if (from > to) throw booksExportErrors.error('rangeReversed')
  if (daysBetween(from, to) + 1 > MAX_EXPORT_DAYS) throw tooLong()
  return { from, to }
}

/** `?part=` of the Tally download: absent or empty is both halves. */
export function parseTallyPart(value: unknown): TallyPart {
  if (value === undefined || value === '') return 'all'
  if (value === 'masters' || value === 'vouchers') return value
  throw booksExportErrors.error('invalidPart')
}
