import { describe, expect, it } from 'vitest'
import { movableTo, ORDER_MOVES, LOAN_PAYMENT_ORDER_STATUSES } from './loan-payment-order-state.ts'

describe('online loan payment order moves', () => {
  it.each([
    ['posted', ['created', 'failed']],
    ['refunding', ['created', 'failed', 'held']],
    ['refunded', ['refunding']],
    ['held', ['refunding']],
    ['resolved', ['held']],
    ['failed', ['created']],
    ['created', []],
  ] as const)('moves to %s only from %j', (to, from) => expect(movableTo(to)).toEqual(from))

  it('ends in posted, refunded and resolved', () => {
    const ends = LOAN_PAYMENT_ORDER_STATUSES.filter((s) => ORDER_MOVES[s].length === 0)
    expect(ends).toEqual(['posted', 'refunded', 'resolved'])
  })
})
