import { describe, expect, it } from 'vitest'
import { PURITY_FACTORS, isPurity, rate24kFrom22k } from './purity.ts'

describe('purity factors', () => {
  it.each([
    ['24K', 0.999],
    ['22K', 0.916],
    ['18K', 0.75],
  ] as const)('%s is %s fine', (purity, factor) => expect(PURITY_FACTORS[purity]).toBe(factor))

  it.each([
    ['24K', true],
    ['22K', true],
    ['18K', true],
    ['22k', false],
    [' 22K', false],
    ['14K', false],
    [22, false],
    [undefined, false],
  ])('isPurity(%j) = %s', (value, expected) => expect(isPurity(value)).toBe(expected))
})

describe('rate24kFrom22k', () => {
  it.each([
    [6000, 6543.67], // 5994 / 0.916 = 6543.668...
    [7000, 7634.28], // 6993 / 0.916 = 7634.279...
    [916, 999],
    [0, 0],
  ])('22K %s -> 24K %s', (rate22k, expected) => expect(rate24kFrom22k(rate22k)).toBe(expected))
})
