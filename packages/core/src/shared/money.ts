import { formatPaise } from './indian-format.ts'

/**
 * Money is an integer number of paise everywhere it is stored and computed (issue 24): loans,
 * billing, valuations, ornaments, EMI records and receipts, bank and gold rates (paise per gram).
 * A plain alias rather than a brand: rows come back from the database as `number`, and a brand
 * would force casts at every repository boundary for no extra safety. The guard is `assertPaise`
 * at the entry of every function that does arithmetic on money.
 */
export type Paise = number

export const isPaise = (value: unknown): value is Paise => typeof value === 'number' && Number.isSafeInteger(value)

/** Throws (a bug, not a business failure) when `value` is not a safe integer number of paise. */
export function assertPaise(value: number, label = 'amount'): Paise {
  if (!isPaise(value)) throw new Error(`${label} must be integer paise, got ${String(value)}`)
  return value
}

/** Like `assertPaise`, and also rejects negative amounts. */
export function assertNonNegativePaise(value: number, label = 'amount'): Paise {
  assertPaise(value, label)
  if (value < 0) throw new Error(`${label} must not be negative, got ${value}`)
  return value
}

/** Sum of amounts in paise (exact: integers below 2^53). */
export const sumPaise = (amounts: readonly Paise[]): Paise => amounts.reduce((total, a) => total + a, 0)

/**
 * `value` scaled by `10^digits` and rounded half away from zero. `toPrecision(15)` strips binary
 * noise first, so 1.005 rupees count as 100.5 paise and round to 101, as a person expects (and as
 * PostgreSQL's `round(x::numeric * 100)` does: a double cast to numeric keeps 15 digits).
 */
export function scaleRounded(value: number, digits: number): number {
  const scaled = Number((Math.abs(value) * 10 ** digits).toPrecision(15))
  const rounded = Math.round(scaled)
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

/**
 * Rupees as platform-spec writes them (a JSON number) to integer paise, rounded half away from
 * zero to the paisa. Used only at the REST edge, where the spec fixes rupees, and where a request
 * body's rupee number enters the domain.
 */
export const rupeesToPaise = (rupees: number): Paise => scaleRounded(rupees, 2)

/** Integer paise as the spec's rupee number (`123457` is `1234.57`): only at the REST edge. */
export const paiseToRupees = (paise: Paise): number => assertPaise(paise) / 100

/** `paise` times a plain factor (a quantity, a fraction), rounded half away from zero to the paisa. */
export const multiplyPaise = (paise: Paise, factor: number): Paise => scaleRounded((paise * factor) / 100, 2)

/**
 * Billing's whole numbers (plan prices, coupon amounts and limits, sort orders) are stored in
 * 32-bit `Int` columns: a larger value is the operator's typo, refused with a 400 before it can
 * fail the insert with a 500. ₹2,14,74,836.47 is far above any plan price.
 */
export const MAX_STORED_INT = 2_147_483_647

/** Largest principal, payment or amount under `/api/loans`: ₹10 crore in paise. */
export const MAX_LOAN_PAISE = 10_000_000_000

/** Cash limits of the Income Tax Act: disbursement (269SS) and receipts in a day (269ST), in paise. */
export const CASH_DISBURSEMENT_LIMIT_PAISE = 2_000_000
export const CASH_RECEIPTS_DAY_LIMIT_PAISE = 20_000_000

/**
 * A figure in an error message: `₹20,000` for whole rupees, `₹1,00,986.30` otherwise (the
 * regulator's and the Act's limits read as whole rupees; an amount to close needs its paise).
 */
export function formatRupeeFigure(paise: Paise): string {
  const text = formatPaise(paise)
  return paise % 100 === 0 ? text.slice(0, -3) : text
}
