import type { Paise } from '../shared/money.ts'
import { accountByCode, type Account, type AccountGroup } from './chart-of-accounts.ts'
import { chartAccount, netBalances, type AccountSums } from './trial-balance.ts'

/** A statement line: the amount on the group's natural side (a loss on an income account is negative). */
export type StatementLine = { code: string; name: string; amount: Paise }

export type ProfitAndLoss = {
  income: StatementLine[]
  expenses: StatementLine[]
  totalIncome: Paise
  totalExpenses: Paise
  /** Negative for a loss. */
  profit: Paise
}

export type BalanceSheet = {
  assets: StatementLine[]
  liabilities: StatementLine[]
  equity: StatementLine[]
  /** Profit of the periods before `sumsBeforePeriod`, and of the period itself. */
  retainedProfit: Paise
  currentProfit: Paise
  totalAssets: Paise
  /** Liabilities, equity and both profits: equal to `totalAssets` when the books balance. */
  totalLiabilitiesAndEquity: Paise
}

/** Debit-natured groups count debit minus credit; the others credit minus debit. */
const DEBIT_NATURED: ReadonlySet<AccountGroup> = new Set(['Asset', 'Expense'])

function linesOf(chart: readonly Account[], sums: readonly AccountSums[], group: AccountGroup): StatementLine[] {
  const byCode = accountByCode(chart)
  const sign = DEBIT_NATURED.has(group) ? 1 : -1
  const lines: StatementLine[] = []
  for (const [code, net] of [...netBalances(sums)].sort(([a], [b]) => a.localeCompare(b))) {
    const account = chartAccount(byCode, code)
    if (account.group === group && net !== 0) lines.push({ code, name: account.name, amount: sign * net })
  }
  return lines
}

const total = (lines: readonly StatementLine[]): Paise => lines.reduce((t, l) => t + l.amount, 0)

/** Profit and loss of the sums of a period (the API sums the journals dated in it). */
export function profitAndLoss(chart: readonly Account[], sums: readonly AccountSums[]): ProfitAndLoss {
  const income = linesOf(chart, sums, 'Income')
  const expenses = linesOf(chart, sums, 'Expense')
  const totalIncome = total(income)
  const totalExpenses = total(expenses)
  return { income, expenses, totalIncome, totalExpenses, profit: totalIncome - totalExpenses }
}

/**
 * The balance sheet at a date from the sums of every journal to that date. The books never close
 * income and expenses into equity by a journal, so the profit to date is shown as equity: split
 * into the profit before the current period (`sumsBeforePeriod`, the sums to the day before the
 * financial year began) and the current period's, so the two sides balance.
 */
export function balanceSheet(
  chart: readonly Account[],
  sums: readonly AccountSums[],
  sumsBeforePeriod: readonly AccountSums[] = [],
): BalanceSheet {
  const assets = linesOf(chart, sums, 'Asset')
  const liabilities = linesOf(chart, sums, 'Liability')
  const equity = linesOf(chart, sums, 'Equity')
  const profitToDate = profitAndLoss(chart, sums).profit
  const retainedProfit = profitAndLoss(chart, sumsBeforePeriod).profit
  const currentProfit = profitToDate - retainedProfit
  return {
    assets,
    liabilities,
    equity,
    retainedProfit,
    currentProfit,
    totalAssets: total(assets),
    totalLiabilitiesAndEquity: total(liabilities) + total(equity) + profitToDate,
  }
}
