import { addDays } from '../shared/india-calendar.ts'
import type { Account } from './chart-of-accounts.ts'
import { feeEventJournal, type FeeEvent } from './fee-postings.ts'
import { reverseJournal, type Journal } from './journal.ts'
import { loanEventJournal, type LoanEvent } from './loan-postings.ts'
import { voucherJournal, type Voucher } from './voucher-postings.ts'

/** Every money event the books post: loan events (one per loan ledger entry), fees and vouchers. */
export type BooksEvent = LoanEvent | FeeEvent | Voucher

const isLoanEvent = (e: BooksEvent): e is LoanEvent => !isVoucher(e) && e.kind !== 'valuationFee'
const isVoucher = (e: BooksEvent): e is Voucher =>
  e.kind === 'receiptVoucher' ||
  e.kind === 'paymentVoucher' ||
  e.kind === 'contraVoucher' ||
  e.kind === 'journalVoucher' ||
  e.kind === 'feeReceipt'

/**
 * The one posting module: the balanced journal of `event`, null when it moves no money (a renewal
 * without top-up, an accrual of zero), or a domain error when it cannot balance. Vouchers are
 * checked against the shop's `chart`; the loan and fee rules use only system accounts.
 */
export function journalOf(chart: readonly Account[], event: BooksEvent): Journal | null {
  if (isVoucher(event)) return voucherJournal(chart, event)
  if (isLoanEvent(event)) return loanEventJournal(event)
  return feeEventJournal(event)
}

/**
 * A month-end accrual and its reversal on the first of the next month. The loan ledger posts the
 * whole interest since the last posting at the next payment (loans.md section 2); reversing the
 * month-end estimate keeps the books from counting that interest twice, with no state to carry.
 */
export function monthEndAccrualJournals(event: Extract<LoanEvent, { kind: 'monthEndAccrual' }>): Journal[] {
  const accrual = loanEventJournal(event)
  if (!accrual) return []
  const reversal = reverseJournal(
    accrual,
    addDays(event.date, 1),
    `Reversal of the month-end accrual on loan ${event.loanNumber}`,
  )
  return [accrual, reversal]
}
