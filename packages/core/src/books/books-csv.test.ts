import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { journalCsv, trialBalanceCsv } from './books-csv.ts'
import { parseBooksRange, parseTallyPart } from './books-export-input.ts'
import { SEEDED_CHART } from './chart-of-accounts.ts'
import { creditLine, debitLine } from './journal.ts'
import type { ExportJournal } from './tally-xml.ts'
import { accountSums, trialBalance } from './trial-balance.ts'

const journals: ExportJournal[] = [
  {
    id: 'j1',
    date: '2026-01-31',
    narration: 'Disbursement GL/2025-26/000001',
    source: { kind: 'disbursement', id: 'e1' },
    lines: [debitLine('1400', 1_500_000, 'L1'), creditLine('1100', 1_500_000)],
  },
  {
    id: 'j2',
    date: '2026-02-05',
    voucherNumber: 'RV/2025-26/000001',
    narration: 'Rent, "February"\n=paid',
    source: { kind: 'paymentVoucher', id: 'v1' },
    lines: [debitLine('5400', 5), creditLine('1100', 5)],
  },
]

describe('journalCsv', () => {
  it('one row per line, rupees to the paisa, the other side blank, RFC 4180 quoting', () => {
    expect(journalCsv(SEEDED_CHART, journals)).toBe(
      [
        'date,voucherNumber,accountCode,accountName,debitRupees,creditRupees,narration',
        '2026-01-31,j1,1400,Gold loans principal,15000.00,,Disbursement GL/2025-26/000001',
        '2026-01-31,j1,1100,Main cash,,15000.00,Disbursement GL/2025-26/000001',
        '2026-02-05,RV/2025-26/000001,5400,Rent,0.05,,"Rent, ""February""\n=paid"',
        '2026-02-05,RV/2025-26/000001,1100,Main cash,,0.05,"Rent, ""February""\n=paid"',
        '',
      ].join('\r\n'),
    )
  })
})

describe('trialBalanceCsv', () => {
  it('the JSON in rupees (paise / 100), then the totals', () => {
    const tb = trialBalance(SEEDED_CHART, accountSums(journals, '2026-02-28'))
    const rows = trialBalanceCsv(tb)
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(','))
    expect(rows[0]).toEqual(['code', 'name', 'group', 'debitRupees', 'creditRupees'])
    expect(rows.slice(1, -1)).toEqual(
      tb.accounts.map((a) => [a.code, a.name, a.group, (a.debit / 100).toFixed(2), (a.credit / 100).toFixed(2)]),
    )
    expect(rows.at(-1)).toEqual(['', 'Total', '', '15000.05', '15000.05'])
  })
})

describe('parseBooksRange', () => {
  const today = '2026-02-10'
  it.each([
    [undefined, undefined, { from: '2025-04-01', to: '2026-02-10' }],
    ['', '2025-03-31', { from: '2024-04-01', to: '2025-03-31' }],
    ['2026-01-01', '2026-01-31', { from: '2026-01-01', to: '2026-01-31' }],
    ['2026-02-10', null, { from: '2026-02-10', to: '2026-02-10' }],
    ['2025-02-10', '2026-02-10', { from: '2025-02-10', to: '2026-02-10' }],
  ])('from %s to %s', (from, to, range) => expect(parseBooksRange(from, to, today)).toEqual(range))

  it.each([
    ['2026-02-30', undefined, 400, 'Dates must be calendar dates written YYYY-MM-DD.'],
    [undefined, '2026-02-11', 400, 'Dates may not be in the future.'],
    ['2026-02-11', undefined, 400, 'Dates may not be in the future.'],
    ['2026-02-01', '2026-01-31', 400, 'The from date must be on or before the to date.'],
    ['2025-02-09', '2026-02-10', 400, 'Export at most 366 days at a time.'],
  ])('refuses from %s to %s', (from, to, status, message) =>
    expect(domainFailure(() => parseBooksRange(from, to, today))).toEqual({ status, message }),
  )

  it('part: both halves by default, or one', () => {
    expect([undefined, '', 'masters', 'vouchers'].map(parseTallyPart)).toEqual(['all', 'all', 'masters', 'vouchers'])
    expect(domainFailure(() => parseTallyPart('all'))).toEqual({
      status: 400,
      message: 'part must be masters or vouchers.',
    })
  })
})
