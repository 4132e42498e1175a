import { daysBetween, type IsoDate } from '../shared/india-calendar.ts'
import type { PaymentTowardsDues } from './loan-position.ts'
import type { ScheduledDue } from './loan-schedule.ts'

export type CoveredDue = ScheduledDue & { covered: boolean; paid: number }

/**
 * The schedule with what the payments cover (loans.md section 2): a due is covered when the
 * payments towards dues (their interest and principal; penal charges are a separate charge) reach
 * the sum of all dues up to and including it. `paid` is the part of each due the payments reach.
 * Every due of a closed loan is covered.
 */
export function coverSchedule(
  schedule: readonly ScheduledDue[],
  payments: readonly PaymentTowardsDues[],
  closed = false,
): CoveredDue[] {
  let left = payments.reduce((sum, p) => sum + p.towardsDues, 0)
  return schedule.map((due) => {
    const paid = closed ? due.amount : Math.min(due.amount, left)
    left -= Math.min(due.amount, left)
    return { ...due, paid, covered: paid === due.amount }
  })
}

/** The earliest due not yet covered with what is still needed to cover it, or null. */
export function nextDueOf(covered: readonly CoveredDue[]): { dueOn: IsoDate; amount: number } | null {
  const due = covered.find((d) => !d.covered)
  return due ? { dueOn: due.dueOn, amount: due.amount - due.paid } : null
}

/** Days since the earliest uncovered due date, 0 when it is today or later (or none is uncovered). */
export function daysPastDueOf(covered: readonly CoveredDue[], asOf: IsoDate): number {
  const due = covered.find((d) => !d.covered)
  return due ? Math.max(0, daysBetween(due.dueOn, asOf)) : 0
}
