import { LOAN_MODES, type LoanMode } from '../loans/loan-input.ts'
import type { IsoDate } from '../shared/india-calendar.ts'
import type { Paise } from '../shared/money.ts'
import type { LoanEvent } from './loan-postings.ts'

/** A loan ledger entry as the books read it (loans.md section 2; amounts in paise). */
export type BooksLedgerEntry = {
  id: string
  type: string
  amount: Paise
  principal: Paise
  interest: Paise
  penalCharges: Paise
  postedOn: IsoDate
  mode: string | null
}

/** The loan an entry belongs to; `renewedTo` is the loan a RENEWAL entry carries the principal into. */
export type BooksLoanRef = { id: string; loanNumber: string; renewedTo?: { id: string; loanNumber: string } }

/** Where the cash of an entry went: the counter of its taker (null: main cash). */
export type EntryCash = { counterNumber?: number | null }

const modeOf = (entry: BooksLedgerEntry): LoanMode => {
  // AUCTION entries carry no mode (loans.md records no way the buyer paid): the sale is cash.
  if (entry.mode === null) return 'Cash'
  if (!(LOAN_MODES as readonly string[]).includes(entry.mode))
    throw new Error(`ledger entry ${entry.id}: mode ${entry.mode}`)
  return entry.mode as LoanMode
}

/**
 * The books event of one loan ledger entry (docs/decisions/books.md, the event table), or null when
 * the entry moves no money: a renewed loan's DISBURSEMENT without top-up. A REVERSAL reverses the
 * journal of the entry it names, which the caller reads; it is not mapped here.
 */
export function loanEventOfEntry(loan: BooksLoanRef, entry: BooksLedgerEntry, cash: EntryCash = {}): LoanEvent | null {
  const base = { sourceId: entry.id, date: entry.postedOn, loanId: loan.id, loanNumber: loan.loanNumber }
  const components = { penalPaise: entry.penalCharges, interestPaise: entry.interest, principalPaise: entry.principal }
  const via = () => ({ mode: modeOf(entry), counterNumber: cash.counterNumber ?? null })
  switch (entry.type) {
    case 'DISBURSEMENT':
      return entry.amount === 0 ? null : { ...base, kind: 'disbursement', paidOutPaise: entry.amount, ...via() }
    case 'INTEREST':
      return { ...base, kind: 'interestAccrual', interestPaise: entry.interest }
    case 'PENAL_CHARGE':
      return { ...base, kind: 'penalAccrual', penalPaise: entry.penalCharges }
    case 'PAYMENT':
      return { ...base, kind: 'payment', ...components, ...via() }
    case 'RENEWAL': {
      if (!loan.renewedTo) throw new Error(`RENEWAL entry ${entry.id} without the loan it renews into`)
      const to = loan.renewedTo
      return {
        ...base,
        kind: 'renewal',
        toLoanId: to.id,
        toLoanNumber: to.loanNumber,
        carriedPrincipalPaise: entry.principal,
      }
    }
    case 'AUCTION':
      return { ...base, kind: 'auctionSale', amountPaise: entry.amount, ...components, ...via() }
    case 'WAIVER':
      return { ...base, kind: 'waiver', interestPaise: entry.interest, penalPaise: entry.penalCharges }
    case 'WRITE_OFF':
      return { ...base, kind: 'loanWriteOff', ...components }
    case 'SURPLUS_PAYOUT':
      return { ...base, kind: 'surplusPayout', amountPaise: entry.amount, ...via() }
    default:
      throw new Error(`ledger entry ${entry.id}: type ${entry.type} has no posting rule`)
  }
}
