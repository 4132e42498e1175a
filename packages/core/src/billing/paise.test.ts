import { describe, expect, it } from 'vitest'
import { assertNonNegativePaise, assertPaise, isPaise } from './paise.ts'

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
