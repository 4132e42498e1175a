import { addMonthsClamped, dateOnlyInstant, isoDateOf } from '../shared/india-calendar.ts'
import type { Paise } from '../shared/money.ts'
import { parseNumeric } from './numbers.ts'

/** Most monthly installments a loan schedule may have (spec section 8). */
export const MAX_EMI_INSTALLMENTS = 60

export type EmiInstallment = { installment: number; amountPaise: Paise; dueDate: Date }

/**
 * Installment count from the raw form value: blank, 0, negative or unparseable means one bullet
 * installment; fractions are truncated ("6.7" months is 6); capped at 60.
 */
export function parseEmiInstallments(raw: unknown): number {
  const value = parseNumeric(raw)
  if (value === null || value < 1) return 1
  return Math.min(Math.trunc(value), MAX_EMI_INSTALLMENTS)
}

/** Monthly rate as a fraction (12% a year is 0.01), or null when no positive rate applies. */
function monthlyRate(annualInterestRate: number | null | undefined): number | null {
  if (annualInterestRate === null || annualInterestRate === undefined) return null
  if (!Number.isFinite(annualInterestRate) || annualInterestRate <= 0) return null
  return annualInterestRate / 12 / 100
}

export type EmiScheduleTerms = {
  principalPaise: Paise
  annualInterestRate: number | null | undefined
  installments: unknown
}

/**
 * Total to repay, in integer paise, and the unrounded per-installment amount in paise.
 *
 * With a positive annual rate: reducing-balance EMI = P x r x (1+r)^n / ((1+r)^n - 1), r the
 * monthly rate; the total repayable is n x EMI (EMI unrounded) rounded to the paisa, and total
 * interest is that total minus the principal. Without a rate (null, 0, negative): equal principal
 * installments and no interest. A bullet (n = 1) with a rate is therefore principal plus one
 * month's interest, which is what the EMI formula gives for n = 1.
 */
function scheduleTotals(terms: EmiScheduleTerms): { n: number; totalPaise: number; perInstallmentPaise: number } {
  const n = parseEmiInstallments(terms.installments)
  const principalPaise = terms.principalPaise
  const r = monthlyRate(terms.annualInterestRate)
  if (r === null) return { n, totalPaise: principalPaise, perInstallmentPaise: principalPaise / n }
  const growth = (1 + r) ** n
  const emiPaise = (principalPaise * r * growth) / (growth - 1)
  return { n, totalPaise: Math.round(emiPaise * n), perInstallmentPaise: emiPaise }
}

/** Principal plus total interest in paise, as `generateEmiSchedule` would sum to. */
export function emiTotalRepayablePaise(terms: EmiScheduleTerms): Paise {
  return terms.principalPaise > 0 ? scheduleTotals(terms).totalPaise : 0
}

/**
 * The repayment schedule of a loan. Amounts are computed in integer paise: every installment but
 * the last is the per-installment amount rounded to the paisa, and the last takes whatever is left
 * so the schedule sums exactly to the total repayable (see `scheduleTotals`). When rounding up
 * would leave the last installment at zero or below (only for loans of a few rupees spread over
 * many months), the others are truncated instead, which keeps every installment positive.
 *
 * Due dates: installment i falls i calendar months after the IST calendar date of `startDate`,
 * computed from the start each time and clamped to the month's end (a 31 Jan start is due 28/29
 * Feb, then 31 Mar). Each is a date-only instant, 00:00 UTC of that date, like the dates the EMI
 * add endpoint receives. A non-positive principal has no schedule.
 */
export function generateEmiSchedule(input: EmiScheduleTerms & { startDate: Date }): EmiInstallment[] {
  if (!(input.principalPaise > 0)) return []
  const { n, totalPaise, perInstallmentPaise } = scheduleTotals(input)
  let regular = Math.round(perInstallmentPaise)
  if (totalPaise - regular * (n - 1) < 1) regular = Math.floor(perInstallmentPaise)
  const start = isoDateOf(input.startDate)
  return Array.from({ length: n }, (_, i) => {
    const isLast = i === n - 1
    const paise = isLast ? totalPaise - regular * (n - 1) : regular
    return { installment: i + 1, amountPaise: paise, dueDate: dateOnlyInstant(addMonthsClamped(start, i + 1)) }
  })
}
