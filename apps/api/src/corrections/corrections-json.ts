import type { Principal } from '@gold/core'
import type { CorrectionRecord } from '../loans/loans-repository.ts'

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
