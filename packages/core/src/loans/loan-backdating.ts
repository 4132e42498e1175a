import { addMonthsClamped, daysBetween, formatIsoDate, type IsoDate } from '../shared/india-calendar.ts'

/**
 * A disbursement may be dated in the past (loans.md: `disbursedOn` only may not be in the future),
 * which is how a loan handed over on paper is entered later. Interest and due dates then run from
 * that date, so one dated further back than a week is read back to the clerk before it goes through.
 */
export const BACKDATING_CONFIRM_AFTER_DAYS = 7

/** `date` before `today` in words: "10 days ago", "3 months ago", "1 year and 2 months ago". */
export function howLongAgo(date: IsoDate, today: IsoDate): string {
  let months = 0
  while (addMonthsClamped(date, months + 1) <= today) months++
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (months === 0) return `${plural(daysBetween(date, today), 'day')} ago`
  const years = Math.floor(months / 12)
  const rest = months % 12
  if (years === 0) return `${plural(months, 'month')} ago`
  return rest === 0 ? `${plural(years, 'year')} ago` : `${plural(years, 'year')} and ${plural(rest, 'month')} ago`
}

/** What to say about a loan dated `disbursedOn`, when that is more than a week before `today`; else null. */
export function backdatingNotice(disbursedOn: IsoDate, today: IsoDate): string | null {
  if (daysBetween(disbursedOn, today) <= BACKDATING_CONFIRM_AFTER_DAYS) return null
  return `This loan is dated ${howLongAgo(disbursedOn, today)} (${formatIsoDate(disbursedOn)}).`
}
