import type { IsoDate } from '../shared/india-calendar.ts'

/**
 * Ledger entries that pay money out (the day book's disbursements) and that take it in (its
 * collections). An entry's `amount` is the money that changed hands: a renewal's DISBURSEMENT pays
 * out only the top-up (0 without one) and its RENEWAL entry moves no money at all (the carried
 * principal stays lent), so neither shows up unless money moved.
 */
export const DAY_BOOK_OUT = ['DISBURSEMENT', 'SURPLUS_PAYOUT'] as const
export const DAY_BOOK_IN = ['PAYMENT', 'AUCTION'] as const
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

/** A ledger entry the day book may list; a REVERSAL names the type of the entry it reverses. */
export type DayBookSource = Omit<DayBookEntry, 'mode'> & { mode: string | null; reversedType?: string | null }

export type DayBookSection = {
  total: number
  byMode: { mode: string; entries: number; amount: number }[]
  entries: DayBookEntry[]
}

export type DayBook = { date: IsoDate; disbursements: DayBookSection; collections: DayBookSection }

/** The mode a day book files an entry under: the entry's own, else `Auction` for sale proceeds (the buyer paid the shop). */
export function dayBookMode(type: string, mode: string | null): string {
  if (mode) return mode
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
 * loans.md section 8's day book: the day's disbursements (loans paid out, a renewal's top-up,
 * surplus handed back after an auction) and collections (payments, auction proceeds), each by
 * mode, with the entries in the order they were recorded. Only money that changed hands is
 * listed: interest and penal postings, a renewal's carried principal and a renewal without a
 * top-up move none.
 */
export function dayBookOf(date: IsoDate, sources: readonly DayBookSource[]): DayBook {
  const listed = sources.filter((s) => DAY_BOOK_TYPES.includes(s.reversedType ?? s.type) && s.amount > 0)
  const out = (s: DayBookSource) => (DAY_BOOK_OUT as readonly string[]).includes(s.reversedType ?? s.type)
  return {
    date,
    disbursements: sectionOf(listed.filter(out).map(dayBookEntry)),
    collections: sectionOf(listed.filter((s) => !out(s)).map(dayBookEntry)),
  }
}

/**
 * The entry as listed. A reversal (issue 26) is money going back on the day it was posted, so it
 * counts against its section with the reversed entry's mode, its figures negative: the day's totals
 * are net of it, and the day of the entry it reverses still shows that entry (the books do the same).
 */
function dayBookEntry({ reversedType, ...s }: DayBookSource): DayBookEntry {
  const mode = dayBookMode(reversedType ?? s.type, s.mode)
  if (!reversedType) return { ...s, mode }
  return {
    ...s,
    mode,
    // 0 - x, not -x: a part of zero stays 0, not -0.
    amount: 0 - s.amount,
    principal: 0 - s.principal,
    interest: 0 - s.interest,
    penalCharges: 0 - s.penalCharges,
  }
}
