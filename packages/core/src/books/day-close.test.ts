import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { assertDayClosable, assertDayOpenForPosting, assertDayReopenable } from './day-close.ts'

const closed = new Set(['2026-01-30'])

describe('day close', () => {
  it.each<[string, Parameters<typeof assertDayClosable>[0], { status: number; message: string } | null]>([
    [
      'every counter closed',
      { date: '2026-01-31', closedDays: closed, counters: [{ name: 'Counter 1', open: false }] },
      null,
    ],
    ['a shop without counters', { date: '2026-01-31', closedDays: closed, counters: [] }, null],
    [
      'one counter open',
      {
        date: '2026-01-31',
        closedDays: closed,
        counters: [
          { name: 'Counter 1', open: false },
          { name: 'Counter 2', open: true },
        ],
      },
      { status: 400, message: 'Close every counter before closing the day: Counter 2 is still open.' },
    ],
    [
      'two counters open',
      {
        date: '2026-01-31',
        closedDays: closed,
        counters: [
          { name: 'Counter 1', open: true },
          { name: 'Counter 2', open: true },
        ],
      },
      { status: 400, message: 'Close every counter before closing the day: Counter 1, Counter 2 are still open.' },
    ],
    [
      'a day already closed',
      { date: '2026-01-30', closedDays: closed, counters: [] },
      { status: 409, message: 'The books for 30 Jan 2026 are already closed.' },
    ],
  ])('%s', (_, input, failure) => {
    expect(domainFailure(() => assertDayClosable(input))).toEqual(failure)
  })

  it('refuses a posting dated in a closed day', () => {
    expect(domainFailure(() => assertDayOpenForPosting('2026-01-30', closed))).toEqual({
      status: 400,
      message: 'The books for 30 Jan 2026 are closed. Ask the owner to reopen the day to post into it.',
    })
    expect(domainFailure(() => assertDayOpenForPosting('2026-01-31', closed))).toBeNull()
  })

  it.each<[string, Parameters<typeof assertDayReopenable>[0], { status: number; message: string } | null]>([
    [
      'the owner with a reason',
      { date: '2026-01-30', closedDays: closed, isOwner: true, reason: 'Late UPI receipt' },
      null,
    ],
    [
      'an employee',
      { date: '2026-01-30', closedDays: closed, isOwner: false, reason: 'Late UPI receipt' },
      { status: 403, message: 'Only the owner can reopen a closed day.' },
    ],
    [
      'a day not closed',
      { date: '2026-01-31', closedDays: closed, isOwner: true, reason: 'x y' },
      { status: 400, message: 'The books for 31 Jan 2026 are not closed.' },
    ],
    [
      'no reason',
      { date: '2026-01-30', closedDays: closed, isOwner: true },
      { status: 400, message: 'Give a reason (2 to 200 characters) for reopening the day.' },
    ],
  ])('reopening: %s', (_, input, failure) => {
    expect(domainFailure(() => assertDayReopenable(input))).toEqual(failure)
  })
})
