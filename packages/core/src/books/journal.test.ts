import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { balancedJournal, creditLine, debitLine, reverseJournal, type Journal, type JournalLine } from './journal.ts'

const journal = (lines: JournalLine[], over: Partial<Journal> = {}): Journal => ({
  date: '2026-01-31',
  narration: 'Rent for January',
  source: { kind: 'paymentVoucher', id: 'v1' },
  lines,
  ...over,
})
const line = (accountCode: string, debitPaise: number, creditPaise: number): JournalLine => ({
  accountCode,
  debitPaise,
  creditPaise,
})

describe('balancedJournal', () => {
  it('keeps a balanced journal, narration trimmed', () => {
    const j = balancedJournal(
      journal([debitLine('5400', 2_500_000), creditLine('1200', 2_500_000)], { narration: ' Rent ' }),
    )
    expect(j.narration).toBe('Rent')
    expect(j.lines).toHaveLength(2)
  })

  it.each<[string, Journal, string]>([
    ['no lines', journal([]), 'A journal needs at least two lines.'],
    ['one line', journal([debitLine('5400', 100)]), 'A journal needs at least two lines.'],
    [
      'a line with both sides',
      journal([line('5400', 100, 100), creditLine('1200', 0)]),
      'Each journal line must be either a debit or a credit, not both and not neither.',
    ],
    [
      'a line with neither side',
      journal([line('5400', 0, 0), creditLine('1200', 0)]),
      'Each journal line must be either a debit or a credit, not both and not neither.',
    ],
    [
      'a negative amount',
      journal([debitLine('5400', -100), creditLine('1200', -100)]),
      'Journal amounts must be whole numbers of paise from ₹0.01 to ₹10,00,00,000.',
    ],
    [
      'fractional paise',
      journal([debitLine('5400', 100.5), creditLine('1200', 100.5)]),
      'Journal amounts must be whole numbers of paise from ₹0.01 to ₹10,00,00,000.',
    ],
    [
      'an unsafe integer',
      journal([debitLine('5400', 2 ** 53), creditLine('1200', 2 ** 53)]),
      'Journal amounts must be whole numbers of paise from ₹0.01 to ₹10,00,00,000.',
    ],
    [
      'NaN',
      journal([debitLine('5400', Number.NaN), creditLine('1200', 1)]),
      'Journal amounts must be whole numbers of paise from ₹0.01 to ₹10,00,00,000.',
    ],
    [
      'debits above credits',
      journal([debitLine('5400', 2_500_000), creditLine('1200', 2_499_999)]),
      'Debits (₹25,000) must equal credits (₹24,999.99).',
    ],
    [
      'a date that is not real',
      journal([debitLine('5400', 1), creditLine('1200', 1)], { date: '2026-02-30' }),
      'Dates must be calendar dates written YYYY-MM-DD.',
    ],
    [
      'a blank narration',
      journal([debitLine('5400', 1), creditLine('1200', 1)], { narration: '  ' }),
      'Narration must be 1 to 500 characters.',
    ],
    [
      'no source',
      journal([debitLine('5400', 1), creditLine('1200', 1)], { source: { kind: 'x', id: '' } }),
      'A journal must name the event or voucher it comes from.',
    ],
  ])('refuses %s', (_, j, message) => {
    expect(domainFailure(() => balancedJournal(j))).toEqual({ status: 400, message })
  })
})

describe('reverseJournal', () => {
  it('swaps the sides, keeps the loans, sources the reversal', () => {
    const original = balancedJournal(
      journal([debitLine('1100', 5_000_000), creditLine('1410', 98_630, 'L1'), creditLine('1400', 4_901_370, 'L1')], {
        source: { kind: 'payment', id: 'e7' },
      }),
    )
    const reversal = reverseJournal(original, '2026-02-02', 'Payment entered twice')
    expect(reversal).toEqual({
      date: '2026-02-02',
      narration: 'Payment entered twice',
      source: { kind: 'reversal', id: 'payment:e7' },
      lines: [creditLine('1100', 5_000_000), debitLine('1410', 98_630, 'L1'), debitLine('1400', 4_901_370, 'L1')],
    })
  })
})
