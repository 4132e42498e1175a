import { overpaymentError, loanErrors } from './loans-errors.ts'
import { addDays, dayNumber, daysBetween, type IsoDate } from '../shared/india-calendar.ts'
import { interestNumerator, roundNumerator, simpleInterest } from './loan-interest.ts'
import type { ScheduledDue } from './loan-schedule.ts'

/** A payment as the dues see it: the part of it that went to interest and principal. */
export type PaymentTowardsDues = { paidOn: IsoDate; towardsDues: number }

/**
 * Everything the numbers of a loan depend on, read from its row and ledger (all paise). Interest
 * and penal charges are posted up to and including `lastPostedOn`.
 */
export type LoanPosition = {
  annualRateBp: number
  penalRateBp: number
  graceDays: number
  schedule: readonly ScheduledDue[]
  principalOutstanding: number
  /** Posted and not yet paid. */
  interestDue: number
  penalChargesDue: number
  /** Every penal charge ever posted (paid or not). */
  penalPosted: number
  lastPostedOn: IsoDate
  /** Oldest first. */
  payments: readonly PaymentTowardsDues[]
}

export type Components = { penalCharges: number; interest: number; principal: number }

/**
 * Penal charges accrued from the start to `asOf`, exact (loans.md section 2). A due is overdue
 * when payments made up to `graceDays` days after its due date do not cover it; it then accrues on
 * its uncovered part for every day after its due date, the uncovered part on a day being what the
 * payments made before that day leave of it. Computed whole each time, so what is posted is the
 * rounded total less what was posted before, and rounding never accumulates.
 */
export function penalNumerator(position: LoanPosition, asOf: IsoDate): bigint {
  if (position.penalRateBp <= 0) return 0n
  let total = 0n
  let dueBefore = 0
  for (const due of position.schedule) {
    const cumulative = dueBefore + due.amount
    dueBefore = cumulative
    const graceEnd = addDays(due.dueOn, position.graceDays)
    if (asOf <= graceEnd) continue
    const uncoveredAfter = (paid: number) => Math.min(due.amount, Math.max(0, cumulative - paid))
    if (uncoveredAfter(paidThrough(position.payments, graceEnd)) === 0) continue
    // Each day t in (dueOn, asOf] accrues on what payments made before t left uncovered.
    let segmentStart = dayNumber(due.dueOn) + 1
    let paid = paidThrough(position.payments, due.dueOn)
    const end = dayNumber(asOf)
    for (const p of position.payments) {
      const changesOn = dayNumber(p.paidOn) + 1
      if (changesOn <= segmentStart) continue
      if (changesOn > end) break
      total += interestNumerator(uncoveredAfter(paid), position.penalRateBp, changesOn - segmentStart)
      segmentStart = changesOn
      paid = paidThrough(position.payments, p.paidOn)
    }
    total += interestNumerator(uncoveredAfter(paid), position.penalRateBp, end - segmentStart + 1)
  }
  return total
}

const paidThrough = (payments: readonly PaymentTowardsDues[], date: IsoDate): number =>
  payments.reduce((sum, p) => (p.paidOn <= date ? sum + p.towardsDues : sum), 0)

/** Interest and penal charges accrued after `lastPostedOn` up to and including `asOf`, rounded as they would be posted. */
export function accrual(position: LoanPosition, asOf: IsoDate): { interest: number; penalCharges: number } {
  const days = Math.max(0, daysBetween(position.lastPostedOn, asOf))
  const interest = simpleInterest(position.principalOutstanding, position.annualRateBp, days)
  const penalCharges = Math.max(0, roundNumerator(penalNumerator(position, asOf)) - position.penalPosted)
  return { interest, penalCharges }
}

export type ClosureQuote = Components & { asOf: IsoDate; total: number }

/** What closes the loan on `asOf`: posted dues plus what would be posted that day (nothing is posted). */
export function closureQuote(position: LoanPosition, asOf: IsoDate): ClosureQuote {
  if (asOf < position.lastPostedOn) throw loanErrors.error('quoteBeforeLastPayment')
  const accrued = accrual(position, asOf)
  const penalCharges = position.penalChargesDue + accrued.penalCharges
  const interest = position.interestDue + accrued.interest
  const principal = position.principalOutstanding
  return { asOf, principal, interest, penalCharges, total: penalCharges + interest + principal }
}

/** Penal charges first, then interest, then principal (loans.md section 2); never more than each due. */
export function allocateLoanPayment(amount: number, due: Components): Components {
  const penalCharges = Math.min(amount, due.penalCharges)
  const interest = Math.min(amount - penalCharges, due.interest)
  const principal = Math.min(amount - penalCharges - interest, due.principal)
  return { penalCharges, interest, principal }
}

export type PaymentPlan = {
  /** Accrued since the last posting, posted as INTEREST and PENAL_CHARGE entries before the payment. */
  posted: { interest: number; penalCharges: number }
  allocation: Components
  /** The position after the postings and the payment. */
  after: LoanPosition
  /** True when the payment brings the amount to close to zero. */
  closes: boolean
}

/**
 * One payment of `amount` paise on `paidOn`: posts the accrual up to that day, allocates, and
 * refuses a date before the last posting or an amount above what closes the loan.
 */
export function planLoanPayment(position: LoanPosition, amount: number, paidOn: IsoDate): PaymentPlan {
  if (paidOn < position.lastPostedOn) throw loanErrors.error('paymentBeforeLastPayment')
  const quote = closureQuote(position, paidOn)
  if (amount > quote.total) throw overpaymentError(quote.total)
  const allocation = allocateLoanPayment(amount, quote)
  const posted = accrual(position, paidOn)
  const after: LoanPosition = {
    ...position,
    principalOutstanding: quote.principal - allocation.principal,
    interestDue: quote.interest - allocation.interest,
    penalChargesDue: quote.penalCharges - allocation.penalCharges,
    penalPosted: position.penalPosted + posted.penalCharges,
    lastPostedOn: paidOn,
    payments: [...position.payments, { paidOn, towardsDues: allocation.interest + allocation.principal }],
  }
  return { posted, allocation, after, closes: amount === quote.total }
}
