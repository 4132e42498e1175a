import { postLoanEntries } from '../books/books-posting.ts'
import type { LoanQueries, NewLedgerEntry } from './loans-repository.ts'

/** The loan the entries belong to; `renewedTo` the new loan a RENEWAL entry carries the principal into. */
export type LedgerLoan = { id: string; loanNumber: string; renewedTo?: { id: string; loanNumber: string } }

/**
 * The one way the loans write their ledger: the entries appended and, in the same transaction,
 * each entry's journal posted to the shop's books (issue 25). A failure of either writes nothing:
 * a cash entry refused for want of an open counter (the shop's "cash needs an open counter"), or
 * an entry dated in a closed day.
 */
export async function recordLedgerEntries(tx: LoanQueries, loan: LedgerLoan, entries: NewLedgerEntry[]) {
  const counterRequired = entries.some((e) => e.mode === 'Cash') && (await tx.settings()).cashNeedsOpenCounter
  const written = await tx.appendLedgerEntries(loan.id, entries)
  await postLoanEntries(tx, loan, written, counterRequired)
  return written
}
