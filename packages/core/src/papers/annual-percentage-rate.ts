import type { Paise } from '../shared/money.ts'

/** A payment by the borrower `afterMonths` whole months after the disbursement, in paise. */
export type Repayment = { afterMonths: number; amount: Paise }

const MONTHLY_BOUNDS = { low: -0.99, high: 1 }

/** What the repayments are worth today at a monthly rate `r`. */
const presentValue = (repayments: readonly Repayment[], r: number) =>
  repayments.reduce((sum, p) => sum + p.amount / (1 + r) ** p.afterMonths, 0)

/**
 * The Annual Percentage Rate of RBI's Key Facts Statement (circular of 15 April 2024, Annex B):
 * the internal rate of return of the net disbursed amount (principal less every fee the borrower
 * pays) against the repayments, on the reducing balance, per month, annualised by twelve. With no
 * fees an EMI loan's APR is its nominal rate; RBI's own illustration (and lenders' published KFS,
 * e.g. ₹47,000 over 24 EMIs of ₹2,415.14 at 21% with a ₹1,175 fee plus GST: 24.15%) work the same way.
 * Percent a year to two decimals; null when there is nothing to work it out from (no money out or in).
 */
export function annualPercentageRate(input: { netDisbursed: Paise; repayments: readonly Repayment[] }): number | null {
  const { netDisbursed, repayments } = input
  const paid = repayments.filter((p) => p.amount > 0)
  if (netDisbursed <= 0 || paid.length === 0 || paid.some((p) => p.afterMonths <= 0)) return null
  let { low, high } = MONTHLY_BOUNDS
  // The present value falls as the rate rises: bisect to the rate where it equals the money received.
  if (presentValue(paid, high) > netDisbursed) return null
  for (let i = 0; i < 200 && high - low > 1e-13; i++) {
    const mid = (low + high) / 2
    if (presentValue(paid, mid) > netDisbursed) low = mid
    else high = mid
  }
  return Math.round(((low + high) / 2) * 1200 * 100) / 100
}
