import type { AppContext } from '../platform/context.ts'
import { type EmiQueries, emiRecordQueries } from './emi-records-repository.ts'

/**
 * The EMI records' own repository, confined to one tenant, for work that touches nothing else (a
 * payment on a valuation without a loan). The loans and valuations repositories bind the same
 * queries (`emiRecordQueries`) into theirs.
 */
export function emisRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...emiRecordQueries(db, tenantId),
    /** Run `work` in one transaction on this tenant's rows (`work` gets the same queries, bound to it). */
    transaction: <T>(work: (tx: EmiQueries) => Promise<T>, options?: { maxWait?: number; timeout?: number }) =>
      db.$transaction((tx) => work(emiRecordQueries(tx, tenantId)), options),
  }
}
