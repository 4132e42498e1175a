import {
  CASH_RECEIPTS_DAY_LIMIT_PAISE,
  type LoanPaymentInput,
  assertPayable,
  coverSchedule,
  dateNotAfter,
  isoDateOf,
  loanErrors,
  planLoanPayment,
  releaseDueBy,
  financialYearOfDate,
  referenceAlreadyRecordedError,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import { type EmiReceiptOptions, followLoanCoverage } from '../emis/emi-loan-coverage.ts'
import type { AppContext } from '../platform/context.ts'
import { followBorrowerStatus } from './loan-borrower-status.ts'
import { LOAN_SERIES } from './loan-document-number.ts'
import { recordLedgerEntries } from './loan-ledger-posting.ts'
import { owesShortfall, positionOf } from './loan-figures.ts'
import { type LoanJson, type LoanPaymentJson, paymentJson } from './loan-json.ts'
import { notifyPaymentReceived } from '../messages/payment-received-notice.ts'
import { loanJsonOf, loanOrThrow } from './loan-read-service.ts'
import { LOAN_TX_OPTIONS, withConflictRetry } from './loan-transaction.ts'
import {
  type LoanQueries,
  type LoanRecord,
  type LoansRepository,
  type NewLedgerEntry,
  type PaymentRecord,
  loansRepository,
} from './loans-repository.ts'

export type LoanPaymentActor = { userId: string | null }

/** How the EMI side sees the payment (see `EmiReceiptOptions`). */
export type LoanPaymentOptions = EmiReceiptOptions

export type LoanPaymentResult = { status: 201 | 200; payment: LoanPaymentJson; loan: LoanJson }

/**
 * A payment on a loan (loans.md sections 2 and 3), the one way money is taken on a loan: POST
 * /api/loans/{id}/payments, tRPC loans.pay and PATCH /api/valuations/{id}/emi on a disbursed
 * valuation all come here. In one transaction, with the loan's row locked (concurrent payments
 * queue; each is recorded once or refused): the state, the dates, the plan (accrual posted,
 * penal charges then interest then principal, overpayment refused), 269ST's cash a day for the
 * borrower, the `PR` receipt number, the INTEREST / PENAL_CHARGE / PAYMENT entries, the balances
 * and closure, the valuation's EMI records from the coverage with one EMI receipt (platform-spec
 * 3.5) and the borrower's status. The borrower is notified after the commit, best-effort; callers
 * must not notify or write an EMI receipt again.
 *
 * The same `idempotencyKey` with the same loan and amount answers the first payment with 200 and
 * records nothing; with another loan or amount it is 409.
 */
export async function recordLoanPayment(
  ctx: AppContext,
  tenantId: string,
  loanId: string,
  input: LoanPaymentInput,
  actor: LoanPaymentActor,
  options: LoanPaymentOptions = {},
): Promise<LoanPaymentResult> {
  const repo = loansRepository(ctx, tenantId)
  await loanOrThrow(repo, loanId)
  const seen = await replayOf(repo, loanId, input)
  if (seen) return answer(ctx, repo, 200, seen)
  let payment: PaymentRecord | 'replay'
  try {
    payment = await withConflictRetry(() =>
      repo.transaction((tx) => applyPayment(ctx, tx, loanId, input, actor, options), LOAN_TX_OPTIONS),
    )
  } catch (e) {
    // The same key committed by a concurrent request on another loan (it held another lock).
    const again = isUniqueViolation(e) ? await replayOf(repo, loanId, input) : null
    if (again) return answer(ctx, repo, 200, again)
    throw e
  }
  if (payment === 'replay') {
    const again = await replayOf(repo, loanId, input)
    if (!again) throw new Error('idempotency key seen under the lock but not after it')
    return answer(ctx, repo, 200, again)
  }
  await notifyPaymentReceived(ctx, tenantId, {
    customerId: payment.customerId,
    receiptNumber: payment.receiptNumber,
    amountPaise: payment.amount,
    link: `/loans/${loanId}`,
    mailKey: `loan-payment:${tenantId}:${payment.receiptNumber}`,
  }).catch((err) => ctx.log.warn({ err }, 'loan payment notification failed'))
  return answer(ctx, repo, 201, payment)
}

async function answer(ctx: AppContext, repo: LoansRepository, status: 201 | 200, payment: PaymentRecord) {
  const loan = await loanOrThrow(repo, payment.loanId)
  return { status, payment: paymentJson(payment), loan: await loanJsonOf(repo, loan, isoDateOf(ctx.now())) }
}

/** The payment this key recorded before, when it was this payment; 409 when it was another. */
async function replayOf(q: LoanQueries, loanId: string, input: LoanPaymentInput): Promise<PaymentRecord | null> {
  if (input.idempotencyKey === null) return null
  const seen = await q.paymentByKey(input.idempotencyKey)
  if (!seen) return null
  if (seen.loanId !== loanId || seen.amount !== input.amount) throw loanErrors.error('idempotencyKeyReused')
  return seen
}

async function applyPayment(
  ctx: AppContext,
  tx: LoanQueries,
  loanId: string,
  input: LoanPaymentInput,
  actor: LoanPaymentActor,
  options: LoanPaymentOptions,
): Promise<PaymentRecord | 'replay'> {
  if (!(await tx.lockLoan(loanId))) throw loanErrors.error('loanNotFound')
  if (input.idempotencyKey !== null && (await tx.paymentByKey(input.idempotencyKey))) return 'replay'
  const loan = (await tx.loan(loanId))!
  assertPayable(loan.status, owesShortfall(loan))
  const now = ctx.now() // after the wait, so payments are stamped in the order they were applied
  const today = isoDateOf(now)
  const paidOn = dateNotAfter(input.paidOn, today)
  const position = positionOf(loan, await tx.ledger(loanId))
  const plan = planLoanPayment(position, input.amount, paidOn)
  await refuseRepeatedReference(tx, input)
  if (input.mode === 'Cash') {
    await tx.lockCustomer(loan.customerId)
    const cash = await tx.cashReceivedOn(loan.customerId, paidOn)
    if (cash + input.amount >= CASH_RECEIPTS_DAY_LIMIT_PAISE) throw loanErrors.error('cashReceiptLimit')
  }

  const payment = await tx.insertPayment({
    loanId,
    customerId: loan.customerId,
    receiptNumber: await tx.nextLoanDocumentNumber(LOAN_SERIES.payment, financialYearOfDate(paidOn)),
    amount: input.amount,
    ...plan.allocation,
    paidOn,
    mode: input.mode,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    createdById: actor.userId,
    createdAt: now,
  })
  const entries = ledgerEntries(loan, plan.posted, payment, actor.userId)
  await recordLedgerEntries(tx, loan, entries)
  // Paying off an auction's shortfall settles the loan; it stays Auctioned (there is no gold to release).
  const closure = !plan.closes
    ? {}
    : loan.status === 'Auctioned'
      ? { closedOn: paidOn }
      : {
          status: 'Closed' as const,
          closedOn: paidOn,
          releaseDueBy: releaseDueBy(paidOn, new Set((await tx.holidays()).map((h) => h.date))),
        }
  const written = await tx.updateBalances(loanId, loan.status, {
    principalOutstanding: plan.after.principalOutstanding,
    interestDue: plan.after.interestDue,
    penalChargesDue: plan.after.penalChargesDue,
    lastPostedOn: plan.after.lastPostedOn,
    ledgerCount: loan.ledgerCount + entries.length,
    ...closure,
  })
  if (!written) throw new Error(`loan ${loanId} changed under its row lock`)
  const coverage = coverSchedule(plan.after.schedule, plan.after.payments, plan.closes)
  const { amount, mode, reference, receiptNumber } = payment
  const covering = { loanId, valuationId: loan.valuationId, customerId: loan.customerId, paymentId: payment.id }
  const paid = { amountPaise: amount, mode, reference, receiptNumber }
  await followLoanCoverage(tx, { ...covering, ...paid }, coverage, now, options)
  await followBorrowerStatus(tx, loan.customerId, today, now)
  return payment
}

/** Issue 27: in a shop that refuses a repeated UTR, 409 when a standing payment already has this one. */
async function refuseRepeatedReference(tx: LoanQueries, input: LoanPaymentInput) {
  const reference = input.reference?.trim()
  if (input.mode === 'Cash' || !reference || !(await tx.refusesRepeatedReference())) return
  await tx.lockReference(reference)
  const seen = await tx.paymentWithReference(reference)
  if (seen) throw referenceAlreadyRecordedError(reference, seen.receiptNumber, seen.loanNumber)
}

/** The accrual posted up to the payment date, then the payment with its split; numbered on. */
function ledgerEntries(
  loan: LoanRecord,
  posted: { interest: number; penalCharges: number },
  payment: PaymentRecord,
  userId: string | null,
): NewLedgerEntry[] {
  const base = { postedOn: payment.paidOn, mode: null, reference: null, paymentId: null, createdById: userId }
  const entries: Omit<NewLedgerEntry, 'seq'>[] = []
  if (posted.interest > 0)
    entries.push({
      ...base,
      type: 'INTEREST',
      amount: posted.interest,
      principal: 0,
      interest: posted.interest,
      penalCharges: 0,
    })
  if (posted.penalCharges > 0)
    entries.push({
      ...base,
      type: 'PENAL_CHARGE',
      amount: posted.penalCharges,
      principal: 0,
      interest: 0,
      penalCharges: posted.penalCharges,
    })
  entries.push({
    ...base,
    type: 'PAYMENT',
    amount: payment.amount,
    principal: payment.principal,
    interest: payment.interest,
    penalCharges: payment.penalCharges,
    mode: payment.mode,
    reference: payment.reference,
    paymentId: payment.id,
  })
  return entries.map((e, i) => ({ ...e, seq: loan.ledgerCount + 1 + i }))
}
