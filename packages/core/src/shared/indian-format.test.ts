import { describe, expect, it } from 'vitest'
import {
  NOT_SHOWN,
  formatBasisPoints,
  formatDecimal,
  formatIndianInteger,
  formatPaise,
  formatPaiseCompact,
  formatRatePerGram,
  formatRupees,
  groupIndian,
} from './indian-format.ts'

describe('groupIndian', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['12345', '12,345'],
    ['123456', '1,23,456'],
    ['1234567', '12,34,567'],
    ['123456789', '12,34,56,789'],
  ])('%s -> %s', (input, expected) => expect(groupIndian(input)).toBe(expected))
})

describe('formatRupees / formatPaise', () => {
  it.each([
    [123456.5, '₹1,23,456.50'],
    [0, '₹0.00'],
    [0.005, '₹0.01'],
    [1000, '₹1,000.00'],
    [-2500.25, '-₹2,500.25'],
    [10000000, '₹1,00,00,000.00'],
  ])('formatRupees(%s) = %s', (input, expected) => expect(formatRupees(input)).toBe(expected))
  it('formats paise', () => {
    expect(formatPaise(49900)).toBe('₹499.00')
    expect(formatPaise(12345607)).toBe('₹1,23,456.07')
    expect(() => formatPaise(1.5)).toThrow()
  })
})

describe('numbers a document cannot show (rows stored before domain ranges)', () => {
  it.each([Infinity, -Infinity, NaN, 1e308, -1e308, 1e14])('formatRupees(%s) is —', (value) => {
    expect(formatRupees(value)).toBe(NOT_SHOWN)
  })
  it('still formats the largest amount exact to the paisa', () => {
    expect(formatRupees(900_000_000_000)).toBe('₹9,00,00,00,00,000.00')
  })
  it.each([
    [10, 2, '10.00'],
    [9.166, 2, '9.17'],
    [75, undefined, '75'],
    [12.375, undefined, '12.375'],
    [1e-7, undefined, '0'],
    [-0, undefined, '0'],
    [Infinity, 2, NOT_SHOWN],
    [NaN, undefined, NOT_SHOWN],
    [1e308, 2, NOT_SHOWN],
    [-1e300, undefined, NOT_SHOWN],
  ] as const)('formatDecimal(%s, %s) = %s', (value, digits, expected) =>
    expect(formatDecimal(value, digits)).toBe(expected),
  )
})

describe('formatRatePerGram', () => {
  it.each([
    [6000, '₹6,000'],
    [3500, '₹3,500'],
    [123456.5, '₹1,23,456.50'],
    [6543.21, '₹6,543.21'],
  ])('%s is %s', (rate, text) => {
    expect(formatRatePerGram(rate)).toBe(text)
  })
})

describe('counts, percentages and chart amounts', () => {
  it.each<[number, string]>([
    [0, '0'],
    [999, '999'],
    [1234567, '12,34,567'],
    [-1000, '-1,000'],
    [1.5, '—'],
  ])('formatIndianInteger(%s) = %s', (value, text) => {
    expect(formatIndianInteger(value)).toBe(text)
  })

  it.each<[number, string]>([
    [8550, '85.5%'],
    [7500, '75%'],
    [1, '0.01%'],
    [123456, '1,234.56%'],
  ])('formatBasisPoints(%s) = %s', (bp, text) => {
    expect(formatBasisPoints(bp)).toBe(text)
  })

  it.each<[number, string]>([
    [95_000, '₹950'],
    [1_250_000, '₹13K'],
    [950_000, '₹9.5K'],
    [32_000_000, '₹3.2L'],
    [1_400_000_000, '₹1.4Cr'],
    [-95_049, '-₹950'],
  ])('formatPaiseCompact(%s) = %s', (paise, text) => {
    expect(formatPaiseCompact(paise)).toBe(text)
  })
})
