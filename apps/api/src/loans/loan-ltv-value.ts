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
 * The closing rates the regulator's value of a loan dated `onDate` (null: today) reads: the shop's
 * series (its hand-entered closes over the platform's). Read before the loan's transaction opens:
 * PGlite's one connection is held by the transaction.
 */
export async function regulatorClosings(
  ctx: AppContext,
  tenantId: string,
  onDate: IsoDate | null,
): Promise<ClosingRate[]> {
  const { from, to } = regulatorWindow(onDate ?? isoDateOf(ctx.now()))
  return closingRates(ctx, tenantId, from, to)
}

/** The value the loan-to-value test uses for this valuation on `onDate` (issue 16): see core `regulatorLtvValue`. */
export async function ltvValueOf(
  q: LoanQueries,
  valuation: { id: string; totalValuePaise: number },
  closings: readonly ClosingRate[],
  onDate: IsoDate,
): Promise<LtvValue> {
  return regulatorLtvValue({
    valuationPaise: valuation.totalValuePaise,
    fineWeightsMg: await q.fineWeightsMg(valuation.id),
    closings,
    onDate,
  })
}
