import { describe, expect, it } from 'vitest'
import type { ReportLoan } from '../reports/loan-as-of.ts'
import { linesOf } from './books-test-support.ts'
import { isMonthEnd, monthEndAccrualEvent, monthEndAccrualOf, previousMonthEnd } from './month-end-accrual.ts'
import { monthEndAccrualJournals } from './posting-rules.ts'

/** ₹1,00,000 bullet at 12% from 2026-01-01; part payment on 2026-01-31 (₹49,013.70 principal). */
const loan = (over: Partial<ReportLoan> = {}): ReportLoan & { loanNumber: string } => ({
  id: 'L1',
  loanNumber: 'GL-1',
  scheme: 'BULLET',
  principal: 10_000_000,
  annualRateBp: 1200,
  tenureMonths: 3,
  disbursedOn: '2026-01-01',
  status: 'Active',
  penalRateBp: 0,
  graceDays: 0,
  closedOn: null,
  auctionedOn: null,
  fineGoldGrams: 0,
  ledger: [
    { type: 'DISBURSEMENT', principal: 10_000_000, interest: 0, penalCharges: 0, postedOn: '2026-01-01' },
    { type: 'INTEREST', principal: 0, interest: 98_630, penalCharges: 0, postedOn: '2026-01-15' },
    { type: 'PAYMENT', principal: 4_901_370, interest: 98_630, penalCharges: 0, postedOn: '2026-01-15' },
  ],
  ...over,
})

describe('month ends', () => {
  it('knows the last day of a month, leap Februaries included', () => {
    expect(['2026-01-31', '2026-02-28', '2028-02-29', '2026-04-30'].map(isMonthEnd)).toEqual([true, true, true, true])
    expect(['2026-01-30', '2028-02-28', '2026-12-01'].map(isMonthEnd)).toEqual([false, false, false])
    expect([previousMonthEnd('2026-02-01'), previousMonthEnd('2026-03-17'), previousMonthEnd('2027-01-01')]).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-12-31',
    ])
  })
})

describe('the month-end accrual of a loan', () => {
  it('is the interest since the last posting, as a closure quote that day would add', () => {
    // 16 days at 12% on ₹50,986.30 (15 Jan to 31 Jan): ₹268.20.
    expect(monthEndAccrualOf(loan(), '2026-01-31')).toEqual({ interestPaise: 26_820, penalPaise: 0 })
    // No posting since: the whole month on the first day's principal, 30 days on ₹1,00,000.
    expect(monthEndAccrualOf(loan({ ledger: loan().ledger.slice(0, 1) }), '2026-01-31')).toEqual({
      interestPaise: 98_630,
      penalPaise: 0,
    })
  })

  it('is none for a loan not open that day, and no event when nothing is unposted', () => {
    expect(monthEndAccrualOf(loan({ disbursedOn: '2026-02-01' }), '2026-01-31')).toBeNull()
    expect(monthEndAccrualOf(loan({ status: 'Closed', closedOn: '2026-01-31' }), '2026-01-31')).toBeNull()
    expect(monthEndAccrualOf(loan({ status: 'Closed', closedOn: '2026-02-10' }), '2026-01-31')).not.toBeNull()
    expect(monthEndAccrualEvent(loan({ disbursedOn: '2026-01-31' }), '2026-01-31')).toBeNull()
  })

  it('posts Dr interest receivable, Cr interest income on the month end and reverses it on the 1st', () => {
    const event = monthEndAccrualEvent(loan(), '2026-01-31')!
    expect(event.sourceId).toBe('L1:2026-01-31')
    const [accrual, reversal] = monthEndAccrualJournals(event)
    expect([accrual!.date, linesOf(accrual!)]).toEqual(['2026-01-31', ['Dr 1410 26820 L1', 'Cr 4100 26820']])
    expect([reversal!.date, linesOf(reversal!)]).toEqual(['2026-02-01', ['Cr 1410 26820 L1', 'Dr 4100 26820']])
  })
})
