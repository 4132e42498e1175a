import { z } from 'zod'
import { parseIsoDate, type IsoDate } from '../shared/india-calendar.ts'
import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { booksErrors } from './books-errors.ts'
import { assertCounterNumber } from './chart-of-accounts.ts'
import { checkCashCount, type CashCount } from './counter-cash.ts'

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

/** A counter count as sent: notes by denomination (`{"500": 4, "100": 10}`) and coins in paise. */
export type CashCountBody = { notes?: Partial<Record<string, number>>; coinsPaise?: number }

const countOf = (body: Record<string, unknown>) =>
  checkCashCount({
    notes: isRecord(body.count) && isRecord(body.count.notes) ? body.count.notes : {},
    coinsPaise: isRecord(body.count) ? body.count.coinsPaise : undefined,
  })

const counterNumberOf = (value: unknown): number => {
  if (typeof value !== 'number') throw booksErrors.error('invalidCounterNumber')
  return assertCounterNumber(value)
}

/** Opening a counter: its number (1 to 99) and the float counted into it. */
export function parseCounterOpen(raw: unknown): { counterNumber: number; count: CashCount } {
  const body = isRecord(raw) ? raw : {}
  return { counterNumber: counterNumberOf(body.counterNumber), count: countOf(body) }
}

/**
 * Closing a counter: the caller's own open counter, or the one numbered (a tenant admin closing a
 * counter left open); the count, and the reason the over/short journal needs (checked by core
 * `closeCounter` once the expected cash is known).
 */
export function parseCounterClose(raw: unknown): {
  counterNumber: number | null
  count: CashCount
  reason: string | null
} {
  const body = isRecord(raw) ? raw : {}
  const counterNumber =
    body.counterNumber === undefined || body.counterNumber === null ? null : counterNumberOf(body.counterNumber)
  return { counterNumber, count: countOf(body), reason: typeof body.reason === 'string' ? body.reason : null }
}

export const counterOpenInput = checkedBody<{ counterNumber: number; count: CashCountBody }>()(parseCounterOpen)
export const counterCloseInput = checkedBody<{
  counterNumber?: number | null
  count: CashCountBody
  reason?: string | null
}>()(parseCounterClose)

/** Closing a day: `date` (default today) is checked by `parseBooksDate` in the service. */
export const dayCloseInput = z.object({ date: z.string().nullish() }).optional()

/** Reopening a closed day: the date, and the reason the owner gives (checked by `assertDayReopenable`). */
export function parseDayReopen(raw: unknown): { date: IsoDate; reason: string | null } {
  const body = isRecord(raw) ? raw : {}
  const date = parseIsoDate(body.date)
  if (date === null) throw booksErrors.error('invalidDate')
  return { date, reason: typeof body.reason === 'string' ? body.reason : null }
}
export const dayReopenInput = checkedBody<{ date: string; reason: string }>()(parseDayReopen)

/** A correction: the journal reversed (today, sides swapped) and an optional narration. */
export function parseJournalReverse(raw: unknown): { journalId: string; narration: string | null } {
  const body = isRecord(raw) ? raw : {}
  if (typeof body.journalId !== 'string' || body.journalId === '') throw booksErrors.error('journalNotFound')
  return { journalId: body.journalId, narration: typeof body.narration === 'string' ? body.narration : null }
}
export const journalReverseInput = checkedBody<{ journalId: string; narration?: string | null }>()(parseJournalReverse)
