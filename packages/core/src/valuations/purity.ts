import { round2 } from './numbers.ts'
import { scaleRounded } from '../shared/money.ts'

export const PURITIES = ['24K', '22K', '18K'] as const
export type Purity = (typeof PURITIES)[number]

/** Fine-gold fraction per karat (spec 2.9 rule 1). */
export const PURITY_FACTORS: Readonly<Record<Purity, number>> = { '24K': 0.999, '22K': 0.916, '18K': 0.75 }

/** Exact match only: '22k', ' 22K' and 22 are not purities. */
export function isPurity(value: unknown): value is Purity {
  return typeof value === 'string' && (PURITIES as readonly string[]).includes(value)
}

export function purityFactor(purity: Purity): number {
  return PURITY_FACTORS[purity]
}

/**
 * The 24K rate per gram derived from the 22K rate by the purity factors: a gram of 22K holds
 * 0.916 g of fine gold, so a gram of fine gold (priced as 24K, 0.999) costs rate22k x 0.999 / 0.916.
 * Rounded to two decimals (the paisa) before it prices any ornament, so the rate shown beside a
 * valuation is the exact rate its values were computed from.
 */
export function rate24kFrom22k(rate22k: number): number {
  return round2((rate22k * PURITY_FACTORS['24K']) / PURITY_FACTORS['22K'])
}

/** `rate24kFrom22k` in integer paise per gram: the same figure, rounded half away from zero to the paisa. */
export function rate24kPaiseFrom22k(rate22kPaise: number): number {
  return scaleRounded((rate22kPaise * PURITY_FACTORS['24K']) / PURITY_FACTORS['22K'], 0)
}
