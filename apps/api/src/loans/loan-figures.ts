import {
  type CoveredDue,
  type IsoDate,
  type LoanPosition,
  type ScheduledDue,
  OPEN_LOAN_STATUSES,
  closureQuote,
  coverSchedule,
  daysPastDueOf,
  laterDate,
  liveEntries,
  loanSchedule,
  nextDueOf,
  paymentsTowardsDues,
  penalPostedOf,
} from '@gold/core'
import type { LedgerRecord, LoanRecord } from './loans-repository.ts'

/** The schedule the loan was opened with (its terms decide it; the EMI records hold a copy in rupees). */
export const scheduleOf = (loan: LoanRecord): ScheduledDue[] =>
  loanSchedule({
    scheme: loan.scheme,
    principal: loan.principal,
    annualRateBp: loan.annualRateBp,
    tenureMonths: loan.tenureMonths,
    disbursedOn: loan.disbursedOn,
  })

/** The stored loan and its ledger as core's `LoanPosition` (what every figure depends on). */
export function positionOf(loan: LoanRecord, ledger: readonly LedgerRecord[]): LoanPosition {
  const live = liveEntries(ledger)
  return {
    annualRateBp: loan.annualRateBp,
    penalRateBp: loan.penalRateBp,
    graceDays: loan.graceDays,
    schedule: scheduleOf(loan),
    principalOutstanding: loan.principalOutstanding,
    interestDue: loan.interestDue,
    penalChargesDue: loan.penalChargesDue,
    penalPosted: penalPostedOf(live),
    lastPostedOn: loan.lastPostedOn,
    // Auction proceeds cover dues as a payment does; a reversed payment covers nothing (issue 26).
    payments: paymentsTowardsDues(live),
  }
}

export const isOpen = (loan: Pick<LoanRecord, 'status'>): boolean =>
  (OPEN_LOAN_STATUSES as readonly string[]).includes(loan.status)

/**
 * An Auctioned loan whose sale did not cover the amount to close: the rest stays owed on the
 * loan's terms (interest on the principal left, penal charges on uncovered dues) and is paid as a
 * loan payment.
 */
export const owesShortfall = (
  loan: Pick<LoanRecord, 'status' | 'principalOutstanding' | 'interestDue' | 'penalChargesDue'>,
): boolean => loan.status === 'Auctioned' && loan.principalOutstanding + loan.interestDue + loan.penalChargesDue > 0

/** The loan still owes money: open, or Auctioned with a shortfall. */
export const isOwing = (loan: LoanRecord): boolean => isOpen(loan) || owesShortfall(loan)

export type LoanFigures = {
  outstanding: { principal: number; interest: number; penalCharges: number; total: number }
  nextDue: { dueOn: IsoDate; amount: number } | null
  daysPastDue: number
  coverage: CoveredDue[]
}

/**
 * The loan as of `today`: what closes it (zeros once it is closed), the earliest uncovered due
 * with what is still needed to cover it, and the days since that due date.
 */
export function loanFigures(loan: LoanRecord, ledger: readonly LedgerRecord[], today: IsoDate): LoanFigures {
  const position = positionOf(loan, ledger)
  const open = isOwing(loan)
  const coverage = coverSchedule(position.schedule, position.payments, !open)
  if (!open) {
    return {
      outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
      nextDue: null,
      daysPastDue: 0,
      coverage,
    }
  }
  // A payment is never dated after today, so the last posting is at most today; the guard only
  // keeps a clock set back from failing a read.
  const quote = closureQuote(position, laterDate(today, loan.lastPostedOn))
  return {
    outstanding: {
      principal: quote.principal,
      interest: quote.interest,
      penalCharges: quote.penalCharges,
      total: quote.total,
    },
    nextDue: nextDueOf(coverage),
    daysPastDue: daysPastDueOf(coverage, today),
    coverage,
  }
}
