import type { BalancesAfterPayment } from '@gold/core'
import { renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import {
  type LoanDocumentParties,
  amountBox,
  amountRows,
  borrowerBlock,
  cancelledStamp,
  letterhead,
  loanDate,
  modeLabel,
  note,
  pageFooters,
  pairs,
  paperOf,
  section,
  signatures,
} from './loan-document-layout.ts'
import { type LoanDocumentLoan, lentRows, loanRows, owedRows } from './loan-document-rows.ts'
import { type DocumentUpi, upiBlock } from './loan-upi-block.ts'

export type PaymentReceiptData = LoanDocumentParties & {
  loan: LoanDocumentLoan & { principal: number; disbursedOn: string }
  payment: {
    receiptNumber: string
    amount: number
    penalCharges: number
    interest: number
    principal: number
    paidOn: string
    mode: string
    reference: string | null
    receivedBy: string | null
  }
  /** Balances right after this payment; null when the ledger cannot say. */
  after: BalancesAfterPayment | null
  /** Set when this payment closed the loan: the date the gold is due back by. */
  closed: { closedOn: string; releaseDueBy: string | null } | null
  /** Set when the payment was reversed (issue 26): the cancellation note, its date and reason. */
  cancelled?: { noteNumber: string; postedOn: string; reason: string } | null
  /** Issue 27: the shop's UPI QR for the amount outstanding after this payment; absent without a UPI ID. */
  upi?: DocumentUpi | null
}

/**
 * GET /api/loans/{id}/payments/{paymentId}/receipt: the money taken, where it went, and what is
 * left, in the borrower's language.
 */
export function renderPaymentReceipt(d: PaymentReceiptData): Promise<Buffer> {
  const p = d.payment
  const paper = paperOf(d.language)
  const t = paper.t.receipts.payment
  const date = (iso: string | null) => loanDate(iso, paper)
  return renderPdf({ title: t.info(p.receiptNumber), author: d.shop.name, language: paper.language }, (doc) => {
    letterhead(
      doc,
      d,
      t.title,
      { label: t.receiptNumber, value: p.receiptNumber },
      { label: paper.t.common.date, value: date(p.paidOn) },
    )
    if (d.cancelled)
      cancelledStamp(doc, t.reversed(date(d.cancelled.postedOn), d.cancelled.noteNumber, d.cancelled.reason), paper)
    borrowerBlock(doc, d, [...loanRows(d.loan, paper), ...lentRows(d.loan, paper)])
    amountBox(doc, t.amountReceived, p.amount, paper)
    pairs(
      doc,
      [
        [t.mode, modeLabel(p.mode, paper)],
        [t.reference, p.reference ?? '-'],
      ],
      2,
    )

    section(doc, t.applied)
    amountRows(
      doc,
      [
        [paper.t.common.penalCharges, p.penalCharges],
        [paper.t.common.interest, p.interest],
        [paper.t.common.principal, p.principal],
      ],
      [t.totalReceived, p.amount],
    )
    if (d.after) {
      section(doc, t.outstandingAfter(date(p.paidOn)))
      owedRows(doc, d.after, t.totalOutstanding, paper)
    }
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
    if (d.closed) {
      doc.moveDown(0.6)
      doc
        .font('bold')
        .fontSize(10)
        .text(
          t.closed(date(d.closed.closedOn)) + (d.closed.releaseDueBy ? t.dueBack(date(d.closed.releaseDueBy)) : ''),
          doc.page.margins.left,
          doc.y,
          { width },
        )
        .font('regular')
    } else {
      note(doc, t.stillRunning)
    }
    if (d.upi && !d.closed && !d.cancelled)
      upiBlock(doc, d.upi, t.payByUpi, d.loan.loanNumber, t.upiCaution(date(p.paidOn)), paper)
    signatures(doc, [p.receivedBy ? paper.t.common.receivedBy(p.receivedBy) : paper.t.common.authorisedSignatory])
    pageFooters(doc, p.receiptNumber, paper)
  })
}

export const paymentReceiptPdfKind = pdfKind('payment-receipt', renderPaymentReceipt)
