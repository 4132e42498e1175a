import { describe, expect, it } from 'vitest'
import { customerErrors } from './customers-errors.ts'
import { CUSTOMER_STATUSES } from './customer-status.ts'

describe('customerErrors (spec 7, Customers)', () => {
  it.each([
    ['unauthorized', 401, 'Unauthorized'],
    ['internal', 500, 'Internal Server Error'],
    ['duplicatePhone', 400, 'Customer with this phone number already exists'],
    ['duplicateEmail', 400, 'A customer with this email already exists.'],
    ['notFound', 404, 'Customer not found'],
    ['timelineNotFound', 404, 'Customer not found.'],
    ['idRequired', 404, 'Customer ID is required.'],
    ['nomineeRelRequired', 400, 'Please specify the relationship with the nominee.'],
  ] as const)('%s', (key, status, message) => expect(customerErrors.table[key]).toEqual({ status, message }))
})

it('the invalid-status message lists every status in order', () => {
  expect(customerErrors.table.invalidStatus).toEqual({
    status: 400,
    message: `Status must be one of: ${CUSTOMER_STATUSES.join(', ')}.`,
  })
})
