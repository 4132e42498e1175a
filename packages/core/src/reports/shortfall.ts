import { type LtvCeilings, ltvRatioBpFor } from '../loans/loan-ltv.ts'

export type ShortfallInput = {
  /** What closes the loan today (paise). */
  outstandingTotal: number
  /** The pledged gold at the current stored rate (paise). */
  goldValue: number
  /** Principal outstanding on all the borrower's open loans: picks the tier. */
  exposure: number
  ceilings: LtvCeilings
}

export type Shortfall = {
  inShortfall: boolean
  /** The permitted ratio of the borrower's tier (basis points). */
  ratioBp: number
  /** The most the loan may owe on this gold today (paise, rounded down). */
  permitted: number
  /** What the borrower would pay (or pledge in gold) to come back within the ratio; 0 when within. */
  excess: number
  /** Outstanding as a share of the gold's value, in basis points (rounded up). */
  ltvBp: number
}

/**
 * An Active loan is in shortfall when what closes it is above the permitted ratio (its
 * borrower's tier, the shop's ceiling within the regulator's) of its gold's value at the current
 * stored rate: the gold price fell, or interest and penal charges grew, past the loan-to-value
 * the loan was opened within.
 */
export function shortfallOf(input: ShortfallInput): Shortfall {
  const ratioBp = ltvRatioBpFor(input.exposure, input.ceilings)
  const permitted = Math.floor((input.goldValue * ratioBp) / 10_000)
  const inShortfall = input.outstandingTotal * 10_000 > input.goldValue * ratioBp
  const ltvBp = input.goldValue > 0 ? Math.ceil((input.outstandingTotal * 10_000) / input.goldValue) : 0
  return { inShortfall, ratioBp, permitted, excess: inShortfall ? input.outstandingTotal - permitted : 0, ltvBp }
}
