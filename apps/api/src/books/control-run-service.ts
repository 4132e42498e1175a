import {
  CONTROL_ACCOUNTS,
  type ControlAccount,
  type IsoDate,
  type Paise,
  type SubLedgerFigures,
  addDays,
  controlCheck,
  isMonthEnd,
  isoDateOf,
  loanDifferences,
  monthEndAccrualOf,
  parseBooksDate,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { type LoanSubLedgerRow, booksControlRepository } from './books-control-repository.ts'
import { booksPlatformRepository } from './books-platform-repository.ts'
import { forEachLoanAt } from './month-end-service.ts'

type Repo = ReturnType<typeof booksControlRepository>

/**
 * The loans' figures per loan at the end of `asOf`: the ledger aggregated in SQL (the figures of
 * core's `loanSubLedger`), plus, on a month end whose accruals the job posted, each open loan's
 * month-end accrual in the interest (the books carry it that day and reverse it the next).
 */
async function subLedgerRows(repo: Repo, asOf: IsoDate): Promise<LoanSubLedgerRow[]> {
  const rows = await repo.subLedgerByLoan(asOf)
  if (!isMonthEnd(asOf) || !(await repo.monthEndDone(asOf))) return rows
  const accrued = new Map<string, Paise>()
  await forEachLoanAt(repo, asOf, (page) => {
    for (const loan of page) accrued.set(loan.id, monthEndAccrualOf(loan, asOf)?.interestPaise ?? 0)
  })
  return rows.map((r) => ({ ...r, interest: r.interest + (accrued.get(r.loanId) ?? 0) }))
}

const totalOf = (rows: readonly LoanSubLedgerRow[]): SubLedgerFigures => ({
  principalPaise: rows.reduce((s, r) => s + r.principal, 0),
  interestPaise: rows.reduce((s, r) => s + r.interest, 0),
  surplusPaise: rows.reduce((s, r) => s + r.surplus, 0),
})

/** GET /api/books/control-check's `ok` and `checks` at the end of `asOf`, with the per-loan figures behind them. */
export async function controlCheckAt(repo: Repo, asOf: IsoDate) {
  const [sums, rows] = await Promise.all([repo.accountSumsTo(asOf), subLedgerRows(repo, asOf)])
  return { check: controlCheck(sums, totalOf(rows)), rows }
}

const FIGURE: Record<ControlAccount, 'principal' | 'interest' | 'surplus'> = {
  '1400': 'principal',
  '1410': 'interest',
  '2100': 'surplus',
}

/** The loans behind the differences: per control account, each loan whose books differ from its figure. */
async function loansBehind(repo: Repo, asOf: IsoDate, rows: readonly LoanSubLedgerRow[]) {
  const balances = await repo.controlBalancesByLoan(asOf, CONTROL_ACCOUNTS)
  const out = CONTROL_ACCOUNTS.flatMap((account) => {
    const sign = account === '2100' ? -1 : 1
    const books = new Map(balances.filter((b) => b.accountCode === account).map((b) => [b.loanId, sign * b.net]))
    const figures = new Map(rows.map((r) => [r.loanId, r[FIGURE[account]]]))
    return loanDifferences(books, figures).map((d) => ({ loanId: d.loanId, account, difference: d.difference }))
  })
  const numbers = await repo.loanNumbers([...new Set(out.map((o) => o.loanId))])
  return out.map((o) => ({
    loanId: o.loanId,
    loanNumber: numbers.get(o.loanId) ?? null,
    account: o.account,
    difference: o.difference,
  }))
}

/** Runs the control check for one shop at `asOf` and stores it (`BooksControlRun`) for the dashboard. */
export async function runControlCheck(ctx: AppContext, tenantId: string, asOf: IsoDate, ranById: string | null) {
  const repo = booksControlRepository(ctx, tenantId)
  const { check, rows } = await controlCheckAt(repo, asOf)
  const loansOutOfBalance = check.ok ? [] : await loansBehind(repo, asOf, rows)
  const run = await repo.insertControlRun({ asOf, ok: check.ok, checks: check.checks, loansOutOfBalance, ranById })
  return { ...run, ranAt: run.ranAt.toISOString() }
}

/** tRPC `books.runControlCheck` (the dashboard's "Check now"): today unless a date is given. */
export function runControlCheckNow(ctx: AppContext, principal: { tenantId: string; userId: string }, asOfRaw: unknown) {
  const asOf = parseBooksDate(asOfRaw, isoDateOf(ctx.now()))
  return runControlCheck(ctx, principal.tenantId, asOf, principal.userId)
}

/** tRPC `books.lastControlCheck`: the shop's latest stored run, null before the first. */
export async function lastControlCheck(ctx: AppContext, tenantId: string) {
  const run = await booksControlRepository(ctx, tenantId).lastControlRun()
  return run && { ...run, ranAt: run.ranAt.toISOString() }
}

/** The daily job: every shop with loans, checked at the end of yesterday (India date). */
export async function runDailyControlChecks(ctx: AppContext) {
  const asOf = addDays(isoDateOf(ctx.now()), -1)
  const shops = []
  for (const tenantId of await booksPlatformRepository(ctx).tenantsWithLoans()) {
    const run = await runControlCheck(ctx, tenantId, asOf, null)
    if (!run.ok) ctx.log.warn({ tenantId, asOf, checks: run.checks }, 'books do not tie to the loans')
    shops.push({ tenantId, ok: run.ok })
  }
  return { ok: true, asOf, shops }
}
