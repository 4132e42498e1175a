import { defineErrors } from '../shared/domain-error.ts'
import { formatIsoDate, type IsoDate } from '../shared/india-calendar.ts'
import { formatRupeeFigure } from '../shared/money.ts'

/**
 * The books' errors (issue 25; our wording, no spec fixes them except `futureDate` and the date
 * message of the two REST reads). Entries marked dynamic carry the message shape; build them with
 * the helpers below, which pass the real text.
 */
export const booksErrors = defineErrors({
  invalidDate: [400, 'Dates must be calendar dates written YYYY-MM-DD.'],
  futureDate: [400, 'Dates may not be in the future.'],
  // Chart of accounts.
  accountNameRequired: [400, 'Account name must be 2 to 100 characters.'],
  accountNameTaken: [409, 'An account with this name already exists.'],
  invalidAccountGroup: [400, 'Group must be Asset, Liability, Equity, Income or Expense.'],
  /** Dynamic: see `accountCodeOutOfRangeError`. */
  accountCodeOutOfRange: [400, 'Account code must be four digits from <from> to <to> for this group.'],
  accountCodeReserved: [400, 'Account codes 1100 to 1199 are kept for cash: main cash and one per counter.'],
  accountCodeTaken: [409, 'An account with this code already exists.'],
  accountNotFound: [404, 'Account not found.'],
  systemAccount: [400, 'This account is used by the system postings and cannot be deleted.'],
  accountHasPostings: [400, 'This account has postings and cannot be deleted.'],
  invalidCounterNumber: [400, 'Counter number must be a whole number from 1 to 99.'],
  // Journals.
  emptyJournal: [400, 'A journal needs at least two lines.'],
  lineOneSide: [400, 'Each journal line must be either a debit or a credit, not both and not neither.'],
  invalidLineAmount: [400, 'Journal amounts must be whole numbers of paise from ₹0.01 to ₹10,00,00,000.'],
  /** Dynamic: see `journalUnbalancedError`. */
  journalUnbalanced: [400, 'Debits (₹<debit>) must equal credits (₹<credit>).'],
  narrationRequired: [400, 'Narration must be 1 to 500 characters.'],
  invalidSource: [400, 'A journal must name the event or voucher it comes from.'],
  // Postings and vouchers.
  invalidAmount: [400, 'Amount must be a whole number of paise from ₹0.01 to ₹10,00,00,000.'],
  invalidMode: [400, 'Mode must be Cash, BankTransfer or UPI.'],
  notMoneyAccount: [400, 'Choose a cash or bank account for the money side of this voucher.'],
  voucherAccountIsMoney: [400, 'Use a contra voucher to move money between cash and bank accounts.'],
  contraSameAccount: [400, 'A contra voucher moves money between two different accounts.'],
  counterRequired: [400, 'Open a counter before taking or paying out cash.'],
  invalidVoucherKind: [400, 'Voucher type must be receipt, payment, contra or journal.'],
  invalidBillFile: [400, 'Bill photo must be a file uploaded to this shop.'],
  journalNotFound: [404, 'Journal not found.'],
  noValuationFee: [400, 'This valuation has no fee to receive.'],
  feeAlreadyReceived: [409, 'The fee of this valuation has already been received.'],
  journalAlreadyReversed: [409, 'This journal has already been reversed.'],
  // Counters.
  invalidNoteCount: [400, 'Note counts must be whole numbers from 0 to 1,00,000.'],
  invalidCoins: [400, 'Coins must be a whole number of paise from ₹0 to ₹1,00,000.'],
  overShortReasonRequired: [400, 'Give a reason (2 to 200 characters) for the cash over or short.'],
  counterAlreadyOpen: [409, 'This counter is already open.'],
  counterNotOpen: [400, 'This counter is not open.'],
  staffCounterAlreadyOpen: [409, 'You already have a counter open: close it before opening another.'],
  counterNotYours: [403, 'Only the staff member who opened this counter or a tenant admin can close it.'],
  // Day close.
  /** Dynamic: see `countersStillOpenError`. */
  countersStillOpen: [400, 'Close every counter before closing the day: <names> still open.'],
  /** Dynamic: see `dayClosedError`. */
  dayClosed: [400, 'The books for <date> are closed. Ask the owner to reopen the day to post into it.'],
  /** Dynamic: see `dayAlreadyClosedError`. */
  dayAlreadyClosed: [409, 'The books for <date> are already closed.'],
  /** Dynamic: see `dayNotClosedError`. */
  dayNotClosed: [400, 'The books for <date> are not closed.'],
  reopenOwnerOnly: [403, 'Only the owner can reopen a closed day.'],
  reopenReasonRequired: [400, 'Give a reason (2 to 200 characters) for reopening the day.'],
})

export type BooksErrorCode = keyof typeof booksErrors.table

export const accountCodeOutOfRangeError = (from: string, to: string) =>
  booksErrors.error('accountCodeOutOfRange', {
    message: `Account code must be four digits from ${from} to ${to} for this group.`,
  })

export const journalUnbalancedError = (debitPaise: number, creditPaise: number) =>
  booksErrors.error('journalUnbalanced', {
    message: `Debits (${formatRupeeFigure(debitPaise)}) must equal credits (${formatRupeeFigure(creditPaise)}).`,
  })

/** `Counter 2 is` / `Counter 1, Counter 3 are`. */
export const countersStillOpenError = (names: readonly string[]) =>
  booksErrors.error('countersStillOpen', {
    message: `Close every counter before closing the day: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} still open.`,
  })

export const dayClosedError = (date: IsoDate) =>
  booksErrors.error('dayClosed', {
    message: `The books for ${formatIsoDate(date)} are closed. Ask the owner to reopen the day to post into it.`,
  })

export const dayAlreadyClosedError = (date: IsoDate) =>
  booksErrors.error('dayAlreadyClosed', { message: `The books for ${formatIsoDate(date)} are already closed.` })

export const dayNotClosedError = (date: IsoDate) =>
  booksErrors.error('dayNotClosed', { message: `The books for ${formatIsoDate(date)} are not closed.` })
