import { addMonthsClamped, daysBetween, type IsoDate } from '../shared/india-calendar.ts'
import { simpleInterest } from './loan-interest.ts'

export const LOAN_SCHEMES = ['EMI', 'BULLET', 'MONTHLY_INTEREST'] as const
export type LoanScheme = (typeof LOAN_SCHEMES)[number]

export const isLoanScheme = (value: unknown): value is LoanScheme =>
  typeof value === 'string' && (LOAN_SCHEMES as readonly string[]).includes(value)

/** Longest tenure of each scheme in months (loans.md 1.1). */
export const MAX_TENURE_MONTHS: Record<LoanScheme, number> = { EMI: 60, BULLET: 12, MONTHLY_INTEREST: 12 }

export type LoanTerms = {
  scheme: LoanScheme
  /** Paise. */
  principal: number
  annualRateBp: number
  tenureMonths: number
  disbursedOn: IsoDate
}

export type ScheduledDue = { dueOn: IsoDate; amount: number }

/** `disbursedOn` + tenure months, month ends clamped. */
export const maturityOf = (terms: Pick<LoanTerms, 'disbursedOn' | 'tenureMonths'>): IsoDate =>
  addMonthsClamped(terms.disbursedOn, terms.tenureMonths)

/** Interest on the full principal from disbursement to maturity (a bullet loan's interest). */
export const interestToMaturity = (terms: LoanTerms): number =>
  simpleInterest(terms.principal, terms.annualRateBp, daysBetween(terms.disbursedOn, maturityOf(terms)))

/** The due date of installment `i` (1-based): i months after disbursement, from the start each time. */
const dueOn = (terms: LoanTerms, i: number): IsoDate => addMonthsClamped(terms.disbursedOn, i)

/**
 * The schedule a loan is opened with (loans.md 1.1), in paise:
 * - `BULLET`: one due at maturity, principal plus the interest to maturity (Actual/365).
 * - `MONTHLY_INTEREST`: each month's interest on the full principal for that month's actual days,
 *   the last due adding the principal; so the dues equal what accrues when paid on time.
 * - `EMI`: equal monthly installments (the reducing-balance annuity at a twelfth of the annual
 *   rate, rounded half up to the paisa); each installment's interest is the Actual/365 interest on
 *   the balance for that month's actual days, as it is posted when paid on the due date, and the
 *   last installment is whatever clears the balance. So a borrower who pays every installment on
 *   its due date closes the loan with the last one, neither refused as an overpayment nor left
 *   owing a few rupees (a twelfth of the rate would differ from what accrues in 28- and 31-day months).
 */
export function loanSchedule(terms: LoanTerms): ScheduledDue[] {
  const n = terms.tenureMonths
  if (terms.scheme === 'BULLET')
    return [{ dueOn: maturityOf(terms), amount: terms.principal + interestToMaturity(terms) }]
  if (terms.scheme === 'MONTHLY_INTEREST') {
    return Array.from({ length: n }, (_, k) => {
      const from = k === 0 ? terms.disbursedOn : dueOn(terms, k)
      const to = dueOn(terms, k + 1)
      const interest = simpleInterest(terms.principal, terms.annualRateBp, daysBetween(from, to))
      return { dueOn: to, amount: interest + (k === n - 1 ? terms.principal : 0) }
    })
  }
  return emiDues(terms)
}

function emiDues(terms: LoanTerms): ScheduledDue[] {
  const n = terms.tenureMonths
  const r = terms.annualRateBp / 120_000
  const installment =
    r === 0 ? Math.round(terms.principal / n) : Math.round((terms.principal * r) / (1 - (1 + r) ** -n))
  const dues: ScheduledDue[] = []
  let balance = terms.principal
  for (let i = 1; i <= n; i++) {
    const interest = simpleInterest(balance, terms.annualRateBp, daysBetween(dueOn(terms, i - 1), dueOn(terms, i)))
    const principalPart = i === n ? balance : Math.min(balance, Math.max(0, installment - interest))
    dues.push({ dueOn: dueOn(terms, i), amount: principalPart + interest })
    balance -= principalPart
  }
  return dues
}
