import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { openedLoan } from './opened-loan-fixture.ts'
import { accrual, allocateLoanPayment, closureQuote, planLoanPayment, type LoanPosition } from './loan-position.ts'
import { loanSchedule, type LoanScheme, type ScheduledDue } from './loan-schedule.ts'

describe('loans.md section 2 worked example', () => {
  const bullet = openedLoan({
    schedule: loanSchedule({
      scheme: 'BULLET',
      principal: 10_000_000,
      annualRateBp: 1200,
      tenureMonths: 12,
      disbursedOn: '2026-01-01',
    }),
  })

  it('closure quote as of 2026-01-31', () => {
    expect(closureQuote(bullet, '2026-01-31')).toEqual({
      asOf: '2026-01-31',
      principal: 10_000_000,
      interest: 98_630,
      penalCharges: 0,
      total: 10_098_630,
    })
  })

  it('payment of ₹50,000 on 2026-01-31, then the quote as of 2026-03-02', () => {
    const plan = planLoanPayment(bullet, 5_000_000, '2026-01-31')
    expect(plan.posted).toEqual({ interest: 98_630, penalCharges: 0 })
    expect(plan.allocation).toEqual({ penalCharges: 0, interest: 98_630, principal: 4_901_370 })
    expect(plan.closes).toBe(false)
    expect(plan.after).toMatchObject({
      principalOutstanding: 5_098_630,
      interestDue: 0,
      penalChargesDue: 0,
      lastPostedOn: '2026-01-31',
    })
    expect(plan.after.payments).toEqual([{ paidOn: '2026-01-31', towardsDues: 5_000_000 }])
    expect(closureQuote(plan.after, '2026-03-02')).toEqual({
      asOf: '2026-03-02',
      principal: 5_098_630,
      interest: 50_288,
      penalCharges: 0,
      total: 5_148_918,
    })
  })
})

describe('dates and amounts refused with loans.md messages', () => {
  const paid = planLoanPayment(openedLoan(), 5_000_000, '2026-01-31').after

  it.each<[string, () => unknown, string]>([
    [
      'a quote before the last posting',
      () => closureQuote(paid, '2026-01-30'),
      'Quote date is before the last payment.',
    ],
    [
      'a payment before the last posting',
      () => planLoanPayment(paid, 100, '2026-01-30'),
      'Payment date is before the last payment.',
    ],
    [
      'one paisa over the amount to close',
      () => planLoanPayment(openedLoan(), 10_098_631, '2026-01-31'),
      'Payment is more than the amount to close this loan (₹1,00,986.30).',
    ],
    [
      'a whole-rupee amount to close reads without paise',
      () => planLoanPayment(openedLoan({ annualRateBp: 0 }), 10_000_001, '2026-01-31'),
      'Payment is more than the amount to close this loan (₹1,00,000).',
    ],
  ])('%s', (_name, fn, message) => {
    expect(domainFailure(fn)).toEqual({ status: 400, message })
  })

  it('a quote and a payment on the day of the last posting are fine', () => {
    expect(closureQuote(paid, '2026-01-31').interest).toBe(0)
    expect(planLoanPayment(paid, 100, '2026-01-31').allocation).toEqual({
      penalCharges: 0,
      interest: 0,
      principal: 100,
    })
  })
})

