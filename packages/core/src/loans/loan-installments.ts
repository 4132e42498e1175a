import { coverSchedule } from './loan-coverage.ts'
import type { IsoDate } from '../shared/india-calendar.ts'
import type { PaymentTowardsDues } from './loan-position.ts'
import type { ScheduledDue } from './loan-schedule.ts'

/**
 * What happened to one installment, as the borrower and the counter see it:
 * - `paid`: the payments reached its whole amount;
 * - `partlyPaid`, `due`, `overdue`: the loan is still owed and the payments have not covered it
 *   (overdue once its date has passed; `paid` says how much of it was reached);
 * - `carried`: the loan was renewed before it was covered; what was left of it moved into the new loan;
 * - `settled`: the loan was closed (by a closing payment or the sale of the gold) before it was
 *   covered; the closing amount settled it, with less interest than the schedule expected.
 */
export type InstallmentState = 'paid' | 'partlyPaid' | 'due' | 'overdue' | 'carried' | 'settled'

/** How the loan ended, as far as its schedule is concerned. */
export type ScheduleEnding = 'open' | 'renewed' | 'closed' | 'sold'

export type Installment = { no: number; dueOn: IsoDate; amount: number; paid: number; state: InstallmentState }

/**
 * The ending of a loan's schedule from its status: an Auctioned loan with a shortfall is still owed
 * (its dues stay due), one without is ended by the sale.
 */
export function scheduleEndingOf(status: string, owing: boolean): ScheduleEnding {
  if (owing) return 'open'
  if (status === 'Renewed') return 'renewed'
  if (status === 'Auctioned') return 'sold'
  if (status === 'Closed' || status === 'Released') return 'closed'
  return 'open'
}

/**
 * Each installment with the money that actually reached it (paise) and its honest state. Unlike
 * `coverSchedule(…, closed)`, which calls every due of an ended loan covered (the loan owes nothing
 * more), an installment is `paid` only when the payments towards dues reached its whole amount.
 */
export function loanInstallments(
  schedule: readonly ScheduledDue[],
  payments: readonly PaymentTowardsDues[],
  ending: ScheduleEnding,
  asOf: IsoDate,
): Installment[] {
  return coverSchedule(schedule, payments).map((d, i) => ({
    no: i + 1,
    dueOn: d.dueOn,
    amount: d.amount,
    paid: d.paid,
    state: stateOf(d, ending, asOf),
  }))
}

function stateOf(d: { dueOn: IsoDate; paid: number; covered: boolean }, ending: ScheduleEnding, asOf: IsoDate) {
  if (d.covered) return 'paid'
  if (ending === 'renewed') return 'carried'
  if (ending === 'closed' || ending === 'sold') return 'settled'
  if (d.dueOn < asOf) return 'overdue'
  return d.paid > 0 ? 'partlyPaid' : 'due'
}

export type InstallmentCounts = Record<InstallmentState, number> & { total: number }

export function countInstallments(installments: readonly Pick<Installment, 'state'>[]): InstallmentCounts {
  const counts: InstallmentCounts = { total: 0, paid: 0, partlyPaid: 0, due: 0, overdue: 0, carried: 0, settled: 0 }
  for (const i of installments) {
    counts[i.state] += 1
    counts.total += 1
  }
  return counts
}

/** The state's name on a schedule (staff and borrower alike), for the way the loan ended. */
export function installmentStateLabel(state: InstallmentState, ending: ScheduleEnding): string {
  const labels: Record<InstallmentState, string> = {
    paid: 'Paid',
    partlyPaid: 'Partly paid',
    due: 'Due',
    overdue: 'Overdue',
    carried: 'Carried to new loan',
    settled: ending === 'sold' ? 'Settled by the sale' : 'Settled at closure',
  }
  return labels[state]
}

/**
 * One line counting the schedule: `3 of 12 paid · 9 carried to loan GL/2026-27/000004`,
 * `4 of 12 paid · 8 settled at closure`, `2 of 12 paid · 1 overdue`. `carriedTo` names the new loan.
 */
export function installmentSummary(
  installments: readonly Pick<Installment, 'state'>[],
  ending: ScheduleEnding,
  carriedTo: string | null = null,
): string {
  const c = countInstallments(installments)
  const parts = [`${c.paid} of ${c.total} paid`]
  if (c.carried > 0) parts.push(`${c.carried} carried to ${carriedTo ? `loan ${carriedTo}` : 'the new loan'}`)
  if (c.settled > 0) parts.push(`${c.settled} settled ${ending === 'sold' ? 'by the sale' : 'at closure'}`)
  if (c.overdue > 0) parts.push(`${c.overdue} overdue`)
  if (c.partlyPaid > 0) parts.push(`${c.partlyPaid} partly paid`)
  return parts.join(' · ')
}
