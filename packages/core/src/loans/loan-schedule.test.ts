import { describe, expect, it } from 'vitest'
import { simpleInterest } from './loan-interest.ts'
import { interestToMaturity, loanSchedule, maturityOf, type LoanTerms } from './loan-schedule.ts'

const terms = (over: Partial<LoanTerms> = {}): LoanTerms => ({
  scheme: 'EMI',
  principal: 10_000_000,
  annualRateBp: 1200,
  tenureMonths: 12,
  disbursedOn: '2026-01-01',
  ...over,
})
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

describe('maturityOf (month ends clamp)', () => {
  it.each<[string, number, string]>([
    ['2026-01-01', 12, '2027-01-01'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-03-31', 60, '2031-03-31'],
  ])('%s + %i months', (disbursedOn, tenureMonths, maturity) => {
    expect(maturityOf({ disbursedOn, tenureMonths })).toBe(maturity)
  })
})

describe('BULLET', () => {
  it('one due at maturity: principal plus the Actual/365 interest to maturity', () => {
    const t = terms({ scheme: 'BULLET', tenureMonths: 3 })
    // 2026-01-01 .. 2026-04-01 is 90 days: 10000000 × 12% × 90 / 365 = 295890.41
    expect(interestToMaturity(t)).toBe(295_890)
    expect(loanSchedule(t)).toEqual([{ dueOn: '2026-04-01', amount: 10_295_890 }])
  })

  it('maturity clamps to the month end', () => {
    const t = terms({ scheme: 'BULLET', tenureMonths: 1, disbursedOn: '2026-01-31' })
    expect(loanSchedule(t)).toEqual([
      { dueOn: '2026-02-28', amount: 10_000_000 + simpleInterest(10_000_000, 1200, 28) },
    ])
  })
})

describe('MONTHLY_INTEREST', () => {
  it("each month's actual-days interest on the full principal, the principal with the last", () => {
    const t = terms({ scheme: 'MONTHLY_INTEREST', tenureMonths: 3, disbursedOn: '2026-01-31' })
    expect(loanSchedule(t)).toEqual([
      { dueOn: '2026-02-28', amount: 92_055 }, // 28 days: 92054.79
      { dueOn: '2026-03-31', amount: 101_918 }, // 31 days: 101917.81
      { dueOn: '2026-04-30', amount: 10_098_630 }, // 30 days: 98630.14 + principal
    ])
  })

  it('one month', () => {
    const t = terms({ scheme: 'MONTHLY_INTEREST', tenureMonths: 1 })
    expect(loanSchedule(t)).toEqual([{ dueOn: '2026-02-01', amount: 10_000_000 + 101_918 }])
  })
})

describe('EMI', () => {
  it('equal installments on the reducing balance, the last one clearing the balance', () => {
    const dues = loanSchedule(terms())
    expect(dues).toHaveLength(12)
    // 10000000 × 1% / (1 − 1.01^−12) = 888487.89
    expect(dues.slice(0, 11).every((d) => d.amount === 888_488)).toBe(true)
    expect(dues[11]).toEqual({ dueOn: '2027-01-01', amount: 885_548 })
    expect(dues.map((d) => d.dueOn).slice(0, 3)).toEqual(['2026-02-01', '2026-03-01', '2026-04-01'])
  })

  it("each installment's interest is the Actual/365 interest on the balance for that month's days", () => {
    const t = terms()
    const dues = loanSchedule(t)
    let balance = t.principal
    let from = t.disbursedOn
    let interestTotal = 0
    for (const due of dues) {
      const days = (Date.parse(due.dueOn) - Date.parse(from)) / 86_400_000
      const interest = simpleInterest(balance, t.annualRateBp, days)
      interestTotal += interest
      balance -= due.amount - interest
      from = due.dueOn
    }
    expect(balance).toBe(0)
    expect(sum(dues.map((d) => d.amount))).toBe(t.principal + interestTotal)
  })

  it('due dates count from the disbursement each time (31 Jan: 28 Feb, 31 Mar, 30 Apr)', () => {
    const dues = loanSchedule(terms({ tenureMonths: 3, disbursedOn: '2026-01-31' }))
    expect(dues.map((d) => d.dueOn)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30'])
  })

  it('zero rate: the principal in equal parts, the last taking the remainder', () => {
    const dues = loanSchedule(terms({ annualRateBp: 0, tenureMonths: 3 }))
    expect(dues.map((d) => d.amount)).toEqual([3_333_333, 3_333_333, 3_333_334])
  })

  it('one month: principal plus that month’s interest', () => {
    expect(loanSchedule(terms({ tenureMonths: 1 }))).toEqual([{ dueOn: '2026-02-01', amount: 10_101_918 }])
  })

  it.each([1, 2, 11, 24, 60])('%i months: the principal parts add up to the principal', (n) => {
    const t = terms({ tenureMonths: n, disbursedOn: '2025-12-31', annualRateBp: 2250, principal: 12_345_678 })
    const dues = loanSchedule(t)
    expect(dues).toHaveLength(n)
    const interestTotal = sum(dues.map((d) => d.amount)) - t.principal
    expect(interestTotal).toBeGreaterThan(0)
    expect(new Set(dues.slice(0, -1).map((d) => d.amount)).size).toBeLessThanOrEqual(1)
    expect(dues.at(-1)!.dueOn).toBe(maturityOf(t))
  })
})
