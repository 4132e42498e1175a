import { formatDecimal, formatPaise } from '../shared/indian-format.ts'

/**
 * A rate entered by hand prices every valuation until midnight. Gold seldom moves 10% in a day, so
 * an entry further than that from the rate in use is more likely a typo (6,000 keyed as 4,500) and
 * is read back to the admin, who confirms it before it is saved. The API takes it either way.
 */
export const RATE_JUMP_CONFIRM_PERCENT = 10

/** What to say about a 22K rate `enteredPaise` against the current one, when they differ by more than 10%; else null. */
export function rateJumpNotice(currentPaise: number | null, enteredPaise: number): string | null {
  if (currentPaise === null || !(currentPaise > 0)) return null
  const change = ((enteredPaise - currentPaise) / currentPaise) * 100
  if (Math.abs(change) <= RATE_JUMP_CONFIRM_PERCENT) return null
  const percent = formatDecimal(Math.round(Math.abs(change) * 10) / 10)
  const way = change < 0 ? 'below' : 'above'
  return `This rate is ${percent}% ${way} the current 22K rate of ${formatPaise(currentPaise)} a gram.`
}
