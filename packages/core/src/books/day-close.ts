import type { IsoDate } from '../shared/india-calendar.ts'
import {
  booksErrors,
  countersStillOpenError,
  dayAlreadyClosedError,
  dayClosedError,
  dayNotClosedError,
} from './books-errors.ts'

export type CounterState = { name: string; open: boolean }

/**
 * A business day closes once every counter of the shop is closed (the cash is counted and its
 * over/short posted), and only once.
 */
export function assertDayClosable(input: {
  date: IsoDate
  closedDays: ReadonlySet<IsoDate>
  counters: readonly CounterState[]
}): void {
  if (input.closedDays.has(input.date)) throw dayAlreadyClosedError(input.date)
  const open = input.counters.filter((c) => c.open).map((c) => c.name)
  if (open.length > 0) throw countersStillOpenError(open)
}

/**
 * Nothing is posted into a closed day: a back-dated payment, disbursement or voucher dated in it
 * is refused, so the day book the shop closed stays what it counted. Checked for every journal
 * date an event writes (a month-end accrual's reversal falls on the next day).
 */
export function assertDayOpenForPosting(date: IsoDate, closedDays: ReadonlySet<IsoDate>): void {
  if (closedDays.has(date)) throw dayClosedError(date)
}

/** Reopening a closed day is the owner's action, with a reason the API logs. */
export function assertDayReopenable(input: {
  date: IsoDate
  closedDays: ReadonlySet<IsoDate>
  isOwner: boolean
  reason?: string | null
}): string {
  if (!input.isOwner) throw booksErrors.error('reopenOwnerOnly')
  if (!input.closedDays.has(input.date)) throw dayNotClosedError(input.date)
  const reason = (input.reason ?? '').trim()
  if (reason.length < 2 || reason.length > 200) throw booksErrors.error('reopenReasonRequired')
  return reason
}
