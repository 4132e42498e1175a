import { describe, expect, it } from 'vitest'
import { formatPaise, formatRupees, groupIndian } from './indian-format.ts'

describe('groupIndian', () => {
  it.each([
    ['0', '0'], ['999', '999'], ['1000', '1,000'], ['12345', '12,345'], ['123456', '1,23,456'],
    ['1234567', '12,34,567'], ['123456789', '12,34,56,789'],
  ])('%s -> %s', (input, expected) => expect(groupIndian(input)).toBe(expected))
})

describe('formatRupees / formatPaise', () => {
  it.each([
    [123456.5, '₹1,23,456.50'], [0, '₹0.00'], [0.005, '₹0.01'], [1000, '₹1,000.00'], [-2500.25, '-₹2,500.25'],
    [10000000, '₹1,00,00,000.00'],
  ])('formatRupees(%s) = %s', (input, expected) => expect(formatRupees(input)).toBe(expected))
  it('formats paise', () => {
    expect(formatPaise(49900)).toBe('₹499.00')
    expect(formatPaise(12345607)).toBe('₹1,23,456.07')
    expect(() => formatPaise(1.5)).toThrow()
  })
})
