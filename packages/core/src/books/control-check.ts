import type { Paise } from '../shared/money.ts'
import { ACCOUNT_CODES as C } from './chart-of-accounts.ts'
import type { JournalLine } from './journal.ts'
import { netBalances, type AccountSums } from './trial-balance.ts'

/** The control accounts the check ties to the loans, in the order the check lists them. */
export const CONTROL_ACCOUNTS = [C.goldLoansPrincipal, C.interestReceivable, C.surplusPayable] as const
export type ControlAccount = (typeof CONTROL_ACCOUNTS)[number]

/**
 * The loans' figures at the date: principal outstanding over all loans, interest posted and not
 * paid (plus, on a month end, the month-end accrual, which the books reverse the next day), and
 * surplus owed to borrowers and not paid out.
 */
export type SubLedgerFigures = { principalPaise: Paise; interestPaise: Paise; surplusPaise: Paise }

export type ControlCheckRow = { account: ControlAccount; books: Paise; subLedger: Paise; difference: Paise }
export type ControlCheck = { ok: boolean; checks: ControlCheckRow[] }

/** Asset accounts read debit minus credit, the surplus payable (a liability) credit minus debit (never -0). */
function bookFigure(net: ReadonlyMap<string, Paise>, account: ControlAccount): Paise {
  const balance = net.get(account) ?? 0
  return account === C.surplusPayable ? 0 - balance : balance
}

/**
 * GET /api/books/control-check: each control account's book balance against its sub-ledger figure;
 * `difference` is books minus sub-ledger, `ok` when every difference is 0.
 */
export function controlCheck(sums: readonly AccountSums[], subLedger: SubLedgerFigures): ControlCheck {
  const net = netBalances(sums)
  const expected: Record<ControlAccount, Paise> = {
    [C.goldLoansPrincipal]: subLedger.principalPaise,
    [C.interestReceivable]: subLedger.interestPaise,
    [C.surplusPayable]: subLedger.surplusPaise,
  }
  const checks = CONTROL_ACCOUNTS.map((account) => {
    const books = bookFigure(net, account)
    return { account, books, subLedger: expected[account], difference: books - expected[account] }
  })
  return { ok: checks.every((c) => c.difference === 0), checks }
}

/** Per loan, the book balance of a control account from the lines that name the loan. */
export function bookBalancesByLoan(lines: readonly JournalLine[], account: ControlAccount): Map<string, Paise> {
  const byLoan = new Map<string, Paise>()
  const sign = account === C.surplusPayable ? -1 : 1
  for (const l of lines) {
    if (l.accountCode !== account || l.loanId === undefined) continue
    byLoan.set(l.loanId, (byLoan.get(l.loanId) ?? 0) + sign * (l.debitPaise - l.creditPaise))
  }
  return byLoan
}

/**
 * The loans behind a difference (for the dashboard): those whose book balance on `account` differs
 * from their sub-ledger figure, with the difference, largest first.
 */
export function loansOutOfBalance(
  lines: readonly JournalLine[],
  account: ControlAccount,
  subLedgerByLoan: ReadonlyMap<string, Paise>,
): LoanOutOfBalance[] {
  return loanDifferences(bookBalancesByLoan(lines, account), subLedgerByLoan)
}

export type LoanOutOfBalance = { loanId: string; books: Paise; subLedger: Paise; difference: Paise }

/** The loans whose book balance differs from their sub-ledger figure, largest difference first. */
export function loanDifferences(
  books: ReadonlyMap<string, Paise>,
  subLedgerByLoan: ReadonlyMap<string, Paise>,
): LoanOutOfBalance[] {
  const loanIds = new Set([...books.keys(), ...subLedgerByLoan.keys()])
  return [...loanIds]
    .map((loanId) => {
      const b = books.get(loanId) ?? 0
      const s = subLedgerByLoan.get(loanId) ?? 0
      return { loanId, books: b, subLedger: s, difference: b - s }
    })
    .filter((r) => r.difference !== 0)
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || a.loanId.localeCompare(b.loanId))
}
