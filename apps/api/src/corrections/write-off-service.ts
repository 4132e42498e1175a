import { type ReasonInput, isoDateOf, planWriteOff } from '@gold/core'
import { followBorrowerStatus } from '../loans/loan-borrower-status.ts'
import { owesShortfall, positionOf } from '../loans/loan-figures.ts'
import { recordLedgerEntries } from '../loans/loan-ledger-posting.ts'
import { lockedLoan } from '../loans/loan-transaction.ts'
import type { LoanQueries, LoanRecord } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { accrualEntries, correctionEntryBase } from './accrual-entries.ts'
import type { CorrectingStaff } from './corrections-json.ts'
import { runLoanCorrection } from './loan-correction-run.ts'

/**
 * Write a loan off (issue 26; permission `loans.writeOff`), in one transaction under the loan's
 * row lock: core `planWriteOff` (the accrual to today posted first), the WRITE_OFF entry of
 * everything owed with its journal (Dr 5250 written off, Cr the receivables), the correction with
 * its reason, the loan `WrittenOff` with nothing owed (`closedOn` today, unless the auction day
 * already ended it) and the borrower's status. Gold still pledged stays in custody. The borrower
 * is told after the commit. The approvals gate wraps this function.
 */
export async function writeLoanOff(ctx: AppContext, staff: CorrectingStaff, loanId: string, input: ReasonInput) {
  return runLoanCorrection(
    ctx,
    staff,
    (tx) => applyWriteOff(ctx, tx, staff, loanId, input),
    (loan, correction) => ({
      kind: 'loanWrittenOff',
      values: { loanNumber: loan.loanNumber, amountPaise: correction.amount },
      customerId: loan.customerId,
      loanId,
      dedupeKey: `loanWrittenOff:${loanId}`,
    }),
  )
}

async function applyWriteOff(
  ctx: AppContext,
  tx: LoanQueries,
  staff: CorrectingStaff,
  loanId: string,
  input: ReasonInput,
) {
  const loan = await lockedLoan(tx, loanId)
  const now = ctx.now()
  const today = isoDateOf(now)
  const plan = planWriteOff(
    positionOf(loan, await tx.ledger(loanId)),
    { status: loan.status, owing: owesShortfall(loan) },
    today,
  )
  const base = correctionEntryBase(today, staff.userId)
  const { total, ...parts } = plan.writtenOff
  const entries = [
    ...accrualEntries(plan.posted, base),
    { ...base, ...parts, type: 'WRITE_OFF' as const, amount: total },
  ]
  const written = await recordLedgerEntries(
    tx,
    loan,
    entries.map((e, i) => ({ ...e, seq: loan.ledgerCount + 1 + i })),
  )
  const correction = await tx.insertCorrection({
    loanId,
    kind: 'writeOff',
    paymentId: null,
    noteNumber: null,
    reason: input.reason,
    amount: total,
    ...parts,
    postedOn: today,
    createdById: staff.userId,
  })
  const updated = await tx.updateBalances(loanId, loan.status, {
    principalOutstanding: 0,
    interestDue: 0,
    penalChargesDue: 0,
    lastPostedOn: today,
    ledgerCount: loan.ledgerCount + written.length,
    status: 'WrittenOff',
    // An auctioned loan ended on its auction day (the reports read it so); any other ends today.
    ...(loan.status === 'Auctioned' ? {} : { closedOn: today }),
  })
  if (!updated) throw new Error(`loan ${loanId} changed under its row lock`)
  await followBorrowerStatus(tx, loan.customerId, today, now)
  return { loan: (await tx.loan(loanId)) as LoanRecord, correction }
}
