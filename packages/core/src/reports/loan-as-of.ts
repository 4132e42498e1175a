import { coverSchedule, daysPastDueOf } from '../loans/loan-coverage.ts'
import type { IsoDate } from '../shared/india-calendar.ts'
import { type LoanPosition, closureQuote } from '../loans/loan-position.ts'
import { type LoanTerms, loanSchedule } from '../loans/loan-schedule.ts'
import { OPEN_LOAN_STATUSES } from '../loans/loan-state.ts'
import { liveEntries } from '../loans/loan-live-ledger.ts'

/** One ledger entry as the reports read it (paise; loans.md section 2's ledger). */
export type ReportLedgerEntry = {
  type: string
  principal: number
  interest: number
  penalCharges: number
  postedOn: IsoDate
  /** Needed to read corrections: a REVERSAL names the entry it reverses (issue 26). */
  id?: string
  reversesId?: string | null
}

/** A loan with its whole ledger, oldest entry first: everything a report needs to replay it. */
export type ReportLoan = LoanTerms & {
  id: string
  status: string
  penalRateBp: number
  graceDays: number
  closedOn: IsoDate | null
  auctionedOn: IsoDate | null
  /** Grams of fine gold pledged (the valuation's total net weight). */
  fineGoldGrams: number
  ledger: readonly ReportLedgerEntry[]
}

/** The figures of a loan that was open at the end of a day (paise). */
export type LoanAsOf = {
  principal: number
  interest: number
  penalCharges: number
  daysPastDue: number
  fineGoldGrams: number
}

/** Entries that take money (or carried principal) off the balances: penal charges, interest, principal. */
const SETTLING = new Set(['PAYMENT', 'AUCTION', 'RENEWAL', 'WAIVER', 'WRITE_OFF'])

/**
 * The day a loan stopped being open (Active or AuctionNoticed), or null while it is open: the
 * closing payment's day, the auction's day, or the renewal's day (its RENEWAL entry).
 */
export function loanEndedOn(loan: ReportLoan): IsoDate | null {
  if ((OPEN_LOAN_STATUSES as readonly string[]).includes(loan.status)) return null
  if (loan.closedOn) return loan.closedOn
  if (loan.auctionedOn) return loan.auctionedOn
  const renewal = loan.ledger.filter((e) => e.type === 'RENEWAL').pop()
  return renewal?.postedOn ?? loan.ledger[loan.ledger.length - 1]?.postedOn ?? loan.disbursedOn
}

/**
 * The loan as it stood at the end of `asOf` (null when it was not open that day): the ledger
 * replayed up to and including `asOf`, then what a closure quote would add for the days after
 * the last posting (interest and penal charges, not posted). So a report of a past day shows
 * that day's book, whatever was paid since, and today's report matches each loan's closure quote.
 */
export function loanAsOf(loan: ReportLoan, asOf: IsoDate): LoanAsOf | null {
  if (loan.disbursedOn > asOf) return null
  const ended = loanEndedOn(loan)
  if (ended !== null && ended <= asOf) return null
  const position = positionAsOf(loan, asOf)
  const quote = closureQuote(position, asOf)
  const coverage = coverSchedule(position.schedule, position.payments)
  return {
    principal: quote.principal,
    interest: quote.interest,
    penalCharges: quote.penalCharges,
    daysPastDue: daysPastDueOf(coverage, asOf),
    fineGoldGrams: loan.fineGoldGrams,
  }
}

/** Core's `LoanPosition` from the entries posted up to and including `asOf`. */
export function positionAsOf(loan: ReportLoan, asOf: IsoDate): LoanPosition {
  const position: LoanPosition = {
    annualRateBp: loan.annualRateBp,
    penalRateBp: loan.penalRateBp,
    graceDays: loan.graceDays,
    schedule: loanSchedule(loan),
    principalOutstanding: 0,
    interestDue: 0,
    penalChargesDue: 0,
    penalPosted: 0,
    lastPostedOn: loan.disbursedOn,
    payments: [],
  }
  const payments: { paidOn: IsoDate; towardsDues: number }[] = []
  // A reversal counts from its own date: before it the reversed entry stands, as the books show it.
  for (const e of liveEntries(loan.ledger.filter((e) => e.postedOn <= asOf))) {
    if (e.postedOn > position.lastPostedOn) position.lastPostedOn = e.postedOn
    if (e.type === 'DISBURSEMENT') position.principalOutstanding += e.principal
    else if (e.type === 'INTEREST') position.interestDue += e.interest
    else if (e.type === 'PENAL_CHARGE') {
      position.penalChargesDue += e.penalCharges
      position.penalPosted += e.penalCharges
    } else if (SETTLING.has(e.type)) {
      position.principalOutstanding -= e.principal
      position.interestDue -= e.interest
      position.penalChargesDue -= e.penalCharges
      // A waiver's interest settles dues as paid interest does; a write-off ends the loan.
      if (e.type !== 'RENEWAL' && e.type !== 'WRITE_OFF')
        payments.push({ paidOn: e.postedOn, towardsDues: e.interest + e.principal })
    }
    // SURPLUS_PAYOUT moves no balance of the loan: the sale already settled it.
  }
  return { ...position, payments }
}
