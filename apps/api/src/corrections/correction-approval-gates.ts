import {
  type PaymentReversalInput,
  type Principal,
  type ReasonInput,
  type WaiverInput,
  formatRupeeFigure,
  isoDateOf,
} from '@gold/core'
import type { ApprovalOperations } from '../approvals/approval-gate.ts'
import { byLoan, onLoan } from '../loans/loan-approval-gates.ts'
import { loanFigures } from '../loans/loan-figures.ts'
import { loanOrThrow } from '../loans/loan-read-service.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { cancelDisbursement } from './disbursement-cancel-service.ts'
import { reversePayment } from './payment-reversal-service.ts'
import { waiveCharges } from './waiver-service.ts'
import { writeLoanOff } from './write-off-service.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

/** The corrections an approval posts: as the maker, through the same services, re-validated under the loan's lock. */
export const correctionApprovalOperations: ApprovalOperations = {
  'loan.reversePayment': byLoan(
    async (ctx, maker, payload, s) =>
      (await reversePayment(ctx, maker, s.loanId!, payload as PaymentReversalInput)).correction.id,
  ),
  'loan.waive': {
    ...byLoan(
      async (ctx, maker, payload, s) =>
        (await waiveCharges(ctx, maker, s.loanId!, payload as WaiverInput)).correction.id,
    ),
    // A waiver takes no key: the one the maker's name made since the approval, with these figures and reason.
    postedEarlier: async (ctx, tenantId, run) => {
      const asked = run.payload as WaiverInput
      const made = (await loansRepository(ctx, tenantId).corrections(run.subject.loanId!)).find(
        (c) =>
          c.kind === 'waiver' &&
          c.createdById === run.makerId &&
          c.createdAt >= run.since &&
          c.interest === asked.interest &&
          c.penalCharges === asked.penalCharges &&
          c.reason === asked.reason,
      )
      return made?.id ?? null
    },
  },
  'loan.cancelDisbursement': byLoan(
    async (ctx, maker, payload, s) =>
      (await cancelDisbursement(ctx, maker, s.loanId!, payload as ReasonInput)).correction.id,
  ),
  'loan.writeOff': byLoan(
    async (ctx, maker, payload, s) => (await writeLoanOff(ctx, maker, s.loanId!, payload as ReasonInput)).correction.id,
  ),
}

/** corrections.reversePayment through the approval gate: a reversal above the shop's threshold waits. */
export async function requestReversePayment(
  ctx: AppContext,
  staff: Staff,
  loanId: string,
  input: PaymentReversalInput,
) {
  const payment = await loansRepository(ctx, staff.tenantId).payment(loanId, input.paymentId)
  // An unknown payment holds nothing: the service answers its refusal at once.
  if (!payment) return reversePayment(ctx, staff, loanId, input)
  return onLoan(
    ctx,
    staff,
    loanId,
    {
      operation: 'loan.reversePayment',
      checks: [{ action: 'reversal', facts: { kind: 'amountAbove', amountPaise: payment.amount } }],
      amountPaise: payment.amount,
      summary: `Reverse payment ${payment.receiptNumber} of ${formatRupeeFigure(payment.amount)} (${input.reason})`,
      payload: input,
    },
    () => reversePayment(ctx, staff, loanId, input),
  )
}

/** corrections.waive through the approval gate: a waiver above the shop's threshold waits. */
export function requestWaiver(ctx: AppContext, staff: Staff, loanId: string, input: WaiverInput) {
  const amountPaise = input.penalCharges + input.interest
  return onLoan(
    ctx,
    staff,
    loanId,
    {
      operation: 'loan.waive',
      checks: [{ action: 'waiver', facts: { kind: 'amountAbove', amountPaise } }],
      amountPaise,
      summary: `Waive ${formatRupeeFigure(amountPaise)} of charges (${input.reason})`,
      payload: input,
    },
    () => waiveCharges(ctx, staff, loanId, input),
  )
}

/**
 * corrections.cancelDisbursement and POST /api/loans/{id}/cancel through the approval gate: the
 * shop's reversal rule, on the principal handed over, holds a cancellation above its threshold.
 */
export async function requestCancelDisbursement(ctx: AppContext, staff: Staff, loanId: string, input: ReasonInput) {
  const loan = await loanOrThrow(loansRepository(ctx, staff.tenantId), loanId)
  return onLoan(
    ctx,
    staff,
    loanId,
    {
      operation: 'loan.cancelDisbursement',
      checks: [{ action: 'reversal', facts: { kind: 'amountAbove', amountPaise: loan.principal } }],
      amountPaise: loan.principal,
      summary: `Cancel the disbursement of ${formatRupeeFigure(loan.principal)} (${input.reason})`,
      payload: input,
    },
    () => cancelDisbursement(ctx, staff, loanId, input),
  )
}

/**
 * corrections.writeOff and POST /api/loans/{id}/write-off through the approval gate: a write-off
 * forgives what is owed as a waiver does, so the shop's waiver rule holds one above its threshold
 * (on the outstanding as the maker saw it; the approval writes off what is owed when it posts).
 */
export async function requestWriteOff(ctx: AppContext, staff: Staff, loanId: string, input: ReasonInput) {
  const repo = loansRepository(ctx, staff.tenantId)
  const loan = await loanOrThrow(repo, loanId)
  const owed = loanFigures(loan, await repo.ledger(loanId), isoDateOf(ctx.now())).outstanding.total
  return onLoan(
    ctx,
    staff,
    loanId,
    {
      operation: 'loan.writeOff',
      checks: [{ action: 'waiver', facts: { kind: 'amountAbove', amountPaise: owed } }],
      amountPaise: owed,
      summary: `Write off ${formatRupeeFigure(owed)} (${input.reason})`,
      payload: input,
    },
    () => writeLoanOff(ctx, staff, loanId, input),
  )
}
