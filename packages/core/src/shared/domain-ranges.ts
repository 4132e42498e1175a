/**
 * The range every number from outside must fall in before it is stored. Values outside are the
 * caller's error (400), never clamped: a typo of three extra zeros must not become a real loan.
 * Rupee amounts carry at most two decimals (the paisa); weights at most three (the milligram).
 */
export type DomainRange = { min: number; max: number; minExclusive?: boolean }

export const domainRanges = {
  /** One rupee amount (an installment, a payment, a fee): a paisa to ₹10 crore. */
  rupees: { min: 0.01, max: 100_000_000 },
  /** Gold rate per gram, as the rate providers are checked: ₹100 to ₹10,00,000. */
  goldRatePerGram: { min: 100, max: 1_000_000 },
  /** Annual interest rate in percent. */
  interestPercent: { min: 0, max: 100 },
  /** Loan-to-value in percent. */
  ltvPercent: { min: 0, max: 100 },
  /** Ornament count on one valuation line. */
  quantity: { min: 1, max: 1_000 },
  /** Weight of one ornament in grams (gross, net, deduction): up to 10 kg. */
  gramsPerOrnament: { min: 0, max: 10_000 },
  /**
   * A valuation's total value: bounded so every total, loan and installment stays exact to the
   * paisa in a double (9 x 10^15 paise); far above any real pledge, so only nonsense reaches it.
   */
  valuationTotalRupees: { min: 0, max: 1_000_000_000_000 },
} as const satisfies Record<string, DomainRange>

/**
 * Every date the platform stores or compares comes from 1900 to 9999 (UTC): inside PostgreSQL's
 * timestamp range, four-digit years in ISO 8601 (year 10000 prints as `+010000`, which readers
 * choke on), and far wider than any real due date, coupon or subscription.
 */
export const storedDateRange = { min: Date.UTC(1900, 0, 1), max: Date.UTC(10000, 0, 1) - 1 } as const

/** True when `date` is a valid Date inside `storedDateRange`. */
export function inStoredDateRange(date: Date): boolean {
  const time = date.getTime()
  return time >= storedDateRange.min && time <= storedDateRange.max
}

/** A date string parsed and inside `storedDateRange`, else null (unparseable or out of range). */
export function parseStoredDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const date = new Date(value)
  return inStoredDateRange(date) ? date : null
}

/** True when `value` is a finite number inside `range` (both ends inclusive unless minExclusive). */
export function inDomainRange(value: number, range: DomainRange): boolean {
  if (!Number.isFinite(value)) return false
  if (range.minExclusive ? value <= range.min : value < range.min) return false
  return value <= range.max
}

/**
 * Last line of defence before an insert: throws (a bug, answered 500 and logged) when a number
 * that reached the storage layer is not finite. Domain checks should have refused it with a 400.
 */
export function assertFiniteNumbers(record: Record<string, unknown>, label: string): void {
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${label}.${key} is not finite: ${value}`)
  }
}

export const NON_FINITE_NUMBER_MESSAGE = 'Numbers must be finite.'

/** True when `value` holds, at any depth, a number that is Infinity, -Infinity or NaN. Iterative. */
export function hasNonFiniteNumber(value: unknown): boolean {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const v = stack.pop()
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return true
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item)
    } else if (typeof v === 'object' && v !== null && !(v instanceof Date)) {
      for (const item of Object.values(v)) stack.push(item)
    }
  }
  return false
}
