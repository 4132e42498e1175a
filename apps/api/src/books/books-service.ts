import {
  type IsoDate,
  NO_SUB_LEDGER,
  addSubLedger,
  controlCheck,
  isoDateOf,
  loanSubLedger,
  parseBooksDate,
  trialBalance,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { ensureChart } from './books-posting.ts'
import { type BooksRepository, booksRepository } from './books-repository.ts'

/** Loans read per query when the control check replays the sub-ledger (each with its whole ledger). */
const SUB_LEDGER_PAGE = 500

const todayOf = (ctx: AppContext): IsoDate => isoDateOf(ctx.now())

/**
 * GET /api/books/trial-balance: every account's net balance at the end of `asOf` (default today,
 * India date, never later), zero balances left out, amounts in paise, totals equal.
 */
export async function trialBalanceRead(ctx: AppContext, tenantId: string, asOfRaw: unknown) {
  const asOf = parseBooksDate(asOfRaw, todayOf(ctx))
  const repo = booksRepository(ctx, tenantId)
  await ensureChart(repo)
  const [chart, sums] = await Promise.all([repo.ledgerAccounts(), repo.accountSumsTo(asOf)])
  return { asOf, ...trialBalance(chart, sums) }
}

/** The loans' own figures at the end of `asOf`, replayed from their ledgers a page at a time. */
async function subLedgerAt(repo: BooksRepository, asOf: IsoDate) {
  let total = NO_SUB_LEDGER
  for (let after: string | null = null; ;) {
    const page = await repo.subLedgerLoans(asOf, after, SUB_LEDGER_PAGE)
    for (const loan of page) total = addSubLedger(total, loanSubLedger(loan, asOf))
    if (page.length < SUB_LEDGER_PAGE) return total
    after = page[page.length - 1]!.id
  }
}

/**
 * GET /api/books/control-check: gold loans principal, interest receivable and surplus payable in
 * the books at the end of `asOf` against the loans' principal outstanding, interest posted and not
 * paid, and surplus owed; `ok` when every difference is 0.
 */
export async function controlCheckRead(ctx: AppContext, tenantId: string, asOfRaw: unknown) {
  const asOf = parseBooksDate(asOfRaw, todayOf(ctx))
  const repo = booksRepository(ctx, tenantId)
  const [sums, subLedger] = await Promise.all([repo.accountSumsTo(asOf), subLedgerAt(repo, asOf)])
  return { asOf, ...controlCheck(sums, subLedger) }
}
