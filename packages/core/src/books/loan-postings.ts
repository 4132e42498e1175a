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
  /** WAIVER (issue 26): interest or penal charges the shop forgoes, an expense. */
  | (LoanBase & { kind: 'waiver'; interestPaise: Paise; penalPaise: Paise })
  /** WRITE_OFF (issue 26): what the loan still owed, taken off the receivables as a bad debt. */
  | (LoanBase & { kind: 'loanWriteOff' } & Components)
  /** SURPLUS_PAYOUT. */
  | (LoanBase & { kind: 'surplusPayout'; amountPaise: Paise } & MoneyVia)
  /** The compensation for a late release, on the day it is due, and when paid out. */
  | (LoanBase & { kind: 'releaseCompensationAccrued'; amountPaise: Paise })
  | (LoanBase & { kind: 'releaseCompensationPaid'; amountPaise: Paise } & MoneyVia)

type Posting = { narration: string; lines: JournalLine[] }
type Rules = { [K in LoanEvent['kind']]: (e: Extract<LoanEvent, { kind: K }>) => Posting }

const receivableCredits = (c: Components, loanId: string): JournalLine[] => [
  creditLine(C.penalReceivable, c.penalPaise, loanId),
  creditLine(C.interestReceivable, c.interestPaise, loanId),
  creditLine(C.goldLoansPrincipal, c.principalPaise, loanId),
]

const total = (c: Components): Paise => c.penalPaise + c.interestPaise + c.principalPaise

/** The rule of each loan event, in the order of `LoanEvent`: the narration and every line, zeros included. */
const RULES: Rules = {
  disbursement: (e) => ({
    narration: `Loan ${e.loanNumber} disbursed by ${modeLabel(e)}`,
    lines: [debitLine(C.goldLoansPrincipal, e.paidOutPaise, e.loanId), creditLine(moneyAccountCode(e), e.paidOutPaise)],
  }),
  interestAccrual: (e) => ({
    narration: `Interest on loan ${e.loanNumber}`,
    lines: [debitLine(C.interestReceivable, e.interestPaise, e.loanId), creditLine(C.interestIncome, e.interestPaise)],
  }),
  penalAccrual: (e) => ({
    narration: `Penal charges on loan ${e.loanNumber}`,
    lines: [debitLine(C.penalReceivable, e.penalPaise, e.loanId), creditLine(C.penalIncome, e.penalPaise)],
  }),
  monthEndAccrual: (e) => ({
    narration: `Interest and penal charges accrued on loan ${e.loanNumber} to month end`,
    lines: [
      debitLine(C.interestReceivable, e.interestPaise, e.loanId),
      creditLine(C.interestIncome, e.interestPaise),
      debitLine(C.penalReceivable, e.penalPaise, e.loanId),
      creditLine(C.penalIncome, e.penalPaise),
    ],
  }),
  payment: (e) => ({
    narration: `Payment on loan ${e.loanNumber} by ${modeLabel(e)}`,
    lines: [debitLine(moneyAccountCode(e), total(e)), ...receivableCredits(e, e.loanId)],
  }),
  renewal: (e) => ({
    narration: `Loan ${e.loanNumber} renewed as loan ${e.toLoanNumber}: principal carried over`,
    lines: [
      debitLine(C.goldLoansPrincipal, e.carriedPrincipalPaise, e.toLoanId),
      creditLine(C.goldLoansPrincipal, e.carriedPrincipalPaise, e.loanId),
    ],
  }),
  auctionSale: (e) => {
    // The proceeds pay penal charges, interest and principal like a payment; the rest is owed to the borrower.
    const surplus = e.amountPaise - total(e)
    if (surplus < 0) throw booksErrors.error('invalidAmount')
    return {
      narration: `Auction sale of the gold of loan ${e.loanNumber}`,
      lines: [
        debitLine(moneyAccountCode(e), e.amountPaise),
        ...receivableCredits(e, e.loanId),
        creditLine(C.surplusPayable, surplus, e.loanId),
      ],
    }
  },
  shortfallWriteOff: (e) => ({
    narration: `Auction shortfall on loan ${e.loanNumber} written off`,
    lines: [debitLine(C.auctionShortfallWrittenOff, total(e)), ...receivableCredits(e, e.loanId)],
  }),
  waiver: (e) => ({
    narration: `Waiver on loan ${e.loanNumber}`,
    lines: [
      debitLine(C.chargesWaived, e.penalPaise + e.interestPaise),
      creditLine(C.penalReceivable, e.penalPaise, e.loanId),
      creditLine(C.interestReceivable, e.interestPaise, e.loanId),
    ],
  }),
  loanWriteOff: (e) => ({
    narration: `Loan ${e.loanNumber} written off`,
    lines: [debitLine(C.loansWrittenOff, total(e)), ...receivableCredits(e, e.loanId)],
  }),
  surplusPayout: (e) => ({
    narration: `Auction surplus of loan ${e.loanNumber} paid to the borrower by ${modeLabel(e)}`,
    lines: [debitLine(C.surplusPayable, e.amountPaise, e.loanId), creditLine(moneyAccountCode(e), e.amountPaise)],
  }),
  releaseCompensationAccrued: (e) => ({
    narration: `Compensation for the late release of loan ${e.loanNumber}`,
    lines: [
      debitLine(C.releaseCompensationExpense, e.amountPaise),
      creditLine(C.releaseCompensationPayable, e.amountPaise, e.loanId),
    ],
  }),
  releaseCompensationPaid: (e) => ({
    narration: `Release compensation of loan ${e.loanNumber} paid by ${modeLabel(e)}`,
    lines: [
      debitLine(C.releaseCompensationPayable, e.amountPaise, e.loanId),
      creditLine(moneyAccountCode(e), e.amountPaise),
    ],
  }),
}

/**
 * The journal of a loan event, or null when it moves no money (a renewal without top-up pays out
 * nothing; an accrual of zero). Refused (a domain error) when it would not balance.
 */
export function loanEventJournal(e: LoanEvent): Journal | null {
  const rule = RULES[e.kind] as (event: LoanEvent) => Posting
  const { narration, lines } = rule(e)
  const moved = nonZeroLines(lines)
  if (moved.length === 0) return null
  return balancedJournal({ date: e.date, narration, source: { kind: e.kind, id: e.sourceId }, lines: moved })
}
