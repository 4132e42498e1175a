import type { Principal } from '@gold/core'
import type { CorrectionRecord, LoanRecord, PaymentRecord } from '../loans/loans-repository.ts'

/** Who corrects: a signed-in staff member (the approvals gate passes the maker). */
export type CorrectingStaff = Pick<Extract<Principal, { kind: 'staff' }>, 'tenantId' | 'userId'>

/** The corrections' own document series, in the shop's loan document counter (gapless per year). */
export const CORRECTION_SERIES = { cancellationNote: 'CN' } as const

/** A correction as the staff app reads it: what it moved (paise), why, by whom and when. */
export const correctionJson = (c: CorrectionRecord) => ({
  id: c.id,
  kind: c.kind,
  paymentId: c.paymentId,
  noteNumber: c.noteNumber,
  reason: c.reason,
  amount: c.amount,
  principal: c.principal,
  interest: c.interest,
  penalCharges: c.penalCharges,
  postedOn: c.postedOn,
  createdAt: c.createdAt,
})

export type CorrectionJson = ReturnType<typeof correctionJson>

/** A loan's standing as the audit trail records it before and after a correction (paise). */
export const loanStanding = (l: LoanRecord) => ({
  status: l.status,
  principalOutstanding: l.principalOutstanding,
  interestDue: l.interestDue,
  penalChargesDue: l.penalChargesDue,
  lastPostedOn: l.lastPostedOn,
  closedOn: l.closedOn,
})

/** A payment as the audit trail records it: the receipt and how it was allocated (paise). */
export const paymentTrail = (p: PaymentRecord) => ({
  id: p.id,
  receiptNumber: p.receiptNumber,
  amount: p.amount,
  principal: p.principal,
  interest: p.interest,
  penalCharges: p.penalCharges,
  paidOn: p.paidOn,
  mode: p.mode,
  reference: p.reference,
})
