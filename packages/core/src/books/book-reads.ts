import { addDays, type IsoDate } from '../shared/india-calendar.ts'
import type { Paise } from '../shared/money.ts'
import { accountByCode, type Account, type MoneyKind } from './chart-of-accounts.ts'
import { booksErrors } from './books-errors.ts'
import type { Journal } from './journal.ts'
import { chartAccount, type AccountSums } from './trial-balance.ts'
import { VOUCHER_SERIES } from './voucher-postings.ts'

/** A journal as the reads get it: its id and, for a voucher, its number (else null). */
export type ReadJournal = Pick<Journal, 'date' | 'narration' | 'lines'> & {
  id: string
  source: Journal['source']
}

/** What a row names a journal by: the voucher's number when it is a voucher, else the journal's id. */
export const journalReference = (j: Pick<ReadJournal, 'id' | 'source'>): string =>
  j.source.kind in VOUCHER_SERIES ? j.source.id : j.id

export type AccountRef = { code: string; name: string }

/** Net (debit minus credit) of the lines of `codes` in `sums`. */
const netOf = (sums: readonly AccountSums[], codes: ReadonlySet<string>): Paise =>
  sums.reduce((t, s) => (codes.has(s.accountCode) ? t + s.debitPaise - s.creditPaise : t), 0)

/** Debits and credits of the lines of one journal on `codes`. */
function sidesOn(j: Pick<ReadJournal, 'lines'>, codes: ReadonlySet<string>) {
  let debit = 0
  let credit = 0
  for (const l of j.lines)
    if (codes.has(l.accountCode)) {
      debit += l.debitPaise
      credit += l.creditPaise
    }
  return { debit, credit }
}

/** The other accounts of a journal (those not in `codes`), each once, in line order. */
function contraAccounts(chart: ReadonlyMap<string, Account>, j: ReadJournal, codes: ReadonlySet<string>): AccountRef[] {
  const seen = new Set<string>()
  const refs: AccountRef[] = []
  for (const l of j.lines)
    if (!codes.has(l.accountCode) && !seen.has(l.accountCode)) {
      seen.add(l.accountCode)
      refs.push({ code: l.accountCode, name: chartAccount(chart, l.accountCode).name })
    }
  return refs
}

/** Codes of the accounts holding `money` (cash: main cash and counters; bank: bank accounts and the gateway clearing). */
export const moneyAccountCodes = (chart: readonly Account[], money: MoneyKind): Set<string> =>
  new Set(chart.filter((a) => a.money === money).map((a) => a.code))

export type BooksDayBookLine = { accountCode: string; accountName: string; debitPaise: Paise; creditPaise: Paise }
export type BooksDayBookEntry = { journalId: string; reference: string; narration: string; lines: BooksDayBookLine[] }
export type BooksDayBook = {
  date: IsoDate
  openingCashPaise: Paise
  entries: BooksDayBookEntry[]
  cashInPaise: Paise
  cashOutPaise: Paise
  closingCashPaise: Paise
}

/**
 * The day book (rojmel) of `date`: the cash in every cash account at the end of the day before
 * (`sumsBefore`), every journal of the day in order, and the day's cash in and out. Each journal's
 * cash lines are netted, so cash moved between a counter and main cash is neither in nor out;
 * opening + in − out = closing.
 */
export function booksDayBook(
  chart: readonly Account[],
  date: IsoDate,
  sumsBefore: readonly AccountSums[],
  journals: readonly ReadJournal[],
): BooksDayBook {
  const byCode = accountByCode(chart)
  const cash = moneyAccountCodes(chart, 'Cash')
  const openingCashPaise = netOf(sumsBefore, cash)
  let cashInPaise = 0
  let cashOutPaise = 0
  const entries = journals.map((j): BooksDayBookEntry => {
    const { debit, credit } = sidesOn(j, cash)
    cashInPaise += Math.max(debit - credit, 0)
    cashOutPaise += Math.max(credit - debit, 0)
    const lines = j.lines.map((l) => ({
      accountCode: l.accountCode,
      accountName: chartAccount(byCode, l.accountCode).name,
      debitPaise: l.debitPaise,
      creditPaise: l.creditPaise,
    }))
    return { journalId: j.id, reference: journalReference(j), narration: j.narration, lines }
  })
  const closingCashPaise = openingCashPaise + cashInPaise - cashOutPaise
  return { date, openingCashPaise, entries, cashInPaise, cashOutPaise, closingCashPaise }
}

export type MoneyBookRow = {
  date: IsoDate
  journalId: string
  reference: string
  narration: string
  contraAccounts: AccountRef[]
  receiptPaise: Paise
  paymentPaise: Paise
  balancePaise: Paise
}
export type MoneyBook = {
  money: MoneyKind
  /** The accounts the book reads (every account holding this money, or the one asked for). */
  accounts: AccountRef[]
  from: IsoDate
  to: IsoDate
  openingPaise: Paise
  rows: MoneyBookRow[]
  totalReceiptsPaise: Paise
  totalPaymentsPaise: Paise
  closingPaise: Paise
}

