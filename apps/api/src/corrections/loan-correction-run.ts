import { isoDateOf } from '@gold/core'
import { type BorrowerMessage, sendBorrowerMessage } from '../messages/borrower-messages.ts'
import { loanJsonOf } from '../loans/loan-read-service.ts'
import { LOAN_TX_OPTIONS, withConflictRetry } from '../loans/loan-transaction.ts'
import { type CorrectionRecord, type LoanQueries, type LoanRecord, loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { type CorrectingStaff, correctionJson } from './corrections-json.ts'

/**
 * The shell every whole-loan correction shares: `apply` in one loan transaction (retried on a
 * serialisation conflict), then the borrower told after the commit, answering the correction and
 * the loan as it now reads.
 */
export async function runLoanCorrection(
  ctx: AppContext,
  staff: CorrectingStaff,
  apply: (tx: LoanQueries) => Promise<{ loan: LoanRecord; correction: CorrectionRecord }>,
  message: (loan: LoanRecord, correction: CorrectionRecord) => BorrowerMessage,
) {
  const repo = loansRepository(ctx, staff.tenantId)
  const { loan, correction } = await withConflictRetry(() => repo.transaction(apply, LOAN_TX_OPTIONS))
  const sent = await sendBorrowerMessage(ctx, staff.tenantId, message(loan, correction))
  return {
    correction: correctionJson(correction),
    loan: await loanJsonOf(repo, loan, isoDateOf(ctx.now())),
    message: sent,
  }
}
