/**
 * Number helpers shared by the valuation calculations. Valuation amounts are rupees and weights
 * are grams, both kept to two decimals; sums are taken in integer hundredths so float drift never
 * reaches a stored total.
 */

/**
 * A JSON number, or a numeric string such as "12.5", as a finite number; null for anything else
 * (blank strings, "abc", booleans, null, NaN, Infinity, "1e400"). Strict on purpose: "12abc" is
 * not 12. -0 comes back as 0 (PostgreSQL would store and print it as -0).
 */
export function parseNumeric(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw + 0 : null
  if (typeof raw !== 'string' || raw.trim() === '') return null
  const value = Number(raw.trim())
  return Number.isFinite(value) ? value + 0 : null
}

/** True for undefined, null and whitespace-only strings: the "not sent" values of a form field. */
export function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')
}

/**
 * `value` in hundredths (paise for rupees), rounded half away from zero. `toPrecision(15)` strips
 * binary noise first, so 1.005 counts as 100.5 hundredths and rounds to 101, as a person expects.
 */
export function toHundredths(value: number): number {
  const scaled = Number((Math.abs(value) * 100).toPrecision(15))
  const rounded = Math.round(scaled)
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

/** Round to two decimals (the paisa for rupees, 10 mg for grams), half away from zero. */
export function round2(value: number): number {
  return toHundredths(value) / 100
}

/** Sum values already kept to two decimals without float drift. */
export function sum2(values: readonly number[]): number {
  return values.reduce((total, v) => total + toHundredths(v), 0) / 100
}
