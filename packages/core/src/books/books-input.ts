import { z } from 'zod'
import { parseIsoDate, type IsoDate } from '../shared/india-calendar.ts'
import { booksErrors } from './books-errors.ts'

/**
 * `asOf` of a book read (trial balance, control check): absent or empty is today; a date that is
 * not a calendar date and a day after today are refused (issue 25's two REST reads).
 */
export function parseBooksDate(value: unknown, today: IsoDate): IsoDate {
  if (value === undefined || value === null || value === '') return today
  const date = parseIsoDate(value)
  if (date === null) throw booksErrors.error('invalidDate')
  if (date > today) throw booksErrors.error('futureDate')
  return date
}

/** tRPC input of the book reads: the date is checked by `parseBooksDate` in the service (it needs today). */
export const booksAsOfInput = z.object({ asOf: z.string().nullish() }).optional()
