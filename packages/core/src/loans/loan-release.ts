import { addWorkingDays, daysBetween, type IsoDate } from '../shared/india-calendar.ts'

/** Working days the shop has to hand the gold back after closure (RBI's 2025 directions). */
export const RELEASE_WORKING_DAYS = 7

/** Compensation per day of delay the regulator sets; a shop may pay more, never less. */
export const MIN_RELEASE_COMPENSATION_PER_DAY_PAISE = 500_000

export const releaseDueBy = (closedOn: IsoDate, holidays: ReadonlySet<IsoDate>): IsoDate =>
  addWorkingDays(closedOn, RELEASE_WORKING_DAYS, holidays)

/** Calendar days after `dueBy` the gold went back, and the compensation owed for them. */
export function releaseDelay(
  dueBy: IsoDate,
  releasedOn: IsoDate,
  perDayPaise: number,
): { delayDays: number; compensation: number } {
  const delayDays = Math.max(0, daysBetween(dueBy, releasedOn))
  return { delayDays, compensation: delayDays * Math.max(perDayPaise, MIN_RELEASE_COMPENSATION_PER_DAY_PAISE) }
}

/** Days left before the deadline (negative once it has passed). */
export const releaseDaysLeft = (dueBy: IsoDate, today: IsoDate): number => daysBetween(today, dueBy)
