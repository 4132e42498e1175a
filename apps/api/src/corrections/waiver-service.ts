import { type WaiverInput, isoDateOf, planWaiver, releaseDueBy } from '@gold/core'
import { followBorrowerStatus } from '../loans/loan-borrower-status.ts'
import { owesShortfall, positionOf } from '../loans/loan-figures.ts'
import { recordLedgerEntries } from '../loans/loan-ledger-posting.ts'
import { loanJsonOf } from '../loans/loan-read-service.ts'
import { LOAN_TX_OPTIONS, lockedLoan, withConflictRetry } from '../loans/loan-transaction.ts'
import { type LoanQueries, loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { auditChange, auditSubject } from '../audit/trail-scope.ts'
import { type UnnumberedEntry, accrualEntries, correctionEntryBase } from './accrual-entries.ts'
import { type CorrectingStaff, correctionJson, loanStanding } from './corrections-json.ts'

/**
 * Waive penal charges or interest (issue 26; permission `loans.waive`), in one transaction under
 * the loan's row lock: core `planWaiver` (the accrual to today posted first, each part at most
 * what is due), the INTEREST / PENAL_CHARGE entries and the WAIVER entry, each with its journal
 * (the waiver: Dr 5150 waived, Cr the receivables), the correction with its reason, the balances
 * (a waiver that leaves nothing owed closes the loan as a closing payment does) and the borrower's
 * status. The approvals gate wraps this function: it validates and posts, or writes nothing.
 */
export async function waiveCharges(ctx: AppContext, staff: CorrectingStaff, loanId: string, input: WaiverInput) {
  const repo = loansRepository(ctx, staff.tenantId)
  const { before, correction } = await withConflictRetry(() =>
    repo.transaction((tx) => applyWaiver(ctx, tx, staff, loanId, input), LOAN_TX_OPTIONS),
  )
  const loan = (await repo.loan(loanId))!
  auditSubject({ loanId, customerId: loan.customerId })
  auditChange({ loan: loanStanding(before) }, { waiver: correctionJson(correction), loan: loanStanding(loan) })
  return { correction: correctionJson(correction), loan: await loanJsonOf(repo, loan, isoDateOf(ctx.now())) }
}

async function applyWaiver(
  ctx: AppContext,
  tx: LoanQueries,
  staff: CorrectingStaff,
  loanId: string,
  input: WaiverInput,
) {
  const loan = await lockedLoan(tx, loanId)
  const now = ctx.now()
  const today = isoDateOf(now)
  const plan = planWaiver(
    positionOf(loan, await tx.ledger(loanId)),
    { status: loan.status, owing: owesShortfall(loan) },
    input,
    today,
  )
  const base = correctionEntryBase(today, staff.userId)
  const entries: UnnumberedEntry[] = [
    ...accrualEntries(plan.posted, base),
    {
      ...base,
      type: 'WAIVER',
      amount: input.interest + input.penalCharges,
      interest: input.interest,
      penalCharges: input.penalCharges,
    },
  ]
  const written = await recordLedgerEntries(
    tx,
    loan,
    entries.map((e, i) => ({ ...e, seq: loan.ledgerCount + 1 + i })),
  )
  const correction = await tx.insertCorrection({
    loanId,
    kind: 'waiver',
    paymentId: null,
    noteNumber: null,
    reason: input.reason,
    amount: input.interest + input.penalCharges,
    principal: 0,
    interest: input.interest,
    penalCharges: input.penalCharges,
    postedOn: today,
    createdById: staff.userId,
  })
  const closure =
    plan.closes && loan.status !== 'Auctioned'
      ? {
          status: 'Closed' as const,
          closedOn: today,
          releaseDueBy: releaseDueBy(today, new Set((await tx.holidays()).map((h) => h.date))),
        }
      : plan.closes
        ? { closedOn: today }
        : {}
  const updated = await tx.updateBalances(loanId, loan.status, {
    ...plan.after,
    ledgerCount: loan.ledgerCount + written.length,
    ...closure,
  })
  if (!updated) throw new Error(`loan ${loanId} changed under its row lock`)
  await followBorrowerStatus(tx, loan.customerId, today, now)
  return { before: loan, correction }
}
