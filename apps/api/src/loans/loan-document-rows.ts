import type { Pdf } from '../pdf/pdf-document.ts'
import { amountRows, loanDate, money } from './loan-document-layout.ts'

/** The loan's identity on every document (amounts in paise, dates `YYYY-MM-DD`). */
export type LoanDocumentLoan = { loanNumber: string; goldReceiptNo: string | null }

export const loanRows = (loan: LoanDocumentLoan): [string, string][] => [
  ['Loan number', loan.loanNumber],
  ['Gold receipt no.', loan.goldReceiptNo ?? '-'],
]

/** What was lent and when, after the loan's identity on the receipts and the auction notice. */
export const lentRows = (loan: { principal: number; disbursedOn: string }): [string, string][] => [
  ['Principal lent', money(loan.principal)],
  ['Disbursed on', loanDate(loan.disbursedOn)],
]

/** A balance owed, part by part, with its total under a rule labelled `totalLabel`. */
export function owedRows(
  doc: Pdf,
  owed: { principal: number; interest: number; penalCharges: number; total: number },
  totalLabel: string,
) {
  amountRows(
    doc,
    [
      ['Principal', owed.principal],
      ['Interest', owed.interest],
      ['Penal charges', owed.penalCharges],
    ],
    [totalLabel, owed.total],
  )
}
