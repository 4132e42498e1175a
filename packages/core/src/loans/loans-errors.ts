import { defineErrors } from '../shared/domain-error.ts'
import { formatRupeeFigure } from '../shared/money.ts'

/** loans.md's errors with their exact status and message; entries marked dynamic take a figure. */
export const loanErrors = defineErrors({
  loanNotFound: [404, 'Loan not found.'],
  paymentNotFound: [404, 'Payment not found.'],
  documentNotIssued: [404, 'This document has not been issued for this loan.'],
  valuationNotDisbursable: [400, 'This valuation cannot be disbursed.'],
  valuationHasLoan: [409, 'This valuation already has a loan.'],
  shortTermTenure: [400, 'Bullet and interest-only loans can run for at most 12 months.'],
  /** Dynamic: see `ltvExceededError`. */
  ltvExceeded: [400, 'Loan exceeds the permitted loan-to-value: at most ₹<max> for this borrower.'],
  cashDisbursementLimit: [400, 'Cash disbursement must be below ₹20,000. Pay the rest by bank transfer or UPI.'],
  futureDate: [400, 'Dates may not be in the future.'],
  quoteBeforeLastPayment: [400, 'Quote date is before the last payment.'],
  paymentBeforeLastPayment: [400, 'Payment date is before the last payment.'],
  /** Dynamic: see `overpaymentError`. */
  overpayment: [400, 'Payment is more than the amount to close this loan (₹<total>).'],
  cashReceiptLimit: [400, 'Cash receipts from one borrower must stay below ₹2,00,000 a day.'],
  /** Dynamic: see `invalidTransitionError`. */
  invalidTransition: [400, 'This loan cannot be <verb> in its current state.'],
  idempotencyKeyReused: [409, 'This idempotency key was already used for a different payment.'],
  interestDueBeforeRenewal: [400, 'Pay the interest due before renewing.'],
  /** Dynamic: see `reserveNotMetError`. */
  belowReserve: [400, 'Sale amount is below the reserve price (₹<x>).'],
  // Not in loans.md: the shape of each input (our choice of wording).
  valuationRequired: [400, 'Choose the loan valuation to disburse.'],
  invalidPrincipal: [400, 'Principal must be a whole number of paise from ₹1 to ₹10,00,00,000.'],
  invalidAmount: [400, 'Amount must be a whole number of paise from ₹0.01 to ₹10,00,00,000.'],
  invalidScheme: [400, 'Scheme must be EMI, BULLET or MONTHLY_INTEREST.'],
  invalidTenure: [400, 'Tenure must be a whole number of months from 1 to 60.'],
  invalidRate: [400, 'Interest rate must be a percentage from 0 to 100 with at most two decimals.'],
  invalidPenalRate: [400, 'Penal rate must be a percentage from 0 to 100 with at most two decimals.'],
  invalidGraceDays: [400, 'Grace days must be a whole number from 0 to 90.'],
  invalidMode: [400, 'Mode must be Cash, BankTransfer or UPI.'],
  referenceRequired: [400, 'A reference is required for bank transfer and UPI.'],
  referenceTooLong: [400, 'Reference must be 100 characters or fewer.'],
  invalidDate: [400, 'Dates must be calendar dates written YYYY-MM-DD.'],
  invalidIdempotencyKey: [400, 'idempotencyKey must be 8 to 100 letters, digits, dashes or underscores.'],
  releasedToRequired: [400, 'Say who received the gold (2 to 100 characters).'],
  sealIntactRequired: [400, 'Say whether the packet seal was intact (true or false).'],
  noteTooLong: [400, 'Note must be 500 characters or fewer.'],
  invalidStatusFilter: [400, 'Unknown loan status.'],
  // Renewal, auction and surplus (issue 16; our wording where loans.md has none).
  /** Dynamic: see `principalBelowCarriedError`. */
  principalBelowCarried: [400, 'Principal must be at least the ₹<carried> carried over from the old loan.'],
  renewalBeforeLastPayment: [400, 'Renewal date is before the last payment.'],
  /** Dynamic: see `auctionTooEarlyError`. */
  auctionTooEarly: [400, 'The gold cannot be auctioned before <date>, when the notice period ends.'],
  auctionBeforeLastPayment: [400, 'Auction date is before the last payment.'],
  buyerRequired: [400, 'Say who bought the gold (2 to 100 characters).'],
  noSurplusOwed: [400, 'No surplus is owed to the borrower on this loan.'],
  noCompensationOwed: [400, 'No release compensation is owed to the borrower on this loan.'],
  compensationAlreadyPaid: [409, 'The release compensation of this loan has already been paid.'],
  // Issue 27, only in a shop that turned on "refuse a repeated UTR" (loans.md refuses none).
  referenceAlreadyRecorded: [409, 'This UTR is already recorded on receipt <receipt> (loan <loan>).'],
  // Issue 28, RBI's 2025 gold-lending directions (our wording): `purpose` is checked in any shop,
  // the rest only in a shop that turned on the 2025 rules (loans.md refuses none of them).
  invalidPurpose: [400, 'Purpose must be consumption or incomeGenerating.'],
  purposeRequired: [400, 'Say what the loan is for: consumption or income-generating.'],
  /** Dynamic: see `checkPledgeCaps`. */
  ornamentsOverCap: [
    400,
    'This borrower would have <total> of gold ornaments pledged (<other> on other loans and <here> on this valuation); the limit is 1,000 g.',
  ],
  /** Dynamic: see `checkPledgeCaps`. */
  coinsOverCap: [
    400,
    'This borrower would have <total> of gold coins pledged (<other> on other loans and <here> on this valuation); the limit is 50 g.',
  ],
  /** Dynamic: see `consumptionLtvExceededError`. */
  consumptionLtvExceeded: [
    400,
    'Consumption loan exceeds the permitted loan-to-value (<ratio>% for this borrower’s ₹<total> of consumption loans): at most ₹<max> for this loan.',
  ],
})

/** 400 naming the largest principal this borrower may take on this valuation (whole rupees). */
export const ltvExceededError = (maxPrincipalPaise: number) =>
  loanErrors.error('ltvExceeded', {
    message: `Loan exceeds the permitted loan-to-value: at most ${formatRupeeFigure(Math.floor(maxPrincipalPaise / 100) * 100)} for this borrower.`,
  })

export const overpaymentError = (totalPaise: number) =>
  loanErrors.error('overpayment', {
    message: `Payment is more than the amount to close this loan (${formatRupeeFigure(totalPaise)}).`,
  })

export const invalidTransitionError = (verb: string) =>
  loanErrors.error('invalidTransition', { message: `This loan cannot be ${verb} in its current state.` })

/** 409 naming where a UPI or bank transfer reference was recorded before, so staff can look it up. */
export const referenceAlreadyRecordedError = (reference: string, receiptNumber: string, loanNumber: string) =>
  loanErrors.error('referenceAlreadyRecorded', {
    message: `UTR ${reference} is already recorded on receipt ${receiptNumber} (loan ${loanNumber}). Each payment has its own UTR; check the one the borrower's app shows.`,
  })
