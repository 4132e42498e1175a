import { MIN_RELEASE_COMPENSATION_PER_DAY_PAISE } from '../loans/loan-release.ts'
import { addDays, daysBetween, type IsoDate } from '../shared/india-calendar.ts'

/**
 * A slot the borrower booked and did not come to, and the day they booked again (null: not yet).
 * Under the pause rule the days from the missed slot up to that new booking are the borrower's
 * delay, not the shop's (RBI: compensation is for delay attributable to the lender).
 */
export type MissedSlot = { slotDate: IsoDate; rebookedOn: IsoDate | null }

export type ClockRules = {
  /** The 7-working-day deadline (`releaseDueBy`, set at closure). */
  dueBy: IsoDate
  /** Whether a borrower's missed slot pauses the clock (a shop setting; off keeps loans.md 6's figure). */
  missesPauseClock: boolean
  misses: readonly MissedSlot[]
}

/** A day the borrower's missed slot accounts for: on or after the missed slot and before they booked again. */
export const excusedByMiss = (day: IsoDate, misses: readonly MissedSlot[]): boolean =>
  misses.some((m) => m.slotDate <= day && (m.rebookedOn === null || day < m.rebookedOn))

/**
 * The calendar days of delay after the deadline up to and including `through` (loans.md 6 counts
 * calendar days, as core `releaseDelay` does), split into the days the borrower's missed slots
 * account for and the days the shop owes for.
 */
export function delayDaysThrough(
  rules: ClockRules,
  through: IsoDate,
): { late: IsoDate[]; excused: IsoDate[]; owed: IsoDate[] } {
  const count = Math.max(0, daysBetween(rules.dueBy, through))
  const late = Array.from({ length: count }, (_, i) => addDays(rules.dueBy, i + 1))
  const excused = rules.missesPauseClock ? late.filter((d) => excusedByMiss(d, rules.misses)) : []
  const owed = late.filter((d) => !excused.includes(d))
  return { late, excused, owed }
}

export const compensationPerDay = (settingPaise: number) =>
  Math.max(settingPaise, MIN_RELEASE_COMPENSATION_PER_DAY_PAISE)

/**
 * The days the daily job posts today: each owed day up to yesterday not posted yet. A day is posted
 * once it is over, so a slot missed that day (marked by the end-of-day job before this runs) is
 * known before the day's compensation is; the release posts the day it happens on itself.
 */
export function daysToAccrue(rules: ClockRules, today: IsoDate, accrued: ReadonlySet<IsoDate>): IsoDate[] {
  return delayDaysThrough(rules, addDays(today, -1)).owed.filter((d) => !accrued.has(d))
}

export type AccruedDay = { day: IsoDate; amountPaise: number }

/**
 * The compensation at release: what the daily job already posted stands (the books are append-only,
 * so a slot marked missed after its day was posted changes nothing posted), plus every other owed
 * day at today's rate. With the pause rule off and the rate unchanged this is core `releaseDelay`'s
 * figure, day for day; `remainder` is what the release itself posts.
 */
export function compensationAtRelease(
  rules: ClockRules,
  releasedOn: IsoDate,
  perDaySetting: number,
  accrued: readonly AccruedDay[],
): { delayDays: number; excusedDays: number; compensation: number; remainder: number } {
  const { late, excused, owed } = delayDaysThrough(rules, releasedOn)
  const posted = new Set(accrued.map((a) => a.day))
  const remainder = owed.filter((d) => !posted.has(d)).length * compensationPerDay(perDaySetting)
  const accruedTotal = accrued.reduce((sum, a) => sum + a.amountPaise, 0)
  return { delayDays: late.length, excusedDays: excused.length, compensation: accruedTotal + remainder, remainder }
}

export type ReleaseClock = {
  dueBy: IsoDate
  /** Days left before the deadline (0 on the day; negative once it has passed). */
  daysLeft: number
  daysLate: number
  /** Late days the borrower's missed slots account for (0 unless the pause rule is on). */
  excusedDays: number
  /** The compensation owed so far, today included (what a release today would state). */
  compensationSoFar: number
  state: 'onTime' | 'dueToday' | 'late' | 'paused'
}

/** The release desk's clock of a closed loan still holding its gold, as of `today`. */
export function releaseClock(
  rules: ClockRules,
  today: IsoDate,
  perDaySetting: number,
  accrued: readonly AccruedDay[],
): ReleaseClock {
  const daysLeft = daysBetween(today, rules.dueBy)
  const figures = compensationAtRelease(rules, today, perDaySetting, accrued)
  const pausedToday = rules.missesPauseClock && daysLeft < 0 && excusedByMiss(today, rules.misses)
  return {
    dueBy: rules.dueBy,
    daysLeft,
    daysLate: figures.delayDays,
    excusedDays: figures.excusedDays,
    compensationSoFar: figures.compensation,
    state: daysLeft > 0 ? 'onTime' : daysLeft === 0 ? 'dueToday' : pausedToday ? 'paused' : 'late',
  }
}
