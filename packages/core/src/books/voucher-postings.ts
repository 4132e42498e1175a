import type { FinancialYear, IsoDate } from '../shared/india-calendar.ts'
import type { Paise } from '../shared/money.ts'
import { booksErrors } from './books-errors.ts'
import { ACCOUNT_CODES as C, accountByCode, isMoneyAccount, type Account } from './chart-of-accounts.ts'
import { gstInclusiveLines } from './fee-postings.ts'
import { balancedJournal, creditLine, debitLine, MAX_LINE_PAISE, type Journal, type JournalLine } from './journal.ts'

/**
 * The vouchers staff write by hand, each numbered per series and financial year: a receipt (money
 * in, credited to an income or other account), a payment (an expense or other account paid, with
 * a bill photo kept by the API), a contra (money between cash and bank accounts: counter to
 * counter, cash to bank, gateway settlement) and a journal (any balanced lines, no money).
 */
type VoucherBase = { sourceId: string; date: IsoDate; narration: string }

export type Voucher =
  | (VoucherBase & { kind: 'receiptVoucher'; moneyAccountCode: string; accountCode: string; amountPaise: Paise })
  | (VoucherBase & { kind: 'paymentVoucher'; moneyAccountCode: string; accountCode: string; amountPaise: Paise })
  | (VoucherBase & { kind: 'contraVoucher'; fromAccountCode: string; toAccountCode: string; amountPaise: Paise })
  | (VoucherBase & { kind: 'journalVoucher'; lines: readonly JournalLine[] })
  /** A fee received outside a loan event; split with GST when the shop is registered. */
  | (VoucherBase & { kind: 'feeReceipt'; moneyAccountCode: string; amountPaise: Paise; gstRegistered: boolean })

export type VoucherKind = Voucher['kind']

/** Voucher series, numbered `<series>/<FY>/<6 digits>` like the shop's other documents. */
export const VOUCHER_SERIES: Record<Exclude<VoucherKind, 'feeReceipt'>, string> = {
  receiptVoucher: 'RV',
  paymentVoucher: 'PV',
  contraVoucher: 'CV',
  journalVoucher: 'JV',
}

export function formatVoucherNumber(kind: keyof typeof VOUCHER_SERIES, fy: FinancialYear, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new Error(`voucher sequence must be a positive integer, got ${seq}`)
  return `${VOUCHER_SERIES[kind]}/${fy}/${String(seq).padStart(6, '0')}`
}

function checkAmount(paise: number): Paise {
  if (!Number.isSafeInteger(paise) || paise < 1 || paise > MAX_LINE_PAISE) throw booksErrors.error('invalidAmount')
  return paise
}

/** The money account (cash or bank) and the other account of a receipt or payment voucher. */
function voucherAccounts(chart: ReadonlyMap<string, Account>, moneyCode: string, otherCode: string) {
  const money = chart.get(moneyCode)
  const other = chart.get(otherCode)
  if (!money || !other) throw booksErrors.error('accountNotFound')
  if (!isMoneyAccount(money)) throw booksErrors.error('notMoneyAccount')
  if (isMoneyAccount(other)) throw booksErrors.error('voucherAccountIsMoney')
  return { money: money.code, other: other.code }
}

function contraLines(chart: ReadonlyMap<string, Account>, v: Extract<Voucher, { kind: 'contraVoucher' }>) {
  const from = chart.get(v.fromAccountCode)
  const to = chart.get(v.toAccountCode)
  if (!from || !to) throw booksErrors.error('accountNotFound')
  if (!isMoneyAccount(from) || !isMoneyAccount(to)) throw booksErrors.error('notMoneyAccount')
  if (from.code === to.code) throw booksErrors.error('contraSameAccount')
  const amount = checkAmount(v.amountPaise)
  return [debitLine(to.code, amount), creditLine(from.code, amount)]
}

function voucherLines(chart: ReadonlyMap<string, Account>, v: Voucher): JournalLine[] {
  switch (v.kind) {
    case 'receiptVoucher': {
      const { money, other } = voucherAccounts(chart, v.moneyAccountCode, v.accountCode)
      return [debitLine(money, checkAmount(v.amountPaise)), creditLine(other, v.amountPaise)]
    }
    case 'paymentVoucher': {
      const { money, other } = voucherAccounts(chart, v.moneyAccountCode, v.accountCode)
      return [debitLine(other, checkAmount(v.amountPaise)), creditLine(money, v.amountPaise)]
    }
    case 'contraVoucher':
      return contraLines(chart, v)
    case 'journalVoucher':
      if (v.lines.some((l) => !chart.has(l.accountCode))) throw booksErrors.error('accountNotFound')
      return [...v.lines]
    case 'feeReceipt': {
      const { money } = voucherAccounts(chart, v.moneyAccountCode, C.feeIncome)
      return gstInclusiveLines(money, checkAmount(v.amountPaise), v.gstRegistered)
    }
  }
}

/** The journal of a voucher against the shop's chart, or a refusal (unknown account, wrong kind of account, bad amount, unbalanced). */
export function voucherJournal(chart: readonly Account[], v: Voucher): Journal {
  const lines = voucherLines(accountByCode(chart), v)
  return balancedJournal({ date: v.date, narration: v.narration, source: { kind: v.kind, id: v.sourceId }, lines })
}
