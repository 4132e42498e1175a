import { type ReasonInput, isoDateOf, planDisbursementCancel } from '@gold/core'
import { followBorrowerStatus } from '../loans/loan-borrower-status.ts'
import { lockedLoan } from '../loans/loan-transaction.ts'
import type { LoanQueries, LoanRecord } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import type { CorrectingStaff } from './corrections-json.ts'
import { runLoanCorrection } from './loan-correction-run.ts'
import { postReversingJournals } from './payment-reversal-service.ts'

/**
 * Cancel a disbursement the day it was made (issue 26; permission `loans.cancelDisbursement`), in
 * one transaction under the loan's row lock: core `planDisbursementCancel`, a REVERSAL of the
 * DISBURSEMENT entry, the reversing journal of its journal dated today (the cash back into the
 * canceller's open counter, else main cash; a bank or UPI payout back to the account it left;
 * refused when today is closed), the correction with its reason, the loan `Cancelled` with nothing
 * owed, the schedule's EMI records taken off the valuation (it can be disbursed again) and the
 * borrower's status followed. The borrower is told after the commit. The approvals gate wraps this.
 */
export async function cancelDisbursement(ctx: AppContext, staff: CorrectingStaff, loanId: string, input: ReasonInput) {
  return runLoanCorrection(
    ctx,
    staff,
    (tx) => applyCancel(ctx, tx, staff, loanId, input),
    (loan) => ({
      kind: 'loanCancelled',
      values: { loanNumber: loan.loanNumber, amountPaise: loan.principal },
      customerId: loan.customerId,
      loanId,
      dedupeKey: `loanCancelled:${loanId}`,
    }),
  )
}

async function applyCancel(
  ctx: AppContext,
  tx: LoanQueries,
  staff: CorrectingStaff,
  loanId: string,
  input: ReasonInput,
) {
  const loan = await lockedLoan(tx, loanId)
  const now = ctx.now()
  const today = isoDateOf(now)
  const plan = planDisbursementCancel(loan, await tx.ledger(loanId), today)
  const written = await tx.appendLedgerEntries(loanId, [
    { ...plan.entry, seq: loan.ledgerCount + 1, createdById: staff.userId },
  ])
  await postReversingJournals(tx, staff, [plan.reversed], today, `Cancellation of loan ${loan.loanNumber}`)
  const correction = await tx.insertCorrection({
    loanId,
    kind: 'disbursementCancel',
    paymentId: null,
    noteNumber: null,
    reason: input.reason,
    amount: plan.entry.amount,
    principal: plan.entry.principal,
    interest: 0,
    penalCharges: 0,
    postedOn: today,
    createdById: staff.userId,
  })
  const cancelled = await tx.restoreLoan(loanId, loan.status, {
    principalOutstanding: 0,
    interestDue: 0,
    penalChargesDue: 0,
    lastPostedOn: today,
    ledgerCount: loan.ledgerCount + written.length,
    status: 'Cancelled',
    clearClosure: false,
  })
  if (!cancelled) throw new Error(`loan ${loanId} changed under its row lock`)
  // The valuation reads as before the disbursement: no schedule (none of it was paid: nothing was posted).
  await tx.replaceUnpaidEmis(loan.valuationId, loan.customerId, [])
  await followBorrowerStatus(tx, loan.customerId, today, now)
  return { loan: (await tx.loan(loanId)) as LoanRecord, correction }
}
