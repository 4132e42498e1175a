import { formatIsoDate, parseIsoDate, type IsoDate } from '@gold/core/shared/india-calendar'
import type { LoanMode } from '@gold/core/loans/loan-input'
import { CASH_RECEIPTS_DAY_LIMIT_PAISE } from '@gold/core/shared/money'
import { allocateLoanPayment, type ClosureQuote, type Components } from '@gold/core/loans/loan-position'
import { loanErrors } from '@gold/core/loans/loans-errors'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import type { ErrorCode, FormErrors } from '@gold/ui'

export type LoanPaymentValues = { amount: string; mode: LoanMode; reference: string; paidOn: IsoDate }
export type LoanPaymentField = keyof LoanPaymentValues

const message = (key: keyof typeof loanErrors.table) => loanErrors.table[key].message

export const paymentBeforeDisbursement = (disbursedOn: IsoDate) =>
  `Payment date is before the loan was disbursed (${formatIsoDate(disbursedOn)}).`

/** The date a payment is recorded on: blank is today. */
export const paidOnOf = (v: LoanPaymentValues, today: IsoDate): IsoDate | null =>
  v.paidOn.trim() === '' ? today : parseIsoDate(v.paidOn.trim())

/**
 * Problems the clerk can see before asking the server, with the API's messages. Whether the
 * amount is more than what closes the loan needs that day's quote, so it is checked on submit;
 * the day's cash from other payments of the borrower is the server's to count.
 */
export function loanPaymentProblems(
  v: LoanPaymentValues,
  today: IsoDate,
  dates: { disbursedOn: IsoDate; lastPostedOn: IsoDate },
): FormErrors<LoanPaymentField> {
  const { disbursedOn, lastPostedOn } = dates
  const errors: FormErrors<LoanPaymentField> = {}
  const amount = parseRupeeInput(v.amount)
  if (!amount.ok) errors.amount = amount.message
  else if (v.mode === 'Cash' && amount.paise >= CASH_RECEIPTS_DAY_LIMIT_PAISE) errors.mode = message('cashReceiptLimit')
  const reference = v.reference.trim()
  if (reference.length > 100) errors.reference = message('referenceTooLong')
  else if (v.mode !== 'Cash' && reference === '') errors.reference = message('referenceRequired')
  const paidOn = paidOnOf(v, today)
  if (paidOn === null) errors.paidOn = message('invalidDate')
  else if (paidOn > today) errors.paidOn = message('futureDate')
  // The API answers "before the last payment" for both (spec); before any payment that misleads.
  else if (paidOn < disbursedOn) errors.paidOn = paymentBeforeDisbursement(disbursedOn)
  else if (paidOn < lastPostedOn) errors.paidOn = message('paymentBeforeLastPayment')
  return errors
}

/** Where a server refusal belongs on the form, by its code; anything else shows above it. */
export const PAYMENT_ERROR_FIELDS = {
  overpayment: 'amount',
  invalidAmount: 'amount',
  cashReceiptLimit: 'mode',
  referenceRequired: 'reference',
  referenceTooLong: 'reference',
  futureDate: 'paidOn',
  invalidDate: 'paidOn',
  paymentBeforeLastPayment: 'paidOn',
  quoteBeforeLastPayment: 'paidOn',
} as const satisfies Partial<Record<ErrorCode<typeof loanErrors>, LoanPaymentField>>

/** What a payment does to the loan, from the closure quote of its date (penal charges, then interest, then principal). */
export type PaymentPreview = {
  quote: ClosureQuote
  amount: number
  allocation: Components
  after: Components & { total: number }
  closes: boolean
}

export function previewLoanPayment(quote: ClosureQuote, amount: number): PaymentPreview {
  const allocation = allocateLoanPayment(amount, quote)
  const after = {
    penalCharges: quote.penalCharges - allocation.penalCharges,
    interest: quote.interest - allocation.interest,
    principal: quote.principal - allocation.principal,
  }
  const total = after.penalCharges + after.interest + after.principal
  return { quote, amount, allocation, after: { ...after, total }, closes: total === 0 }
}

/** The latest date anything was posted on the loan: a payment may not be dated before it. */
export const lastPostingOf = (disbursedOn: IsoDate, ledger: readonly { postedOn: IsoDate }[]): IsoDate =>
  ledger.reduce((latest, e) => (e.postedOn > latest ? e.postedOn : latest), disbursedOn)
