import type { IsoDate } from '../shared/india-calendar.ts'
import type { Paise } from '../shared/money.ts'
import { accountByCode, type Account, type AccountGroup } from './chart-of-accounts.ts'
import type { Journal } from './journal.ts'

/** An account's debits and credits summed (what SQL's `GROUP BY account` gives the API). */
export type AccountSums = { accountCode: string; debitPaise: Paise; creditPaise: Paise }

/** A trial balance row: the net balance on the side it falls (an overdrawn bank shows as a credit). */
export type TrialBalanceRow = { code: string; name: string; group: AccountGroup; debit: Paise; credit: Paise }

export type TrialBalance = { accounts: TrialBalanceRow[]; totals: { debit: Paise; credit: Paise } }

/**
 * Sums per account of the lines of journals dated `from` (inclusive, when given) to `asOf`
 * inclusive, in code order. In memory for core's tests and small shops; the API sums in SQL.
 */
export function accountSums(
  journals: readonly Pick<Journal, 'date' | 'lines'>[],
  asOf: IsoDate,
  from?: IsoDate,
): AccountSums[] {
  const sums = new Map<string, AccountSums>()
  for (const j of journals) {
    if (j.date > asOf || (from !== undefined && j.date < from)) continue
    for (const l of j.lines) {
      const s = sums.get(l.accountCode) ?? { accountCode: l.accountCode, debitPaise: 0, creditPaise: 0 }
      s.debitPaise += l.debitPaise
      s.creditPaise += l.creditPaise
      sums.set(l.accountCode, s)
    }
  }
  return [...sums.values()].sort((a, b) => a.accountCode.localeCompare(b.accountCode))
}

/** Net balance per account code, debit positive (credit-natured accounts come out negative). */
export const netBalances = (sums: readonly AccountSums[]): Map<string, Paise> =>
  new Map(sums.map((s) => [s.accountCode, s.debitPaise - s.creditPaise]))

/** The chart's account of `code`; a line on an account not in the chart is a bug in the caller. */
export function chartAccount(chart: ReadonlyMap<string, Account>, code: string): Account {
  const account = chart.get(code)
  if (!account) throw new Error(`account ${code} is not in the chart`)
  return account
}

/**
 * The trial balance of `sums` (GET /api/books/trial-balance): one row per account with a non-zero
 * net balance, in code order, the net on its side; the totals are equal whenever every journal
 * balanced.
 */
export function trialBalance(chart: readonly Account[], sums: readonly AccountSums[]): TrialBalance {
  const byCode = accountByCode(chart)
  const accounts: TrialBalanceRow[] = []
  for (const [code, net] of [...netBalances(sums)].sort(([a], [b]) => a.localeCompare(b))) {
    if (net === 0) continue
    const { name, group } = chartAccount(byCode, code)
    accounts.push({ code, name, group, debit: Math.max(net, 0), credit: Math.max(-net, 0) })
  }
  const totals = {
    debit: accounts.reduce((t, a) => t + a.debit, 0),
    credit: accounts.reduce((t, a) => t + a.credit, 0),
  }
  return { accounts, totals }
}
