import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_LOAN_PAISE,
  assertNonNegativePaise,
  assertPaise,
  formatRupeeFigure,
  isPaise,
  multiplyPaise,
  paiseToRupees,
  rupeesToPaise,
  sumPaise,
} from './money.ts'

describe('paise', () => {
  it.each<[unknown, boolean]>([
    [0, true],
    [49_900, true],
    [-100, true],
    [1.5, false],
    [Number.NaN, false],
    [Infinity, false],
    [2 ** 53, false],
    ['100', false],
    [null, false],
  ])('isPaise(%j) = %s', (value, expected) => {
    expect(isPaise(value)).toBe(expected)
  })

  it('asserts', () => {
    expect(assertPaise(-5)).toBe(-5)
    expect(() => assertPaise(0.1, 'discount')).toThrow('discount must be integer paise')
    expect(assertNonNegativePaise(0)).toBe(0)
    expect(() => assertNonNegativePaise(-1)).toThrow('must not be negative')
  })
})

describe('rupees and paise at the REST edge', () => {
  it.each<[number, number]>([
    [1234.565, 123457],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-1.005, -101],
    [0.004, 0],
    [100_000_000, 10_000_000_000],
  ])('rupeesToPaise(%s) = %s', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise)
  })

  it('every paise amount survives the round trip through rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_LOAN_PAISE * 100, max: MAX_LOAN_PAISE * 100 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise)
      }),
    )
  })

  it('rounds to the nearest paisa, half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 9 }), (paise, tenth) => {
        const rupees = Number(`${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}${tenth}`)
        expect(rupeesToPaise(rupees)).toBe(paise + (tenth >= 5 ? 1 : 0))
      }),
    )
  })

  it('refuses to turn a fraction of a paisa into rupees', () => {
    expect(() => paiseToRupees(0.5)).toThrow('must be integer paise')
  })

  it('multiplies and sums exactly', () => {
    expect(multiplyPaise(12_345, 0.75)).toBe(9259)
    expect(sumPaise([10, 20, 30])).toBe(60)
  })

  it('writes figures for messages', () => {
    expect(formatRupeeFigure(2_000_000)).toBe('₹20,000')
    expect(formatRupeeFigure(10_098_630)).toBe('₹1,00,986.30')
  })
})
