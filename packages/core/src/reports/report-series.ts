import { type IsoDate, addDays, addMonthsClamped } from '../shared/india-calendar.ts'
import { dayBookMode, DAY_BOOK_IN } from './day-book.ts'

/**
 * The days the outstanding chart samples: the last day of each of the `months - 1` months before
 * this one, then today (the running month so far); oldest first.
 */
export function monthEndsUpTo(today: IsoDate, months = 12): IsoDate[] {
  const firstOfMonth = `${today.slice(0, 7)}-01`
  const ends: IsoDate[] = []
  for (let back = months - 1; back >= 1; back--) ends.push(addDays(addMonthsClamped(firstOfMonth, 1 - back), -1))
  return [...ends, today]
}

/** Every day from `from` to `to`, inclusive. */
export function daysFrom(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d)
  return days
}

export type CollectionTotal = { postedOn: IsoDate; type: string; mode: string | null; amount: number }

export type CollectionsByDay = {
  /** Modes seen in the window, the day book's three first. */
  modes: string[]
  days: { date: IsoDate; total: number; byMode: Record<string, number> }[]
}

/** The day book's collections summed per day and mode, with every day of the window (zeros included). */
export function collectionsByDay(totals: readonly CollectionTotal[], from: IsoDate, to: IsoDate): CollectionsByDay {
  const modes = ['Cash', 'BankTransfer', 'UPI']
  const byDay = new Map(daysFrom(from, to).map((d): [IsoDate, Record<string, number>] => [d, {}]))
  for (const t of totals) {
    if (!(DAY_BOOK_IN as readonly string[]).includes(t.type)) continue
    const day = byDay.get(t.postedOn)
    if (!day) continue
    const mode = dayBookMode(t.type, t.mode)
    if (!modes.includes(mode)) modes.push(mode)
    day[mode] = (day[mode] ?? 0) + t.amount
  }
  return {
    modes,
    days: [...byDay].map(([date, sums]) => ({
      date,
      total: Object.values(sums).reduce((a, b) => a + b, 0),
      byMode: Object.fromEntries(modes.map((m) => [m, sums[m] ?? 0])),
    })),
  }
}
