import { describe, expect, it } from 'vitest'
import { ticketError, ticketErrors } from './tickets-errors.ts'

describe('ticketErrors (spec 7, Tickets)', () => {
  it.each([
    ['unauthorized', 401, 'Unauthorized'],
    ['cannotRaise', 400, 'You cannot raise a ticket of this type.'],
    ['unknownCategory', 400, 'Unknown ticket category.'],
    ['subjectRequired', 400, 'A subject is required.'],
    ['subjectTooLong', 400, 'Subject must be 150 characters or fewer.'],
    ['messageRequired', 400, 'A message is required.'],
    ['messageTooLong', 400, 'Message must be 5000 characters or fewer.'],
    ['unknownStatus', 400, 'Unknown ticket status.'],
    ['unknownPriority', 400, 'Unknown ticket priority.'],
    ['notFound', 404, 'Ticket not found'],
    ['closed', 400, 'This ticket is closed. Raise a new one to continue.'],
    ['internal', 500, 'Internal Server Error'],
  ] as const)('%s', (key, status, message) => {
    expect(ticketErrors.table[key]).toEqual({ status, message })
    const error = ticketError(key)
    expect([error.code, error.status, error.message, error.body]).toEqual([key, status, message, { success: false }])
    expect(ticketErrors.error(key).body).toBeUndefined()
  })
})
