import {
  type ClosingRate,
  type DailyRate,
  type IsoDate,
  addDays,
  dailyClosingRates,
  domainRanges,
  rupeesToPaise,
  shopClosingRates,
  startOfIstDay,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { goldRatesRepository } from './gold-rates-platform-repository.ts'
import { shopGoldRatesRepository } from './gold-rates-repository.ts'

/**
 * A shop's dated 22K series from `from` to `to` inclusive, oldest first: each India day's close is
 * the shop's last hand-entered rate that day, else the platform's close (the last rate stored that
 * day); days with neither are absent. Platform rates outside the rate range (rows stored before it
 * existed) are left out, as the current rate leaves them out. Paise a gram.
 */
export async function dailyRates(ctx: AppContext, tenantId: string, from: IsoDate, to: IsoDate): Promise<DailyRate[]> {
  const { min, max } = domainRanges.goldRatePerGram
  const start = startOfIstDay(from)
  const end = startOfIstDay(addDays(to, 1))
  const [platform, entered] = await Promise.all([
    goldRatesRepository(ctx).storedBetween(start, end, rupeesToPaise(min), rupeesToPaise(max)),
    shopGoldRatesRepository(ctx, tenantId).enteredBetween(start, end),
  ])
  return shopClosingRates(
    dailyClosingRates(platform),
    dailyClosingRates(entered.map((r) => ({ rate22kPaise: r.rate22kPaise, fetchedAt: r.enteredAt }))),
  )
}

/** The regulator's series for a shop (loan-to-value, reports): each day's close, whoever set it. */
export async function closingRates(
  ctx: AppContext,
  tenantId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<ClosingRate[]> {
  return (await dailyRates(ctx, tenantId, from, to)).map(({ date, rate22kPaise }) => ({ date, rate22kPaise }))
}
