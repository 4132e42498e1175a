import type { TenantClient } from '@gold/db'
import { emiRecordQueries, emiStatusQueries } from '../emis/emi-records-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { communicationTemplateQueries } from './communication-templates-repository.ts'
import { valuationIssueQueries } from './valuation-issue-repository.ts'
import { valuationPartyQueries } from './valuation-parties-repository.ts'
import { valuationRecordQueries } from './valuation-records-repository.ts'

export type { TemplateKindName } from './communication-templates-repository.ts'
export type {
  NewInstallment,
  NewOrnament,
  NewValuation,
  ValuationBank,
  ValuationCustomer,
} from './valuation-issue-repository.ts'

/**
 * The valuations domain's data access (valuations, ornaments, EMIs and receipts, templates, the
 * timeline and notifications they write), confined to one tenant: it sits on
 * `db.forTenant(tenantId)`, and raw SQL names the tenant explicitly. One repository file per
 * aggregate; this one binds them to one client, so a transaction's `work` gets every one of them
 * on the same transaction.
 */
export function valuationsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...valuationQueries(db, tenantId),
    ...valuationIssueQueries(ctx, tenantId),
    ...emiStatusQueries(ctx, tenantId),

    /** Run `work` in one transaction on this tenant's rows (`work` gets the same queries, bound to it). */
    transaction: <T>(work: (tx: ValuationQueries) => Promise<T>, options?: { maxWait?: number; timeout?: number }) =>
      db.$transaction((tx) => work(valuationQueries(tx, tenantId)), options),
  }
}

export type ValuationsRepository = ReturnType<typeof valuationsRepository>
export type ValuationQueries = ReturnType<typeof valuationQueries>

function valuationQueries(db: TenantClient, tenantId: string) {
  return {
    ...valuationRecordQueries(db, tenantId),
    ...valuationPartyQueries(db, tenantId),
    ...emiRecordQueries(db, tenantId),
    ...communicationTemplateQueries(db, tenantId),
  }
}
