import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { linesOf } from './books-test-support.ts'
import { loanEventJournal, type LoanEvent } from './loan-postings.ts'
import { monthEndAccrualJournals } from './posting-rules.ts'

const base = { sourceId: 'e1', date: '2026-01-31', loanId: 'L1', loanNumber: 'GL/2025-26/000001' }

describe('loan event journals (exact accounts and paise)', () => {
  it.each<[string, LoanEvent, string[] | null]>([
    [
      'cash disbursement, no counter open: main cash',
      { ...base, kind: 'disbursement', paidOutPaise: 1_500_000, mode: 'Cash' },
      ['Dr 1400 1500000 L1', 'Cr 1100 1500000'],
    ],
    [
      'cash disbursement at counter 2',
      { ...base, kind: 'disbursement', paidOutPaise: 1_500_000, mode: 'Cash', counterNumber: 2 },
      ['Dr 1400 1500000 L1', 'Cr 1102 1500000'],
    ],
    [
      'UPI disbursement: gateway clearing',
      { ...base, kind: 'disbursement', paidOutPaise: 10_000_000, mode: 'UPI' },
      ['Dr 1400 10000000 L1', 'Cr 1300 10000000'],
    ],
    [
      'bank transfer disbursement',
      { ...base, kind: 'disbursement', paidOutPaise: 10_000_000, mode: 'BankTransfer' },
      ['Dr 1400 10000000 L1', 'Cr 1200 10000000'],
    ],
    [
      'bank transfer from a second bank account',
      { ...base, kind: 'disbursement', paidOutPaise: 100, mode: 'BankTransfer', bankAccountCode: '1210' },
      ['Dr 1400 100 L1', 'Cr 1210 100'],
    ],
    [
      'renewed loan without top-up pays out nothing',
      { ...base, kind: 'disbursement', paidOutPaise: 0, mode: 'Cash' },
      null,
    ],
    [
      'interest posted',
      { ...base, kind: 'interestAccrual', interestPaise: 98_630 },
      ['Dr 1410 98630 L1', 'Cr 4100 98630'],
    ],
    ['penal charges posted', { ...base, kind: 'penalAccrual', penalPaise: 1_234 }, ['Dr 1420 1234 L1', 'Cr 4200 1234']],
    [
      'month-end accrual',
      { ...base, kind: 'monthEndAccrual', interestPaise: 50_288, penalPaise: 12 },
      ['Dr 1410 50288 L1', 'Cr 4100 50288', 'Dr 1420 12 L1', 'Cr 4200 12'],
    ],
    [
      'month-end accrual of interest only',
      { ...base, kind: 'monthEndAccrual', interestPaise: 7, penalPaise: 0 },
      ['Dr 1410 7 L1', 'Cr 4100 7'],
    ],
    // loans.md's worked example: ₹50,000 on 2026-01-31 pays 98630 interest and 4901370 principal
    [
      'payment by cash with its split',
      { ...base, kind: 'payment', mode: 'Cash', penalPaise: 0, interestPaise: 98_630, principalPaise: 4_901_370 },
      ['Dr 1100 5000000', 'Cr 1410 98630 L1', 'Cr 1400 4901370 L1'],
    ],
    [
      'payment by UPI with penal charges',
      { ...base, kind: 'payment', mode: 'UPI', penalPaise: 500, interestPaise: 1_000, principalPaise: 0 },
      ['Dr 1300 1500', 'Cr 1420 500 L1', 'Cr 1410 1000 L1'],
    ],
    [
      'renewal carries principal to the new loan',
      { ...base, kind: 'renewal', toLoanId: 'L2', toLoanNumber: 'GL/2025-26/000002', carriedPrincipalPaise: 5_098_630 },
      ['Dr 1400 5098630 L2', 'Cr 1400 5098630 L1'],
    ],
    [
      'auction sale with surplus',
      {
        ...base,
        kind: 'auctionSale',
        amountPaise: 12_000_000,
        mode: 'BankTransfer',
        penalPaise: 2_000,
        interestPaise: 300_000,
        principalPaise: 10_000_000,
      },
      ['Dr 1200 12000000', 'Cr 1420 2000 L1', 'Cr 1410 300000 L1', 'Cr 1400 10000000 L1', 'Cr 2100 1698000 L1'],
    ],
    [
      'auction sale with a shortfall: what is unpaid stays receivable',
      {
        ...base,
        kind: 'auctionSale',
        amountPaise: 9_000_000,
        mode: 'Cash',
        penalPaise: 2_000,
        interestPaise: 300_000,
        principalPaise: 8_698_000,
      },
      ['Dr 1100 9000000', 'Cr 1420 2000 L1', 'Cr 1410 300000 L1', 'Cr 1400 8698000 L1'],
    ],
    [
      'shortfall written off',
      { ...base, kind: 'shortfallWriteOff', penalPaise: 0, interestPaise: 0, principalPaise: 1_302_000 },
      ['Dr 5200 1302000', 'Cr 1400 1302000 L1'],
    ],
    [
      'surplus paid out',
      { ...base, kind: 'surplusPayout', amountPaise: 1_698_000, mode: 'BankTransfer' },
      ['Dr 2100 1698000 L1', 'Cr 1200 1698000'],
    ],
    [
      'release compensation accrued',
      { ...base, kind: 'releaseCompensationAccrued', amountPaise: 1_500_000 },
      ['Dr 5100 1500000', 'Cr 2200 1500000 L1'],
    ],
    [
      'release compensation paid in cash at counter 1',
      { ...base, kind: 'releaseCompensationPaid', amountPaise: 1_500_000, mode: 'Cash', counterNumber: 1 },
      ['Dr 2200 1500000 L1', 'Cr 1101 1500000'],
    ],
  ])('%s', (_, event, lines) => {
    const journal = loanEventJournal(event)
    expect(linesOf(journal)).toEqual(lines)
    if (journal) expect(journal.source).toEqual({ kind: event.kind, id: 'e1' })
  })

  it('narrates with the loan number and mode', () => {
    const j = loanEventJournal({
      ...base,
      kind: 'payment',
      mode: 'UPI',
      penalPaise: 0,
      interestPaise: 1,
      principalPaise: 0,
    })
    expect(j?.narration).toBe('Payment on loan GL/2025-26/000001 by UPI')
  })

  it.each<[string, LoanEvent]>([
    [
      'auction proceeds below what they are said to pay',
      {
        ...base,
        kind: 'auctionSale',
        amountPaise: 100,
        mode: 'Cash',
        penalPaise: 0,
        interestPaise: 0,
        principalPaise: 101,
      },
    ],
    [
      'a negative component',
      { ...base, kind: 'payment', mode: 'Cash', penalPaise: 0, interestPaise: -5, principalPaise: 10 },
    ],
    ['fractional paise', { ...base, kind: 'interestAccrual', interestPaise: 10.5 }],
  ])('refuses %s', (_, event) => {
    expect(domainFailure(() => loanEventJournal(event))?.status).toBe(400)
  })

  it('reverses a month-end accrual on the first of the next month', () => {
    const [accrual, reversal] = monthEndAccrualJournals({
      ...base,
      kind: 'monthEndAccrual',
      interestPaise: 50_288,
      penalPaise: 0,
    })
    expect(accrual?.date).toBe('2026-01-31')
    expect(reversal?.date).toBe('2026-02-01')
    expect(linesOf(reversal ?? null)).toEqual(['Cr 1410 50288 L1', 'Dr 4100 50288'])
    expect(monthEndAccrualJournals({ ...base, kind: 'monthEndAccrual', interestPaise: 0, penalPaise: 0 })).toEqual([])
  })
})
