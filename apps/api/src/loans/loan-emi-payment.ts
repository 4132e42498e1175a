import {
  type EmiStatusPatch,
  type IsoDate,
  type LoanPaymentInput,
  isoDateOf,
  emiOutstanding,
  loanErrors,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { loanFigures } from './loan-figures.ts'
import { type LoanPaymentActor, recordLoanPayment } from './loan-payment-service.ts'
import { type LoanRecord, type LoansRepository, loansRepository } from './loans-repository.ts'

/** What PATCH /api/valuations/{id}/emi did on a disbursed valuation. */
export type LoanInstallmentPayment = 'no-loan' | 'recorded' | 'replay' | 'nothing-owed'

/**
 * PATCH /api/valuations/{id}/emi with `Paid` on a valuation that has a loan (loans.md section 3):
 * a payment on the loan through `recordLoanPayment`, so the EMI form and the loan's payments can
 * never disagree. The amount is the received amount, else what is still needed to
 * cover the installment, never more than the amount to close the loan today (marking the last
 * installment of a loan closed early Paid closes it instead of being refused as an overpayment).
 * The EMI form's modes: `Cash` (and `UNSPECIFIED`) is Cash, `Online` is UPI with the payment
 * reference, `Online` when it has none. The EMI receipt and the borrower's notification are
 * recordLoanPayment's. 'no-loan' leaves the payment to the valuation's own EMI schedule.
 */
export async function payLoanInstallment(
  ctx: AppContext,
  tenantId: string,
  valuationId: string,
  patch: EmiStatusPatch,
  actor: LoanPaymentActor,
): Promise<LoanInstallmentPayment> {
  const repo = loansRepository(ctx, tenantId)
  const loan = await repo.loanByValuation(valuationId)
  if (!loan) return 'no-loan'
  const amount = patch.receivedPaise ?? (await stillOwed(repo, loan, patch.emiId, isoDateOf(ctx.now())))
  if (amount < 1) return 'nothing-owed'
  const online = patch.paymentMode === 'Online'
  const input: LoanPaymentInput = {
    amount,
    mode: online ? 'UPI' : 'Cash',
    reference: online ? (patch.paymentReference ?? 'Online') : patch.paymentReference,
    paidOn: null,
    idempotencyKey: patch.idempotencyKey,
  }
  const result = await recordLoanPayment(ctx, tenantId, loan.id, input, actor, {
    targetEmiId: patch.emiId,
    receivedPaise: patch.receivedPaise,
  })
  return result.status === 200 ? 'replay' : 'recorded'
}

/**
 * True when this idempotencyKey already recorded a payment on the valuation's loan and this request
 * is the same payment (no receivedAmount, or the same one); 409 when the key paid something else.
 * The EMI side asks before refusing money on an installment that is Paid by now.
 */
export async function isLoanInstallmentReplay(
  ctx: AppContext,
  tenantId: string,
  valuationId: string,
  patch: EmiStatusPatch,
): Promise<boolean> {
  if (patch.idempotencyKey === null) return false
  const repo = loansRepository(ctx, tenantId)
  const [loan, seen] = await Promise.all([repo.loanByValuation(valuationId), repo.paymentByKey(patch.idempotencyKey)])
  if (!loan || !seen) return false
  const sameAmount = patch.receivedPaise === null || patch.receivedPaise === seen.amount
  if (seen.loanId !== loan.id || !sameAmount) throw loanErrors.error('idempotencyKeyReused')
  return true
}

/** Paise still needed to cover the installment by the loan's coverage, capped at the amount to close today. */
async function stillOwed(repo: LoansRepository, loan: LoanRecord, emiId: string, today: IsoDate): Promise<number> {
  const [records, ledger] = await Promise.all([repo.emiRecords(loan.valuationId), repo.ledger(loan.id)])
  const record = records.find((r) => r.id === emiId)
  const figures = loanFigures(loan, ledger, today)
  const due = record?.installmentNo ? figures.coverage[record.installmentNo - 1] : undefined
  const owed = due ? due.amount - due.paid : record ? emiOutstanding(record) : 0
  // A closed loan has nothing to close: recordLoanPayment refuses it by its state, not by amount.
  return figures.outstanding.total > 0 ? Math.min(owed, figures.outstanding.total) : owed
}
