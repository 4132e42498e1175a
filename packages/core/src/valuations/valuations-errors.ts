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
  borrowerPhoneExists: [
    409,
    'A borrower with phone <phone> already exists (<name>). Please select them from the borrower list instead of adding a new one.',
  ],
  borrowerPhoneConflict: [
    409,
    'A borrower with this phone number already exists. Please select them from the borrower list instead of adding a new one.',
  ],
  missingBankName: [400, 'Missing name for new bank'],
  invalidBankTemplate: [400, 'Invalid bank template'],
  noGoldRate: [400, 'No gold rate available. Please try again shortly.'],
  bankRateMissing: [
    400,
    'The selected bank has no gold rate configured. Set a rate for this bank, or value at the live rate.',
  ],
  /** Dynamic: see `unsupportedPurityError`. */
  unsupportedPurity: [400, 'Unsupported purity "<value>". Supported values are 24K, 22K, 18K.'],
  grossWeightNotPositive: [400, 'Gross weight must be greater than zero.'],
  grossWeightOverCap: [400, 'Gross weight cannot exceed 1,000 g per ornament.'],
  netWeightExceedsGross: [400, 'Net weight cannot exceed gross weight.'],
  invalidQuantity: [400, 'Quantity must be a whole number of at least 1.'],
  // Not in section 7 (issue 13): domain ranges and length caps on create and patch input.
  deductionOverCap: [400, 'Deduction cannot exceed 10,000 g per ornament.'],
  /** Issue 24: weights are stored as integer milligrams, so a finer one is refused, never rounded. */
  weightFinerThanMilligram: [400, 'Weights can have at most three decimals (the milligram).'],
  quantityOverCap: [400, 'Quantity cannot exceed 1,000 per ornament line.'],
  ornamentTypeTooLong: [400, 'Ornament description must be 200 characters or fewer.'],
  purityMethodTooLong: [400, 'Purity method must be 50 characters or fewer.'],
  urlTooLong: [400, 'Image and document links must be 2048 characters or fewer.'],
  invalidInterestRate: [400, 'Interest rate must be between 0 and 100%.'],
  interestRateDecimals: [400, 'Interest rate can have at most two decimals.'],
  valuationFeeOverCap: [400, 'Valuation fee cannot exceed ₹10,00,00,000.'],
  totalValueOverCap: [400, 'Total value cannot exceed ₹1,00,00,00,00,000.'],
  appraiserNameTooLong: [400, 'Appraiser name must be 100 characters or fewer.'],
  appraiserNoteTooLong: [400, 'Appraiser note must be 2000 characters or fewer.'],
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
  /** Not in section 7 (issue 13): a present receivedAmount that is not 0.01..domainRanges.rupees.max. */
  invalidReceivedAmount: [400, 'Received amount must be a positive number.'],
  /** Not in section 7: idempotencyKey is an optional string of 1..EMI_IDEMPOTENCY_KEY_MAX characters. */
  invalidIdempotencyKey: [400, 'Idempotency key must be a string of at most 100 characters.'],
  /** Not in section 7: the target became Paid before this payment could be applied; nothing was recorded. */
  emiPaidConcurrently: [409, 'This installment was paid by another request.'],
  /** Not in section 7: an idempotencyKey replayed with a different installment or amount. */
  idempotencyKeyReused: [409, 'This idempotency key was already used for a different payment.'],
  reportUnavailable: [400, 'Valuation not found or customer has no email'],
  sendValuationNotFound: [404, 'Valuation not found.'],
  /** Issue 17: the public verification page's lookup (an unknown or malformed code alike). */
  certificateNotFound: [404, 'Certificate not found.'],
  /** Issue 17: the borrower's gold receipt before the shop issued it. */
  goldReceiptNotIssued: [404, 'The gold receipt has not been issued for this valuation.'],
  packetNoTooLong: [400, 'Packet number must be 40 characters or fewer.'],
  sealNoTooLong: [400, 'Seal number must be 40 characters or fewer.'],
  /** Issue 28 (RBI's 2025 directions): a line may be a gold coin, of 22 carat or more. */
  invalidOrnamentKind: [400, 'Kind must be ornament or coin.'],
  coinPurity: [400, 'A gold coin must be 22K or 24K.'],
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
