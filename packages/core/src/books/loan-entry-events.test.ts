import { describe, expect, it } from 'vitest'
import { linesOf } from './books-test-support.ts'
import { loanEventOfEntry, type BooksLedgerEntry } from './loan-entry-events.ts'
import { loanEventJournal } from './loan-postings.ts'
import { loanSubLedger, type SubLedgerLoan } from './loan-sub-ledger.ts'
import { parseBooksDate } from './books-input.ts'
import { domainFailure } from '../test-support/domain-failure.ts'

const loan = { id: 'L1', loanNumber: 'GL/2026-27/000001', renewedTo: { id: 'L2', loanNumber: 'GL/2026-27/000002' } }
const entry = (over: Partial<BooksLedgerEntry>): BooksLedgerEntry => ({
  id: 'e1',
  type: 'PAYMENT',
  amount: 0,
  principal: 0,
  interest: 0,
  penalCharges: 0,
  postedOn: '2026-06-01',
  mode: null,
  ...over,
})
const journalOfEntry = (e: BooksLedgerEntry, counterNumber?: number) => {
  const event = loanEventOfEntry(loan, e, { counterNumber })
  return event && linesOf(loanEventJournal(event))
}

describe('loan ledger entry to books event', () => {
  it.each<[string, BooksLedgerEntry, string[] | null]>([
    [
      'DISBURSEMENT pays out its amount',
      entry({ type: 'DISBURSEMENT', amount: 5_000_000, principal: 5_000_000, mode: 'Cash' }),
      ['Dr 1400 5000000 L1', 'Cr 1100 5000000'],
    ],
    [
      'renewed DISBURSEMENT without top-up moves no money',
      entry({ type: 'DISBURSEMENT', amount: 0, principal: 5_000_000 }),
      null,
    ],
    ['INTEREST', entry({ type: 'INTEREST', amount: 4_932, interest: 4_932 }), ['Dr 1410 4932 L1', 'Cr 4100 4932']],
    [
      'PENAL_CHARGE',
      entry({ type: 'PENAL_CHARGE', amount: 120, penalCharges: 120 }),
      ['Dr 1420 120 L1', 'Cr 4200 120'],
    ],
    [
      'PAYMENT by UPI with its split',
      entry({ type: 'PAYMENT', amount: 105_052, penalCharges: 120, interest: 4_932, principal: 100_000, mode: 'UPI' }),
      ['Dr 1300 105052', 'Cr 1420 120 L1', 'Cr 1410 4932 L1', 'Cr 1400 100000 L1'],
    ],
    [
      'RENEWAL carries the principal to the new loan',
      entry({ type: 'RENEWAL', amount: 5_000_000, principal: 5_000_000 }),
      ['Dr 1400 5000000 L2', 'Cr 1400 5000000 L1'],
    ],
    [
      'AUCTION (no mode: cash) with a surplus',
      entry({ type: 'AUCTION', amount: 6_000_000, interest: 50_000, principal: 5_000_000 }),
      ['Dr 1100 6000000', 'Cr 1410 50000 L1', 'Cr 1400 5000000 L1', 'Cr 2100 950000 L1'],
    ],
    [
      'SURPLUS_PAYOUT by bank transfer',
      entry({ type: 'SURPLUS_PAYOUT', amount: 950_000, mode: 'BankTransfer' }),
      ['Dr 2100 950000 L1', 'Cr 1200 950000'],
    ],
  ])('%s', (_name, e, lines) => {
    expect(journalOfEntry(e)).toEqual(lines)
  })

  it('posts cash to the counter when one is named', () => {
    expect(journalOfEntry(entry({ type: 'PAYMENT', amount: 100, principal: 100, mode: 'Cash' }), 3)).toEqual([
      'Dr 1103 100',
      'Cr 1400 100 L1',
    ])
  })

  it('refuses a type without a rule and a RENEWAL without the new loan', () => {
    expect(() => loanEventOfEntry(loan, entry({ type: 'REVERSAL' }))).toThrow(/no posting rule/)
    expect(() => loanEventOfEntry({ id: 'L1', loanNumber: 'x' }, entry({ type: 'RENEWAL', principal: 1 }))).toThrow()
  })
})

describe('a loan sub-ledger at a date', () => {
  const terms = {
    id: 'L1',
    status: 'Auctioned',
    scheme: 'BULLET' as const,
    principal: 5_000_000,
    annualRateBp: 1200,
    penalRateBp: 0,
    graceDays: 0,
    tenureMonths: 12,
    disbursedOn: '2026-01-01',
    closedOn: '2026-06-01',
    auctionedOn: '2026-06-01',
    fineGoldGrams: 10,
  }
  const e = (type: string, postedOn: string, amount: number, principal = 0, interest = 0) => ({
    type,
    postedOn,
    amount,
    principal,
    interest,
    penalCharges: 0,
  })
  const sold: SubLedgerLoan = {
    ...terms,
    ledger: [
      e('DISBURSEMENT', '2026-01-01', 5_000_000, 5_000_000),
      e('INTEREST', '2026-06-01', 250_000, 0, 250_000),
      e('AUCTION', '2026-06-01', 6_000_000, 5_000_000, 250_000),
      e('SURPLUS_PAYOUT', '2026-06-03', 750_000),
    ],
  }

  it.each([
    ['2025-12-31', { principalPaise: 0, interestPaise: 0, surplusPaise: 0 }],
    ['2026-05-31', { principalPaise: 5_000_000, interestPaise: 0, surplusPaise: 0 }],
    ['2026-06-01', { principalPaise: 0, interestPaise: 0, surplusPaise: 750_000 }],
    ['2026-06-03', { principalPaise: 0, interestPaise: 0, surplusPaise: 0 }],
  ])('at %s', (asOf, figures) => {
    expect(loanSubLedger(sold, asOf)).toEqual(figures)
  })
})

describe('the date of a book read', () => {
  it('defaults to today, refuses a non-date and a future date', () => {
    expect(parseBooksDate(undefined, '2026-06-01')).toBe('2026-06-01')
    expect(parseBooksDate('2026-05-31', '2026-06-01')).toBe('2026-05-31')
    expect(domainFailure(() => parseBooksDate('2026-02-30', '2026-06-01'))).toEqual({
      status: 400,
      message: 'Dates must be calendar dates written YYYY-MM-DD.',
    })
    expect(domainFailure(() => parseBooksDate('2026-06-02', '2026-06-01'))).toEqual({
      status: 400,
      message: 'Dates may not be in the future.',
    })
  })
})
