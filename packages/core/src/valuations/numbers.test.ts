import { describe, expect, it } from 'vitest'
import { parseNumeric, round2, sum2 } from './numbers.ts'

describe('parseNumeric', () => {
  it.each([
    [12.5, 12.5],
    ['12.5', 12.5],
    [' 7 ', 7],
    ['0', 0],
    ['', null],
    ['  ', null],
    ['abc', null],
    ['12g', null],
    [null, null],
    [undefined, null],
    [true, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['NaN', null],
    ['Infinity', null],
    ['-Infinity', null],
    ['1e400', null],
    ['1e308', 1e308],
    [-0, 0],
    ['-0', 0],
    ['1e-7', 1e-7],
  ])('%j -> %s', (raw, expected) => expect(parseNumeric(raw)).toBe(expected))
})

describe('round2 / sum2', () => {
  it.each([
    [1.005, 1.01],
    [4.995, 5],
    [8.702, 8.7],
    [44955.015, 44955.02],
    [-1.005, -1.01],
    [-0.001, 0],
    [0.1 + 0.2, 0.3],
  ])('round2(%s) = %s', (value, expected) => expect(round2(value)).toBe(expected))
  it('sums without drift', () => expect(sum2([0.1, 0.2, 0.3])).toBe(0.6))
})
