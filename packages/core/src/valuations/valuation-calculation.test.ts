import { describe, expect, it } from 'vitest'
import { parseOrnament } from './ornament-calculation.ts'
import { checkValuationTotals, computeValuation, validateValuationRequest } from './valuation-calculation.ts'

const chain = parseOrnament({ type: 'Chain', purity: '22K', grossWeight: 10 }) // 9.16 g fine, ₹59,940.02
const loan = { type: 'loan', ornaments: [chain], rate22kPaise: 600000 } // 24K rate ₹6,543.67

describe('computeValuation: totals', () => {
  it('sums gross x quantity, line net weights and line values', () => {
    const ornaments = [
      chain,
      parseOrnament({ type: 'Coin', purity: '24K', grossWeight: 5, quantity: 3 }), // 3 x 5.00 g
      parseOrnament({ type: 'Bangle', purity: '22K', grossWeight: 2, deduction: 5 }), // deduction > gross: 0 g
    ]
    const result = computeValuation({ ...loan, ornaments })
    expect(result).toMatchObject({
      rate24kPaise: 654367,
      totalGrossWeightMg: 27000,
      totalNetWeightMg: 24160,
      totalValuePaise: 15809507,
    })
    expect(result.ornaments.map((o) => o.estimatedValuePaise)).toEqual([5994002, 9815505, 0])
  })

  it.each([
    [undefined, 0],
    [-100, 0],
    ['250.5', 25050],
    ['abc', 0],
    [99.999, 10000],
  ])('valuationFee %j is stored as %s and never changes totals', (valuationFee, expected) => {
    const result = computeValuation({ ...loan, valuationFee })
    expect(result).toMatchObject({
      valuationFeePaise: expected,
      totalValuePaise: 5994002,
      estimatedLoanPaise: 4495502,
    })
  })
})

describe('computeValuation: type and loan fields', () => {
  it.each([
    ['loan', 'loan', true],
    ['sell', 'sell', false],
    ['certificate', 'certificate', false],
    ['weird', 'loan', false],
    [undefined, 'loan', false],
    ['Loan', 'loan', false],
  ])('type %j stores %s, loan behaviour %s', (type, storedType, isLoan) => {
    const result = computeValuation({ ...loan, type, ltvPercentage: 80, interestRate: 12, emiInstallments: 6 })
    expect(result).toMatchObject({ storedType, isLoan })
    if (!isLoan) {
      expect(result).toMatchObject({
        ltvPercentage: null,
        interestRate: null,
        estimatedLoanPaise: 0,
        emiInstallments: null,
      })
    }
  })

  it.each([
    ['LTV omitted defaults to 75', {}, 75, 4495502], // 44955.015
    ['LTV "" defaults to 75', { ltvPercentage: '' }, 75, 4495502],
    ['LTV "abc" defaults to 75', { ltvPercentage: 'abc' }, 75, 4495502],
    ['explicit LTV 0 honoured', { ltvPercentage: 0 }, 0, 0],
    ['LTV "0" honoured', { ltvPercentage: '0' }, 0, 0],
    ['LTV 150 clamped to 100', { ltvPercentage: 150 }, 100, 5994002],
    ['LTV -5 clamped to 0', { ltvPercentage: -5 }, 0, 0],
    ['LTV "80"', { ltvPercentage: '80' }, 80, 4795202], // 47952.016
    ['requested below the cap wins', { requestedLoanAmount: 30000 }, 75, 3000000],
    ['requested above the cap is lowered', { requestedLoanAmount: 50000 }, 75, 4495502],
    ['requested 0 ignored', { requestedLoanAmount: 0 }, 75, 4495502],
    ['requested unparseable ignored', { requestedLoanAmount: 'lots' }, 75, 4495502],
    ['requested as a string', { requestedLoanAmount: '12345.678' }, 75, 1234568],
  ])('%s', (_case, fields, ltvPercentage, estimatedLoanPaise) => {
    expect(computeValuation({ ...loan, ...fields })).toMatchObject({ ltvPercentage, estimatedLoanPaise })
  })

  it.each([
    [12, 12],
    ['10.5', 10.5],
    ['abc', null],
    ['', null],
    [undefined, null],
    [0, 0],
  ])('interestRate %j -> %s', (interestRate, expected) => {
    expect(computeValuation({ ...loan, interestRate }).interestRate).toBe(expected)
  })

  it.each([
    [undefined, 1],
    ['', 1],
    [0, 1],
    [12, 12],
    ['24', 24],
    [60, 60],
    [100, 60],
  ])('emiInstallments %j -> %s', (emiInstallments, expected) => {
    expect(computeValuation({ ...loan, emiInstallments }).emiInstallments).toBe(expected)
  })

  it('has no schedule when the estimated loan is zero', () => {
    expect(computeValuation({ ...loan, ltvPercentage: 0, emiInstallments: 12 }).emiInstallments).toBeNull()
  })
})