/** The accounts of a money book: every account holding `money`, or `accountCode` when it is one of them. */
export function moneyBookAccounts(chart: readonly Account[], money: MoneyKind, accountCode?: string | null): Account[] {
  const all = chart.filter((a) => a.money === money)
  if (accountCode === undefined || accountCode === null || accountCode === '') return all
  const one = all.find((a) => a.code === accountCode)
  if (!one) throw booksErrors.error('accountNotFound')
  return [one]
}

/**
 * The cash book or bank book of `accounts` from `from` to `to`: the balance at the end of the day
 * before (`sumsBefore`), one row per journal whose net on those accounts is not zero (a transfer
 * between two of them nets out), receipts and payments, a running balance, and the closing balance.
 */
export function moneyBook(
  chart: readonly Account[],
  money: MoneyKind,
  accounts: readonly Account[],
  range: { from: IsoDate; to: IsoDate },
  sumsBefore: readonly AccountSums[],
  journals: readonly ReadJournal[],
): MoneyBook {
  const byCode = accountByCode(chart)
  const codes = new Set(accounts.map((a) => a.code))
  const openingPaise = netOf(sumsBefore, codes)
  let balance = openingPaise
  const rows: MoneyBookRow[] = []
  for (const j of journals) {
    const { debit, credit } = sidesOn(j, codes)
    const net = debit - credit
    if (net === 0) continue
    balance += net
    rows.push({
      date: j.date,
      journalId: j.id,
      reference: journalReference(j),
      narration: j.narration,
      contraAccounts: contraAccounts(byCode, j, codes),
      receiptPaise: Math.max(net, 0),
      paymentPaise: Math.max(-net, 0),
      balancePaise: balance,
    })
  }
  return {
    money,
    accounts: accounts.map(({ code, name }) => ({ code, name })),
    ...range,
    openingPaise,
    rows,
    totalReceiptsPaise: rows.reduce((t, r) => t + r.receiptPaise, 0),
    totalPaymentsPaise: rows.reduce((t, r) => t + r.paymentPaise, 0),
    closingPaise: balance,
  }
}

export type LedgerRow = {
  date: IsoDate
  journalId: string
  reference: string
  narration: string
  contraAccounts: AccountRef[]
  debitPaise: Paise
  creditPaise: Paise
  balancePaise: Paise
}
export type AccountLedger = {
  account: AccountRef & { group: Account['group'] }
  /** Balances are positive on this side: debit for assets and expenses, credit for the others. */
  side: 'debit' | 'credit'
  from: IsoDate
  to: IsoDate
  openingPaise: Paise
  rows: LedgerRow[]
  totalDebitPaise: Paise
  totalCreditPaise: Paise
  closingPaise: Paise
}

/**
 * The ledger of account `code` from `from` to `to`: its balance at the end of the day before, one
 * row per journal touching it (its lines on the account summed), a running balance on the
 * account's natural side, and the closing balance (equal to the trial balance's line at `to`).
 */
export function accountLedger(
  chart: readonly Account[],
  code: string,
  range: { from: IsoDate; to: IsoDate },
  sumsBefore: readonly AccountSums[],
  journals: readonly ReadJournal[],
): AccountLedger {
  const byCode = accountByCode(chart)
  const account = byCode.get(code)
  if (!account) throw booksErrors.error('accountNotFound')
  const side = account.group === 'Asset' || account.group === 'Expense' ? 'debit' : 'credit'
  // `0 - net`, not `-1 * net`: a zero balance stays 0, never -0 (JSON and tests tell them apart).
  const natural = (net: Paise): Paise => (side === 'debit' ? net : 0 - net)
  const codes = new Set([code])
  const openingPaise = natural(netOf(sumsBefore, codes))
  let balance = openingPaise
  const rows: LedgerRow[] = []
  for (const j of journals) {
    const { debit, credit } = sidesOn(j, codes)
    if (debit === 0 && credit === 0) continue
    balance += natural(debit - credit)
    rows.push({
      date: j.date,
      journalId: j.id,
      reference: journalReference(j),
      narration: j.narration,
      contraAccounts: contraAccounts(byCode, j, codes),
      debitPaise: debit,
      creditPaise: credit,
      balancePaise: balance,
    })
  }
  return {
    account: { code: account.code, name: account.name, group: account.group },
    side,
    ...range,
    openingPaise,
    rows,
    totalDebitPaise: rows.reduce((t, r) => t + r.debitPaise, 0),
    totalCreditPaise: rows.reduce((t, r) => t + r.creditPaise, 0),
    closingPaise: balance,
  }
}

export type CashInHandDay = { date: IsoDate; closingCashPaise: Paise }

/**
 * The cash in hand at the end of every date from `from` to `to` (a chart's points): the cash at the
 * end of the day before plus each day's net on the cash accounts (`dayNets`, days without
 * postings left out; the API sums them by date in SQL).
 */
export function cashInHandByDay(
  range: { from: IsoDate; to: IsoDate },
  openingCashPaise: Paise,
  dayNets: readonly { date: IsoDate; netPaise: Paise }[],
): CashInHandDay[] {
  const byDate = new Map(dayNets.map((d) => [d.date, d.netPaise]))
  const days: CashInHandDay[] = []
  let cash = openingCashPaise
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    cash += byDate.get(date) ?? 0
    days.push({ date, closingCashPaise: cash })
  }
  return days
}
