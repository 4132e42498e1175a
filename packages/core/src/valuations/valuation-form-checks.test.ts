import { describe, expect, it } from 'vitest'
import {
  checkDeductionInput,
  checkEmiInstallmentsInput,
  checkGrossWeightInput,
  checkLtvInput,
  requestedLoanNotice,
} from './valuation-form-checks.ts'

const messageOf = (check: { ok: true } | { ok: false; message: string }) => (check.ok ? null : check.message)

describe('checkLtvInput: what would not be saved as typed', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', null],
    ['75', null],
    ['82.5', null],
    ['100', null],
    ['150', 'Loan to value must be from 0 to 100%: 150 would be saved as 100%.'],
    ['100.01', 'Loan to value must be from 0 to 100%: 100.01 would be saved as 100%.'],
    ['-5', 'Loan to value must be from 0 to 100%: -5 would be saved as 0%.'],
    ['abc', 'Enter the loan to value as a number from 0 to 100.'],
    ['75%', 'Enter the loan to value as a number from 0 to 100.'],
  ])('%j → %j', (raw, message) => {
    expect(messageOf(checkLtvInput(raw))).toBe(message)
  })
})

describe('checkEmiInstallmentsInput', () => {
  it.each([
    ['', null],
    ['0', null],
    ['1', null],
    ['12', null],
    ['60', null],
    ['72', 'At most 60 installments: 72 would be cut to 60.'],
    ['61', 'At most 60 installments: 61 would be cut to 60.'],
    ['6.7', 'Enter whole months: 6.7 would be saved as 6.'],
    ['0.5', 'Enter whole months: 0.5 would be saved as 1.'],
    ['-3', 'The number of months cannot be negative. Blank or 0 means one bullet payment.'],
    ['twelve', 'Enter the number of months in digits, like 12.'],
  ])('%j → %j', (raw, message) => {
    expect(messageOf(checkEmiInstallmentsInput(raw))).toBe(message)
  })
})

describe('checkDeductionInput', () => {
  it.each([
    ['', 10, null],
    ['0.5', 10, null],
    ['10', 10, null],
    ['12', 10, 'More than the gross weight (10 g): the fine gold would be 0 g.'],
    ['5.5', 5.25, 'More than the gross weight (5.25 g): the fine gold would be 0 g.'],
    ['12', null, null],
    ['half', 10, 'Enter the deduction in grams, like 0.5.'],
    ['-1', 10, 'The deduction cannot be negative: enter the grams of stones and wax, or 0.'],
    ['-0.01', null, 'The deduction cannot be negative: enter the grams of stones and wax, or 0.'],
    ['0,5', 10, 'Use a point for decimals: 0.5, not 0,5.'],
    ['-0', 10, null],
  ] as const)('%j of %j g → %j', (raw, gross, message) => {
    expect(messageOf(checkDeductionInput(raw, gross))).toBe(message)
  })
})

describe('checkGrossWeightInput: a comma the API would read as no number', () => {
  it.each([
    ['10.5', null],
    ['', null],
    ['abc', null],
    ['10,5', 'Use a point for decimals: 10.5, not 10,5.'],
    [' 10,25 ', 'Use a point for decimals: 10.25, not 10,25.'],
    [',5', 'Use a point for decimals: .5, not ,5.'],
    ['1,000', 'Write grams without commas, like 1000 or 10.5.'],
    ['1,0,5', 'Write grams without commas, like 1000 or 10.5.'],
  ] as const)('%j → %j', (raw, message) => {
    expect(messageOf(checkGrossWeightInput(raw))).toBe(message)
  })
})

describe('requestedLoanNotice', () => {
  it('says what the loan will be when the request is above the LTV limit, else nothing', () => {
    expect(requestedLoanNotice(20_000_000, 11_250_000)).toBe(
      'More than the LTV limit allows: the loan will be ₹1,12,500.00, not ₹2,00,000.00.',
    )
    expect(requestedLoanNotice(2_000_000, 2_000_000)).toBeNull()
    expect(requestedLoanNotice(null, 11_250_000)).toBeNull()
    expect(requestedLoanNotice(20_000_000, null)).toBeNull()
  })
})
