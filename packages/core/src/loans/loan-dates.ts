import { toIstWallClock } from '../billing/india-time.ts'

/**
 * A calendar date in India time, `YYYY-MM-DD` (loans.md conventions). Loans count days on the
 * calendar, never in hours, so dates are plain strings compared as strings and converted to day
 * numbers for arithmetic.
 */
export type IsoDate = string

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The date, or null when `value` is not a real `YYYY-MM-DD` calendar date. */
export function parseIsoDate(value: unknown): IsoDate | null {
  if (typeof value !== 'string') return null
  const m = ISO_DATE.exec(value)
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const d = new Date(Date.UTC(year, month - 1, day))
  if (year < 2000 || year > 2200) return null
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? value : null
}

/** The India calendar date on which `instant` falls. */
export const isoDateOf = (instant: Date): IsoDate => toIstWallClock(instant).toISOString().slice(0, 10)

/** Days since 1970-01-01 of a date. */
export const dayNumber = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS

export const dateOfDayNumber = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from)

export const addDays = (date: IsoDate, days: number): IsoDate => dateOfDayNumber(dayNumber(date) + days)

/** `months` calendar months after `date`, the day clamped to the month's end (31 Jan + 1 = 28/29 Feb). */
export function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const index = year * 12 + (month - 1) + months
  const y = Math.floor(index / 12)
  const m = index - y * 12
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return dateOfDayNumber(Date.UTC(y, m, Math.min(day, lastDay)) / DAY_MS)
}

export const laterDate = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b)

/** Sunday, by the calendar. */
export const isSunday = (date: IsoDate): boolean => new Date(`${date}T00:00:00Z`).getUTCDay() === 0

/**
 * The date `count` working days after `from` (loans.md section 4): Sundays and the shop's
 * holidays are not working days, `from` itself never counts.
 */
export function addWorkingDays(from: IsoDate, count: number, holidays: ReadonlySet<IsoDate>): IsoDate {
  let date = from
  for (let left = count; left > 0;) {
    date = addDays(date, 1)
    if (!isSunday(date) && !holidays.has(date)) left--
  }
  return date
}

/** `15 Mar 2026`, for documents. */
export function formatLoanDate(date: IsoDate): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return `${day} ${months[month - 1]} ${year}`
}
