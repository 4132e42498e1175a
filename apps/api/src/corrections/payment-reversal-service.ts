import {
  type IsoDate,
  type PaymentReversalInput,
  coverSchedule,
  entryReversalJournal,
  financialYearOfDate,
  isoDateOf,
  moneyAccountCode,
  planPaymentReversal,
} from '@gold/core'
import { postJournals } from '../books/books-posting.ts'
import { sendBorrowerMessage } from '../messages/borrower-messages.ts'
import { followBorrowerStatus } from '../loans/loan-borrower-status.ts'
import { positionOf } from '../loans/loan-figures.ts'
import { loanJsonOf } from '../loans/loan-read-service.ts'
import { LOAN_TX_OPTIONS, lockedLoan, withConflictRetry } from '../loans/loan-transaction.ts'
import {
  type CorrectionRecord,
  type LedgerRecord,
  type LoanQueries,
  type LoanRecord,
  loansRepository,
} from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { auditChange, auditSubject } from '../audit/trail-scope.ts'
import {
  CORRECTION_SERIES,
  type CorrectingStaff,
  correctionJson,
  loanStanding,
  paymentTrail,
} from './corrections-json.ts'

/**
 * Reverse a payment (issue 26; permission `loans.reverse`), in one transaction under the loan's row
 * lock: core `planPaymentReversal` (the latest payment only, once), a REVERSAL entry for each entry
 * the payment posted (its accrual included), the reversing journal of each entry's journal dated
 * today (cash handed back from the reverser's counter, else main cash; refused when today is a
 * closed day), the cancellation note `CN/<FY>/<6 digits>` with the reason, the loan's balances and
 * status as before the payment, its installments unpaid again, the borrower's status followed.
 * The borrower is told after the commit (their message channels; the deliveries say what happened).
 * The approvals gate wraps this function: it validates and posts, or writes nothing.
 */
export async function reversePayment(
  ctx: AppContext,
  staff: CorrectingStaff,
  loanId: string,
  input: PaymentReversalInput,
) {
  const repo = loansRepository(ctx, staff.tenantId)
  const { before, loan, correction } = await withConflictRetry(() =>
    repo.transaction((tx) => applyReversal(ctx, tx, staff, loanId, input), LOAN_TX_OPTIONS),
  )
  const payment = (await repo.payment(loanId, input.paymentId))!
  auditSubject({ loanId, customerId: loan.customerId })
  auditChange(
    { payment: paymentTrail(payment), loan: loanStanding(before) },
    { payment: paymentTrail(payment), reversal: correctionJson(correction), loan: loanStanding(loan) },
  )
  const message = await sendBorrowerMessage(ctx, staff.tenantId, {
    kind: 'paymentReversed',
    values: {
      loanNumber: loan.loanNumber,
      receiptNumber: payment.receiptNumber,
      noteNumber: correction.noteNumber!,
      amountPaise: payment.amount,
    },
    customerId: loan.customerId,
    loanId,
    dedupeKey: `paymentReversed:${payment.id}`,
  })
  const after = (await repo.loan(loanId))!
  return {
    correction: correctionJson(correction),
    loan: await loanJsonOf(repo, after, isoDateOf(ctx.now())),
    message,
  }
}

async function applyReversal(
  ctx: AppContext,
  tx: LoanQueries,
  staff: CorrectingStaff,
  loanId: string,
  input: PaymentReversalInput,
): Promise<{ before: LoanRecord; loan: LoanRecord; correction: CorrectionRecord }> {
  const loan = await lockedLoan(tx, loanId)
  const now = ctx.now()
  const today = isoDateOf(now)
  const ledger = await tx.ledger(loanId)
  const plan = planPaymentReversal(loan, ledger, input.paymentId, today)
  const payment = (await tx.payment(loanId, input.paymentId))!
  const written = await tx.appendLedgerEntries(
    loanId,
    plan.entries.map((e, i) => ({ ...e, seq: loan.ledgerCount + 1 + i, createdById: staff.userId })),
  )
  await postReversingJournals(tx, staff, plan.reversed, today, `Reversal of receipt ${payment.receiptNumber}`)
  const correction = await tx.insertCorrection({
    loanId,
    kind: 'paymentReversal',
    paymentId: payment.id,
    noteNumber: await tx.nextLoanDocumentNumber(CORRECTION_SERIES.cancellationNote, financialYearOfDate(today)),
    reason: input.reason,
    amount: payment.amount,
    principal: payment.principal,
    interest: payment.interest,
    penalCharges: payment.penalCharges,
    postedOn: today,
    createdById: staff.userId,
  })
  const restored = await tx.restoreLoan(loanId, loan.status, {
    ...plan.balances,
    ledgerCount: loan.ledgerCount + written.length,
    status: plan.status ?? loan.status,
    clearClosure: plan.reopens,
  })
  if (!restored) throw new Error(`loan ${loanId} changed under its row lock`)
  const after = (await tx.loan(loanId))!
  await unpayInstallments(tx, after, [...ledger, ...written], today)
  await followBorrowerStatus(tx, loan.customerId, today, now)
  return { before: loan, loan: after, correction }
}

/**
 * The reversing journal of each reversed entry's journal (an entry without one, posted before the
 * books, has nothing to reverse), in one `postJournals`: the day lock and the closed-day check.
 */
export async function postReversingJournals(
  tx: LoanQueries,
  staff: CorrectingStaff,
  reversed: readonly Pick<LedgerRecord, 'id'>[],
  today: IsoDate,
  narration: string,
) {
  const counterNumber = staff.userId === null ? null : await tx.openCounterNumberOf(staff.userId)
  const cashAccount = moneyAccountCode({ mode: 'Cash', counterNumber })
  const posts = []
  for (const entry of reversed) {
    const original = await tx.journalOfEntry(entry.id)
    if (!original) continue
    const journal = entryReversalJournal(original, today, narration, cashAccount)
    posts.push({ journal, createdById: staff.userId, reversesJournalId: original.id })
  }
  await postJournals(tx, posts)
}

/** The valuation's EMI records follow the coverage without the reversed payment: what it had paid is unpaid. */
async function unpayInstallments(tx: LoanQueries, loan: LoanRecord, ledger: LedgerRecord[], today: IsoDate) {
  const position = positionOf(loan, ledger)
  const coverage = coverSchedule(position.schedule, position.payments, false)
  const records = await tx.emiRecords(loan.valuationId)
  for (const [i, due] of coverage.entries()) {
    const record = records.find((r) => r.installmentNo === i + 1)
    if (!record || (record.status !== 'Paid' && record.paidAmountPaise === due.paid)) continue
    if (due.covered) continue
    const status = isoDateOf(record.dueDate) < today ? 'Overdue' : 'Upcoming'
    await tx.unpayEmi(record.id, due.paid, status)
  }
}
