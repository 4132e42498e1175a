import { defineErrors } from '../shared/domain-error.ts'

/**
 * Every Valuations error of spec section 7 with its exact status and message. Entries marked
 * dynamic carry the message shape; build them with the helpers below, which pass the real text.
 */
export const valuationErrors = defineErrors({
  unauthorized: [401, 'Unauthorized'],
  missingRequiredFields: [400, 'Missing required fields or valid ornaments'],
  invalidCustomer: [400, 'Invalid customer'],
  /** Dynamic: the customer validation message of the inline name or phone. */
  invalidInlineCustomer: [400, 'Phone number must be a valid 10-digit Indian mobile number.'],
  /** Dynamic: see `borrowerPhoneExistsMessage`. */
  borrowerPhoneExists: [409, 'A borrower with phone <phone> already exists (<name>). Please select them from the borrower list instead of adding a new one.'],
  borrowerPhoneConflict: [409, 'A borrower with this phone number already exists. Please select them from the borrower list instead of adding a new one.'],
  missingBankName: [400, 'Missing name for new bank'],
  invalidBankTemplate: [400, 'Invalid bank template'],
  noGoldRate: [400, 'No gold rate available. Please try again shortly.'],
  bankRateMissing: [400, 'The selected bank has no gold rate configured. Set a rate for this bank, or value at the live rate.'],
  /** Dynamic: see `unsupportedPurityError`. */
  unsupportedPurity: [400, 'Unsupported purity "<value>". Supported values are 24K, 22K, 18K.'],
  grossWeightNotPositive: [400, 'Gross weight must be greater than zero.'],
  grossWeightOverCap: [400, 'Gross weight cannot exceed 1,000 g per ornament.'],
  netWeightExceedsGross: [400, 'Net weight cannot exceed gross weight.'],
  invalidQuantity: [400, 'Quantity must be a whole number of at least 1.'],
  internal: [500, 'Internal Server Error'],
  valuationNotFound: [404, 'Valuation not found'],
  noSupportedFields: [400, 'No supported fields to update'],
  invalidEmiInput: [400, 'Invalid amount or due date'],
  missingEmiIdOrStatus: [400, 'Missing EMI ID or status'],
  invalidEmiStatus: [400, 'Invalid EMI status'],
  /**
   * Spec 3.5 rejects Paid -> unpaid but section 7 names no message; this is the wording of 3.5's
   * "Also" column. Not in the section 7 table: keep it if the contract later names one.
   */
  emiAlreadyPaid: [400, 'A paid installment cannot go back.'],
  emiNotFound: [404, 'EMI record not found'],
  reportUnavailable: [400, 'Valuation not found or customer has no email'],
  sendValuationNotFound: [404, 'Valuation not found.'],
  /** The 502 body is the {sent, skipped, failed} breakdown: pass it as `body`. */
  sendAllTargetsFailed: [502, 'Every attempted target failed'],
})

export type ValuationErrorCode = keyof typeof valuationErrors.table

export const unsupportedPurityMessage = (value: unknown) =>
  `Unsupported purity "${String(value)}". Supported values are 24K, 22K, 18K.`

export const unsupportedPurityError = (value: unknown) =>
  valuationErrors.error('unsupportedPurity', { message: unsupportedPurityMessage(value) })

export const borrowerPhoneExistsMessage = (phone: string, name: string) =>
  `A borrower with phone ${phone} already exists (${name}). Please select them from the borrower list instead of adding a new one.`
