import { fieldErrorEntries } from '../customers/customers-errors.ts'
import { defineErrors } from '../shared/domain-error.ts'

/** Spec section 7, Customers, the POST /api/customer-intake rows; field messages as on the staff form. */
export const intakeErrors = defineErrors({
  ...fieldErrorEntries(),
  tenantRequired: [400, 'Tenant is required.'],
  invalidLink: [403, 'Invalid customer form link.'],
  tenantNotFound: [404, 'Tenant not found.'],
  emailNotVerified: [403, 'Please verify your email address before submitting.'],
  saveConflict: [
    400,
    "We couldn't save this submission. Please check your details, or contact the branch if you've already registered.",
  ],
  internal: [500, 'Internal Server Error'],
})

export type IntakeErrorKey = keyof typeof intakeErrors.table
