import {
  type BooksLedgerEntry,
  type BooksLoanRef,
  type Journal,
  type LoanMode,
  type MoneyVia,
  SEEDED_CHART,
  assertCounterForCash,
  assertDayOpenForPosting,
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

export type JournalToPost = { journal: Journal; createdById: string | null; reversesJournalId?: string | null }

/**
 * Writes `posts` inside the caller's transaction `tx`, each checked by core's `balancedJournal`
 * again (debits equal credits, or nothing is written and the transaction fails), and refused
 * when any is dated in a closed day (core `assertDayOpenForPosting`, under the day lock shared
 * with the day's close). Their ids, in order.
 */
export async function postJournals(tx: BooksQueries, posts: readonly JournalToPost[]): Promise<string[]> {
  if (posts.length === 0) return []
  await ensureChart(tx)
  await tx.lockBooksDaysShared()
  const closed = await tx.closedDaysAmong(posts.map((p) => p.journal.date))
  for (const p of posts) assertDayOpenForPosting(p.journal.date, closed)
  const ids: string[] = []
  for (const p of posts)
    ids.push(await tx.insertJournal(balancedJournal(p.journal), p.createdById, p.reversesJournalId ?? null))
  return ids
}

export async function postJournal(tx: BooksQueries, journal: Journal, createdById: string | null): Promise<string> {
  const [id] = await postJournals(tx, [{ journal, createdById }])
  return id!
}

/**
 * The money side of an event `staffId` took or paid that is not a loan ledger entry (the release
 * compensation): cash through their open counter, main cash when they have none, refused without
 * one when the shop requires it.
 */
export async function staffMoneyVia(
  tx: BooksQueries,
  mode: LoanMode,
  staffId: string | null,
  counterRequired: boolean,
): Promise<MoneyVia> {
  const counterNumber = mode === 'Cash' && staffId !== null ? await tx.openCounterNumberOf(staffId) : null
  const via = { mode, counterNumber }
  assertCounterForCash(via, counterRequired)
  return via
}

type PostedEntry = BooksLedgerEntry & { type: string; createdById: string | null }

/** An entry's cash goes through a counter: cash by mode, and an auction sale (recorded with no mode, posted as cash). */
const isCash = (entry: PostedEntry) => entry.mode === 'Cash' || (entry.mode === null && entry.type === 'AUCTION')

/**
 * The books side of loan ledger entries just appended, in the same transaction: one journal per
 * entry that moves money (core `loanEventOfEntry` then `journalOf`), each sourced by the entry's
 * id. Cash posts to the open counter of the staff member who wrote the entry (their session read
 * share-locked, so it cannot close under the payment), main cash when they have none; with the
 * shop's `counterRequired` on, a Cash entry without one is refused (core `assertCounterForCash`).
 */
export async function postLoanEntries(
  tx: BooksQueries,
  loan: BooksLoanRef,
  entries: readonly PostedEntry[],
  counterRequired = false,
): Promise<void> {
  const counters = new Map<string, number | null>()
  const counterOf = async (staffId: string | null) => {
    if (staffId === null) return null
    if (!counters.has(staffId)) counters.set(staffId, await tx.openCounterNumberOf(staffId))
    return counters.get(staffId)!
  }
  const posts: JournalToPost[] = []
  for (const entry of entries) {
    const counterNumber = isCash(entry) ? await counterOf(entry.createdById) : null
    if (entry.mode === 'Cash') assertCounterForCash({ mode: 'Cash', counterNumber }, counterRequired)
    const event = loanEventOfEntry(loan, entry, { counterNumber })
    const journal = event && journalOf(SEEDED_CHART, event)
    if (journal) posts.push({ journal, createdById: entry.createdById })
  }
  await postJournals(tx, posts)
}
