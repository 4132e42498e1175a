import { describe, expect, it } from 'vitest'
import { countsAsConsumption, parseLoanPurpose, requiredPurpose } from './loan-purpose.ts'

describe('parseLoanPurpose', () => {
  it.each<[unknown, string | null]>([
    [undefined, null],
    [null, null],
    ['', null],
    ['consumption', 'consumption'],
    ['incomeGenerating', 'incomeGenerating'],
  ])('%j is %j', (value, purpose) => {
    expect(parseLoanPurpose(value)).toBe(purpose)
  })

  it.each<unknown>(['Consumption', 'income-generating', 'business', 1, true])('%j is refused', (value) => {
    expect(() => parseLoanPurpose(value)).toThrow(
      expect.objectContaining({
        code: 'invalidPurpose',
        status: 400,
        message: 'Purpose must be consumption or incomeGenerating.',
      }),
    )
  })
})

describe('requiredPurpose', () => {
  it.each<[string | null, string | null, boolean, string | null]>([
    [null, null, false, null],
    ['consumption', null, false, 'consumption'],
    ['consumption', null, true, 'consumption'],
    [null, 'incomeGenerating', true, 'incomeGenerating'],
    ['consumption', 'incomeGenerating', true, 'consumption'],
  ])('sent %j, carried %j, rules %j: %j', (sent, carried, on, expected) => {
    expect(requiredPurpose(sent as never, carried as never, on)).toBe(expected)
  })

  it('with the 2025 rules on, a loan without a purpose is refused', () => {
    expect(() => requiredPurpose(null, null, true)).toThrow(
      expect.objectContaining({
        code: 'purposeRequired',
        status: 400,
        message: 'Say what the loan is for: consumption or income-generating.',
      }),
    )
  })
})

describe('countsAsConsumption', () => {
  it.each<[string | null, boolean]>([
    ['consumption', true],
    [null, true],
    ['incomeGenerating', false],
  ])('%j: %j', (purpose, expected) => {
    expect(countsAsConsumption(purpose as never)).toBe(expected)
  })
})
