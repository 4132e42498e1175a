import { describe, expect, it } from 'vitest'
import { simpleInterest } from './loan-interest.ts'
import { checkLoanToValue, effectiveCeilings, REGULATOR_LTV_CEILINGS, type LtvRequest } from './loan-ltv.ts'

const request = (over: Partial<LtvRequest> = {}): LtvRequest => ({
  valuePaise: 30_000_000,
  existingExposure: 0,
  principal: 10_000_000,
  bullet: null,
  ceilings: REGULATOR_LTV_CEILINGS,
  ...over,
})

describe('checkLoanToValue: the regulator tiers at their boundaries', () => {
  it.each<[string, Partial<LtvRequest>, boolean, number]>([
    // value ₹3,00,000: 85% is ₹2,55,000 but only up to an exposure of ₹2,50,000
    ['exposure exactly ₹2,50,000 is the 85% tier', { principal: 25_000_000 }, true, 8500],
    ['one paisa more is the 80% tier (₹2,40,000 here)', { principal: 25_000_001 }, false, 8000],
    // value ₹3,75,000 with ₹2,00,000 elsewhere: 80% is ₹3,00,000
    [
      'exposure exactly ₹5,00,000 is the 80% tier',
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
    [
      'other open loans move this loan into a lower tier',
      { existingExposure: 10_000_000, principal: 16_000_000 },
      true,
      8000,
    ],
    ['without them it is the 85% tier', { principal: 16_000_000 }, true, 8500],
    ['exactly 85% of the value passes', { valuePaise: 10_000_000, principal: 8_500_000 }, true, 8500],
    ['one paisa over 85% fails', { valuePaise: 10_000_000, principal: 8_500_001 }, false, 8500],
  ])('%s', (_name, over, permitted, ratioBp) => {
    const answer = checkLoanToValue(request(over))
    expect(answer.permitted).toBe(permitted)
    expect(answer.ratioBp).toBe(ratioBp)
  })
})

describe('checkLoanToValue: bullet loans are tested on principal plus interest to maturity', () => {
  const bullet = { annualRateBp: 1200, days: 365 }
  it('a principal that passes alone fails once the interest is added', () => {
    const plain = checkLoanToValue(request({ valuePaise: 10_000_000, principal: 8_500_000 }))
    const withInterest = checkLoanToValue(request({ valuePaise: 10_000_000, principal: 8_500_000, bullet }))
    expect(plain.permitted).toBe(true)
    expect(withInterest.permitted).toBe(false)
  })

  it('maxPrincipal is the largest principal whose principal plus interest fits', () => {
    const answer = checkLoanToValue(request({ valuePaise: 10_000_000, principal: 8_500_000, bullet }))
    expect(answer.maxPrincipal).toBe(7_589_286)
    expect(7_589_286 + simpleInterest(7_589_286, 1200, 365)).toBe(8_500_000)
    expect(checkLoanToValue(request({ valuePaise: 10_000_000, principal: 7_589_286, bullet })).permitted).toBe(true)
    expect(checkLoanToValue(request({ valuePaise: 10_000_000, principal: 7_589_287, bullet })).permitted).toBe(false)
  })
})

describe('checkLoanToValue: shop ceilings', () => {
  it('a lower shop ceiling applies', () => {
    const ceilings = { upTo250kBp: 7000, upTo500kBp: 7000, above500kBp: 7000 }
    expect(checkLoanToValue(request({ valuePaise: 10_000_000, principal: 7_000_000, ceilings })).permitted).toBe(true)
    const over = checkLoanToValue(request({ valuePaise: 10_000_000, principal: 7_000_001, ceilings }))
    expect(over).toEqual({ permitted: false, ratioBp: 7000, maxPrincipal: 7_000_000 })
  })

  it('a shop can never go above the regulator', () => {
    const ceilings = { upTo250kBp: 9500, upTo500kBp: 9000, above500kBp: 9000 }
    expect(effectiveCeilings(ceilings)).toEqual(REGULATOR_LTV_CEILINGS)
    expect(checkLoanToValue(request({ valuePaise: 10_000_000, principal: 8_500_001, ceilings })).permitted).toBe(false)
  })

  it('each tier is capped separately', () => {
    expect(effectiveCeilings({ upTo250kBp: 8000, upTo500kBp: 8500, above500kBp: 6000 })).toEqual({
      upTo250kBp: 8000,
      upTo500kBp: 8000,
      above500kBp: 6000,
    })
  })
})

describe('checkLoanToValue: maxPrincipal', () => {
  it.each<[string, Partial<LtvRequest>, number]>([
    ['capped by the tier boundary when the next tier allows less', { valuePaise: 31_000_000 }, 25_000_000],
    ['the next tier when it allows more', { valuePaise: 32_000_000 }, 25_600_000],
    ['the top tier on a large value', { valuePaise: 100_000_000 }, 75_000_000],
    ['small value', { valuePaise: 1_000_000 }, 850_000],
    ['other loans already above ₹5,00,000: 75%', { valuePaise: 1_000_000, existingExposure: 60_000_000 }, 750_000],
    ['other loans close to ₹2,50,000', { valuePaise: 1_000_000, existingExposure: 24_900_000 }, 800_000],
    ['nothing fits a zero value', { valuePaise: 0 }, 0],
  ])('%s', (_name, over, maxPrincipal) => {
    const r = request(over)
    const answer = checkLoanToValue(r)
    expect(answer.maxPrincipal).toBe(maxPrincipal)
    if (maxPrincipal > 0) expect(checkLoanToValue({ ...r, principal: maxPrincipal }).permitted).toBe(true)
    expect(checkLoanToValue({ ...r, principal: maxPrincipal + 1 }).permitted).toBe(false)
  })
})
