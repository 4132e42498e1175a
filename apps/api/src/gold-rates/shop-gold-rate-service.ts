import { type ShopRateEntry, addDays, isoDateOf, istDayStart, rateAgeMinutes } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { resolveGoldRate } from './gold-rate-service.ts'
import { dailyRates } from './gold-rate-series.ts'
import { shopGoldRatesRepository } from './gold-rates-repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The rate a shop prices with now, where it comes from (`shop`: entered by hand) and how old it is. */
export type ShopGoldRate = {
  rate22k: number
  rate24k: number
  source: string
  at: Date
  enteredBy: string | null
  ageMinutes: number
}

/**
 * The shop's own rate entered today (India day), if any; else the platform's rate as valuations
 * always resolved it (a fresh stored rate, else the live providers, else the newest stored one;
 * none at all is 400 'No gold rate available. Please try again shortly.').
 */
export async function shopGoldRate(ctx: AppContext, tenantId: string): Promise<ShopGoldRate> {
  const now = ctx.now()
  const dayStart = istDayStart(now)
  const entered = await shopGoldRatesRepository(ctx, tenantId).newestEnteredBetween(
    dayStart,
    new Date(dayStart.getTime() + DAY_MS),
  )
  if (entered) {
    return {
      rate22k: entered.rate22k,
      rate24k: entered.rate24k,
      source: 'shop',
      at: entered.enteredAt,
      enteredBy: entered.enteredBy,
      ageMinutes: rateAgeMinutes(entered.enteredAt, now),
    }
  }
  const platform = await resolveGoldRate(ctx)
  return {
    rate22k: platform.rate22k,
    rate24k: platform.rate24k,
    source: platform.source,
    at: platform.fetchedAt,
    enteredBy: null,
    ageMinutes: rateAgeMinutes(platform.fetchedAt, now),
  }
}

/** tRPC goldRates.enter (tenant admin): the day's rate by hand; it prices the shop's valuations from now on today. */
export async function enterShopGoldRate(ctx: AppContext, tenantId: string, userId: string, entry: ShopRateEntry) {
  await shopGoldRatesRepository(ctx, tenantId).insert({ ...entry, enteredById: userId, enteredAt: ctx.now() })
  return shopGoldRate(ctx, tenantId)
}

/** tRPC goldRates.history: the last `days` India days' closes, each marked when the shop entered it. */
export async function goldRateHistory(ctx: AppContext, tenantId: string, days: number) {
  const to = isoDateOf(ctx.now())
  const from = addDays(to, -(days - 1))
  return { from, to, days: await dailyRates(ctx, tenantId, from, to) }
}

/** GET /api/gold-rates/current: the rate a valuation created now would use at the live basis. */
export async function currentGoldRate(ctx: AppContext, tenantId: string) {
  const rate = await shopGoldRate(ctx, tenantId)
  return { rate22k: rate.rate22k, rate24k: rate.rate24k, source: rate.source, fetchedAt: rate.at }
}
