import type { LoanMode } from '../loans/loan-input.ts'
import { booksErrors } from './books-errors.ts'
import { ACCOUNT_CODES, counterCashCode } from './chart-of-accounts.ts'

/**
 * How money changed hands in a loan event: its mode, the counter of the staff member who took or
 * paid the cash (null when they had none open), and for a bank transfer the shop's bank account
 * when it has more than one.
 */
export type MoneyVia = { mode: LoanMode; counterNumber?: number | null; bankAccountCode?: string }

/**
 * The account the money side posts to: cash to the open counter of the person who took it, to main
 * cash when they had none open; UPI to the gateway/UPI clearing account (it reaches the bank at
 * settlement, a contra); a bank transfer to the bank account.
 */
export function moneyAccountCode(via: MoneyVia): string {
  switch (via.mode) {
    case 'Cash':
      return via.counterNumber == null ? ACCOUNT_CODES.mainCash : counterCashCode(via.counterNumber)
    case 'UPI':
      return ACCOUNT_CODES.gatewayClearing
    case 'BankTransfer':
      return via.bankAccountCode ?? ACCOUNT_CODES.bank
    default:
      throw booksErrors.error('invalidMode')
  }
}

/**
 * The shop setting "cash needs an open counter" (off by default, so loans.md keeps working
 * unchanged): when on, a cash event by someone with no counter open is refused.
 */
export function assertCounterForCash(via: MoneyVia, counterRequired: boolean): void {
  if (counterRequired && via.mode === 'Cash' && via.counterNumber == null) throw booksErrors.error('counterRequired')
}

export const modeLabel = (via: MoneyVia): string =>
  via.mode === 'BankTransfer' ? 'bank transfer' : via.mode === 'UPI' ? 'UPI' : 'cash'
