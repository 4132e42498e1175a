/**
 * Money under billing is an integer number of paise (platform-spec 1.7). A plain alias rather
 * than a brand: rows come back from the database as `number`, and a brand would force casts at
 * every repository boundary for no extra safety. The guard is `assertPaise` at the entry of every
 * function that does arithmetic on money.
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

/**
 * Billing's whole numbers (plan prices, coupon amounts and limits, sort orders) are stored in
 * 32-bit `Int` columns: a larger value is the operator's typo, refused with a 400 before it can
 * fail the insert with a 500. ₹2,14,74,836.47 is far above any plan price.
 */
export const MAX_STORED_INT = 2_147_483_647
