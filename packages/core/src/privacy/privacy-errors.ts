import { defineErrors } from '../shared/domain-error.ts'

/** Ours (issue 28): the reveal, the export and the erasure of a borrower's personal data. */
export const privacyErrors = defineErrors({
  customerNotFound: [404, 'Customer not found'],
  revealReasonRequired: [400, 'Say why the full Aadhaar number is needed (at least 5 characters).'],
  openLoan: [409, 'This borrower still has an open loan or gold to release: their data cannot be erased.'],
  retention: [409, 'The law requires this borrower’s records to be kept until the retention period has passed.'],
  alreadyErased: [409, 'This borrower’s identity data has already been erased.'],
  retentionYearsInvalid: [400, 'Retention must be a whole number of years from 5 to 20.'],
})
