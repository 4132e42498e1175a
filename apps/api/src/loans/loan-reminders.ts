import { type CoveredDue, isoDateOf } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { isOpen, loanFigures } from './loan-figures.ts'
import { loansRepository } from './loans-repository.ts'

/** A disbursed valuation's dues as reminders see them: none while the loan is not open. */
export type LoanReminderDues = { loanId: string; loanNumber: string; dues: CoveredDue[] | null }

/**
 * The daily job's view of the loans behind EMI records (loans.md section 3: the loan's schedule is
 * the valuation's EMI records, installments 1..n). Answers null for a valuation without a loan;
 * each loan is read once per run, as of the job's day.
 */
export function loanDuesReader(ctx: AppContext) {
  const today = isoDateOf(ctx.now())
  const seen = new Map<string, Promise<LoanReminderDues | null>>()
  const read = async (tenantId: string, valuationId: string): Promise<LoanReminderDues | null> => {
    const repo = loansRepository(ctx, tenantId)
    const loan = await repo.loanByValuation(valuationId)
    if (!loan) return null
    const about = { loanId: loan.id, loanNumber: loan.loanNumber }
    if (!isOpen(loan)) return { ...about, dues: null }
    return { ...about, dues: loanFigures(loan, await repo.ledger(loan.id), today).coverage }
  }
  return (tenantId: string, valuationId: string) => {
    const key = `${tenantId}/${valuationId}`
    let dues = seen.get(key)
    if (!dues) seen.set(key, (dues = read(tenantId, valuationId)))
    return dues
  }
}

/**
 * What a reminder about installment `installmentNo` of the loan asks for, in paise: what is still
 * needed to cover that due (for the earliest uncovered one, the loan's `nextDue` amount), or null
 * when no reminder is due: the loan is not open, the due is covered, or the record is not one of
 * the loan's dues (an installment added by hand after disbursement).
 */
export function loanReminderAmount(loan: LoanReminderDues, installmentNo: number | null): number | null {
  return loanReminderDue(loan, installmentNo)?.amount ?? null
}

/** The same with the loan's own due date of that installment (what the borrower's SMS names). */
export function loanReminderDue(
  loan: LoanReminderDues,
  installmentNo: number | null,
): { amount: number; dueOn: string } | null {
  if (loan.dues === null || installmentNo === null) return null
  const due = loan.dues[installmentNo - 1]
  return due && !due.covered ? { amount: due.amount - due.paid, dueOn: due.dueOn } : null
}
