import { defineErrors } from '../shared/domain-error.ts'

/**
 * Field messages in the order a user meets the form. Shared by the staff form, the intake form
 * and the valuations inline borrower, so the web apps show exactly what the API answers.
 * Messages quoted by the spec are verbatim; the others follow their style (see docs/decisions/customers-intake-uploads-portal.md).
 */
export const customerFieldMessages = {
  nameRequired: 'Name is required.',
  nameTooShort: 'Name must be at least 2 characters long.',
  nameTooLong: 'Name must be 50 characters or fewer.',
  nameCharset: 'Name can only contain letters, spaces, dots, hyphens and apostrophes.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Phone number must be a valid 10-digit Indian mobile number.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Please enter a valid email address.',
  addressTooLong: 'Address must be 500 characters or fewer.',
  aadhaarInvalid: 'Aadhaar number must be exactly 12 digits.',
  panInvalid: 'PAN must be 5 letters, 4 digits and 1 letter (e.g., ABCDE1234F).',
  nomineeNameRequired: 'Please specify the nominee name.',
  nomineeNameTooShort: 'Nominee name must be at least 2 characters long.',
  nomineeNameTooLong: 'Nominee name must be 50 characters or fewer.',
  nomineeNameCharset: 'Nominee name can only contain letters, spaces, dots, hyphens and apostrophes.',
  nomineeRelRequired: 'Please specify the relationship with the nominee.',
  nomineeRelTooShort: 'Nominee relationship must be at least 2 characters long.',
  nomineeRelTooLong: 'Nominee relationship must be 50 characters or fewer.',
  nomineeRelCharset: 'Nominee relationship can only contain letters, spaces, slashes, dots, hyphens and parentheses.',
  bankNameRequired: 'Bank name is required when bank details are provided.',
  bankNameTooLong: 'Bank name must be 120 characters or fewer.',
  accountNumberRequired: 'Account number is required when bank details are provided.',
  accountNumberInvalid: 'Account number must be 9-20 digits.',
  ifscRequired: 'IFSC code is required when bank details are provided.',
  ifscInvalid: 'IFSC code must be valid (format: 4 letters, 0, 6 alphanumeric characters, e.g., SBIN0001234).',
  kycDocRequired: 'Please upload an Aadhaar or PAN document.',
  kycUrlTooLong: 'KYC document URLs must be text of at most 2048 characters.',
} as const

export type CustomerFieldErrorKey = keyof typeof customerFieldMessages

/** Every field message as a 400 entry, ready to spread into a `defineErrors` table. */
export function fieldErrorEntries(): { [K in CustomerFieldErrorKey]: readonly [400, string] } {
  const entries = {} as { [K in CustomerFieldErrorKey]: readonly [400, string] }
  for (const key of Object.keys(customerFieldMessages) as CustomerFieldErrorKey[]) {
    entries[key] = [400, customerFieldMessages[key]]
  }
  return entries
}

/** Spec section 7, Customers (staff routes). */
export const customerErrors = defineErrors({
  ...fieldErrorEntries(),
  unauthorized: [401, 'Unauthorized'],
  internal: [500, 'Internal Server Error'],
  duplicatePhone: [400, 'Customer with this phone number already exists'],
  duplicateEmail: [400, 'A customer with this email already exists.'],
  notFound: [404, 'Customer not found'],
  timelineNotFound: [404, 'Customer not found.'],
  idRequired: [404, 'Customer ID is required.'],
  // Ours (status and KYC routes; the spec gives no wording).
  invalidStatus: [400, 'Status must be one of: New, KYC Pending, Active, Loan Active, Overdue, Closed, Inactive.'],
  noKycFields: [400, 'No supported fields to update'],
  invalidKycUrl: [400, 'KYC document URLs must be text of at most 2048 characters.'],
  // Ours (tRPC only: the borrower's message language is not part of the spec's REST customer).
  invalidLanguage: [400, 'Language must be English (en), Hindi (hi) or Tamil (ta).'],
})

export type CustomerErrorKey = keyof typeof customerErrors.table
