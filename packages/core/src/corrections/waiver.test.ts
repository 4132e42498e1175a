import { describe, expect, it } from 'vitest'
import type { LoanPosition } from '../loans/loan-position.ts'
import { loanSchedule } from '../loans/loan-schedule.ts'
import { planWaiver } from './waiver.ts'

// loans.md's worked example: ₹1,00,000 at 12% BULLET from 2026-01-01; 30 days later ₹986.30 is due.
const terms = {
  scheme: 'BULLET' as const,
  principal: 10_000_000,
  annualRateBp: 1200,
  tenureMonths: 3,
  disbursedOn: '2026-01-01',
}
const position: LoanPosition = {
  annualRateBp: 1200,
  penalRateBp: 200,
  graceDays: 0,
  schedule: loanSchedule(terms),
  principalOutstanding: 10_000_000,
  interestDue: 0,
  penalChargesDue: 0,
  penalPosted: 0,
  lastPostedOn: '2026-01-01',
  payments: [],
}
const open = { status: 'Active', owing: true }

describe('planWaiver', () => {
  it('posts the accrual to today, then waives up to it', () => {
    expect(planWaiver(position, open, { interest: 50_000, penalCharges: 0 }, '2026-01-31')).toEqual({
      posted: { interest: 98_630, penalCharges: 0 },
      waived: { interest: 50_000, penalCharges: 0 },
      after: { principalOutstanding: 10_000_000, interestDue: 48_630, penalChargesDue: 0, lastPostedOn: '2026-01-31' },
      closes: false,
    })
  })

  it.each([
    [{ interest: 98_631, penalCharges: 0 }, open, 'A waiver cannot exceed what is due (₹986.30 of interest).'],
    [{ interest: 0, penalCharges: 1 }, open, 'A waiver cannot exceed what is due (₹0 of penal charges).'],
    [
      { interest: 1, penalCharges: 0 },
      { status: 'Closed', owing: false },
      'This loan cannot be waived in its current state.',
    ],
    [
      { interest: 1, penalCharges: 0 },
      { status: 'Auctioned', owing: false },
      'This loan cannot be waived in its current state.',
    ],
  ])('refuses %j on %j', (input, loan, message) => {
    expect(() => planWaiver(position, loan, input, '2026-01-31')).toThrow(message)
  })
})
