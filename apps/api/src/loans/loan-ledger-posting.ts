import { postLoanEntries } from '../books/books-posting.ts'
import type { LoanQueries, NewLedgerEntry } from './loans-repository.ts'

/** The loan the entries belong to; `renewedTo` the new loan a RENEWAL entry carries the principal into. */
export type LedgerLoan = { id: string; loanNumber: string; renewedTo?: { id: string; loanNumber: string } }

/**
 * The one way the loans write their ledger: the entries appended and, in the same transaction,
 * each entry's journal posted to the shop's books (issue 25). A failure of either writes nothing.
 */
export async function recordLedgerEntries(tx: LoanQueries, loan: LedgerLoan, entries: NewLedgerEntry[]) {
  const written = await tx.appendLedgerEntries(loan.id, entries)
  await postLoanEntries(tx, loan, written)
  return written
}
