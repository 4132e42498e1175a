import {
  type Paise,
  type ShopRateEntry,
  addDays,
  isoDateOf,
  paiseToRupees,
  rateAgeMinutes,
  rupeesToPaise,
  startOfIstDay,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { newestStoredRate, resolveGoldRate } from './gold-rate-service.ts'
import { dailyRates } from './gold-rate-series.ts'
import { shopGoldRatesRepository } from './gold-rates-repository.ts'

/** The rate a shop prices with now (paise a gram), where it comes from (`shop`: entered by hand) and how old it is. */
export type ShopGoldRate = {
  rate22kPaise: Paise
  rate24kPaise: Paise
  source: string
  at: Date
  enteredBy: string | null
  ageMinutes: number
}

/** The shop's hand-entered rate of today (India day), or null. */
async function enteredToday(ctx: AppContext, tenantId: string) {
  const today = isoDateOf(ctx.now())
  return shopGoldRatesRepository(ctx, tenantId).newestEnteredBetween(
    startOfIstDay(today),
    startOfIstDay(addDays(today, 1)),
  )
}

/**
 * The 22K rate per gram that prices the shop's valuations today, as far as the database knows it:
 * the shop's rate entered today, else the newest stored platform rate; null with neither. What
 * the loans are tested against for a shortfall (no live provider is asked: a background check).
 */
export async function shopPricingRate22kPaise(ctx: AppContext, tenantId: string): Promise<Paise | null> {
  const entered = await enteredToday(ctx, tenantId)
  if (entered) return entered.rate22kPaise
  return (await newestStoredRate(ctx))?.rate22kPaise ?? null
}

/**
 * The shop's own rate entered today (India day), if any; else the platform's rate as valuations
 * always resolved it (a fresh stored rate, else the live providers, else the newest stored one;
 * none at all is 400 'No gold rate available. Please try again shortly.').
 */
export async function shopGoldRate(ctx: AppContext, tenantId: string): Promise<ShopGoldRate> {
  const now = ctx.now()
  const entered = await enteredToday(ctx, tenantId)
  if (entered) {
    return {
      rate22kPaise: entered.rate22kPaise,
      rate24kPaise: entered.rate24kPaise,
      source: 'shop',
      at: entered.enteredAt,
      enteredBy: entered.enteredBy,
      ageMinutes: rateAgeMinutes(entered.enteredAt, now),
    }
  }
  const platform = await resolveGoldRate(ctx)
  return {
    rate22kPaise: platform.rate22kPaise,
    rate24kPaise: platform.rate24kPaise,
    source: platform.source,
    at: platform.fetchedAt,
    enteredBy: null,
    ageMinutes: rateAgeMinutes(platform.fetchedAt, now),
  }
}

/**
 * tRPC goldRates.enter (tenant admin): the day's rate by hand; it prices the shop's valuations from
 * now on today. The shop's loans are tested for a shortfall at it at once (job `shortfall-check`,
 * off the request: a large book takes seconds), not at the next daily run.
 */
export async function enterShopGoldRate(ctx: AppContext, tenantId: string, userId: string, entry: ShopRateEntry) {
  const enteredAt = ctx.now()
  const rates = { rate22kPaise: rupeesToPaise(entry.rate22k), rate24kPaise: rupeesToPaise(entry.rate24k) }
  await shopGoldRatesRepository(ctx, tenantId).insert({ ...rates, enteredById: userId, enteredAt })
  await ctx.jobs.enqueue('shortfall-check', `${tenantId}:${enteredAt.toISOString()}`, { tenantId })
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
  return {
    rate22k: paiseToRupees(rate.rate22kPaise),
    rate24k: paiseToRupees(rate.rate24kPaise),
    source: rate.source,
    fetchedAt: rate.at,
  }
}
