import type { Pdf } from '../pdf/pdf-document.ts'
import { ENGLISH, type Paper, amountRows, loanDate, money } from './loan-document-layout.ts'

/** The loan's identity on every document (amounts in paise, dates `YYYY-MM-DD`). */
export type LoanDocumentLoan = { loanNumber: string; goldReceiptNo: string | null }

export const loanRows = (loan: LoanDocumentLoan, p: Paper = ENGLISH): [string, string][] => [
  [p.t.common.loanNumber, loan.loanNumber],
  [p.t.common.goldReceiptNo, loan.goldReceiptNo ?? '-'],
]

/** What was lent and when, after the loan's identity on the receipts and the auction notice. */
export const lentRows = (loan: { principal: number; disbursedOn: string }, p: Paper = ENGLISH): [string, string][] => [
  [p.t.common.principalLent, money(loan.principal)],
  [p.t.common.disbursedOn, loanDate(loan.disbursedOn, p)],
]

/** A balance owed, part by part, with its total under a rule labelled `totalLabel`. */
export function owedRows(
  doc: Pdf,
  owed: { principal: number; interest: number; penalCharges: number; total: number },
  totalLabel: string,
  p: Paper = ENGLISH,
) {
  amountRows(
    doc,
    [
      [p.t.common.principal, owed.principal],
      [p.t.common.interest, owed.interest],
      [p.t.common.penalCharges, owed.penalCharges],
    ],
    [totalLabel, owed.total],
  )
}
