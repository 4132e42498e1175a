import {
  isoDateOf,
  journalCsv,
  parseBooksRange,
  parseTallyPart,
  tallyImportXml,
  trialBalanceCsv,
  type BooksRange,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { ensureChart } from './books-posting.ts'
import { booksRepository } from './books-repository.ts'
import { trialBalanceRead } from './books-service.ts'

/** A file the REST route sends as a download: its body and the dates its name carries. */
export type BooksFile<R> = { range: R; body: string }

/** The chart and the journals dated in `range` (`from` to `to`, in date and then written order). */
async function booksOfRange(ctx: AppContext, tenantId: string, range: BooksRange, withJournals = true) {
  const repo = booksRepository(ctx, tenantId)
  await ensureChart(repo)
  const [chart, journals] = await Promise.all([
    repo.ledgerAccounts(),
    withJournals ? repo.journalsBetween(range.from, range.to) : [],
  ])
  return { chart, journals }
}

/**
 * GET /api/books/export/tally.xml: the shop's ledgers and the vouchers of `?from=&to=` as the
 * XML Tally Prime imports (`?part=masters|vouchers` for one half). Dates as the trial balance's.
 */
export async function tallyExport(ctx: AppContext, tenantId: string, query: Record<string, unknown>) {
  const part = parseTallyPart(query.part)
  const range = parseBooksRange(query.from, query.to, isoDateOf(ctx.now()))
  const { chart, journals } = await booksOfRange(ctx, tenantId, range, part !== 'masters')
  return { range, body: tallyImportXml(chart, journals, part) } satisfies BooksFile<BooksRange>
}

/** GET /api/books/export/journal.csv: every line of the journals of `?from=&to=`, in rupees. */
export async function journalCsvExport(ctx: AppContext, tenantId: string, query: Record<string, unknown>) {
  const range = parseBooksRange(query.from, query.to, isoDateOf(ctx.now()))
  const { chart, journals } = await booksOfRange(ctx, tenantId, range)
  return { range, body: journalCsv(chart, journals) } satisfies BooksFile<BooksRange>
}

/** GET /api/books/trial-balance.csv: the trial balance's JSON at `?asOf=` in rupees. */
export async function trialBalanceCsvExport(ctx: AppContext, tenantId: string, asOfRaw: unknown) {
  const { asOf, ...tb } = await trialBalanceRead(ctx, tenantId, asOfRaw)
  return { range: asOf, body: trialBalanceCsv(tb) } satisfies BooksFile<string>
}
