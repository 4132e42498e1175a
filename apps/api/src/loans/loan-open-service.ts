import { CASH_DISBURSEMENT_LIMIT_PAISE, type OpenLoanInput, dateNotAfter, isoDateOf, loanErrors } from '@gold/core'
import { checkCustodyBeforeDisbursement } from '../custody/custody-disbursement.ts'
import type { AppContext } from '../platform/context.ts'
import { followBorrowerStatus } from './loan-borrower-status.ts'
import type { LoanJson } from './loan-json.ts'
import { loanJsonOf, loanOrThrow } from './loan-read-service.ts'
import { loansRepository } from './loans-repository.ts'
import { regulatorClosings } from './loan-ltv-value.ts'
import { disbursableValuation, openLoanOn, openingError } from './loan-opening.ts'
import { LOAN_TX_OPTIONS, withConflictRetry } from './loan-transaction.ts'

/**
 * POST /api/loans (loans.md 1.1): in one transaction, with the borrower's row locked so the
 * exposure of their other open loans cannot change underneath: the valuation's checks, the date,
 * the cash rule, the loan-to-value test, the loan with its `GL` number and DISBURSEMENT entry,
 * the schedule written over the valuation's unpaid EMI records, and the borrower's status. A
 * concurrent opening of the same valuation loses on the unique valuationId: 409. Where the shop
 * requires it (issue 28), the gold receipt and a sealed packet first; the packet then names the loan.
 */
export async function openLoan(
  ctx: AppContext,
  tenantId: string,
  userId: string | null,
  input: OpenLoanInput,
): Promise<LoanJson> {
  const repo = loansRepository(ctx, tenantId)
  const closings = await regulatorClosings(ctx, tenantId, input.disbursedOn)
  let loanId: string
  try {
    loanId = await withConflictRetry(() =>
      repo.transaction(async (tx) => {
        const valuation = await disbursableValuation(tx, input.valuationId)
        await checkCustodyBeforeDisbursement(tx, valuation)
        const now = ctx.now()
        const today = isoDateOf(now)
        const disbursedOn = dateNotAfter(input.disbursedOn, today)
        if (input.disbursementMode === 'Cash' && input.principal >= CASH_DISBURSEMENT_LIMIT_PAISE)
          throw loanErrors.error('cashDisbursementLimit')
        const id = await openLoanOn(tx, {
          valuation,
          input,
          disbursedOn,
          closings,
          exposureTakenOver: 0,
          paidOut: input.principal,
          userId,
          now,
        })
        await tx.pledgePacketsTo({ valuationId: valuation.id }, id)
        await followBorrowerStatus(tx, valuation.customerId, today, now)
        return id
      }, LOAN_TX_OPTIONS),
    )
  } catch (e) {
    throw await openingError(repo, input.valuationId, e)
  }
  return loanJsonOf(repo, await loanOrThrow(repo, loanId), isoDateOf(ctx.now()))
}
