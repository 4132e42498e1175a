import { accountCodeOutOfRangeError, booksErrors } from './books-errors.ts'

export const ACCOUNT_GROUPS = ['Asset', 'Liability', 'Equity', 'Income', 'Expense'] as const
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number]

export const isAccountGroup = (value: unknown): value is AccountGroup =>
  typeof value === 'string' && (ACCOUNT_GROUPS as readonly string[]).includes(value)

/**
 * Where money sits: `Cash` (main cash, a counter) and `Bank` (bank accounts and the gateway/UPI
 * clearing account, money on its way to the bank). Contra vouchers move money only between these;
 * the cash book and bank book read them (Tally's "Cash-in-Hand" and "Bank Accounts").
 */
export type MoneyKind = 'Cash' | 'Bank'

export type Account = {
  /** Four digits, first digit the group (Tally and Fineract number ledgers the same way). */
  code: string
  name: string
  group: AccountGroup
  money?: MoneyKind
  /** Used by the posting rules: cannot be deleted (a shop may rename it). */
  system: boolean
}

/** Codes the posting rules use. Stable: journals store them, the control check reads them. */
export const ACCOUNT_CODES = {
  mainCash: '1100',
  bank: '1200',
  gatewayClearing: '1300',
  goldLoansPrincipal: '1400',
  interestReceivable: '1410',
  penalReceivable: '1420',
  surplusPayable: '2100',
  releaseCompensationPayable: '2200',
  gstOutput: '2300',
  capital: '3100',
  interestIncome: '4100',
  penalIncome: '4200',
  feeIncome: '4300',
  releaseCompensationExpense: '5100',
  chargesWaived: '5150',
  auctionShortfallWrittenOff: '5200',
  loansWrittenOff: '5250',
  cashOverShort: '5300',
  rent: '5400',
  salaries: '5410',
  electricity: '5420',
  otherExpenses: '5490',
} as const

const C = ACCOUNT_CODES
const sys = (code: string, name: string, group: AccountGroup, money?: MoneyKind): Account =>
  money ? { code, name, group, money, system: true } : { code, name, group, system: true }

/** The chart every shop starts with (issue 25's list), in code order. */
export const SEEDED_CHART: readonly Account[] = [
  sys(C.mainCash, 'Main cash', 'Asset', 'Cash'),
  sys(C.bank, 'Bank account', 'Asset', 'Bank'),
  sys(C.gatewayClearing, 'Gateway/UPI clearing', 'Asset', 'Bank'),
  sys(C.goldLoansPrincipal, 'Gold loans principal', 'Asset'),
  sys(C.interestReceivable, 'Interest receivable', 'Asset'),
  sys(C.penalReceivable, 'Penal charges receivable', 'Asset'),
  sys(C.surplusPayable, 'Surplus payable to borrowers', 'Liability'),
  sys(C.releaseCompensationPayable, 'Release compensation payable', 'Liability'),
  sys(C.gstOutput, 'GST output', 'Liability'),
  sys(C.capital, 'Capital', 'Equity'),
  sys(C.interestIncome, 'Interest income', 'Income'),
  sys(C.penalIncome, 'Penal charges income', 'Income'),
  sys(C.feeIncome, 'Valuation and processing fee income', 'Income'),
  sys(C.releaseCompensationExpense, 'Release compensation', 'Expense'),
  // Issue 26's corrections: a waiver of interest or penal charges, a loan written off.
  sys(C.chargesWaived, 'Interest and penal charges waived', 'Expense'),
  sys(C.auctionShortfallWrittenOff, 'Auction shortfall written off', 'Expense'),
  sys(C.loansWrittenOff, 'Loans written off', 'Expense'),
  sys(C.cashOverShort, 'Cash over/short', 'Expense'),
  // Operating expenses are the shop's own heads: seeded for a start, not used by the rules.
  { code: C.rent, name: 'Rent', group: 'Expense', system: false },
  { code: C.salaries, name: 'Salaries', group: 'Expense', system: false },
  { code: C.electricity, name: 'Electricity', group: 'Expense', system: false },
  { code: C.otherExpenses, name: 'Other operating expenses', group: 'Expense', system: false },
]

