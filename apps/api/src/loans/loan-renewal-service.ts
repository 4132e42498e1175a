import { type OpenLoanInput, assertLoanAction, dateNotAfter, isoDateOf, planRenewal } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { followBorrowerStatus } from './loan-borrower-status.ts'
import { positionOf } from './loan-figures.ts'
import type { LoanJson } from './loan-json.ts'
import { regulatorClosings } from './loan-ltv-value.ts'
import { recordLedgerEntries } from './loan-ledger-posting.ts'
import { disbursableValuation, openLoanOn, openingError } from './loan-opening.ts'
import { loanJsonOf, loanOrThrow } from './loan-read-service.ts'
import { LOAN_TX_OPTIONS, lockedLoan, withConflictRetry } from './loan-transaction.ts'
import { loansRepository } from './loans-repository.ts'

/**
 * POST /api/loans/{id}/renew (loans.md section 5): the old loan's principal is carried into a new
 * loan on a fresh loan valuation of the same borrower; the gold stays pledged. In one transaction,
 * with the old loan's and the borrower's rows locked: the old loan must be Active with its
 * interest and penal charges paid as of the renewal date (`disbursedOn`, default today); the new
 * principal at least the carried one, the part above it a top-up disbursed like any loan (the cash
 * rule applies to it); the new loan passes the loan-to-value test on the fresh valuation (the
 * regulator's value, as at opening) with the old loan's principal no longer counted twice. The old
 * loan gets a RENEWAL entry taking its principal to 0 and becomes Renewed; the new loan's
 * DISBURSEMENT entry carries the whole principal with `amount` the top-up actually paid out.
 * Answers 201 with the new loan (`renewedFromId`); the old one names it in `renewedToId`.
 */
export async function renewLoan(
  ctx: AppContext,
  tenantId: string,
  userId: string | null,
  oldLoanId: string,
  input: OpenLoanInput,
): Promise<LoanJson> {
  const repo = loansRepository(ctx, tenantId)
  await loanOrThrow(repo, oldLoanId)
  const closings = await regulatorClosings(ctx, tenantId, input.disbursedOn)
  let newLoanId: string
  try {
    newLoanId = await withConflictRetry(() =>
      repo.transaction(async (tx) => {
        const old = await lockedLoan(tx, oldLoanId)
        assertLoanAction(old.status, 'renew')
        const valuation = await disbursableValuation(tx, input.valuationId, old.customerId)
        const now = ctx.now()
        const today = isoDateOf(now)
        const renewedOn = dateNotAfter(input.disbursedOn, today)
        const plan = planRenewal(
          positionOf(old, await tx.ledger(old.id)),
          renewedOn,
          input.principal,
          input.disbursementMode,
        )

        const id = await openLoanOn(tx, {
          valuation,
          input,
          disbursedOn: renewedOn,
          closings,
          // The carried principal moves from the old loan into this one: count it once.
          exposureTakenOver: old.principalOutstanding,
          paidOut: plan.topUp,
          renewedFromId: old.id,
          userId,
          now,
        })
        // The old loan's dues not yet paid are carried into the new schedule: left on the old
        // valuation they would read as overdue installments nobody owes.
        await tx.replaceUnpaidEmis(old.valuationId, old.customerId, [])
        // The gold stays in its packet: the packet now answers for the new loan (issue 28).
        await tx.pledgePacketsTo({ loanId: old.id }, id)

        const renewedTo = { id, loanNumber: (await tx.loan(id))!.loanNumber }
        await recordLedgerEntries(tx, { ...old, renewedTo }, [
          {
            seq: old.ledgerCount + 1,
            type: 'RENEWAL',
            amount: plan.carried,
            principal: plan.carried,
            interest: 0,
            penalCharges: 0,
            postedOn: renewedOn,
            mode: null,
            reference: null,
            paymentId: null,
            createdById: userId,
          },
        ])
        const renewed = await tx.markRenewed(old.id, {
          renewedToId: id,
          renewedOn,
          ledgerCount: old.ledgerCount + 1,
        })
        if (!renewed) throw new Error(`loan ${old.id} changed under its row lock`)
        await followBorrowerStatus(tx, old.customerId, today, now)
        return id
      }, LOAN_TX_OPTIONS),
    )
  } catch (e) {
    throw await openingError(repo, input.valuationId, e)
  }
  return loanJsonOf(repo, await loanOrThrow(repo, newLoanId), isoDateOf(ctx.now()))
}
