import { SEEDED_CHART, journalOf, loanEventOfEntry } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { ensureChart } from './books-posting.ts'
import { type BooksControlTx, booksControlRepository } from './books-control-repository.ts'
import { booksPlatformRepository } from './books-platform-repository.ts'

/**
 * The opening journals of loans whose ledger predates the books (issue 25), run once at server
 * start: for each loan the migration `20261201120000_books_opening_journals` marked, every entry
 * without a journal gets the journal the live posting would have written (core `loanEventOfEntry`
 * then `journalOf`, sourced by the entry's id), and the mark goes, in one transaction per loan.
 * Idempotent: a second run finds no mark, and an entry's journal source is unique.
 *
 * History is posted as it happened, so two live rules are set aside: cash goes to main cash (which
 * counter took it is not known), and a closed day does not refuse it (the journal belongs to that
 * day; refusing it would leave the books short of the loan for ever).
 */
export async function postOpeningJournals(ctx: AppContext) {
  let loans = 0
  let journals = 0
  let failed = 0
  for (const { tenantId, loanId } of await booksPlatformRepository(ctx).pendingOpenings()) {
    try {
      journals += await booksControlRepository(ctx, tenantId).transaction((tx) => openingJournalsOf(tx, loanId))
      loans += 1
    } catch (err) {
      // Left marked: the next start tries again, and the control check names the loan meanwhile.
      ctx.log.error({ err, tenantId, loanId }, 'opening journals of a loan failed')
      failed += 1
    }
  }
  if (loans + failed > 0) ctx.log.info({ loans, journals, failed }, 'books: opening journals posted')
  return { loans, journals, failed }
}

async function openingJournalsOf(tx: BooksControlTx, loanId: string): Promise<number> {
  const pending = await tx.pendingOpening(loanId)
  if (pending === null) return 0
  let written = 0
  if (pending.loan !== null) {
    await ensureChart(tx)
    for (const entry of pending.entries) {
      if (pending.postedEntryIds.has(entry.id)) continue
      const event = loanEventOfEntry(pending.loan, entry, { counterNumber: null })
      const journal = event && journalOf(SEEDED_CHART, event)
      if (!journal) continue
      await tx.insertJournal(journal, entry.createdById)
      written += 1
    }
  }
  await tx.clearPendingOpening(loanId)
  return written
}
