import {
  type Account,
  type IsoDate,
  type MoneyKind,
  accountLedger,
  addDays,
  balanceSheet,
  booksDayBook,
  cashInHandByDay,
  dayBeforeFinancialYear,
  isoDateOf,
  moneyAccountCodes,
  moneyBook,
  moneyBookAccounts,
  parseAccountCode,
  parseBooksDate,
  parseBooksReadRange,
  profitAndLoss,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { bookReadsRepository } from './book-reads-repository.ts'
import { ensureChart } from './books-posting.ts'
import { booksRepository } from './books-repository.ts'

/**
 * The books to read (issue 25), for tenant admins: the day book, cash and bank books, any
 * account's ledger, profit and loss, the balance sheet and the cash in hand by day. Amounts in
 * paise; dates checked as the trial balance's (`parseBooksDate`), ranges at most 366 days.
 */
const todayOf = (ctx: AppContext): IsoDate => isoDateOf(ctx.now())

/** The shop's chart (seeded on first use) and both repositories. */
async function booksOf(ctx: AppContext, tenantId: string) {
  const books = booksRepository(ctx, tenantId)
  await ensureChart(books)
  return { books, reads: bookReadsRepository(ctx, tenantId), chart: await books.ledgerAccounts() }
}

/** The day book (rojmel) of `date` (default today): opening cash, the day's journals, cash in and out, closing cash. */
export async function dayBookRead(ctx: AppContext, tenantId: string, dateRaw: unknown) {
  const date = parseBooksDate(dateRaw, todayOf(ctx))
  const { books, reads, chart } = await booksOf(ctx, tenantId)
  const [before, journals] = await Promise.all([
    books.accountSumsTo(addDays(date, -1)),
    reads.journalsOfRange(date, date, null),
  ])
  return booksDayBook(chart, date, before, journals)
}

/** The cash book (`money` Cash) or bank book (Bank, the gateway clearing included) of a range, or of one of its accounts. */
export async function moneyBookRead(
  ctx: AppContext,
  tenantId: string,
  money: MoneyKind,
  input: { from?: unknown; to?: unknown; account?: unknown } | undefined,
) {
  const range = parseBooksReadRange(input?.from, input?.to, todayOf(ctx))
  const { books, reads, chart } = await booksOf(ctx, tenantId)
  const account = typeof input?.account === 'string' ? input.account : null
  const accounts = moneyBookAccounts(chart, money, account)
  const codes = accounts.map((a) => a.code)
  const [before, journals] = await Promise.all([
    books.accountSumsTo(addDays(range.from, -1)),
    reads.journalsOfRange(range.from, range.to, codes),
  ])
  return moneyBook(chart, money, accounts, range, before, journals)
}

/** The ledger of `account` over a range: opening, rows with a running balance on its natural side, closing. */
export async function ledgerRead(
  ctx: AppContext,
  tenantId: string,
  input: { account?: unknown; from?: unknown; to?: unknown },
) {
  const code = parseAccountCode(input.account)
  const range = parseBooksReadRange(input.from, input.to, todayOf(ctx))
  const { books, reads, chart } = await booksOf(ctx, tenantId)
  const [before, journals] = await Promise.all([
    books.accountSumsTo(addDays(range.from, -1)),
    reads.journalsOfRange(range.from, range.to, [code]),
  ])
  return accountLedger(chart, code, range, before, journals)
}

/** Profit and loss of the journals dated in a range (default the financial year to date). */
export async function profitAndLossRead(ctx: AppContext, tenantId: string, input: { from?: unknown; to?: unknown } = {}) {
  const range = parseBooksReadRange(input.from, input.to, todayOf(ctx))
  const { reads, chart } = await booksOf(ctx, tenantId)
  return { ...range, ...profitAndLoss(chart, await reads.accountSumsBetween(range.from, range.to)) }
}

/** The balance sheet at the end of `asOf` (default today), the profit split at the start of its financial year. */
export async function balanceSheetRead(ctx: AppContext, tenantId: string, asOfRaw: unknown) {
  const asOf = parseBooksDate(asOfRaw, todayOf(ctx))
  const { books, chart } = await booksOf(ctx, tenantId)
  const [sums, before] = await Promise.all([
    books.accountSumsTo(asOf),
    books.accountSumsTo(dayBeforeFinancialYear(asOf)),
  ])
  const sheet = balanceSheet(chart, sums, before)
  return { asOf, ...sheet, balanced: sheet.totalAssets === sheet.totalLiabilitiesAndEquity }
}

/** The cash in hand (every cash account) at the end of each date of a range, for a chart. */
export async function cashInHandRead(ctx: AppContext, tenantId: string, input: { from?: unknown; to?: unknown } = {}) {
  const range = parseBooksReadRange(input.from, input.to, todayOf(ctx))
  const { books, reads, chart } = await booksOf(ctx, tenantId)
  const cash = moneyAccountCodes(chart, 'Cash')
  const [before, nets] = await Promise.all([
    books.accountSumsTo(addDays(range.from, -1)),
    reads.netsByDay(range.from, range.to, [...cash]),
  ])
  const opening = before.reduce((t, s) => (cash.has(s.accountCode) ? t + s.debitPaise - s.creditPaise : t), 0)
  return { ...range, days: cashInHandByDay(range, opening, nets) }
}

export type ChartAccount = Omit<Account, 'money'> & { money: MoneyKind | null; balancePaise: number; hasPostings: boolean }

/** The chart for the screens: every account in code order, its balance (debit positive) and whether it has postings. */
export async function accountsRead(ctx: AppContext, tenantId: string): Promise<{ accounts: ChartAccount[] }> {
  const { reads, chart } = await booksOf(ctx, tenantId)
  const activity = new Map((await reads.accountActivity()).map((a) => [a.accountCode, a]))
  return {
    accounts: chart.map((a) => ({
      ...a,
      money: a.money ?? null,
      balancePaise: activity.get(a.code)?.netPaise ?? 0,
      hasPostings: (activity.get(a.code)?.lineCount ?? 0) > 0,
    })),
  }
}

/** The vouchers of a range (default the financial year to date), newest first, each saying whether it was reversed. */
export async function vouchersRead(ctx: AppContext, tenantId: string, input: { from?: unknown; to?: unknown } = {}) {
  const range = parseBooksReadRange(input.from, input.to, todayOf(ctx))
  return { ...range, vouchers: await bookReadsRepository(ctx, tenantId).vouchersNewestFirst(range.from, range.to) }
}
