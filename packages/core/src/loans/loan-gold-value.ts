import type { Paise } from '../shared/money.ts'
import type { Milligrams } from '../shared/weight.ts'
import { linePricePaise } from '../valuations/ornament-calculation.ts'
import { rate24kPaiseFrom22k } from '../valuations/purity.ts'
import { addDays, isoDateOf, type IsoDate } from '../shared/india-calendar.ts'

/**
 * The gold's value at a 22K rate, priced the way a valuation prices it (spec 2.9 rule 4): each
 * line's fine weight at the 24K rate derived from the 22K one (core `linePricePaise`), summed. At
 * the valuation's own rate this is the valuation's `totalValuePaise` to the paisa.
 */
export function goldValuePaise(fineWeightsMg: readonly Milligrams[], rate22kPaise: Paise): Paise {
  const rate24kPaise = rate24kPaiseFrom22k(rate22kPaise)
  return fineWeightsMg.reduce((sum, mg) => sum + linePricePaise(mg, rate24kPaise), 0)
}

/** A day's closing 22K rate (paise a gram): the last rate stored that India day. */
export type ClosingRate = { date: IsoDate; rate22kPaise: Paise }

/** The closing rate of each India day from stored rates (any order); oldest day first. */
export function dailyClosingRates(rows: readonly { rate22kPaise: Paise; fetchedAt: Date }[]): ClosingRate[] {
  const last = new Map<IsoDate, { rate22kPaise: Paise; at: number }>()
  for (const row of rows) {
    const date = isoDateOf(row.fetchedAt)
    const seen = last.get(date)
    if (!seen || row.fetchedAt.getTime() >= seen.at)
      last.set(date, { rate22kPaise: row.rate22kPaise, at: row.fetchedAt.getTime() })
  }
  return [...last.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, v]) => ({ date, rate22kPaise: v.rate22kPaise }))
}

/** Days of closing rates the regulator's average looks back over. */
export const REGULATOR_AVERAGE_DAYS = 30

/** The closing rates the regulator's value of a loan dated `onDate` reads: the 30 days before it. */
export const regulatorWindow = (onDate: IsoDate) => ({
  from: addDays(onDate, -REGULATOR_AVERAGE_DAYS),
  to: addDays(onDate, -1),
})

export type LtvValueBasis = 'valuation' | 'average30d' | 'previousClose'
export type LtvValue = { paise: number; basis: LtvValueBasis }

/**
 * The value the loan-to-value test uses for a loan dated `onDate` (issue 16, RBI's 2025 gold
 * lending directions): the lower of the valuation's value and the gold's value at the lower of
 * the average closing 22K rate of the 30 days before `onDate` and the previous day's closing rate.
 * Days without a stored rate are left out of the average; the previous day's close is the latest
 * close in those 30 days (a day without a rate, such as a holiday, reads the one before it). With
 * no close in the window, the valuation's value stands. Ties keep the valuation's value.
 */
export function regulatorLtvValue(input: {
  valuationPaise: Paise
  fineWeightsMg: readonly Milligrams[]
  closings: readonly ClosingRate[]
  onDate: IsoDate
}): LtvValue {
  const { from, to } = regulatorWindow(input.onDate)
  const window = input.closings.filter((c) => c.date >= from && c.date <= to)
  const latest = window.reduce<ClosingRate | null>((a, c) => (a === null || c.date > a.date ? c : a), null)
  if (latest === null) return { paise: input.valuationPaise, basis: 'valuation' }
  const average = Math.round(window.reduce((sum, c) => sum + c.rate22kPaise, 0) / window.length)
  const atAverage = goldValuePaise(input.fineWeightsMg, average)
  const atClose = goldValuePaise(input.fineWeightsMg, latest.rate22kPaise)
  const lower: LtvValue =
    atAverage <= atClose ? { paise: atAverage, basis: 'average30d' } : { paise: atClose, basis: 'previousClose' }
  return lower.paise < input.valuationPaise ? lower : { paise: input.valuationPaise, basis: 'valuation' }
}
