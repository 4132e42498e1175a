import { NOT_SHOWN, groupIndian } from './indian-format.ts'
import { scaleRounded } from './money.ts'

/**
 * Gold weights are integer milligrams everywhere they are stored and computed (issue 24): a
 * jeweller's scale reads to the milligram at best, and every weight the API accepts has at most
 * three decimals of a gram (`hasAtMostMilligrams`), so a milligram count holds each exactly.
 */
export type Milligrams = number

export const isMilligrams = (value: unknown): value is Milligrams =>
  typeof value === 'number' && Number.isSafeInteger(value)

/** Grams as the spec writes them to integer milligrams, rounded half away from zero. */
export const gramsToMg = (grams: number): Milligrams => scaleRounded(grams, 3)

/** Integer milligrams as the spec's gram number (`10500` is `10.5`): only at the REST edge. */
export function mgToGrams(mg: Milligrams): number {
  if (!isMilligrams(mg)) throw new Error(`weight must be integer milligrams, got ${String(mg)}`)
  return mg / 1000
}

/** True when `grams` is exact to the milligram (at most three decimals), as the API requires. */
export const hasAtMostMilligrams = (grams: number): boolean =>
  Number.isFinite(grams) && gramsToMg(grams) / 1000 === grams

/** Milligrams rounded half away from zero to a multiple of 10 mg (the spec's two-decimal grams). */
export const roundToCentigram = (mg: Milligrams): Milligrams => scaleRounded(mg / 10, 0) * 10

/**
 * A weight for people: grams with Indian grouping and exactly `fractionDigits` decimals (two by
 * default, what a certificate prints), without the unit: `formatGrams(1234567)` is `1,234.57`.
 */
export function formatGrams(mg: Milligrams, fractionDigits = 2): string {
  if (!isMilligrams(mg)) return NOT_SHOWN
  const unit = 10 ** (3 - fractionDigits)
  const scaled = scaleRounded(mg / unit, 0)
  const abs = Math.abs(scaled)
  const whole = Math.trunc(abs / 10 ** fractionDigits).toString()
  const fraction = fractionDigits > 0 ? `.${(abs % 10 ** fractionDigits).toString().padStart(fractionDigits, '0')}` : ''
  return `${scaled < 0 ? '-' : ''}${groupIndian(whole)}${fraction}`
}
