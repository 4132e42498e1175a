import { describe, expect, it } from 'vitest'
import { formatDateIn, formatIsoDateIn, formatPaiseIn } from './format-in-language.ts'

describe('formatting in the borrower language', () => {
  it.each([
    ['en', '₹1,23,45,678.50'],
    ['hi', '₹1,23,45,678.50'],
    ['ta', '₹1,23,45,678.50'],
  ] as const)('%s amounts carry the rupee sign and Indian grouping', (language, text) => {
    expect(formatPaiseIn(language, 1_234_567_850)).toBe(text)
    expect(formatPaiseIn(language, 50_000)).toBe('₹500.00')
  })

  it.each([
    ['en', '15 Mar 2026'],
    ['hi', '15 मार्च 2026'],
    ['ta', '15 மார்ச், 2026'],
  ] as const)('%s calendar dates spell the month in the language', (language, text) => {
    expect(formatIsoDateIn(language, '2026-03-15')).toBe(text)
  })

  it('an instant reads as its India date, late at night in UTC already the next day', () => {
    expect(formatDateIn('hi', '2026-03-14T20:00:00Z')).toBe('15 मार्च 2026')
    expect(formatDateIn('ta', null)).toBe('—')
    expect(formatIsoDateIn('ta', 'not a date')).toBe('—')
  })
})
