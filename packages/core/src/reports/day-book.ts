import type { IsoDate } from '../loans/loan-dates.ts'

/** Ledger entries that pay money out (the day book's disbursements) and that take it in (its collections). */
export const DAY_BOOK_OUT = ['DISBURSEMENT', 'SURPLUS_PAYOUT'] as const
export const DAY_BOOK_IN = ['PAYMENT', 'AUCTION', 'RENEWAL'] as const
export const DAY_BOOK_TYPES: readonly string[] = [...DAY_BOOK_OUT, ...DAY_BOOK_IN]

/** The payment modes of loans.md, always listed in a day book's totals (zero when unused). */
const STANDARD_MODES = ['Cash', 'BankTransfer', 'UPI'] as const

export type DayBookEntry = {
  id: string
  loanId: string
  loanNumber: string
  customerId: string
  borrower: string
  type: string
  mode: string
  reference: string | null
  /** The payment receipt's number (`PR/…`), for payments. */
  receiptNumber: string | null
  amount: number
  principal: number
  interest: number
  penalCharges: number
}

export type DayBookSource = Omit<DayBookEntry, 'mode'> & { mode: string | null }

export type DayBookSection = {
  total: number
  byMode: { mode: string; entries: number; amount: number }[]
  entries: DayBookEntry[]
}

export type DayBook = { date: IsoDate; disbursements: DayBookSection; collections: DayBookSection }

/**
 * The mode a day book files an entry under: the entry's own, else what moved no money over the
 * counter: a renewal's carried principal (`Renewal`) or auction proceeds (`Auction`).
 */
export function dayBookMode(type: string, mode: string | null): string {
  if (mode) return mode
  if (type === 'RENEWAL') return 'Renewal'
  if (type === 'AUCTION') return 'Auction'
  return 'Unspecified'
}

function sectionOf(entries: DayBookEntry[]): DayBookSection {
  const totals = new Map<string, { entries: number; amount: number }>(
    STANDARD_MODES.map((m) => [m, { entries: 0, amount: 0 }]),
  )
  for (const e of entries) {
    const t = totals.get(e.mode) ?? { entries: 0, amount: 0 }
    t.entries++
    t.amount += e.amount
    totals.set(e.mode, t)
  }
  return {
    total: entries.reduce((sum, e) => sum + e.amount, 0),
    byMode: [...totals].map(([mode, t]) => ({ mode, ...t })),
    entries,
  }
}

/**
 * loans.md section 8's day book: the day's disbursements (and surplus paid out) and collections
 * (payments, auction proceeds, principal carried into a renewal), each by mode, with the entries
 * in the order they were recorded. A renewal is filed as the old loan's collection and the new
 * loan's disbursement, so the day's books balance as two loans. Interest and penal postings move
 * no money and are left out.
 */
export function dayBookOf(date: IsoDate, sources: readonly DayBookSource[]): DayBook {
  const entries = sources
    .filter((s) => DAY_BOOK_TYPES.includes(s.type))
    .map((s): DayBookEntry => ({ ...s, mode: dayBookMode(s.type, s.mode) }))
  const out = (type: string) => (DAY_BOOK_OUT as readonly string[]).includes(type)
  return {
    date,
    disbursements: sectionOf(entries.filter((e) => out(e.type))),
    collections: sectionOf(entries.filter((e) => !out(e.type))),
  }
}
