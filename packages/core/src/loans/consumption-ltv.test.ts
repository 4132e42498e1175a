import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type ConsumptionLtvRequest,
  checkConsumptionLoanToValue,
  consumptionLtvExceededError,
  loanToValueTest,
} from './consumption-ltv.ts'
import { simpleInterest } from './loan-interest.ts'
import { REGULATOR_LTV_CEILINGS, checkLoanToValue } from './loan-ltv.ts'

const request = (over: Partial<ConsumptionLtvRequest> = {}): ConsumptionLtvRequest => ({
  valuePaise: 30_000_000,
  existingExposure: 0,
  principal: 10_000_000,
  bullet: null,
  ceilings: REGULATOR_LTV_CEILINGS,
  ...over,
})
const year12 = { annualRateBp: 1200, days: 365 }

describe('loanToValueTest: which test a loan takes', () => {
  it.each<[boolean, string | null, string]>([
    [false, null, 'contract'],
    [false, 'consumption', 'contract'],
    [false, 'incomeGenerating', 'contract'],
    [true, 'consumption', 'consumption'],
    [true, null, 'consumption'],
    [true, 'incomeGenerating', 'contract'],
  ])('rules %j, purpose %j: %s', (on, purpose, test) => {
    expect(loanToValueTest(on, purpose as never)).toBe(test)
  })
})

describe('checkConsumptionLoanToValue: the 2025 tiers by the consumption total', () => {
  it.each<[string, Partial<ConsumptionLtvRequest>, boolean, number]>([
    // value ₹3,00,000: 85% is ₹2,55,000, but only while the consumption total is at most ₹2,50,000
    ['a total of exactly ₹2,50,000 is the 85% tier', { principal: 25_000_000 }, true, 8500],
    ['one paisa more is the 80% tier', { principal: 25_000_001 }, false, 8000],
    // gold of ₹60,000 with ₹2,00,000 of other consumption loans: ₹50,000 is within 85% (₹51,000)
    [
      'other consumption loans count',
      { valuePaise: 6_000_000, existingExposure: 20_000_000, principal: 5_000_000 },
      true,
      8500,
    ],
    [
      'and move the loan up a tier (80%: ₹48,000)',
      { valuePaise: 6_000_000, existingExposure: 20_000_000, principal: 5_000_001 },
      false,
      8000,
    ],
    // value ₹3,75,000 with ₹2,00,000 elsewhere: 80% is ₹3,00,000
    [
      'a total of exactly ₹5,00,000 is the 80% tier',
      { valuePaise: 37_500_000, existingExposure: 20_000_000, principal: 30_000_000 },
      true,
      8000,
    ],
    [
      'one paisa more is the 75% tier',
      { valuePaise: 37_500_000, existingExposure: 20_000_000, principal: 30_000_001 },
      false,
      7500,
    ],
    ['exactly 85% of the value passes', { valuePaise: 10_000_000, principal: 8_500_000 }, true, 8500],
    ['one paisa over 85% fails', { valuePaise: 10_000_000, principal: 8_500_001 }, false, 8500],
  ])('%s', (_name, over, permitted, ratioBp) => {
    const answer = checkConsumptionLoanToValue(request(over))
    expect(answer.permitted).toBe(permitted)
    expect(answer.ratioBp).toBe(ratioBp)
  })

  it('a bullet loan counts its interest to maturity in the total that picks the tier', () => {
    // ₹2,25,000 at 12% for a year is ₹2,52,000 at maturity: over ₹2,50,000, so 80% (₹2,40,000)
    const bullet = request({ principal: 22_500_000, bullet: year12 })
    expect(22_500_000 + simpleInterest(22_500_000, 1200, 365)).toBe(25_200_000)
    expect(checkConsumptionLoanToValue(bullet)).toMatchObject({ permitted: false, ratioBp: 8000 })
    // loans.md's test picks the tier by principal alone: 85%, and ₹2,52,000 is within ₹2,55,000
    expect(checkLoanToValue(bullet)).toMatchObject({ permitted: true, ratioBp: 8500 })
  })

  it('the largest bullet principal keeps principal plus interest within ₹2,50,000', () => {
    const answer = checkConsumptionLoanToValue(request({ principal: 22_500_000, bullet: year12 }))
    expect(answer.maxPrincipal).toBe(22_321_429)
    expect(22_321_429 + simpleInterest(22_321_429, 1200, 365)).toBe(25_000_000)
    expect(checkConsumptionLoanToValue(request({ principal: 22_321_429, bullet: year12 })).permitted).toBe(true)
    expect(checkConsumptionLoanToValue(request({ principal: 22_321_430, bullet: year12 })).permitted).toBe(false)
  })

  it('a lower shop ceiling applies', () => {
    const ceilings = { upTo250kBp: 7000, upTo500kBp: 7000, above500kBp: 7000 }
    expect(checkConsumptionLoanToValue(request({ valuePaise: 10_000_000, principal: 7_000_000, ceilings }))).toEqual({
      permitted: true,
      ratioBp: 7000,
      maxPrincipal: 7_000_000,
    })
    expect(
      checkConsumptionLoanToValue(request({ valuePaise: 10_000_000, principal: 7_000_001, ceilings })).permitted,
    ).toBe(false)
  })

  it('maxPrincipal passes and one paisa more does not (any value, other loans, bullet terms)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 200_000_000 }),
        fc.integer({ min: 0, max: 80_000_000 }),
        fc.option(
          fc.record({ annualRateBp: fc.integer({ min: 0, max: 3600 }), days: fc.integer({ min: 28, max: 366 }) }),
        ),
        (valuePaise, existingExposure, bullet) => {
          const base = request({ valuePaise, existingExposure, bullet, principal: 1 })
          const max = checkConsumptionLoanToValue(base).maxPrincipal
          if (max > 0) expect(checkConsumptionLoanToValue({ ...base, principal: max }).permitted).toBe(true)
          expect(checkConsumptionLoanToValue({ ...base, principal: max + 1 }).permitted).toBe(false)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('consumptionLtvExceededError', () => {
  it.each<[string, Partial<ConsumptionLtvRequest>, string]>([
    [
      'one paisa into the 80% tier',
      { principal: 25_000_001 },
      'Consumption loan exceeds the permitted loan-to-value (80% for this borrower’s ₹2,50,000.01 of consumption loans): at most ₹2,50,000 for this loan.',
    ],
    [
      'a bullet loan, its interest counted',
      { principal: 22_500_000, bullet: year12 },
      'Consumption loan exceeds the permitted loan-to-value (80% for this borrower’s ₹2,52,000 of consumption loans): at most ₹2,23,214 for this loan.',
    ],
    [
      'other consumption loans named in the total',
      { valuePaise: 37_500_000, existingExposure: 20_000_000, principal: 30_000_001 },
      'Consumption loan exceeds the permitted loan-to-value (75% for this borrower’s ₹5,00,000.01 of consumption loans): at most ₹3,00,000 for this loan.',
    ],
  ])('%s', (_name, over, message) => {
    const r = request(over)
    expect(consumptionLtvExceededError(r, checkConsumptionLoanToValue(r))).toMatchObject({
      code: 'consumptionLtvExceeded',
      status: 400,
      message,
    })
  })
})
