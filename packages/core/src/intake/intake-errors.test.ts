import { describe, expect, it } from 'vitest'
import { intakeErrors } from './intake-errors.ts'

describe('intakeErrors (spec 7, intake rows)', () => {
  it.each([
    ['tenantRequired', 400, 'Tenant is required.'],
    ['invalidLink', 403, 'Invalid customer form link.'],
    ['emailRequired', 400, 'Email address is required.'],
    ['tenantNotFound', 404, 'Tenant not found.'],
    ['emailNotVerified', 403, 'Please verify your email address before submitting.'],
    [
      'saveConflict',
      400,
      "We couldn't save this submission. Please check your details, or contact the branch if you've already registered.",
    ],
  ] as const)('%s', (key, status, message) => expect(intakeErrors.table[key]).toEqual({ status, message }))
})
