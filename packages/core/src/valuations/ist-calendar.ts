/**
 * Shops run on Indian Standard Time (UTC+05:30, no daylight saving), so "which day" questions
 * (is this EMI due today, what date is one month after the valuation) are answered on the IST
 * calendar whatever the server's or browser's own time zone is.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export type CalendarDate = { year: number; month: number; day: number } // month is 0-11

/** The IST calendar date on which `instant` falls. */
export function istCalendarDate(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() }
}

/** Whole IST calendar days from `from` to `to` (0 when both fall on the same IST day). */
export function istDaysBetween(from: Date, to: Date): number {
  const dayIndex = (d: Date) => Math.floor((d.getTime() + IST_OFFSET_MS) / DAY_MS)
  return dayIndex(to) - dayIndex(from)
}

/** The instant the IST calendar day holding `instant` began (IST has no daylight saving). */
export function istDayStart(instant: Date): Date {
  return new Date(Math.floor((instant.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS)
}

/**
 * The calendar date `months` months after `date`, the day clamped to the target month's last day
 * (31 Jan + 1 month is 28 or 29 Feb).
 */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const target = new Date(Date.UTC(date.year, date.month + months, 1))
  const year = target.getUTCFullYear()
  const month = target.getUTCMonth()
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return { year, month, day: Math.min(date.day, lastDay) }
}

/**
 * A calendar date as the instant 00:00 UTC of that date: the same value `new Date('2025-03-15')`
 * gives, so it reads as that date both on the IST calendar (05:30 IST) and in a UTC rendering.
 */
export function dateOnlyInstant(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month, date.day))
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** `15 Mar 2025`, read on the IST calendar; for emails and PDFs. */
export function formatIstDate(instant: Date): string {
  const { year, month, day } = istCalendarDate(instant)
  return `${day} ${MONTHS[month]} ${year}`
}
