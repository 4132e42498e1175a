import { z } from 'zod'
import { defineErrors } from '../shared/domain-error.ts'
import { addDays, type IsoDate } from '../shared/india-calendar.ts'
import { financialYearBegin, MAX_EXPORT_DAYS, parseBooksRange, type BooksRange } from './books-export-input.ts'

export const booksReadErrors = defineErrors({
  rangeTooLong: [400, `Choose at most ${MAX_EXPORT_DAYS} days at a time.`],
  accountRequired: [400, 'Choose an account.'],
})

/**
 * `from`/`to` of a book read (cash book, bank book, ledger, profit and loss, cash in hand): as the
 * exports' (`parseBooksRange`: calendar dates, not in the future, `from` on or before `to`, `from`
 * defaulting to the 1st of April of `to`'s financial year), at most 366 days.
 */
export const parseBooksReadRange = (fromRaw: unknown, toRaw: unknown, today: IsoDate): BooksRange =>
  parseBooksRange(fromRaw, toRaw, today, () => booksReadErrors.error('rangeTooLong'))

/** The account of a ledger read (`?account=` / `account`): a non-empty code; unknown codes are 404 later. */
export function parseAccountCode(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw booksReadErrors.error('accountRequired')
  return value.trim()
}

/** The day before the financial year of `asOf` began: the balance sheet's retained profit is the profit to it. */
export const dayBeforeFinancialYear = (asOf: IsoDate): IsoDate => addDays(financialYearBegin(asOf), -1)

/** tRPC inputs of the reads; dates and codes are checked in the service (it needs today and the chart). */
export const booksDateInput = z.object({ date: z.string().nullish() }).optional()
export const booksRangeInput = z.object({ from: z.string().nullish(), to: z.string().nullish() }).optional()
export const moneyBookInput = z
  .object({ from: z.string().nullish(), to: z.string().nullish(), account: z.string().nullish() })
  .optional()
export const ledgerInput = z.object({ account: z.string(), from: z.string().nullish(), to: z.string().nullish() })
export const accountAddInput = z.object({
  code: z.string(),
  name: z.string(),
  group: z.string(),
  money: z.enum(['Bank']).nullish(),
})
export const accountRenameInput = z.object({ code: z.string(), name: z.string() })
export const accountDeleteInput = z.object({ code: z.string() })
