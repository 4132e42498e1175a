import {
  type ClosingRate,
  type IsoDate,
  type LtvValue,
  isoDateOf,
  regulatorLtvValue,
  regulatorWindow,
} from '@gold/core'
import { closingRates } from '../gold-rates/gold-rate-series.ts'
import type { AppContext } from '../platform/context.ts'
import type { LoanQueries } from './loans-repository.ts'

/**
 * The closing rates the regulator's value of a loan dated `onDate` (null: today) reads. Read before
 * the loan's transaction opens: the rate series is the platform's, and PGlite's one connection is
 * held by the transaction.
 */
export async function regulatorClosings(ctx: AppContext, onDate: IsoDate | null): Promise<ClosingRate[]> {
  const { from, to } = regulatorWindow(onDate ?? isoDateOf(ctx.now()))
  return closingRates(ctx, from, to)
}

/** The value the loan-to-value test uses for this valuation on `onDate` (issue 16): see core `regulatorLtvValue`. */
export async function ltvValueOf(
  q: LoanQueries,
  valuation: { id: string; totalValue: number },
  closings: readonly ClosingRate[],
  onDate: IsoDate,
): Promise<LtvValue> {
  return regulatorLtvValue({
    valuationPaise: Math.round(valuation.totalValue * 100),
    fineWeights: await q.fineWeights(valuation.id),
    closings,
    onDate,
  })
}
