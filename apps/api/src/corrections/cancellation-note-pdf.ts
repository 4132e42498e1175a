import { renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import {
  type LoanDocumentParties,
  amountBox,
  amountRows,
  borrowerBlock,
  letterhead,
  loanDate,
  modeLabel,
  note,
  pageFooters,
  pairs,
  section,
  signatures,
} from '../loans/loan-document-layout.ts'
import { type LoanDocumentLoan, lentRows, loanRows } from '../loans/loan-document-rows.ts'

export type CancellationNoteData = LoanDocumentParties & {
  loan: LoanDocumentLoan & { principal: number; disbursedOn: string }
  note: { number: string; postedOn: string; reason: string; reversedBy: string | null }
  payment: {
    receiptNumber: string
    paidOn: string
    amount: number
    penalCharges: number
    interest: number
    principal: number
    mode: string
    reference: string | null
  }
}

/**
 * GET /api/loans/{id}/payments/{paymentId}/cancellation-note (issue 26): the receipt it cancels,
 * what the payment had paid (now owed again), why, and the money handed back.
 */
export function renderCancellationNote(d: CancellationNoteData): Promise<Buffer> {
  const p = d.payment
  return renderPdf({ title: `Cancellation note ${d.note.number}`, author: d.shop.name }, (doc) => {
    letterhead(
      doc,
      d,
      'Payment Cancellation Note',
      { label: 'Note number', value: d.note.number },
      { label: 'Date', value: loanDate(d.note.postedOn) },
    )
    borrowerBlock(doc, d, [...loanRows(d.loan), ...lentRows(d.loan)])
    amountBox(doc, 'Amount reversed', p.amount)
    pairs(
      doc,
      [
        ['Receipt cancelled', p.receiptNumber],
        ['Receipt date', loanDate(p.paidOn)],
        ['Mode', modeLabel(p.mode)],
        ['Reference', p.reference ?? '-'],
      ],
      2,
    )
    pairs(doc, [['Reason', d.note.reason]])
    section(doc, 'What the payment had paid, owed again')
    amountRows(
      doc,
      [
        ['Penal charges', p.penalCharges],
        ['Interest', p.interest],
        ['Principal', p.principal],
      ],
      ['Total reversed', p.amount],
    )
    note(
      doc,
      `Receipt ${p.receiptNumber} is cancelled. The loan stands as if this payment had never been made: interest and penal charges run from the last payment before it.`,
    )
    signatures(doc, ['Borrower', d.note.reversedBy ? `Reversed by ${d.note.reversedBy}` : 'Authorised signatory'])
    pageFooters(doc, d.note.number)
  })
}

export const cancellationNotePdfKind = pdfKind('cancellation-note', renderCancellationNote)