describe('validateValuationRequest', () => {
  const ornament = { type: 'Ring', purity: '22K', grossWeight: 4 }
  it.each([
    ['no body', null, 'Missing required fields or valid ornaments'],
    ['customerId absent', { ornaments: [ornament] }, 'Missing required fields or valid ornaments'],
    ['customerId blank', { customerId: ' ', ornaments: [ornament] }, 'Missing required fields or valid ornaments'],
    ['ornaments absent', { customerId: 'c1' }, 'Missing required fields or valid ornaments'],
    ['ornaments not an array', { customerId: 'c1', ornaments: ornament }, 'Missing required fields or valid ornaments'],
    ['ornaments empty', { customerId: 'c1', ornaments: [] }, 'Missing required fields or valid ornaments'],
    [
      'missing fields before ornament checks',
      { ornaments: [{ purity: 'x' }] },
      'Missing required fields or valid ornaments',
    ],
    [
      'first bad ornament wins',
      { customerId: 'c1', ornaments: [ornament, { ...ornament, quantity: 0 }, { purity: '9K' }] },
      'Quantity must be a whole number of at least 1.',
    ],
    // Issue 13: domain ranges and caps on the valuation's own fields, after the ornaments.
    [
      'ornaments before fields',
      { customerId: 'c1', ornaments: [{ purity: '9K' }], valuationFee: 1e308 },
      'Unsupported purity "9K". Supported values are 24K, 22K, 18K.',
    ],
    [
      'fee 1e308',
      { customerId: 'c1', ornaments: [ornament], valuationFee: 1e308 },
      'Valuation fee cannot exceed ₹10,00,00,000.',
    ],
    [
      'fee "1e308"',
      { customerId: 'c1', ornaments: [ornament], valuationFee: '1e308' },
      'Valuation fee cannot exceed ₹10,00,00,000.',
    ],
    [
      'loan interest 1e308',
      { customerId: 'c1', ornaments: [ornament], type: 'loan', interestRate: 1e308 },
      'Interest rate must be between 0 and 100%.',
    ],
    [
      'loan interest "1e308"',
      { customerId: 'c1', ornaments: [ornament], type: 'loan', interestRate: '1e308' },
      'Interest rate must be between 0 and 100%.',
    ],
    [
      'loan interest -1e308',
      { customerId: 'c1', ornaments: [ornament], type: 'loan', interestRate: -1e308 },
      'Interest rate must be between 0 and 100%.',
    ],
    [
      'loan interest 100.01',
      { customerId: 'c1', ornaments: [ornament], type: 'loan', interestRate: 100.01 },
      'Interest rate must be between 0 and 100%.',
    ],
    [
      'loan interest -0.5',
      { customerId: 'c1', ornaments: [ornament], type: 'loan', interestRate: -0.5 },
      'Interest rate must be between 0 and 100%.',
    ],
    [
      'appraiser name over 100',
      { customerId: 'c1', ornaments: [ornament], appraiserName: 'x'.repeat(101) },
      'Appraiser name must be 100 characters or fewer.',
    ],
    [
      'appraiser note over 2000',
      { customerId: 'c1', ornaments: [ornament], appraiserNote: 'x'.repeat(2001) },
      'Appraiser note must be 2000 characters or fewer.',
    ],
    [
      'receipt URL over 2048',
      { customerId: 'c1', ornaments: [ornament], ornamentReceiptUrl: 'x'.repeat(2049) },
      'Image and document links must be 2048 characters or fewer.',
    ],
  ])('%s', (_case, body, message) => {
    expect(() => validateValuationRequest(body)).toThrow(expect.objectContaining({ status: 400, message }))
  })

  it.each([
    ['fee -1e308 (clamped to 0 by the spec)', { valuationFee: -1e308 }],
    ['fee "NaN" and "Infinity" (unparseable: 0)', { valuationFee: 'NaN', interestRate: 'Infinity', type: 'loan' }],
    ['interest ignored off a loan', { type: 'sell', interestRate: 1e308 }],
    ['interest at the ends of the range', { type: 'loan', interestRate: 100 }],
    ['interest 0 and -0', { type: 'loan', interestRate: -0 }],
    ['LTV and installments are clamped', { type: 'loan', ltvPercentage: 1e308, emiInstallments: 1e308 }],
  ])('accepts %s', (_case, fields) => {
    expect(() => validateValuationRequest({ customerId: 'c1', ornaments: [ornament], ...fields })).not.toThrow()
  })

  it('keeps totals inside valuationTotalRupees', () => {
    expect(() => checkValuationTotals({ totalValuePaise: 1e14 })).not.toThrow()
    for (const totalValuePaise of [1e14 + 1, Infinity, NaN]) {
      expect(() => checkValuationTotals({ totalValuePaise })).toThrow(
        expect.objectContaining({ status: 400, message: 'Total value cannot exceed ₹1,00,00,00,00,000.' }),
      )
    }
  })

  it('returns the customer and validated ornaments', () => {
    expect(validateValuationRequest({ customerId: 'Other', ornaments: [ornament] })).toEqual({
      customerId: 'Other',
      ornaments: [parseOrnament(ornament)],
    })
  })
})
