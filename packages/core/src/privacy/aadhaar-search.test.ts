import { describe, expect, it } from 'vitest'
import { aadhaarDigitRuns } from './aadhaar-search.ts'

const matches = (stored: string, digits: string) => aadhaarDigitRuns(stored).includes(digits)

describe('aadhaarDigitRuns', () => {
  it('holds every substring of a 12-digit number once (78 at most)', () => {
    expect(aadhaarDigitRuns('234567890123')).toHaveLength(75) // '2', '3' and '23' occur twice
    expect(aadhaarDigitRuns('123456789012')).toHaveLength(75) // '1', '2' and '12' twice // '1', '2' and '12' twice
    expect(new Set(aadhaarDigitRuns('999999999999'))).toEqual(
      new Set(Array.from({ length: 12 }, (_, i) => '9'.repeat(i + 1))),
    )
  })

  it.each([
    ['234567890123', '234567890123', true],
    ['234567890123', '567890', true],
    ['234567890123', '0123', true],
    ['234567890123', '2', true],
    ['234567890123', '3210', false],
    ['234567890123', '2345678901234', false],
    // A legacy value with spaces: LIKE never matched across the separators, and neither do the runs.
    ['2345 6789 0123', '6789', true],
    ['2345 6789 0123', '45678', false],
  ])('%s contains %s: %s (as LIKE did)', (stored, digits, expected) => {
    expect(matches(stored, digits)).toBe(expected)
    expect(stored.includes(digits)).toBe(expected)
  })

  it('is empty for a value without digits', () => {
    expect(aadhaarDigitRuns('')).toEqual([])
    expect(aadhaarDigitRuns('n/a')).toEqual([])
  })
})
