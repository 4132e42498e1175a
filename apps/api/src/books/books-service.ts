import { type IsoDate, isoDateOf, parseBooksDate, trialBalance } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { ensureChart } from './books-posting.ts'
import { booksControlRepository } from './books-control-repository.ts'
import { booksRepository } from './books-repository.ts'
import { controlCheckAt } from './control-run-service.ts'

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

/**
 * GET /api/books/control-check: gold loans principal, interest receivable and surplus payable in
 * the books at the end of `asOf` against the loans' principal outstanding, interest posted and not
 * paid (plus a posted month end's accrual), and surplus owed, the loans' ledger aggregated in
 * SQL; `ok` when every difference is 0.
 */
export async function controlCheckRead(ctx: AppContext, tenantId: string, asOfRaw: unknown) {
  const asOf = parseBooksDate(asOfRaw, todayOf(ctx))
  const { check } = await controlCheckAt(booksControlRepository(ctx, tenantId), asOf)
  return { asOf, ...check }
}
