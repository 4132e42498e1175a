import type { Purity } from './purity.ts'
import { valuationErrors } from './valuations-errors.ts'

/**
 * What a pledged line is (RBI's 2025 gold-lending directions count ornaments and coins against
 * separate per-borrower caps). A line sent without `kind` is an ornament, as every valuation
 * before coins was.
 */
export const ORNAMENT_KINDS = ['ornament', 'coin'] as const
export type OrnamentKind = (typeof ORNAMENT_KINDS)[number]

export const isOrnamentKind = (value: unknown): value is OrnamentKind =>
  typeof value === 'string' && (ORNAMENT_KINDS as readonly string[]).includes(value)

/** The directions accept gold coins of 22 carat or more only. */
export const COIN_PURITIES: readonly Purity[] = ['24K', '22K']

/** The line's kind: absent or null is an ornament; a coin must be 22K or 24K. */
export function parseOrnamentKind(value: unknown, purity: Purity): OrnamentKind {
  if (value === undefined || value === null || value === '') return 'ornament'
  if (!isOrnamentKind(value)) throw valuationErrors.error('invalidOrnamentKind')
  if (value === 'coin' && !COIN_PURITIES.includes(purity)) throw valuationErrors.error('coinPurity')
  return value
}
