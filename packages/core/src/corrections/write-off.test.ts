import { describe, expect, it } from 'vitest'
import type { LoanPosition } from '../loans/loan-position.ts'
import { loanSchedule } from '../loans/loan-schedule.ts'
import { planWriteOff } from './write-off.ts'

// loans.md's worked example: ₹1,00,000 at 12% BULLET from 2026-01-01; 30 days later ₹986.30 is due.
const position: LoanPosition = {
  annualRateBp: 1200,
  penalRateBp: 200,
  graceDays: 0,
  schedule: loanSchedule({
    scheme: 'BULLET',
    principal: 10_000_000,
    annualRateBp: 1200,
    tenureMonths: 3,
    disbursedOn: '2026-01-01',
  }),
  principalOutstanding: 10_000_000,
  interestDue: 0,
  penalChargesDue: 0,
  penalPosted: 0,
  lastPostedOn: '2026-01-01',
  payments: [],
}

describe('planWriteOff', () => {
  it('posts the accrual to today, then writes off everything owed', () => {
    expect(planWriteOff(position, { status: 'Active', owing: true }, '2026-01-31')).toEqual({
      posted: { interest: 98_630, penalCharges: 0 },
      writtenOff: { principal: 10_000_000, interest: 98_630, penalCharges: 0, total: 10_098_630 },
    })
  })

  it('writes off penal charges past the due date too, each part to the paisa', () => {
    // Due 2026-04-01 (3 months); 10 days overdue at 2% on ₹1,02,959.xx of due.
    const plan = planWriteOff(position, { status: 'AuctionNoticed', owing: true }, '2026-04-11')
    expect(plan.writtenOff.penalCharges).toBeGreaterThan(0)
    expect(plan.writtenOff.total).toBe(
      plan.writtenOff.principal + plan.writtenOff.interest + plan.writtenOff.penalCharges,
    )
    expect(plan.posted).toEqual({ interest: plan.writtenOff.interest, penalCharges: plan.writtenOff.penalCharges })
  })

  it('writes off an auction shortfall', () => {
    const shortfall = { ...position, principalOutstanding: 250_000, lastPostedOn: '2026-01-31' }
    expect(planWriteOff(shortfall, { status: 'Auctioned', owing: true }, '2026-01-31').writtenOff.total).toBe(250_000)
  })

  it.each([
    ['Closed', false],
    ['Released', false],
    ['Renewed', false],
    ['Auctioned', false],
    ['Cancelled', false],
    ['WrittenOff', false],
  ])('refuses a %s loan', (status, owing) => {
    expect(() => planWriteOff(position, { status, owing }, '2026-01-31')).toThrow(
      'This loan cannot be written off in its current state.',
    )
  })
})
