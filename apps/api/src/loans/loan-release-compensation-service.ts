import { type IsoDate, type SurplusPayoutInput, SEEDED_CHART, isoDateOf, journalOf, loanErrors } from '@gold/core'
import { postJournals, staffMoneyVia } from '../books/books-posting.ts'
import type { BooksQueries } from '../books/books-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { loanOrThrow } from './loan-read-service.ts'
import { LOAN_TX_OPTIONS, lockedLoan, withConflictRetry } from './loan-transaction.ts'
import { loansRepository } from './loans-repository.ts'

type ReleasedLoan = { id: string; loanNumber: string; releaseCompensation: number | null }

/**
 * The compensation for a late release (loans.md section 6): each day after the deadline is posted by
 * the daily job (release-desk/release-compensation-job.ts, sourced `<loanId>:<day>`); what is left
 * at release (the release day itself, days the job did not reach) is posted in the release's
 * transaction as an expense and a payable to the borrower (sourced by the loan), until paid out.
 */
export async function accrueReleaseCompensation(
  tx: BooksQueries,
  loan: ReleasedLoan,
  releasedOn: IsoDate,
  by: string | null,
) {
  const amountPaise = loan.releaseCompensation ?? 0
  if (amountPaise <= 0) return
  const base = { sourceId: loan.id, date: releasedOn, loanId: loan.id, loanNumber: loan.loanNumber, amountPaise }
  const journal = journalOf(SEEDED_CHART, { ...base, kind: 'releaseCompensationAccrued' })
  if (journal) await postJournals(tx, [{ journal, createdById: by }])
}

export type ReleaseCompensation = { amountPaise: number; accruedOn: IsoDate; paidOn: IsoDate | null }

/** tRPC loans.releaseCompensation: what is owed for a late release and whether it was paid; null when none is owed. */
export async function releaseCompensationOf(
  ctx: AppContext,
  tenantId: string,
  loanId: string,
): Promise<ReleaseCompensation | null> {
  const repo = loansRepository(ctx, tenantId)
  const loan = await loanOrThrow(repo, loanId)
  if (loan.status !== 'Released' || !(loan.releaseCompensation && loan.releaseCompensation > 0)) return null
  const [accrued, daily, paid] = await Promise.all([
    repo.journalBySource('releaseCompensationAccrued', loanId),
    repo.accruedCompensation(loanId),
    repo.journalBySource('releaseCompensationPaid', loanId),
  ])
  return {
    amountPaise: loan.releaseCompensation,
    // The first day the daily job posted, else the release's own posting.
    accruedOn: daily[0]?.postedOn ?? accrued?.date ?? loan.releasedOn!,
    paidOn: paid?.date ?? null,
  }
}

/**
 * tRPC loans.payReleaseCompensation: the compensation is handed to the borrower today, whole, by
 * the mode given (cash through the staff member's counter). Once only: under the loan's row lock
 * the paid journal is looked up, and its source is unique besides.
 */
export async function payReleaseCompensation(
  ctx: AppContext,
  tenantId: string,
  userId: string | null,
  loanId: string,
  input: SurplusPayoutInput,
): Promise<ReleaseCompensation> {
  const repo = loansRepository(ctx, tenantId)
  await loanOrThrow(repo, loanId)
  await withConflictRetry(() =>
    repo.transaction(async (tx) => {
      const loan = await lockedLoan(tx, loanId)
      const amountPaise = loan.releaseCompensation ?? 0
      if (loan.status !== 'Released' || amountPaise <= 0) throw loanErrors.error('noCompensationOwed')
      if (await tx.journalBySource('releaseCompensationPaid', loanId)) throw loanErrors.error('compensationAlreadyPaid')
      const via = await staffMoneyVia(tx, input.mode, userId, (await tx.settings()).cashNeedsOpenCounter)
      const paidOn = isoDateOf(ctx.now())
      const base = { sourceId: loan.id, date: paidOn, loanId: loan.id, loanNumber: loan.loanNumber, amountPaise }
      const journal = journalOf(SEEDED_CHART, { ...base, kind: 'releaseCompensationPaid', ...via })
      if (journal) await postJournals(tx, [{ journal, createdById: userId }])
    }, LOAN_TX_OPTIONS),
  )
  return (await releaseCompensationOf(ctx, tenantId, loanId))!
}
