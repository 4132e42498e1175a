import { booksErrors } from '@gold/core/books/books-errors'
import type { ErrorCode, FormErrors } from '@gold/ui'
import { countProblems, countTotalPaise, type CountField, type CountValues } from './cash-count.ts'

export type OpenCounterValues = CountValues & { counterNumber: string }
export type CloseCounterValues = CountValues & { reason: string }

/** A counter number as typed: a whole number 1 to 99, else null. */
export function counterNumberOf(text: string): number | null {
  const t = text.trim()
  return /^\d{1,2}$/.test(t) && Number(t) >= 1 ? Number(t) : null
}

export function openCounterProblems(v: OpenCounterValues): FormErrors<CountField | 'counterNumber'> {
  const errors: FormErrors<CountField | 'counterNumber'> = countProblems(v)
  if (counterNumberOf(v.counterNumber) === null) errors.counterNumber = booksErrors.table.invalidCounterNumber.message
  return errors
}

/** Counted minus expected: negative is a shortage. */
export const differenceOf = (v: CountValues, expectedPaise: number) => countTotalPaise(v) - expectedPaise

/** The reason is required (2 to 200 characters) only when the count does not match the books. */
export function closeCounterProblems(v: CloseCounterValues, expectedPaise: number): FormErrors<CountField | 'reason'> {
  const errors: FormErrors<CountField | 'reason'> = countProblems(v)
  const reason = v.reason.trim()
  if (differenceOf(v, expectedPaise) !== 0 && (reason.length < 2 || reason.length > 200))
    errors.reason = booksErrors.table.overShortReasonRequired.message
  return errors
}

type BooksCode = ErrorCode<typeof booksErrors>

export const OPEN_COUNTER_ERROR_FIELDS = {
  invalidCounterNumber: 'counterNumber',
  counterAlreadyOpen: 'counterNumber',
  invalidCoins: 'coins',
} as const satisfies Partial<Record<BooksCode, keyof OpenCounterValues>>

export const CLOSE_COUNTER_ERROR_FIELDS = {
  invalidCoins: 'coins',
  overShortReasonRequired: 'reason',
} as const satisfies Partial<Record<BooksCode, keyof CloseCounterValues>>
