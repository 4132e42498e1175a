import { ACCOUNT_CODES as C, type Account, type AccountGroup } from './chart-of-accounts.ts'

/**
 * Tally's reserved groups an account of ours is filed under when its ledger is created in Tally
 * (the names are Tally's own, spelt as Tally Prime seeds them in every company). The group decides
 * where Tally shows the ledger: balance sheet or profit and loss, and which voucher types accept
 * it (Receipt, Payment and Contra need a Cash-in-Hand or Bank Accounts ledger on the money side).
 */
export const TALLY_GROUPS = {
  cash: 'Cash-in-Hand',
  bank: 'Bank Accounts',
  loansAndAdvances: 'Loans & Advances (Asset)',
  currentAssets: 'Current Assets',
  currentLiabilities: 'Current Liabilities',
  dutiesAndTaxes: 'Duties & Taxes',
  capital: 'Capital Account',
  directIncomes: 'Direct Incomes',
  indirectIncomes: 'Indirect Incomes',
  indirectExpenses: 'Indirect Expenses',
} as const

export type TallyGroup = (typeof TALLY_GROUPS)[keyof typeof TALLY_GROUPS]

const G = TALLY_GROUPS

/**
 * The system accounts whose group is not their books group's default: the loan book and its
 * receivables are money lent (Loans & Advances), GST output is a duty, and the lending incomes
 * are the shop's trade (Direct Incomes, so Tally's gross profit is the lending margin).
 */
const BY_CODE: Readonly<Record<string, TallyGroup>> = {
  [C.goldLoansPrincipal]: G.loansAndAdvances,
  [C.interestReceivable]: G.loansAndAdvances,
  [C.penalReceivable]: G.loansAndAdvances,
  [C.gstOutput]: G.dutiesAndTaxes,
  [C.interestIncome]: G.directIncomes,
  [C.penalIncome]: G.directIncomes,
  [C.feeIncome]: G.directIncomes,
}

/** Every other account by its books group: a shop's own heads are the indirect ones. */
const BY_BOOKS_GROUP: Readonly<Record<AccountGroup, TallyGroup>> = {
  Asset: G.currentAssets,
  Liability: G.currentLiabilities,
  Equity: G.capital,
  Income: G.indirectIncomes,
  Expense: G.indirectExpenses,
}

/** The Tally group of `account`: where money sits first (cash, bank), then the system table, then its books group. */
export function tallyGroupOf(account: Pick<Account, 'code' | 'group' | 'money'>): TallyGroup {
  if (account.money === 'Cash') return G.cash
  if (account.money === 'Bank') return G.bank
  return BY_CODE[account.code] ?? BY_BOOKS_GROUP[account.group]
}