/** The first digit of a code is its group. */
const GROUP_DIGIT: Record<AccountGroup, string> = { Asset: '1', Liability: '2', Equity: '3', Income: '4', Expense: '5' }

/** Counters are numbered 1..99 in a shop; counter n's cash is account 1100 + n, under cash. */
export const MAX_COUNTER_NUMBER = 99

export function assertCounterNumber(counterNumber: number): number {
  if (!Number.isInteger(counterNumber) || counterNumber < 1 || counterNumber > MAX_COUNTER_NUMBER)
    throw booksErrors.error('invalidCounterNumber')
  return counterNumber
}

export const counterCashCode = (counterNumber: number): string =>
  String(Number(C.mainCash) + assertCounterNumber(counterNumber))

/** The cash account a counter posts to, created with the counter (a system account). */
export const counterCashAccount = (counterNumber: number, counterName = `Counter ${counterNumber}`): Account =>
  sys(counterCashCode(counterNumber), `Cash - ${counterName}`, 'Asset', 'Cash')

const isCashRange = (code: string) => code >= '1100' && code <= '1199'

export type NewAccount = { code: string; name: string; group: AccountGroup; money?: MoneyKind }

/**
 * The checks on an account a shop adds under a group: a name of 2 to 100 characters not already
 * used (names are what the accountant reads, and Tally refuses duplicate ledger names), a
 * four-digit code whose first digit is the group's, not taken, and outside 1100-1199 (cash is
 * created with counters). A `Bank` account must be an asset; `Cash` cannot be added by hand.
 */
export function checkNewAccount(
  chart: readonly Account[],
  input: { code: unknown; name: unknown; group: unknown; money?: unknown },
): Account {
  const name = typeof input.name === 'string' ? input.name.trim() : ''
  if (name.length < 2 || name.length > 100) throw booksErrors.error('accountNameRequired')
  if (!isAccountGroup(input.group)) throw booksErrors.error('invalidAccountGroup')
  const group = input.group
  const digit = GROUP_DIGIT[group]
  const code = typeof input.code === 'string' ? input.code.trim() : ''
  if (!/^\d{4}$/.test(code) || code[0] !== digit) throw accountCodeOutOfRangeError(`${digit}000`, `${digit}999`)
  if (isCashRange(code)) throw booksErrors.error('accountCodeReserved')
  if (chart.some((a) => a.code === code)) throw booksErrors.error('accountCodeTaken')
  if (chart.some((a) => a.name.toLowerCase() === name.toLowerCase())) throw booksErrors.error('accountNameTaken')
  const bank = input.money === 'Bank' && group === 'Asset'
  return bank ? { code, name, group, money: 'Bank', system: false } : { code, name, group, system: false }
}

/** Refuses deleting a system account, or any account that has postings (journals are never edited). */
export function checkAccountDeletion(chart: readonly Account[], code: string, hasPostings: boolean): void {
  const account = chart.find((a) => a.code === code)
  if (!account) throw booksErrors.error('accountNotFound')
  if (account.system) throw booksErrors.error('systemAccount')
  if (hasPostings) throw booksErrors.error('accountHasPostings')
}

export const accountByCode = (chart: readonly Account[]): ReadonlyMap<string, Account> =>
  new Map(chart.map((a) => [a.code, a]))

export const isMoneyAccount = (account: Account | undefined): boolean => account?.money !== undefined

/** A new name for account `code`: 2 to 100 characters, not another account's name (ignoring case). */
export function checkAccountRename(chart: readonly Account[], code: string, rawName: unknown): string {
  if (!chart.some((a) => a.code === code)) throw booksErrors.error('accountNotFound')
  const name = typeof rawName === 'string' ? rawName.trim() : ''
  if (name.length < 2 || name.length > 100) throw booksErrors.error('accountNameRequired')
  if (chart.some((a) => a.code !== code && a.name.toLowerCase() === name.toLowerCase()))
    throw booksErrors.error('accountNameTaken')
  return name
}
