import {
  type Paise,
  domainRanges,
  isPlausibleRatePaisePerGram,
  isPlausibleRatePerGram,
  paiseToRupees,
  rate24kPaiseFrom22k,
  round2,
  rupeesToPaise,
  valuationErrors,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { fetchLiveQuote } from './gold-rate-provider.ts'
import { goldRatesRepository } from './gold-rates-platform-repository.ts'

/** A stored rate younger than this is used without asking the live providers (sync runs every 8 h). */
export const STORED_RATE_FRESH_MS = 12 * 60 * 60 * 1000

/** A stored platform rate, paise per gram. */
export type ResolvedGoldRate = { rate22kPaise: Paise; rate24kPaise: Paise; source: string; fetchedAt: Date }

const toResolved = (row: ResolvedGoldRate): ResolvedGoldRate => ({
  rate22kPaise: row.rate22kPaise,
  rate24kPaise: row.rate24kPaise,
  source: row.source,
  fetchedAt: row.fetchedAt,
})

/** The newest stored rate inside the rate range; a row stored before the range existed (Infinity, NaN, 1e308) is skipped. */
export async function newestStoredRate(ctx: AppContext): Promise<ResolvedGoldRate | null> {
  const { min, max } = domainRanges.goldRatePerGram
  // PostgreSQL orders NaN above every number, so the upper bound excludes NaN as well as Infinity.
  const row = await goldRatesRepository(ctx).newestWithin(rupeesToPaise(min), rupeesToPaise(max))
  return row ? toResolved(row) : null
}

/**
 * Store a rate in paise per gram; the 24K rate is always derived from the 22K one by the purity
 * factors. Callers check the range first (providers, `rate:set`); a rate outside it here is a bug.
 */
export async function storeGoldRate(
  ctx: AppContext,
  input: { rate22kPaise: Paise; source: string },
): Promise<ResolvedGoldRate> {
  const { rate22kPaise } = input
  if (!isPlausibleRatePaisePerGram(rate22kPaise))
    throw new Error(`gold rate outside the rate range: ${String(rate22kPaise)}`)
  const data = {
    rate22kPaise,
    rate24kPaise: rate24kPaiseFrom22k(rate22kPaise),
    source: input.source,
    fetchedAt: ctx.now(),
  }
  const row = await goldRatesRepository(ctx).insert(data)
  return toResolved(row)
}

/** Ask the live providers; a usable answer is stored (with its source) and returned. */
export async function refreshLiveRate(ctx: AppContext): Promise<ResolvedGoldRate | null> {
  const quote = await fetchLiveQuote(ctx)
  // The provider's answer is rupees a gram (core `parseGoldRateQuote`): it enters the domain here.
  return quote ? storeGoldRate(ctx, { rate22kPaise: rupeesToPaise(quote.rate22k), source: quote.source }) : null
}

/**
 * The live 22K rate used at valuation time. Resolution order:
 * 1. the newest stored rate when it is younger than 12 hours (sync-rates, rate:set, or an earlier fetch);
 * 2. else the live providers in order (the fetched rate is stored);
 * 3. else the newest stored rate of any age;
 * 4. else 400 'No gold rate available. Please try again shortly.'
 */
export async function resolveGoldRate(ctx: AppContext): Promise<ResolvedGoldRate> {
  const stored = await newestStoredRate(ctx)
  if (stored && ctx.now().getTime() - stored.fetchedAt.getTime() < STORED_RATE_FRESH_MS) return stored
  const live = await refreshLiveRate(ctx)
  if (live) return live
  if (stored) return stored
  throw valuationErrors.error('noGoldRate')
}

/** Operator `rate:set`: a manual rate, used from now on like any stored rate. */
export async function setManualRate(ctx: AppContext, rate22kRaw: unknown): Promise<ResolvedGoldRate> {
  const rate22k = typeof rate22kRaw === 'string' && rate22kRaw.trim() !== '' ? Number(rate22kRaw) : rate22kRaw
  if (typeof rate22k !== 'number' || !isPlausibleRatePerGram(round2(rate22k))) {
    throw new Error('--rate22k must be a number of rupees per gram from 100 to 10,00,000.')
  }
  return storeGoldRate(ctx, { rate22kPaise: rupeesToPaise(rate22k), source: 'manual' })
}

/** GET /api/cron/sync-rates: refresh from the live providers. */
export async function syncRates(ctx: AppContext) {
  if (ctx.config.goldRateProviderUrls.length === 0) {
    return { status: 200, body: { ok: true, skipped: 'No gold rate providers configured.' } }
  }
  const live = await refreshLiveRate(ctx)
  if (!live) return { status: 502, body: { ok: false, error: 'Every gold rate provider failed.' } }
  return {
    status: 200,
    body: {
      ok: true,
      rate22k: paiseToRupees(live.rate22kPaise),
      rate24k: paiseToRupees(live.rate24kPaise),
      source: live.source,
      fetchedAt: live.fetchedAt.toISOString(),
    },
  }
}
