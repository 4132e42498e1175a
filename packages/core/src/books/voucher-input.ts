import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { booksErrors } from './books-errors.ts'
import type { JournalLine } from './journal.ts'
import type { VOUCHER_SERIES, Voucher } from './voucher-postings.ts'

/** The four vouchers staff write, by the names the API takes. */
export const VOUCHER_TYPES = {
  receipt: 'receiptVoucher',
  payment: 'paymentVoucher',
  contra: 'contraVoucher',
  journal: 'journalVoucher',
} as const
export type VoucherType = keyof typeof VOUCHER_TYPES
export type SeriesVoucherKind = keyof typeof VOUCHER_SERIES

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
/** A voucher as written, before it has a number (its source) and a date (default today, in the service). */
export type VoucherDraft = DistributiveOmit<Extract<Voucher, { kind: SeriesVoucherKind }>, 'sourceId' | 'date'>

export type VoucherBody = {
  type: VoucherType
  /** YYYY-MM-DD, default today; never after today. */
  date?: string | null
  narration: string
  amountPaise?: number
  /** Receipt and payment: the cash or bank account the money came into or went out of. */
  moneyAccountCode?: string
  /** Receipt: the account credited; payment: the account debited (an expense). */
  accountCode?: string
  fromAccountCode?: string
  toAccountCode?: string
  lines?: { accountCode: string; debitPaise?: number; creditPaise?: number }[]
  /** Payment: the bill photo, the pathname POST /api/upload returned. */
  billFile?: string | null
}

export type VoucherRequest = { draft: VoucherDraft; date: unknown; billFile: string | null }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
// An amount of the wrong type is left for the posting rules to refuse with their message.
const amount = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN)

function journalLinesOf(value: unknown): JournalLine[] {
  if (!Array.isArray(value)) throw booksErrors.error('emptyJournal')
  return value.map((raw) => {
    const line = isRecord(raw) ? raw : {}
    const side = (v: unknown) => (v === undefined || v === null ? 0 : amount(v))
    return {
      accountCode: text(line.accountCode),
      debitPaise: side(line.debitPaise),
      creditPaise: side(line.creditPaise),
    }
  })
}

function billFileOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string' || value.length > 500) throw booksErrors.error('invalidBillFile')
  return value
}

function draftOf(kind: SeriesVoucherKind, body: Record<string, unknown>, narration: string): VoucherDraft {
  switch (kind) {
    case 'receiptVoucher':
    case 'paymentVoucher':
      return {
        kind,
        narration,
        moneyAccountCode: text(body.moneyAccountCode),
        accountCode: text(body.accountCode),
        amountPaise: amount(body.amountPaise),
      }
    case 'contraVoucher':
      return {
        kind,
        narration,
        fromAccountCode: text(body.fromAccountCode),
        toAccountCode: text(body.toAccountCode),
        amountPaise: amount(body.amountPaise),
      }
    case 'journalVoucher':
      return { kind, narration, lines: journalLinesOf(body.lines) }
  }
}

/**
 * A voucher request: its type, a narration of 1 to 500 characters, the accounts and amount its
 * type takes, and for a payment an optional bill photo. The accounts are checked against the
 * shop's chart when it is posted (core `voucherJournal`); the date against today in the service.
 */
export function parseVoucherRequest(raw: unknown): VoucherRequest {
  const body = isRecord(raw) ? raw : {}
  const type = body.type
  if (typeof type !== 'string' || !Object.hasOwn(VOUCHER_TYPES, type)) throw booksErrors.error('invalidVoucherKind')
  const kind = VOUCHER_TYPES[type as VoucherType]
  const narration = text(body.narration)
  if (narration.length < 1 || narration.length > 500) throw booksErrors.error('narrationRequired')
  const billFile = kind === 'paymentVoucher' ? billFileOf(body.billFile) : null
  return { draft: draftOf(kind, body, narration), date: body.date, billFile }
}

export const voucherInput = checkedBody<VoucherBody>()(parseVoucherRequest)
