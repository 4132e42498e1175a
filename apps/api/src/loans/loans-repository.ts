import type { TenantClient } from '@gold/db'
import { booksQueries } from '../books/books-repository.ts'
import { custodyMovementQueries } from '../custody/custody-movements-repository.ts'
import { emiRecordQueries } from '../emis/emi-records-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { loanAuctionQueries } from './loan-auctions-repository.ts'
import { loanCorrectionQueries } from './loan-corrections-repository.ts'
import { loanGoldRuleQueries } from './loan-gold-rules-repository.ts'
import { loanLedgerQueries } from './loan-ledger-repository.ts'
import { loanLifecycleQueries } from './loan-lifecycle-repository.ts'
import { loanListQueries } from './loan-list-repository.ts'
import { loanPartyQueries } from './loan-parties-repository.ts'
import { loanPaymentQueries } from './loan-payments-repository.ts'
import { loanReleaseRecordQueries } from './loan-release-records-repository.ts'
import { loanSettingsQueries } from './loan-settings-repository.ts'

export * from './loan-records.ts'
export type { CorrectionKind, CorrectionRecord, NewCorrection, RestoredLoan } from './loan-corrections-repository.ts'

/**
 * The loans domain's data access, confined to one tenant (`db.forTenant(tenantId)`; raw SQL names
 * the tenant explicitly). One repository file per aggregate (loans, ledger, payments, auctions,
 * settings, and the books' journals); this one binds them all to one client, so a transaction's `work` gets every one
 * of them on the same transaction.
 */
export function loansRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...loanQueries(db, tenantId),
    /** Run `work` in one transaction on this tenant's rows (`work` gets the same queries, bound to it). */
    transaction: <T>(work: (tx: LoanQueries) => Promise<T>, options?: { maxWait?: number; timeout?: number }) =>
      db.$transaction((tx) => work(loanQueries(tx, tenantId)), options),
  }
}

export type LoansRepository = ReturnType<typeof loansRepository>
export type LoanQueries = ReturnType<typeof loanQueries>

function loanQueries(db: TenantClient, tenantId: string) {
  return {
    ...loanListQueries(db, tenantId),
    ...loanLifecycleQueries(db, tenantId),
    ...loanAuctionQueries(db, tenantId),
    ...loanLedgerQueries(db, tenantId),
    ...loanPaymentQueries(db, tenantId),
    ...loanSettingsQueries(db, tenantId),
    ...loanPartyQueries(db, tenantId),
    ...emiRecordQueries(db, tenantId),
    ...loanCorrectionQueries(db, tenantId),
    ...loanGoldRuleQueries(db),
    ...loanReleaseRecordQueries(db, tenantId),
    // The books' journals are written in the transaction of the ledger entries that cause them.
    ...booksQueries(db, tenantId),
    // Issue 28: the release desk records the packet's release movement in its release transaction.
    ...custodyMovementQueries(db, tenantId),
  }
}
