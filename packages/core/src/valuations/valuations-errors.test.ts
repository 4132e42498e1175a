import { describe, expect, it } from 'vitest'
import { borrowerPhoneExistsMessage, unsupportedPurityError, valuationErrors } from './valuations-errors.ts'

describe('valuationErrors', () => {
  it.each([
    ['unauthorized', 401, 'Unauthorized'],
    ['missingRequiredFields', 400, 'Missing required fields or valid ornaments'],
    ['invalidCustomer', 400, 'Invalid customer'],
    [
      'borrowerPhoneConflict',
      409,
      'A borrower with this phone number already exists. Please select them from the borrower list instead of adding a new one.',
    ],
    ['missingBankName', 400, 'Missing name for new bank'],
    ['invalidBankTemplate', 400, 'Invalid bank template'],
    ['noGoldRate', 400, 'No gold rate available. Please try again shortly.'],
    [
      'bankRateMissing',
      400,
      'The selected bank has no gold rate configured. Set a rate for this bank, or value at the live rate.',
    ],
    ['grossWeightNotPositive', 400, 'Gross weight must be greater than zero.'],
    ['grossWeightOverCap', 400, 'Gross weight cannot exceed 1,000 g per ornament.'],
    ['netWeightExceedsGross', 400, 'Net weight cannot exceed gross weight.'],
    ['invalidQuantity', 400, 'Quantity must be a whole number of at least 1.'],
    ['invalidInterestRate', 400, 'Interest rate must be between 0 and 100%.'],
    ['interestRateDecimals', 400, 'Interest rate can have at most two decimals.'],
    ['totalValueOverCap', 400, 'Total value cannot exceed ₹1,00,00,00,00,000.'],
    ['internal', 500, 'Internal Server Error'],
    ['valuationNotFound', 404, 'Valuation not found'],
    ['noSupportedFields', 400, 'No supported fields to update'],
    ['invalidEmiInput', 400, 'Invalid amount or due date'],
    ['missingEmiIdOrStatus', 400, 'Missing EMI ID or status'],
    ['invalidEmiStatus', 400, 'Invalid EMI status'],
    ['emiNotFound', 404, 'EMI record not found'],
    ['reportUnavailable', 400, 'Valuation not found or customer has no email'],
    ['sendValuationNotFound', 404, 'Valuation not found.'],
  ] as const)('%s is %s %s', (code, status, message) => {
    expect(valuationErrors.error(code)).toMatchObject({ code, status, message })
  })

  it('builds the dynamic messages', () => {
    expect(unsupportedPurityError('14K')).toMatchObject({
      status: 400,
      code: 'unsupportedPurity',
      message: 'Unsupported purity "14K". Supported values are 24K, 22K, 18K.',
    })
    expect(borrowerPhoneExistsMessage('9876543210', 'Ravi')).toBe(
      'A borrower with phone 9876543210 already exists (Ravi). Please select them from the borrower list instead of adding a new one.',
    )
  })
})
