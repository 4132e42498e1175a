import { describe, expect, it } from 'vitest'
import {
  accountCodeOutOfRangeError,
  booksErrors,
  countersStillOpenError,
  dayClosedError,
  journalUnbalancedError,
} from './books-errors.ts'

describe('books errors', () => {
  it('have a code, a status and the message', () => {
    expect(booksErrors.error('futureDate')).toMatchObject({
      code: 'futureDate',
      status: 400,
      message: 'Dates may not be in the future.',
    })
    expect(booksErrors.error('systemAccount')).toMatchObject({ code: 'systemAccount', status: 400 })
  })

  it.each<[Error, string]>([
    [accountCodeOutOfRangeError('2000', '2999'), 'Account code must be four digits from 2000 to 2999 for this group.'],
    [journalUnbalancedError(100_000, 99_950), 'Debits (₹1,000) must equal credits (₹999.50).'],
    [countersStillOpenError(['Front desk']), 'Close every counter before closing the day: Front desk is still open.'],
    [
      dayClosedError('2026-03-15'),
      'The books for 15 Mar 2026 are closed. Ask the owner to reopen the day to post into it.',
    ],
  ])('fills in the dynamic message: %s', (error, message) => {
    expect(error.message).toBe(message)
  })
})
