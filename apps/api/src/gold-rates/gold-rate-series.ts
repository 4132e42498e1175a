import { type ClosingRate, type IsoDate, addDays, dailyClosingRates, domainRanges } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { goldRatesRepository } from './gold-rates-platform-repository.ts'

/** Midnight in India at the start of `date`. */
const indiaMidnight = (date: IsoDate) => new Date(`${date}T00:00:00+05:30`)

/**
 * The dated 22K series: each India day's closing rate (the last rate stored that day) from `from`
 * to `to` inclusive, oldest first; days without a stored rate are absent. Rates outside the rate
 * range (rows stored before it existed) are left out, as the current rate leaves them out.
 */
export async function closingRates(ctx: AppContext, from: IsoDate, to: IsoDate): Promise<ClosingRate[]> {
  const { min, max } = domainRanges.goldRatePerGram
  const rows = await goldRatesRepository(ctx).storedBetween(
    indiaMidnight(from),
    indiaMidnight(addDays(to, 1)),
    min,
    max,
  )
  return dailyClosingRates(rows)
}
