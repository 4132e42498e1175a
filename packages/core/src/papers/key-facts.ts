import { daysBetween, type IsoDate } from '../shared/india-calendar.ts'
import { simpleInterest } from '../loans/loan-interest.ts'
import type { Paise } from '../shared/money.ts'
import { loanSchedule, maturityOf, type LoanTerms, type ScheduledDue } from '../loans/loan-schedule.ts'
import { annualPercentageRate } from './annual-percentage-rate.ts'

/** A charge the borrower pays the shop at the start (the valuation fee), in paise. */
export type UpfrontFee = { kind: 'valuation' | 'processing'; amount: Paise }

export type KeyFactsTerms = LoanTerms & { penalRateBp: number; graceDays: number }

/** The figures of the Key Facts Statement (RBI KFS Annex A Part 1 and Annex B), in paise. */
/** One line of the KFS repayment schedule (Annex C): the balance before the due and how the due splits. */
export type ScheduleLine = ScheduledDue & { opening: Paise; principal: Paise; interest: Paise }

export type KeyFacts = {
  terms: KeyFactsTerms
  maturityOn: IsoDate
  schedule: ScheduledDue[]
  lines: ScheduleLine[]
  /** Equated periodic installments: the count and the regular amount (the last may differ by rounding). */
  installments: { count: number; amount: Paise; firstDueOn: IsoDate }
  totalInterest: Paise
  fees: UpfrontFee[]
  totalFees: Paise
  netDisbursed: Paise
  /** Principal plus interest if every due is paid on its date (Annex B item 8). */
  totalRepayable: Paise
  /** Percent a year; null when it cannot be worked out (fees as large as the principal). */
  apr: number | null
}

/**
 * The Key Facts Statement's figures for a loan's terms, recorded or only proposed: the schedule
 * the loan is (or would be) opened with, the interest it carries when paid on the due dates, the
 * fees taken out of the disbursement and the APR of what the borrower really receives and repays.
 */
export function keyFacts(terms: KeyFactsTerms, fees: readonly UpfrontFee[]): KeyFacts {
  const schedule = loanSchedule(terms)
  const totalRepayable = schedule.reduce((sum, due) => sum + due.amount, 0)
  const charged = fees.filter((f) => f.amount > 0)
  const totalFees = charged.reduce((sum, f) => sum + f.amount, 0)
  const netDisbursed = terms.principal - totalFees
  // A due falls i months after the disbursement (loans.md 1.1: month ends clamp), a bullet's at maturity.
  const afterMonths = (i: number) => (terms.scheme === 'BULLET' ? terms.tenureMonths : i + 1)
  return {
    terms,
    maturityOn: maturityOf(terms),
    schedule,
    lines: scheduleLines(terms, schedule),
    installments: {
      count: schedule.length,
      amount: schedule[0]?.amount ?? 0,
      firstDueOn: schedule[0]?.dueOn ?? maturityOf(terms),
    },
    totalInterest: totalRepayable - terms.principal,
    fees: charged,
    totalFees,
    netDisbursed,
    totalRepayable,
    apr: annualPercentageRate({
      netDisbursed,
      repayments: schedule.map((due, i) => ({ afterMonths: afterMonths(i), amount: due.amount })),
    }),
  }
}

/**
 * The schedule split as loanSchedule builds it: each due's interest is the Actual/365 interest on
 * the balance since the previous due (a bullet's, to maturity), the rest of it principal.
 */
function scheduleLines(terms: KeyFactsTerms, schedule: readonly ScheduledDue[]): ScheduleLine[] {
  let balance = terms.principal
  let from = terms.disbursedOn
  return schedule.map((due) => {
    const interest = Math.min(due.amount, simpleInterest(balance, terms.annualRateBp, daysBetween(from, due.dueOn)))
    const line = { ...due, opening: balance, principal: due.amount - interest, interest }
    balance -= line.principal
    from = due.dueOn
    return line
  })
}
