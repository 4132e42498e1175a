import { describe, expect, it } from 'vitest'
import { bpToPercent, interestNumerator, percentToBp, roundNumerator, simpleInterest } from './loan-interest.ts'

describe('simpleInterest (Actual/365, half up at posting)', () => {
  it.each<[string, number, number, number, number]>([
    ['loans.md worked example, 30 days', 10_000_000, 1200, 30, 98_630],
    ['loans.md worked example, after the payment', 5_098_630, 1200, 30, 50_288],
    ['a whole year is the annual rate', 10_000_000, 1200, 365, 1_200_000],
    ['a leap year has 366 days of interest', 10_000_000, 1200, 366, 1_203_288],
    ['exactly half a paisa rounds up', 1_825_000, 1, 1, 1],
    ['just under half a paisa rounds down', 1_824_999, 1, 1, 0],
    ['one and a half paise round up', 5_475_000, 1, 1, 2],
    ['no days', 10_000_000, 1200, 0, 0],
    ['negative days are no interest', 10_000_000, 1200, -5, 0],
    ['zero rate', 10_000_000, 0, 30, 0],
    ['zero principal', 0, 1200, 30, 0],
    ['₹10 crore at 100% for 60 months stays exact', 10_000_000_000, 10_000, 1826, 50_027_397_260],
  ])('%s', (_name, paise, bp, days, expected) => {
    expect(simpleInterest(paise, bp, days)).toBe(expected)
  })

  it('rounds once: the exact numerator of two periods rounds to what one period gives', () => {
    const whole = roundNumerator(interestNumerator(10_000_000, 1200, 30))
    const parts = roundNumerator(interestNumerator(10_000_000, 1200, 10) + interestNumerator(10_000_000, 1200, 20))
    expect(parts).toBe(whole)
  })
})

describe('percentToBp', () => {
  it.each<[number, number | null]>([
    [12.5, 1250],
    [12, 1200],
    [12.34, 1234],
    [19.99, 1999],
    [0.07, 7],
    [0.1 + 0.2, 30],
    [0, 0],
    [100, 10_000],
    [12.345, null],
    [12.001, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%d%% -> %j bp', (percent, bp) => {
    expect(percentToBp(percent)).toBe(bp)
  })

  it('bpToPercent is its inverse', () => {
    expect(bpToPercent(1250)).toBe(12.5)
    expect(bpToPercent(1999)).toBe(19.99)
    expect(bpToPercent(0)).toBe(0)
  })
})
