import { formatIstClock } from '../shared/india-calendar.ts'
import type { ClosingRate } from '../loans/loan-gold-value.ts'
import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { isPlausibleRatePerGram } from '../valuations/gold-rate-quote.ts'
import { isBlank, parseNumeric, round2 } from '../valuations/numbers.ts'
import { rate24kFrom22k } from '../valuations/purity.ts'
import { shopErrors } from './shop-errors.ts'

/** A rate older than this is shown as stale (the platform refreshes its rate every 8 hours). */
export const STALE_RATE_MINUTES = 12 * 60
export const MAX_HISTORY_DAYS = 365

export type ShopRateEntryBody = { rate22k: number | string; rate24k?: number | string | null }
export type ShopRateEntry = { rate22k: number; rate24k: number }

/**
 * The day's rate a shop enters by hand, rupees a gram to the paisa. The 24K rate is derived from
 * the 22K one (as every stored rate is) unless given; given, it must be above the 22K rate.
 */
export function parseShopRateEntry(raw: unknown): ShopRateEntry {
  const body = isRecord(raw) ? raw : {}
  const n22 = parseNumeric(body.rate22k)
  const rate22k = n22 === null ? null : round2(n22)
  if (!isPlausibleRatePerGram(rate22k)) throw shopErrors.error('rate22kInvalid')
  if (isBlank(body.rate24k)) return { rate22k, rate24k: rate24kFrom22k(rate22k) }
  const n24 = parseNumeric(body.rate24k)
  const rate24k = n24 === null ? null : round2(n24)
  if (!isPlausibleRatePerGram(rate24k)) throw shopErrors.error('rate24kInvalid')
  if (rate24k <= rate22k) throw shopErrors.error('rate24kBelow22k')
  return { rate22k, rate24k }
}

/** `{days}` of history, 1 to 365 India days ending today; 30 when absent. */
export function parseHistoryDays(raw: unknown): { days: number } {
  const days = isRecord(raw) && raw.days !== undefined ? raw.days : 30
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_HISTORY_DAYS)
    throw shopErrors.error('historyDays')
  return { days }
}

export const shopRateEntryBody = checkedBody<ShopRateEntryBody>()(parseShopRateEntry)
export const goldRateHistoryInput = checkedBody<{ days?: number }>()(parseHistoryDays)

/** A day's close and whether the shop entered it by hand. */
export type DailyRate = ClosingRate & { shop: boolean }

/**
 * A shop's dated series: each India day's close is the shop's last hand-entered rate of that day,
 * else the platform's close. Both inputs are one close a day; the answer is oldest first.
 */
export function shopClosingRates(platform: readonly ClosingRate[], shop: readonly ClosingRate[]): DailyRate[] {
  const byDate = new Map<string, DailyRate>()
  for (const r of platform) byDate.set(r.date, { ...r, shop: false })
  for (const r of shop) byDate.set(r.date, { ...r, shop: true })
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1))
}

/** Whole minutes from `at` to `now` (never negative). */
export const rateAgeMinutes = (at: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000))

export const isStaleRate = (ageMinutes: number) => ageMinutes >= STALE_RATE_MINUTES

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** "25 minutes old", "3 hours old", "2 days old". */
export function rateAgeText(ageMinutes: number): string {
  if (ageMinutes < 1) return 'just now'
  if (ageMinutes < 60) return `${plural(ageMinutes, 'minute')} old`
  if (ageMinutes < 48 * 60) return `${plural(Math.floor(ageMinutes / 60), 'hour')} old`
  return `${plural(Math.floor(ageMinutes / (24 * 60)), 'day')} old`
}

/** What a rate's source means to a clerk (and on a certificate): the shop's own, the seed's demo feed, the operator's rate, a provider. */
export function rateSourceLabel(source: string): string {
  if (source === 'shop') return "shop's own rate, entered by hand"
  if (source === 'demo') return 'demo feed'
  if (source === 'manual') return "platform operator's rate"
  try {
    return `live feed ${new URL(source).host}`
  } catch {
    return source
  }
}

/**
 * One line on where a rate comes from and how old it is: "entered by hand by Asha at 10:05",
 * "from demo feed, 2 days old".
 */
export function describeGoldRate(rate: { source: string; at: Date; enteredBy: string | null; ageMinutes: number }) {
  if (rate.source === 'shop')
    return `entered by hand${rate.enteredBy ? ` by ${rate.enteredBy}` : ''} at ${formatIstClock(rate.at)}`
  return `from ${rateSourceLabel(rate.source)}, ${rateAgeText(rate.ageMinutes)}`
}
