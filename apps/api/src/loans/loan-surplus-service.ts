import { type SurplusPayoutInput, isoDateOf, loanErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import type { LoanJson } from './loan-json.ts'
import { recordLedgerEntries } from './loan-ledger-posting.ts'
import { loanJsonOf, loanOrThrow } from './loan-read-service.ts'
import { LOAN_TX_OPTIONS, lockedLoan, withConflictRetry } from './loan-transaction.ts'
import { loansRepository } from './loans-repository.ts'

/**
 * POST /api/loans/{id}/surplus-payout and tRPC loans.paySurplus (loans.md section 7): the sale's
 * surplus is handed to the borrower today, whole, by the mode given; a SURPLUS_PAYOUT entry (the
 * money out, no balance moved) records it. Once only: under the loan's row lock, a conditional
 * update; a loan with no surplus owed (none, or already paid out) is 400.
 */
export async function paySurplus(
  ctx: AppContext,
  tenantId: string,
  userId: string | null,
  loanId: string,
  input: SurplusPayoutInput,
): Promise<LoanJson> {
  const repo = loansRepository(ctx, tenantId)
  await loanOrThrow(repo, loanId)
  await withConflictRetry(() =>
    repo.transaction(async (tx) => {
      const loan = await lockedLoan(tx, loanId)
      if (loan.status !== 'Auctioned' || loan.surplusOwed <= 0 || loan.surplusPaidOn !== null)
        throw loanErrors.error('noSurplusOwed')
      const paidOn = isoDateOf(ctx.now())
      const seq = loan.ledgerCount + 1
      await recordLedgerEntries(tx, loan, [
        {
          seq,
          type: 'SURPLUS_PAYOUT',
          amount: loan.surplusOwed,
          principal: 0,
          interest: 0,
          penalCharges: 0,
          postedOn: paidOn,
          mode: input.mode,
          reference: input.reference,
          paymentId: null,
          createdById: userId,
        },
      ])
      if (!(await tx.markSurplusPaid(loanId, paidOn, seq))) throw new Error(`loan ${loanId} changed under its row lock`)
    }, LOAN_TX_OPTIONS),
  )
  return loanJsonOf(repo, await loanOrThrow(repo, loanId), isoDateOf(ctx.now()))
}
