/**
 * One payment, one receipt. A payment on a loan writes two records: the loan's payment (numbered
 * `PR/<FY>/<6 digits>`, the number on its PDF, the notification and the staff screens, with the
 * loan's mode: Cash, BankTransfer, UPI) and, for platform-spec 3.5, an immutable EMI receipt on the
 * valuation (numbered `ER-…`, with the EMI form's modes: Cash, Online, UNSPECIFIED). What the borrower
 * is shown is decided here: the loan payment's number, mode and reference whenever the EMI receipt
 * came from one; the EMI receipt's own only for a payment taken on a valuation without a loan.
 */

/** The EMI receipt as stored (allocation is its JSON column). */
export type EmiReceiptFacts = {
  receiptNo: string
  paymentMode: string
  paymentReference: string | null
  allocation: unknown
}

/** The loan payment an EMI receipt names, when it came from one. */
export type LoanPaymentFacts = {
  id: string
  loanId: string
  receiptNumber: string
  mode: string
  reference: string | null
}

export type BorrowerReceipt = {
  receiptNo: string
  paymentMode: string
  paymentReference: string | null
  /** The loan payment's ids (for its receipt PDF), null for an EMI payment without a loan. */
  loanId: string | null
  loanPaymentId: string | null
}

/** The loan payment an EMI receipt's allocation names (written by loan payments), else null. */
export function loanPaymentIdOf(allocation: unknown): string | null {
  if (typeof allocation !== 'object' || allocation === null) return null
  const id = (allocation as { loanPaymentId?: unknown }).loanPaymentId
  return typeof id === 'string' && id !== '' ? id : null
}

/** The receipt the borrower sees for an EMI receipt, given the loan payment it names (if found). */
export function borrowerReceipt(receipt: EmiReceiptFacts, loanPayment: LoanPaymentFacts | null): BorrowerReceipt {
  const paymentId = loanPaymentIdOf(receipt.allocation)
  if (paymentId !== null && loanPayment !== null && loanPayment.id === paymentId)
    return {
      receiptNo: loanPayment.receiptNumber,
      paymentMode: loanPayment.mode,
      paymentReference: loanPayment.reference,
      loanId: loanPayment.loanId,
      loanPaymentId: loanPayment.id,
    }
  return {
    receiptNo: receipt.receiptNo,
    paymentMode: receipt.paymentMode,
    paymentReference: receipt.paymentReference,
    loanId: null,
    loanPaymentId: null,
  }
}

const MODE_LABELS: Record<string, string> = {
  Cash: 'Cash',
  BankTransfer: 'Bank transfer',
  UPI: 'UPI',
  Online: 'Online',
  UNSPECIFIED: 'Not recorded',
}

/** A payment mode in words, loan modes and EMI-form modes alike (`—` when none). */
export const paymentModeLabel = (mode: string | null): string => (mode ? (MODE_LABELS[mode] ?? mode) : '—')
