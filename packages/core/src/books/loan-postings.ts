import type { IsoDate } from '../shared/india-calendar.ts'
import type { Paise } from '../shared/money.ts'
import { booksErrors } from './books-errors.ts'
import { ACCOUNT_CODES as C } from './chart-of-accounts.ts'
import { balancedJournal, creditLine, debitLine, nonZeroLines, type Journal, type JournalLine } from './journal.ts'
import { modeLabel, moneyAccountCode, type MoneyVia } from './money-accounts.ts'

/**
 * The loan events, one per loan ledger entry (`sourceId` is the entry's id), plus the three the
 * ledger does not hold yet: the month-end accrual, the shortfall write-off and the release
 * compensation. Amounts are the entry's components in paise, non-negative.
 */
type LoanBase = { sourceId: string; date: IsoDate; loanId: string; loanNumber: string }
type Components = { penalPaise: Paise; interestPaise: Paise; principalPaise: Paise }

export type LoanEvent =
  /** DISBURSEMENT: `paidOutPaise` is its `amount` (a renewed loan pays out only the top-up). */
  | (LoanBase & { kind: 'disbursement'; paidOutPaise: Paise } & MoneyVia)
  /** INTEREST and PENAL_CHARGE entries: interest and penal charges posted at a posting. */
  | (LoanBase & { kind: 'interestAccrual'; interestPaise: Paise })
  | (LoanBase & { kind: 'penalAccrual'; penalPaise: Paise })
  /** Month end: earned since the last posting, reversed the next day (see `monthEndAccrualJournals`). */
  | (LoanBase & { kind: 'monthEndAccrual'; interestPaise: Paise; penalPaise: Paise })
  /** PAYMENT: its allocation. */
  | (LoanBase & { kind: 'payment' } & Components & MoneyVia)
  /** RENEWAL (on the old loan): its principal moves to the new loan; the top-up is the new loan's disbursement. */
  | (LoanBase & { kind: 'renewal'; toLoanId: string; toLoanNumber: string; carriedPrincipalPaise: Paise })
  /** AUCTION: the sale `amountPaise`, its allocation; the rest is surplus owed to the borrower. */
  | (LoanBase & { kind: 'auctionSale'; amountPaise: Paise } & Components & MoneyVia)
  /** The shop writes off the shortfall an auction left receivable. */
  | (LoanBase & { kind: 'shortfallWriteOff' } & Components)
  /** SURPLUS_PAYOUT. */
  | (LoanBase & { kind: 'surplusPayout'; amountPaise: Paise } & MoneyVia)
  /** The compensation for a late release, on the day it is due, and when paid out. */
  | (LoanBase & { kind: 'releaseCompensationAccrued'; amountPaise: Paise })
  | (LoanBase & { kind: 'releaseCompensationPaid'; amountPaise: Paise } & MoneyVia)

function journal(e: LoanEvent, narration: string, lines: JournalLine[]): Journal | null {
  const moved = nonZeroLines(lines)
  if (moved.length === 0) return null
  return balancedJournal({ date: e.date, narration, source: { kind: e.kind, id: e.sourceId }, lines: moved })
}

const receivableCredits = (c: Components, loanId: string): JournalLine[] => [
  creditLine(C.penalReceivable, c.penalPaise, loanId),
  creditLine(C.interestReceivable, c.interestPaise, loanId),
  creditLine(C.goldLoansPrincipal, c.principalPaise, loanId),
]

const total = (c: Components): Paise => c.penalPaise + c.interestPaise + c.principalPaise

/**
 * The journal of a loan event, or null when it moves no money (a renewal without top-up pays out
 * nothing; an accrual of zero). Refused (a domain error) when it would not balance.
 */
export function loanEventJournal(e: LoanEvent): Journal | null {
  const n = e.loanNumber
  switch (e.kind) {
    case 'disbursement':
      return journal(e, `Loan ${n} disbursed by ${modeLabel(e)}`, [
        debitLine(C.goldLoansPrincipal, e.paidOutPaise, e.loanId),
        creditLine(moneyAccountCode(e), e.paidOutPaise),
      ])
    case 'interestAccrual':
      return journal(e, `Interest on loan ${n}`, [
        debitLine(C.interestReceivable, e.interestPaise, e.loanId),
        creditLine(C.interestIncome, e.interestPaise),
      ])
    case 'penalAccrual':
      return journal(e, `Penal charges on loan ${n}`, [
        debitLine(C.penalReceivable, e.penalPaise, e.loanId),
        creditLine(C.penalIncome, e.penalPaise),
      ])
    case 'monthEndAccrual':
      return journal(e, `Interest and penal charges accrued on loan ${n} to month end`, [
        debitLine(C.interestReceivable, e.interestPaise, e.loanId),
        creditLine(C.interestIncome, e.interestPaise),
        debitLine(C.penalReceivable, e.penalPaise, e.loanId),
        creditLine(C.penalIncome, e.penalPaise),
      ])
    case 'payment':
      return journal(e, `Payment on loan ${n} by ${modeLabel(e)}`, [
        debitLine(moneyAccountCode(e), total(e)),
        ...receivableCredits(e, e.loanId),
      ])
    case 'renewal':
      return journal(e, `Loan ${n} renewed as loan ${e.toLoanNumber}: principal carried over`, [
        debitLine(C.goldLoansPrincipal, e.carriedPrincipalPaise, e.toLoanId),
        creditLine(C.goldLoansPrincipal, e.carriedPrincipalPaise, e.loanId),
      ])
    case 'auctionSale':
      return auctionSaleJournal(e)
    case 'shortfallWriteOff':
      return journal(e, `Auction shortfall on loan ${n} written off`, [
        debitLine(C.auctionShortfallWrittenOff, total(e)),
        ...receivableCredits(e, e.loanId),
      ])
    case 'surplusPayout':
      return journal(e, `Auction surplus of loan ${n} paid to the borrower by ${modeLabel(e)}`, [
        debitLine(C.surplusPayable, e.amountPaise, e.loanId),
        creditLine(moneyAccountCode(e), e.amountPaise),
      ])
    case 'releaseCompensationAccrued':
      return journal(e, `Compensation for the late release of loan ${n}`, [
        debitLine(C.releaseCompensationExpense, e.amountPaise),
        creditLine(C.releaseCompensationPayable, e.amountPaise, e.loanId),
      ])
    case 'releaseCompensationPaid':
      return journal(e, `Release compensation of loan ${n} paid by ${modeLabel(e)}`, [
        debitLine(C.releaseCompensationPayable, e.amountPaise, e.loanId),
        creditLine(moneyAccountCode(e), e.amountPaise),
      ])
  }
}

/** The proceeds pay penal charges, interest and principal like a payment; the rest is owed to the borrower. */
function auctionSaleJournal(e: Extract<LoanEvent, { kind: 'auctionSale' }>): Journal | null {
  const surplus = e.amountPaise - total(e)
  if (surplus < 0) throw booksErrors.error('invalidAmount')
  return journal(e, `Auction sale of the gold of loan ${e.loanNumber}`, [
    debitLine(moneyAccountCode(e), e.amountPaise),
    ...receivableCredits(e, e.loanId),
    creditLine(C.surplusPayable, surplus, e.loanId),
  ])
}
