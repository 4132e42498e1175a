import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { parseCounterClose, parseCounterOpen, parseDayReopen, parseJournalReverse } from './books-input.ts'
import { parseVoucherRequest } from './voucher-input.ts'

const NO_NOTES = { 500: 0, 200: 0, 100: 0, 50: 0, 20: 0, 10: 0 }

describe('counter requests', () => {
  it('open: the number and the count by denomination', () => {
    expect(parseCounterOpen({ counterNumber: 2, count: { notes: { '500': 4 }, coinsPaise: 250 } })).toEqual({
      counterNumber: 2,
      count: { notes: { ...NO_NOTES, 500: 4 }, coinsPaise: 250 },
    })
  })

  it('close: the caller’s own counter unless one is named; the reason as sent', () => {
    expect(parseCounterClose({ count: {} })).toEqual({
      counterNumber: null,
      count: { notes: NO_NOTES, coinsPaise: 0 },
      reason: null,
    })
    expect(parseCounterClose({ counterNumber: 5, count: {}, reason: 'Short' })).toMatchObject({
      counterNumber: 5,
      reason: 'Short',
    })
  })

  it.each<[string, () => unknown, string]>([
    ['no number', () => parseCounterOpen({ count: {} }), 'Counter number must be a whole number from 1 to 99.'],
    [
      'number 100',
      () => parseCounterOpen({ counterNumber: 100 }),
      'Counter number must be a whole number from 1 to 99.',
    ],
    [
      'a number as text',
      () => parseCounterClose({ counterNumber: '1' }),
      'Counter number must be a whole number from 1 to 99.',
    ],
    [
      'negative notes',
      () => parseCounterOpen({ counterNumber: 1, count: { notes: { 10: -1 } } }),
      'Note counts must be whole numbers from 0 to 1,00,000.',
    ],
    [
      'a reopen without a date',
      () => parseDayReopen({ reason: 'x' }),
      'Dates must be calendar dates written YYYY-MM-DD.',
    ],
    ['a reversal without a journal', () => parseJournalReverse({}), 'Journal not found.'],
  ])('refuses %s', (_name, parse, message) => {
    expect(domainFailure(parse)?.message).toBe(message)
  })
})

describe('voucher requests', () => {
  it('a payment: its accounts, amount and bill photo; the date left for the service', () => {
    expect(
      parseVoucherRequest({
        type: 'payment',
        narration: ' Rent ',
        moneyAccountCode: '1100',
        accountCode: '5400',
        amountPaise: 100,
        billFile: 't/bill.png',
        date: '2026-03-01',
      }),
    ).toEqual({
      draft: {
        kind: 'paymentVoucher',
        narration: 'Rent',
        moneyAccountCode: '1100',
        accountCode: '5400',
        amountPaise: 100,
      },
      date: '2026-03-01',
      billFile: 't/bill.png',
    })
  })

  it('a journal: its lines, a missing side read as 0; a bill photo only on payments', () => {
    expect(
      parseVoucherRequest({
        type: 'journal',
        narration: 'Fix',
        lines: [
          { accountCode: '5420', debitPaise: 5 },
          { accountCode: '5400', creditPaise: 5 },
        ],
        billFile: 'ignored',
      }),
    ).toEqual({
      draft: {
        kind: 'journalVoucher',
        narration: 'Fix',
        lines: [
          { accountCode: '5420', debitPaise: 5, creditPaise: 0 },
          { accountCode: '5400', debitPaise: 0, creditPaise: 5 },
        ],
      },
      date: undefined,
      billFile: null,
    })
  })

  it.each<[string, unknown, string]>([
    ['no type', { narration: 'x' }, 'Voucher type must be receipt, payment, contra or journal.'],
    [
      'an inherited name as type',
      { type: 'toString', narration: 'x' },
      'Voucher type must be receipt, payment, contra or journal.',
    ],
    ['an empty narration', { type: 'contra', narration: '  ' }, 'Narration must be 1 to 500 characters.'],
    ['a journal without lines', { type: 'journal', narration: 'x' }, 'A journal needs at least two lines.'],
    [
      'a bill photo that is not text',
      { type: 'payment', narration: 'x', billFile: 5 },
      'Bill photo must be a file uploaded to this shop.',
    ],
  ])('refuses %s', (_name, body, message) => {
    expect(domainFailure(() => parseVoucherRequest(body))?.message).toBe(message)
  })
})
