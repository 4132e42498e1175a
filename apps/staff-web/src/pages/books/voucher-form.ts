import { booksErrors, journalUnbalancedError } from '@gold/core/books/books-errors'
import type { Account } from '@gold/core/books/chart-of-accounts'
import type { VoucherBody, VoucherType } from '@gold/core/books/voucher-input'
import { parseIsoDate, type IsoDate } from '@gold/core/shared/india-calendar'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import type { ErrorCode, FormErrors, UploadedFile } from '@gold/ui'

export type JournalLineValues = { accountCode: string; debit: string; credit: string }

export type VoucherValues = {
  type: VoucherType
  date: string
  amount: string
  moneyAccountCode: string
  accountCode: string
  fromAccountCode: string
  toAccountCode: string
  narration: string
  lines: JournalLineValues[]
  billFile: UploadedFile | null
}
export type VoucherField = Exclude<keyof VoucherValues, 'type'>

export const VOUCHER_TYPE_LABELS: Record<VoucherType, string> = {
  receipt: 'Receipt: money in',
  payment: 'Payment: an expense paid',
  contra: 'Contra: cash to bank, bank to cash, counter to counter',
  journal: 'Journal: an adjustment, no money',
}

const emptyLine = (): JournalLineValues => ({ accountCode: '', debit: '', credit: '' })

export const emptyVoucher = (today: IsoDate, type: VoucherType = 'payment'): VoucherValues => ({
  type,
  date: today,
  amount: '',
  moneyAccountCode: '1100',
  accountCode: '',
  fromAccountCode: '1100',
  toAccountCode: '1200',
  narration: '',
  lines: [emptyLine(), emptyLine()],
  billFile: null,
})

export const addLine = (v: VoucherValues): JournalLineValues[] => [...v.lines, emptyLine()]

/** The cash and bank accounts (a voucher's money side) and the rest, in code order. */
export function voucherAccounts(chart: readonly Account[]) {
  const sorted = [...chart].sort((a, b) => a.code.localeCompare(b.code))
  const isMoney = (a: Account) => a.money === 'Cash' || a.money === 'Bank'
  return { money: sorted.filter(isMoney), other: sorted.filter((a) => !isMoney(a)) }
}

export const accountLabel = (a: Account) => `${a.code} ${a.name}`

/** An amount box as typed: blank is none (a journal line's other side), else the rupee reading. */
const sidePaise = (text: string): number | null => {
  if (text.trim() === '') return 0
  const read = parseRupeeInput(text)
  return read.ok ? read.paise : null
}

const message = (code: ErrorCode<typeof booksErrors>) => booksErrors.table[code].message
const CHOOSE = 'Choose an account.'

function journalProblems(lines: readonly JournalLineValues[]): string | null {
  let debit = 0
  let credit = 0
  for (const line of lines) {
    const d = sidePaise(line.debit)
    const c = sidePaise(line.credit)
    if (line.accountCode === '') return CHOOSE
    if (d === null || c === null) return message('invalidLineAmount')
    if ((d === 0) === (c === 0)) return message('lineOneSide')
    debit += d
    credit += c
  }
  if (lines.length < 2) return message('emptyJournal')
  return debit === credit ? null : journalUnbalancedError(debit, credit).message
}

/** What the clerk can be told before sending, with the API's messages where it has one. */
export function voucherProblems(v: VoucherValues, today: IsoDate): FormErrors<VoucherField> {
  const errors: FormErrors<VoucherField> = {}
  const date = parseIsoDate(v.date.trim())
  if (date === null) errors.date = message('invalidDate')
  else if (date > today) errors.date = message('futureDate')
  const narration = v.narration.trim()
  if (narration.length < 1 || narration.length > 500) errors.narration = message('narrationRequired')
  if (v.type === 'journal') {
    const problem = journalProblems(v.lines)
    if (problem) errors.lines = problem
    return errors
  }
  const amount = parseRupeeInput(v.amount)
  if (!amount.ok) errors.amount = amount.message
  if (v.type === 'contra') {
    if (v.fromAccountCode === '') errors.fromAccountCode = CHOOSE
    if (v.toAccountCode === '') errors.toAccountCode = CHOOSE
    else if (v.toAccountCode === v.fromAccountCode) errors.toAccountCode = message('contraSameAccount')
    return errors
  }
  if (v.moneyAccountCode === '') errors.moneyAccountCode = CHOOSE
  if (v.accountCode === '') errors.accountCode = CHOOSE
  return errors
}

/** The request body of a voucher with no problems (`voucherProblems` is empty). */
export function voucherBody(v: VoucherValues): VoucherBody {
  const base = { type: v.type, date: v.date.trim(), narration: v.narration.trim() }
  const amount = parseRupeeInput(v.amount)
  const amountPaise = amount.ok ? amount.paise : 0
  switch (v.type) {
    case 'receipt':
      return { ...base, amountPaise, moneyAccountCode: v.moneyAccountCode, accountCode: v.accountCode }
    case 'payment':
      return {
        ...base,
        amountPaise,
        moneyAccountCode: v.moneyAccountCode,
        accountCode: v.accountCode,
        ...(v.billFile ? { billFile: v.billFile.pathname } : {}),
      }
    case 'contra':
      return { ...base, amountPaise, fromAccountCode: v.fromAccountCode, toAccountCode: v.toAccountCode }
    case 'journal':
      return {
        ...base,
        lines: v.lines.map((l) => {
          const debit = sidePaise(l.debit) ?? 0
          return debit > 0
            ? { accountCode: l.accountCode, debitPaise: debit }
            : { accountCode: l.accountCode, creditPaise: sidePaise(l.credit) ?? 0 }
        }),
      }
  }
}

/** Where the API's refusals of a voucher belong, by code; any other shows above the form. */
export const VOUCHER_ERROR_FIELDS = {
  invalidDate: 'date',
  futureDate: 'date',
  invalidAmount: 'amount',
  narrationRequired: 'narration',
  notMoneyAccount: 'moneyAccountCode',
  voucherAccountIsMoney: 'accountCode',
  contraSameAccount: 'toAccountCode',
  invalidBillFile: 'billFile',
  journalUnbalanced: 'lines',
  lineOneSide: 'lines',
  invalidLineAmount: 'lines',
  emptyJournal: 'lines',
} as const satisfies Partial<Record<ErrorCode<typeof booksErrors>, VoucherField>>
