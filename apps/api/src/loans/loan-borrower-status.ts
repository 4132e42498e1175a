import { type IsoDate, borrowerStatusFromLoans, isoDateOf, statusChangeDetail } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { loanFigures, owesShortfall } from './loan-figures.ts'
import { type LoanQueries, loansRepository } from './loans-repository.ts'

/**
 * The borrower's status (platform-spec 3.4) follows their loans (loans.md section 4): `Loan Active`
 * while one is open, `Overdue` while one is past due, `Closed` when all are closed or released; a
 * status set by hand to `Inactive` is kept. Written only when it changes, with the STATUS_CHANGE
 * timeline event the customers domain writes, in the caller's transaction.
 */
export async function followBorrowerStatus(q: LoanQueries, customerId: string, today: IsoDate, now: Date) {
  const current = await q.customerStatus(customerId)
  if (current === null) return
  const loans = await q.customerLoans(customerId)
  const ledgers = await q.ledgers(loans.map((l) => l.id))
  const next = borrowerStatusFromLoans(
    current,
    loans.map((l) => ({
      status: l.status,
      daysPastDue: loanFigures(l, ledgers.get(l.id) ?? [], today).daysPastDue,
      shortfall: owesShortfall(l),
    })),
  )
  if (next === null || next === current) return
  await q.changeCustomerStatus({
    id: customerId,
    from: current,
    to: next,
    detail: statusChangeDetail(current, next),
    at: now,
  })
}

/** The same in a transaction of its own (the daily job: a loan becomes overdue with time alone). */
export async function syncBorrowerStatus(ctx: AppContext, tenantId: string, customerId: string) {
  await loansRepository(ctx, tenantId).transaction((tx) =>
    followBorrowerStatus(tx, customerId, isoDateOf(ctx.now()), ctx.now()),
  )
}
