import { loanErrors } from '@gold/core'
import {
  type LoanDocumentFile,
  type LoanDocumentReader,
  documentLoan,
  lentLoan,
  userName,
} from '../loans/loan-documents-service.ts'
import { fileNameOf } from '../loans/loan-document-layout.ts'
import type { AppContext } from '../platform/context.ts'
import { cancellationNotePdfKind } from './cancellation-note-pdf.ts'

/**
 * The cancellation note of a reversed payment (staff, and the borrower's copy through the portal):
 * 404 `This document has not been issued for this loan.` while the payment stands.
 */
export async function cancellationNote(
  ctx: AppContext,
  reader: LoanDocumentReader,
  loanId: string,
  paymentId: string,
): Promise<LoanDocumentFile> {
  const { q, loan, readSubjects } = await documentLoan(ctx, reader, loanId)
  const payment = paymentId.trim() === '' ? null : await q.payment(loan.id, paymentId)
  if (!payment) throw loanErrors.error('paymentNotFound')
  const reversal = await q.reversalOfPayment(payment.id)
  if (!reversal?.noteNumber) throw loanErrors.error('documentNotIssued')
  const [subjects, reversedBy] = await Promise.all([readSubjects(), userName(q, reversal.createdById)])
  const pdf = await ctx.pdf.forShop(reader.tenantId).render(cancellationNotePdfKind, {
    ...subjects.parties,
    // An accounting note, kept in English like the voucher.
    language: 'en',
    loan: lentLoan(loan, subjects.goldReceiptNo),
    note: { number: reversal.noteNumber, postedOn: reversal.postedOn, reason: reversal.reason, reversedBy },
    payment,
  })
  return { filename: fileNameOf(reversal.noteNumber), pdf }
}
