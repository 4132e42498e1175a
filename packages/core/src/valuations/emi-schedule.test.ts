import { describe, expect, it } from 'vitest'
import { emiTotalRepayablePaise, generateEmiSchedule, parseEmiInstallments } from './emi-schedule.ts'

const startDate = new Date('2025-01-15T06:00:00Z') // 15 Jan 2025, 11:30 IST
const paise = (rupees: number) => Math.round(rupees * 100)
const sumPaise = (schedule: { amountPaise: number }[]) => schedule.reduce((t, e) => t + e.amountPaise, 0)

describe('parseEmiInstallments', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ['', 1],
    [0, 1],
    ['0', 1],
    [-3, 1],
    ['abc', 1],
    [1, 1],
    [12, 12],
    ['6.7', 6],
    [60, 60],
    [61, 60],
    [500, 60],
  ])('%j -> %s', (raw, expected) => expect(parseEmiInstallments(raw)).toBe(expected))
})

describe('generateEmiSchedule: amounts', () => {
  it('reducing-balance EMI: 1,00,000 at 12% for 12 months', () => {
    const schedule = generateEmiSchedule({
      principalPaise: 10_000_000,
      annualInterestRate: 12,
      installments: 12,
      startDate,
    })
    expect(schedule.slice(0, 11).every((e) => e.amountPaise === 888_488)).toBe(true)
    expect(schedule[11]?.amountPaise).toBe(888_487) // absorbs rounding: total 1,06,618.55
    expect(sumPaise(schedule)).toBe(10661855)
  })

  it.each([
    // principal, annual rate, installments, total repayable (principal + interest)
    [100000, 12, 12, 106618.55],
    [100000, null, 3, 100000],
    [100000, 0, 3, 100000],
    [50000, 12, 1, 50500], // bullet: principal + one month's interest
    [50000, 12, '', 50500], // blank is a bullet
    [50000, null, 0, 50000],
    [500000, 10.5, 60, 644817.01], // EMI 10,746.95
    [123456.78, 18, 60, 188099.45],
    [44955.02, 9, 7, 46313.75],
    [1, null, 60, 1], // tiny loan: never a negative last installment
    [0.59, 24, 60, 1.02],
    [250000, 15, 100, 356848.95], // capped at 60
  ])('P %s at %s%% over %j sums exactly to the total repayable', (principal, rate, installments, total) => {
    const terms = { principalPaise: paise(principal), annualInterestRate: rate, installments }
    const schedule = generateEmiSchedule({ ...terms, startDate })
    expect(emiTotalRepayablePaise(terms)).toBe(paise(total))
    expect(sumPaise(schedule)).toBe(paise(total))
    expect(schedule).toHaveLength(parseEmiInstallments(installments))
    expect(schedule.every((e) => e.amountPaise > 0 && Number.isInteger(e.amountPaise))).toBe(true)
    if (rate) expect(total).toBeGreaterThan(principal)
  })

  it('splits equal principal with the remainder on the last installment', () => {
    const amounts = generateEmiSchedule({
      principalPaise: 10_000_000,
      annualInterestRate: null,
      installments: 3,
      startDate,
    }).map((e) => e.amountPaise)
    expect(amounts).toEqual([3_333_333, 3_333_333, 3_333_334])
  })

  it('has no schedule without a positive principal', () => {
    expect(generateEmiSchedule({ principalPaise: 0, annualInterestRate: 12, installments: 12, startDate })).toEqual([])
  })
})

describe('generateEmiSchedule: due dates', () => {
  const dueDates = (start: string, n: number) =>
    generateEmiSchedule({
      principalPaise: 100_000,
      annualInterestRate: null,
      installments: n,
      startDate: new Date(start),
    }).map((e) => e.dueDate.toISOString().slice(0, 10))

  it.each([
    ['2025-01-15T06:00:00Z', 3, ['2025-02-15', '2025-03-15', '2025-04-15']],
    ['2025-01-31T06:00:00Z', 4, ['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']],
    ['2024-01-31T06:00:00Z', 1, ['2024-02-29']],
    ['2025-01-31T20:00:00Z', 2, ['2025-03-01', '2025-04-01']], // already 1 Feb in IST
    ['2025-11-30T06:00:00Z', 3, ['2025-12-30', '2026-01-30', '2026-02-28']],
  ])('from %s', (start, n, expected) => expect(dueDates(start, n)).toEqual(expected))

  it('stores due dates as 00:00 UTC of the date', () => {
    expect(
      generateEmiSchedule({ principalPaise: 1000, annualInterestRate: null, installments: 1, startDate })[0]?.dueDate,
    ).toEqual(new Date('2025-02-15'))
  })
})
