import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatGrams, gramsToMg, hasAtMostMilligrams, mgToGrams, roundToCentigram } from './weight.ts'

describe('weights in milligrams', () => {
  it.each<[number, number]>([
    [10.0005, 10001],
    [0.1 + 0.2, 300],
    [1000, 1_000_000],
    [12.345, 12345],
    [-0.0005, -1],
  ])('gramsToMg(%s) = %s', (grams, mg) => {
    expect(gramsToMg(grams)).toBe(mg)
  })

  it('every milligram count survives the round trip through grams', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (mg) => {
        expect(gramsToMg(mgToGrams(mg))).toBe(mg)
        expect(hasAtMostMilligrams(mgToGrams(mg))).toBe(true)
      }),
    )
  })

  it('knows a weight finer than a milligram', () => {
    expect(hasAtMostMilligrams(10.0005)).toBe(false)
    expect(hasAtMostMilligrams(0.1 + 0.2)).toBe(false)
    expect(hasAtMostMilligrams(10.125)).toBe(true)
    expect(hasAtMostMilligrams(Number.NaN)).toBe(false)
  })

  it('rounds to the centigram half away from zero', () => {
    expect(roundToCentigram(12_345)).toBe(12_350)
    expect(roundToCentigram(12_344)).toBe(12_340)
    expect(roundToCentigram(-5)).toBe(-10)
  })

  it('formats grams in Indian grouping', () => {
    expect(formatGrams(1_234_567)).toBe('1,234.57')
    expect(formatGrams(123_456_789_000, 3)).toBe('12,34,56,789.000')
    expect(formatGrams(5, 2)).toBe('0.01')
    expect(formatGrams(0)).toBe('0.00')
    expect(formatGrams(Number.NaN)).toBe('—')
  })

  it('refuses a fraction of a milligram', () => {
    expect(() => mgToGrams(1.5)).toThrow('integer milligrams')
  })
})
