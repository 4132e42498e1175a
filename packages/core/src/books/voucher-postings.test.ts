import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { linesOf } from './books-test-support.ts'
import { counterCashAccount, SEEDED_CHART } from './chart-of-accounts.ts'
import { feeEventJournal, type FeeEvent } from './fee-postings.ts'
import { creditLine, debitLine } from './journal.ts'
import { journalOf } from './posting-rules.ts'
import { formatVoucherNumber, voucherJournal, type Voucher } from './voucher-postings.ts'

const chart = [...SEEDED_CHART, counterCashAccount(1), counterCashAccount(2)]
const base = { sourceId: 'v1', date: '2026-01-31', narration: 'January' }

describe('voucher journals', () => {
  it.each<[string, Voucher, string[]]>([
    [
      'receipt: capital brought in to the bank',
      { ...base, kind: 'receiptVoucher', moneyAccountCode: '1200', accountCode: '3100', amountPaise: 50_000_000 },
      ['Dr 1200 50000000', 'Cr 3100 50000000'],
    ],
    [
      'payment: rent from counter 1',
      { ...base, kind: 'paymentVoucher', moneyAccountCode: '1101', accountCode: '5400', amountPaise: 2_500_000 },
      ['Dr 5400 2500000', 'Cr 1101 2500000'],
    ],
    [
      'contra: cash deposited into the bank',
      { ...base, kind: 'contraVoucher', fromAccountCode: '1101', toAccountCode: '1200', amountPaise: 1_000_000 },
      ['Dr 1200 1000000', 'Cr 1101 1000000'],
    ],
    [
      'contra: counter to counter',
      { ...base, kind: 'contraVoucher', fromAccountCode: '1101', toAccountCode: '1102', amountPaise: 50_000 },
      ['Dr 1102 50000', 'Cr 1101 50000'],
    ],
    [
      'contra: gateway settlement',
      { ...base, kind: 'contraVoucher', fromAccountCode: '1300', toAccountCode: '1200', amountPaise: 99_000 },
      ['Dr 1200 99000', 'Cr 1300 99000'],
    ],
    [
      'journal',
      { ...base, kind: 'journalVoucher', lines: [debitLine('5490', 100), creditLine('5400', 100)] },
      ['Dr 5490 100', 'Cr 5400 100'],
    ],
    [
      'fee receipt, GST-registered',
      { ...base, kind: 'feeReceipt', moneyAccountCode: '1100', amountPaise: 50_000, gstRegistered: true },
      ['Dr 1100 50000', 'Cr 4300 42373', 'Cr 2300 7627'],
    ],
    [
      'fee receipt, not registered',
      { ...base, kind: 'feeReceipt', moneyAccountCode: '1100', amountPaise: 50_000, gstRegistered: false },
      ['Dr 1100 50000', 'Cr 4300 50000'],
    ],
  ])('%s', (_, voucher, lines) => {
    expect(linesOf(voucherJournal(chart, voucher))).toEqual(lines)
    expect(linesOf(journalOf(chart, voucher))).toEqual(lines)
  })

  it.each<[string, Voucher, string]>([
    [
      'an unknown account',
      { ...base, kind: 'paymentVoucher', moneyAccountCode: '1101', accountCode: '5999', amountPaise: 1 },
      'Account not found.',
    ],
    [
      'a counter not in the chart',
      { ...base, kind: 'paymentVoucher', moneyAccountCode: '1105', accountCode: '5400', amountPaise: 1 },
      'Account not found.',
    ],
    [
      'money paid from an expense',
      { ...base, kind: 'paymentVoucher', moneyAccountCode: '5490', accountCode: '5400', amountPaise: 1 },
      'Choose a cash or bank account for the money side of this voucher.',
    ],
    [
      'a payment into the bank',
      { ...base, kind: 'paymentVoucher', moneyAccountCode: '1101', accountCode: '1200', amountPaise: 1 },
      'Use a contra voucher to move money between cash and bank accounts.',
    ],
    [
      'a contra to an expense',
      { ...base, kind: 'contraVoucher', fromAccountCode: '1101', toAccountCode: '5400', amountPaise: 1 },
      'Choose a cash or bank account for the money side of this voucher.',
    ],
    [
      'a contra to itself',
      { ...base, kind: 'contraVoucher', fromAccountCode: '1101', toAccountCode: '1101', amountPaise: 1 },
      'A contra voucher moves money between two different accounts.',
    ],
    [
      'a zero amount',
      { ...base, kind: 'receiptVoucher', moneyAccountCode: '1200', accountCode: '3100', amountPaise: 0 },
      'Amount must be a whole number of paise from ₹0.01 to ₹10,00,00,000.',
    ],
    [
      'an unbalanced journal',
      { ...base, kind: 'journalVoucher', lines: [debitLine('5490', 100), creditLine('5400', 99)] },
      'Debits (₹1) must equal credits (₹0.99).',
    ],
    [
      'a journal on an unknown account',
      { ...base, kind: 'journalVoucher', lines: [debitLine('5999', 100), creditLine('5400', 100)] },
      'Account not found.',
    ],
  ])('refuses %s', (_, voucher, message) => {
    expect(domainFailure(() => voucherJournal(chart, voucher))?.message).toBe(message)
  })

  it('numbers vouchers per series and financial year', () => {
    expect(formatVoucherNumber('paymentVoucher', '2025-26', 7)).toBe('PV/2025-26/000007')
    expect(formatVoucherNumber('contraVoucher', '2026-27', 1)).toBe('CV/2026-27/000001')
  })
})

describe('valuation fee received', () => {
  const fee = (over: Partial<FeeEvent>): FeeEvent => ({
    kind: 'valuationFee',
    sourceId: 'val1',
    date: '2026-01-31',
    valuationId: 'val1',
    amountPaise: 50_000,
    gstRegistered: true,
    mode: 'Cash',
    ...over,
  })
  it.each<[string, FeeEvent, string[] | null]>([
    ['registered, cash at counter 2', fee({ counterNumber: 2 }), ['Dr 1102 50000', 'Cr 4300 42373', 'Cr 2300 7627']],
    ['not registered, UPI', fee({ gstRegistered: false, mode: 'UPI' }), ['Dr 1300 50000', 'Cr 4300 50000']],
    ['₹1 registered', fee({ amountPaise: 100 }), ['Dr 1100 100', 'Cr 4300 85', 'Cr 2300 15']],
    ['one paisa registered: all taxable value', fee({ amountPaise: 1 }), ['Dr 1100 1', 'Cr 4300 1']],
    ['no fee', fee({ amountPaise: 0 }), null],
  ])('%s', (_, event, lines) => {
    expect(linesOf(feeEventJournal(event))).toEqual(lines)
    expect(linesOf(journalOf(chart, event))).toEqual(lines)
  })
})