describe('closing', () => {
  it('exactly the amount to close closes the loan and leaves nothing', () => {
    const plan = planLoanPayment(openedLoan(), 10_098_630, '2026-01-31')
    expect(plan.closes).toBe(true)
    expect(plan.after).toMatchObject({ principalOutstanding: 0, interestDue: 0, penalChargesDue: 0 })
  })

  it('no prepayment penalty: closing on the day of disbursement costs the principal only', () => {
    expect(closureQuote(openedLoan(), '2026-01-01').total).toBe(10_000_000)
    expect(planLoanPayment(openedLoan(), 10_000_000, '2026-01-01').closes).toBe(true)
  })

  it.each<[LoanScheme, number, string]>([
    ['EMI', 12, '2026-01-01'],
    ['EMI', 13, '2026-01-31'],
    ['EMI', 60, '2025-12-20'],
    ['EMI', 2, '2026-03-15'],
    ['MONTHLY_INTEREST', 12, '2026-01-31'],
    ['BULLET', 12, '2026-01-01'],
    ['BULLET', 1, '2028-01-31'],
  ])(
    '%s over %i months from %s: each due paid on its date, the last one closes the loan',
    (scheme, tenureMonths, disbursedOn) => {
      const schedule = loanSchedule({ scheme, principal: 10_000_000, annualRateBp: 1200, tenureMonths, disbursedOn })
      let position = openedLoan({ disbursedOn, schedule, penalRateBp: 2400 })
      schedule.forEach((due, i) => {
        const plan = planLoanPayment(position, due.amount, due.dueOn)
        expect(plan.posted.penalCharges).toBe(0)
        expect(plan.allocation.penalCharges).toBe(0)
        expect(plan.closes).toBe(i === schedule.length - 1)
        position = plan.after
      })
      expect(position.principalOutstanding).toBe(0)
    },
  )
})

describe('allocateLoanPayment: penal charges, then interest, then principal', () => {
  const due = { penalCharges: 30, interest: 50, principal: 1_000 }
  it.each<[number, { penalCharges: number; interest: number; principal: number }]>([
    [0, { penalCharges: 0, interest: 0, principal: 0 }],
    [20, { penalCharges: 20, interest: 0, principal: 0 }],
    [30, { penalCharges: 30, interest: 0, principal: 0 }],
    [60, { penalCharges: 30, interest: 30, principal: 0 }],
    [80, { penalCharges: 30, interest: 50, principal: 0 }],
    [100, { penalCharges: 30, interest: 50, principal: 20 }],
    [1_080, { penalCharges: 30, interest: 50, principal: 1_000 }],
  ])('%i paise', (amount, expected) => {
    expect(allocateLoanPayment(amount, due)).toEqual(expected)
  })
})

describe('interest', () => {
  it('a payment below the interest leaves interest due, and no interest is charged on it', () => {
    const plan = planLoanPayment(openedLoan(), 50_000, '2026-01-31')
    expect(plan.after).toMatchObject({ principalOutstanding: 10_000_000, interestDue: 48_630 })
    // 48630 still due plus 30 days on the unchanged principal
    expect(closureQuote(plan.after, '2026-03-02').interest).toBe(48_630 + 98_630)
  })

  it('interest is posted per period on the principal of that period', () => {
    let p = openedLoan()
    p = planLoanPayment(p, 1_000_000, '2026-01-11').after // 10 days on 1 crore paise: 32876.71
    expect(p.principalOutstanding).toBe(10_000_000 - (1_000_000 - 32_877))
    const plan = planLoanPayment(p, 100, '2026-01-21') // 10 days on 9032877: 29697.13
    expect(plan.posted.interest).toBe(29_697)
  })
})

