/**
 * Interest arithmetic of loans.md section 2, exact: amounts are integer paise and rates basis
 * points (hundredths of a percent), so `paise × bp × days / 3,650,000` is a ratio of integers,
 * summed exactly in BigInt and rounded once, half up, when it is posted.
 */

/** Denominator of one day's interest at one basis point: 365 days × 100 percent × 100 bp. */
const DAY_BP_DENOMINATOR = 3_650_000n

/** Exact interest as a numerator over `DAY_BP_DENOMINATOR`. */
export type InterestNumerator = bigint

export const interestNumerator = (paise: number, rateBp: number, days: number): InterestNumerator =>
  days <= 0 || paise <= 0 || rateBp <= 0 ? 0n : BigInt(paise) * BigInt(rateBp) * BigInt(days)

/** A numerator rounded half up to the paisa (numerators are never negative). */
export const roundNumerator = (numerator: InterestNumerator): number =>
  Number((numerator * 2n + DAY_BP_DENOMINATOR) / (DAY_BP_DENOMINATOR * 2n))

/** Simple Actual/365 interest on `paise` for `days` days at `rateBp`, rounded half up to the paisa. */
export const simpleInterest = (paise: number, rateBp: number, days: number): number =>
  roundNumerator(interestNumerator(paise, rateBp, days))

/** A rate from percent with at most two decimals (12.5 is 1250 bp), or null when it has more. */
export function percentToBp(percent: number): number | null {
  if (!Number.isFinite(percent)) return null
  const bp = Math.round(percent * 100)
  return Math.abs(bp - percent * 100) < 1e-6 ? bp : null
}

export const bpToPercent = (bp: number): number => bp / 100
