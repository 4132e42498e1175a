import { describe, expect, it } from 'vitest'
import { REGULATOR_LTV_CEILINGS } from '../loans/loan-ltv.ts'
import { isDomainError } from '../shared/domain-error.ts'
import { computeValuation } from '../valuations/valuation-calculation.ts'
import { type CorrectedValuation, planValuationCorrection, valuationCorrectionInput } from './valuation-correction.ts'

const chain = { type: 'Chain', purity: '22K', grossWeight: 10 } // 9.16 g fine at ₹6,000: ₹59,940.02
const parse = (body: unknown) => valuationCorrectionInput.parse(body)

const stored = computeValuation({
  type: 'loan',
  ornaments: parse({ ornaments: [chain], reason: 'x'.repeat(3) }).ornaments,
  rate22kPaise: 600000,
})
const old: CorrectedValuation = {
  type: 'loan',
  goldRatePaise: 600000,
  valuationFeePaise: 5000,
  ltvPercentage: 75,
  interestRate: 12,
  totalValuePaise: stored.totalValuePaise,
  estimatedLoanPaise: stored.estimatedLoanPaise,
  appraiserNote: 'Hallmarked',
  ornaments: stored.ornaments,
  superseded: false,
}
const loan = { status: 'Active', outstandingTotal: 4_000_000, exposure: 4_000_000, ceilings: REGULATOR_LTV_CEILINGS }

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    if (isDomainError(e)) return [e.status, e.message]
    throw e
  }
  return null
}

describe('valuationCorrectionInput', () => {
  it.each([
    [{ reason: 'Wrong weight' }, [400, 'Missing required fields or valid ornaments']],
    [{ ornaments: [], reason: 'Wrong weight' }, [400, 'Missing required fields or valid ornaments']],
    [{ ornaments: [{ ...chain, purity: '9K' }], reason: 'Wrong weight' }, [400, expect.stringContaining('9K')]],
    [{ ornaments: [chain] }, [400, 'Give a reason for the correction (3 to 500 characters).']],
    [{ ornaments: [chain], reason: '  ab ' }, [400, 'Give a reason for the correction (3 to 500 characters).']],
  ])('refuses %j', (body, expected) => {
    expect(refusal(() => parse(body))).toEqual(expected)
  })

  it('keeps the note when it is not sent and clears it when sent blank', () => {
    expect(parse({ ornaments: [chain], reason: 'Wrong weight' })).not.toHaveProperty('appraiserNote')
    expect(parse({ ornaments: [chain], appraiserNote: ' ', reason: 'Wrong weight' }).appraiserNote).toBeNull()
  })
})

describe('planValuationCorrection', () => {
  const lighter = parse({ ornaments: [{ ...chain, grossWeight: 8 }], reason: 'Scale was off' })

  it('prices the corrected ornaments at the valuation’s own rate, keeping fee, LTV% and interest', () => {
    const plan = planValuationCorrection(old, lighter, null)
    const expected = computeValuation({ type: 'loan', ornaments: lighter.ornaments, rate22kPaise: 600000 })
    expect(plan.valuation).toMatchObject({
      totalValuePaise: expected.totalValuePaise,
      estimatedLoanPaise: expected.estimatedLoanPaise,
      valuationFeePaise: 5000,
      ltvPercentage: 75,
      interestRate: 12,
      emiInstallments: null,
    })
    expect(plan.appraiserNote).toBe('Hallmarked')
    expect(plan.loanToValue).toBeNull()
  })

  it('keeps a requested loan amount: a heavier chain does not raise the proposal', () => {
    const requested = { ...old, estimatedLoanPaise: 3_000_000 }
    const heavier = parse({ ornaments: [{ ...chain, grossWeight: 12 }], reason: 'Scale was off' })
    expect(planValuationCorrection(requested, heavier, null).valuation.estimatedLoanPaise).toBe(3_000_000)
    expect(planValuationCorrection(requested, lighter, null).valuation.estimatedLoanPaise).toBe(3_000_000)
  })

  it.each([
    ['a valuation corrected before', { ...old, superseded: true }, null, [409, expect.stringContaining('already')]],
    ['a loan no longer Active', old, { ...loan, status: 'Closed' }, [400, expect.stringContaining('no longer active')]],
    ['a released loan', old, { ...loan, status: 'Released' }, [400, expect.stringContaining('no longer active')]],
  ])('refuses %s', (_, valuation, onLoan, expected) => {
    expect(refusal(() => planValuationCorrection(valuation, lighter, onLoan))).toEqual(expected)
  })

  it('refuses a correction that changes nothing, and accepts a note alone', () => {
    const same = parse({ ornaments: [chain], reason: 'No change' })
    expect(refusal(() => planValuationCorrection(old, same, null))).toEqual([400, expect.stringContaining('nothing')])
    const noted = parse({ ornaments: [chain], appraiserNote: 'Stone removed', reason: 'Note' })
    expect(planValuationCorrection(old, noted, null).appraiserNote).toBe('Stone removed')
  })

  it('answers the loan’s loan-to-value at the corrected value, flagging a shortfall instead of refusing it', () => {
    const within = planValuationCorrection(old, lighter, loan).loanToValue!
    const value = planValuationCorrection(old, lighter, null).valuation.totalValuePaise
    expect(within).toMatchObject({ inShortfall: false, ratioBp: 8500, permitted: Math.floor(value * 0.85) })
    const tiny = parse({ ornaments: [{ ...chain, grossWeight: 5 }], reason: 'Hollow' })
    const short = planValuationCorrection(old, tiny, loan).loanToValue!
    const tinyValue = planValuationCorrection(old, tiny, null).valuation.totalValuePaise
    expect(short).toMatchObject({ inShortfall: true, excess: 4_000_000 - Math.floor(tinyValue * 0.85) })
  })
})