describe('penal charges', () => {
  // 36.5% penal rate: one paisa a day per ₹1 (100 paise) overdue, so 100000 overdue is 100 paise a day.
  const dues: ScheduledDue[] = [
    { dueOn: '2026-02-01', amount: 100_000 },
    { dueOn: '2026-03-01', amount: 100_000 },
  ]
  const loan = (over: Partial<LoanPosition> = {}) =>
    openedLoan({ principal: 200_000, annualRateBp: 0, penalRateBp: 3650, graceDays: 5, schedule: dues, ...over })

  it.each<[string, string, number]>([
    ['on the due date', '2026-02-01', 0],
    ['within the grace days', '2026-02-06', 0],
    ['the day after the grace: from the day after the due date', '2026-02-07', 600],
    ['later', '2026-02-10', 900],
    ['both dues overdue', '2026-03-10', 3_700 + 900],
  ])('nothing paid, %s', (_name, asOf, penal) => {
    expect(closureQuote(loan(), asOf).penalCharges).toBe(penal)
  })

  it('none without a penal rate', () => {
    expect(closureQuote(loan({ penalRateBp: 0 }), '2026-03-10').penalCharges).toBe(0)
  })

  it('grace of zero days: overdue from the day after the due date', () => {
    expect(closureQuote(loan({ graceDays: 0 }), '2026-02-01').penalCharges).toBe(0)
    expect(closureQuote(loan({ graceDays: 0 }), '2026-02-02').penalCharges).toBe(100)
  })

  it('a due covered within the grace days carries no penal charge', () => {
    const p = planLoanPayment(loan(), 100_000, '2026-02-04').after
    expect(closureQuote(p, '2026-02-20').penalCharges).toBe(0)
  })

  it('a partial payment in the grace days: penal on the whole due until it, on the rest after', () => {
    const p = planLoanPayment(loan(), 40_000, '2026-02-04').after
    expect(p.penalPosted).toBe(0)
    // 2, 3, 4 Feb on 100000 (300), 5..10 Feb on 60000 (360)
    expect(closureQuote(p, '2026-02-10').penalCharges).toBe(660)
  })

  it('a payment in the middle: penal first, and it stops once the due is covered', () => {
    const plan = planLoanPayment(loan(), 100_900, '2026-02-10')
    expect(plan.posted.penalCharges).toBe(900)
    expect(plan.allocation).toEqual({ penalCharges: 900, interest: 0, principal: 100_000 })
    expect(plan.after.penalPosted).toBe(900)
    expect(closureQuote(plan.after, '2026-02-28')).toMatchObject({ penalCharges: 0, principal: 100_000 })
  })

  it('a payment that does not reach the due keeps the penal running on what is left', () => {
    const plan = planLoanPayment(loan(), 50_900, '2026-02-10')
    expect(plan.allocation).toEqual({ penalCharges: 900, interest: 0, principal: 50_000 })
    // 11..20 Feb on 50000: 10 days × 50 paise
    expect(closureQuote(plan.after, '2026-02-20').penalCharges).toBe(500)
  })

  it('never compounds: unpaid penal charges earn neither interest nor penal, and never join the principal', () => {
    const withInterest = loan({ annualRateBp: 1200 })
    const plan = planLoanPayment(withInterest, 500, '2026-02-10') // less than the 900 of penal
    expect(plan.allocation).toEqual({ penalCharges: 500, interest: 0, principal: 0 })
    expect(plan.after).toMatchObject({ principalOutstanding: 200_000, penalChargesDue: 400, penalPosted: 900 })
    const later = closureQuote(plan.after, '2026-02-20')
    // interest on the principal only: 200000 × 12% × 10 / 365 = 657.53, plus what was due (40 days: 2630.14)
    expect(later.interest).toBe(plan.after.interestDue + 658)
    expect(later.penalCharges).toBe(400 + 1_000)
    expect(later.principal).toBe(200_000)
  })

  it('what is posted is the rounded total less what was posted before', () => {
    // half a paisa a day: 18250 overdue at 1% a year
    const half = loan({ penalRateBp: 100, graceDays: 0, schedule: [{ dueOn: '2026-02-01', amount: 18_250 }] })
    expect(closureQuote(half, '2026-02-02').penalCharges).toBe(1)
    expect(closureQuote(half, '2026-02-05').penalCharges).toBe(2) // 4 × 0.5, not 4 × round(0.5)
    const postedOnce = { ...half, penalPosted: 1, penalChargesDue: 1, lastPostedOn: '2026-02-02' }
    expect(accrual(postedOnce, '2026-02-05')).toEqual({ interest: 0, penalCharges: 1 })
    expect(closureQuote(postedOnce, '2026-02-05').penalCharges).toBe(2)
  })
})
