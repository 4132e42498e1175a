import { domainRanges, inDomainRange } from '../shared/domain-ranges.ts'
import { parseNumeric, round2 } from './numbers.ts'
import { PURITY_FACTORS, rate24kFrom22k } from './purity.ts'
import { isRecord } from '../shared/is-record.ts'

/** Plausibility bounds for a rupee rate per gram; anything outside is a provider fault (e.g. per 10 g). */
export const MIN_RATE_PER_GRAM = domainRanges.goldRatePerGram.min
export const MAX_RATE_PER_GRAM = domainRanges.goldRatePerGram.max

/**
 * True for a finite rupee rate per gram inside `domainRanges.goldRatePerGram`: what a bank rate, a
 * manual rate or a provider's answer must be before it prices anything. Rows stored before the
 * range existed may hold Infinity or 1e308; readers skip them rather than price with them.
 */
export function isPlausibleRatePerGram(rate: number | null | undefined): rate is number {
  return typeof rate === 'number' && inDomainRange(rate, domainRanges.goldRatePerGram)
}

/** `isPlausibleRatePerGram` for a stored rate in integer paise per gram. */
export function isPlausibleRatePaisePerGram(ratePaise: number | null | undefined): ratePaise is number {
  const { min, max } = domainRanges.goldRatePerGram
  return Number.isSafeInteger(ratePaise) && inDomainRange(ratePaise as number, { min: min * 100, max: max * 100 })
}

/** The 22K rate per gram implied by a 24K rate (inverse of `rate24kFrom22k`), to the paisa. */
export function rate22kFrom24k(rate24k: number): number {
  return round2((rate24k * PURITY_FACTORS['22K']) / PURITY_FACTORS['24K'])
}

const KEYS_22K = [
  'rate22k',
  'rate_22k',
  'price22k',
  'price_22k',
  'price_per_gram_22k',
  'pricePerGram22k',
  'gold22k',
  '22k',
  '22K',
]
const KEYS_24K = [
  'rate24k',
  'rate_24k',
  'price24k',
  'price_24k',
  'price_per_gram_24k',
  'pricePerGram24k',
  'gold24k',
  '24k',
  '24K',
]
const NESTING_KEYS = ['data', 'rates', 'rate', 'result', 'gold']

function firstRate(record: Record<string, unknown>, keys: readonly string[]): number | null {
  for (const key of keys) {
    const value = parseNumeric(record[key])
    if (value !== null && value >= MIN_RATE_PER_GRAM && value <= MAX_RATE_PER_GRAM) return value
  }
  return null
}

export type GoldRateQuote = { rate22k: number; rate24k: number }

/**
 * A live provider's answer as rupees per gram, or null when it holds no usable rate. Accepted (the
 * documented provider format, tolerant of common spellings): a JSON object with a 22K rate under
 * `rate22k` (or rate_22k, price22k, price_per_gram_22k, pricePerGram22k, gold22k, "22k"), or failing
 * that a 24K rate under the matching 24k keys; numbers or numeric strings. The object may also sit
 * one level down under `data`, `rates`, `rate`, `result` or `gold`. A 22K rate wins when both are
 * present; a 24K-only answer is converted by the purity factors. The stored 24K rate is always
 * derived from the 22K one (`rate24kFrom22k`) so it matches the rate that prices ornaments.
 * Values outside 100 - 1,000,000 per gram are rejected as implausible.
 */
export function parseGoldRateQuote(body: unknown): GoldRateQuote | null {
  if (!isRecord(body)) return null
  const record = body
  const candidates = [record, ...NESTING_KEYS.map((k) => record[k]).filter(isRecord)]
  for (const candidate of candidates) {
    const r22 = firstRate(candidate, KEYS_22K)
    if (r22 !== null) return { rate22k: round2(r22), rate24k: rate24kFrom22k(round2(r22)) }
  }
  for (const candidate of candidates) {
    const r24 = firstRate(candidate, KEYS_24K)
    if (r24 === null) continue
    const rate22k = rate22kFrom24k(r24)
    // A 24K rate near the bottom of the range converts to a 22K rate below it.
    if (isPlausibleRatePerGram(rate22k)) return { rate22k, rate24k: rate24kFrom22k(rate22k) }
  }
  return null
}
