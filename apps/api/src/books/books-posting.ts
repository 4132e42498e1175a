import {
  type BooksLedgerEntry,
  type BooksLoanRef,
  type Journal,
  SEEDED_CHART,
  balancedJournal,
  journalOf,
  loanEventOfEntry,
} from '@gold/core'
import type { BooksQueries } from './books-repository.ts'

type ChartQueries = Pick<BooksQueries, 'booksChartSeeded' | 'seedBooksChart'>

/**
 * The shop's chart of accounts, seeded from core's `SEEDED_CHART` the first time the books are
 * used. Idempotent and safe under concurrency: the accounts are unique per tenant and code, and a
 * seed that races another skips the rows the other wrote (inside a transaction it waits for them).
 */
export async function ensureChart(q: ChartQueries): Promise<void> {
  if (!(await q.booksChartSeeded())) await q.seedBooksChart(SEEDED_CHART)
}

/**
 * Writes `journal` inside the caller's transaction `tx`, checked by core's `balancedJournal`
 * again (debits equal credits, or nothing is written and the transaction fails).
 */
export async function postJournal(tx: BooksQueries, journal: Journal, createdById: string | null): Promise<string> {
  await ensureChart(tx)
  return tx.insertJournal(balancedJournal(journal), createdById)
}

/**
 * The books side of loan ledger entries just appended, in the same transaction: one journal per
 * entry that moves money (core `loanEventOfEntry` then `journalOf`), each sourced by the entry's
 * id. Cash posts to main cash: counters come later (docs/decisions/books.md).
 */
export async function postLoanEntries(
  tx: BooksQueries,
  loan: BooksLoanRef,
  entries: readonly (BooksLedgerEntry & { createdById: string | null })[],
): Promise<void> {
  const journals = entries.flatMap((entry) => {
    const event = loanEventOfEntry(loan, entry)
    const journal = event && journalOf(SEEDED_CHART, event)
    return journal ? [{ journal, createdById: entry.createdById }] : []
  })
  if (journals.length === 0) return
  await ensureChart(tx)
  for (const { journal, createdById } of journals) await tx.insertJournal(journal, createdById)
}
