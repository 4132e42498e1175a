import { type ReleaseInput, assertLoanAction, financialYearOfDate, isoDateOf, releaseDelay } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { followBorrowerStatus } from './loan-borrower-status.ts'
import { LOAN_SERIES } from './loan-document-number.ts'
import { accrueReleaseCompensation } from './loan-release-compensation-service.ts'
import type { LoanJson } from './loan-json.ts'
import { loanJsonOf, loanOrThrow } from './loan-read-service.ts'
import { LOAN_TX_OPTIONS, lockedLoan, withConflictRetry } from './loan-transaction.ts'
import { loansRepository } from './loans-repository.ts'

/**
 * POST /api/loans/{id}/release (loans.md section 6): a Closed loan's gold goes back today, with
 * the days of delay after `releaseDueBy` and the compensation owed for them, and an `RR` release
 * receipt number taken in the same transaction, and the compensation posted to the books as owed. One conditional update (`status = 'Closed'`)
 * under the loan's row lock, so parallel releases release once; the others find it Released.
 */
export async function releaseLoan(
  ctx: AppContext,
  tenantId: string,
  loanId: string,
  input: ReleaseInput,
): Promise<LoanJson> {
  const repo = loansRepository(ctx, tenantId)
  await loanOrThrow(repo, loanId)
  await withConflictRetry(() =>
    repo.transaction(async (tx) => {
      const loan = await lockedLoan(tx, loanId)
      assertLoanAction(loan.status, 'release')
      const now = ctx.now()
      const releasedOn = isoDateOf(now)
      const settings = await tx.settings()
      const delay = releaseDelay(loan.releaseDueBy ?? releasedOn, releasedOn, settings.releaseCompensationPerDay)
      const released = await tx.releaseLoan(loanId, {
        releasedOn,
        releasedTo: input.releasedTo,
        sealIntact: input.sealIntact,
        releaseNote: input.note,
        releaseReceiptNumber: await tx.nextLoanDocumentNumber(LOAN_SERIES.release, financialYearOfDate(releasedOn)),
        releaseDelayDays: delay.delayDays,
        releaseCompensation: delay.compensation,
      })
      if (!released) throw new Error(`loan ${loanId} changed under its row lock`)
      await accrueReleaseCompensation(tx, { ...loan, releaseCompensation: delay.compensation }, releasedOn, null)
      await followBorrowerStatus(tx, loan.customerId, releasedOn, now)
    }, LOAN_TX_OPTIONS),
  )
  return loanJsonOf(repo, await loanOrThrow(repo, loanId), isoDateOf(ctx.now()))
}
