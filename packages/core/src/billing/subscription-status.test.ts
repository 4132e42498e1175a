import { describe, expect, it } from 'vitest'
import { daysUntil, deriveSubscriptionStatus, type SubscriptionStatus } from './subscription-status.ts'

const DAY = 86_400_000
const now = new Date('2025-06-15T10:00:00.000Z')
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs)

describe('deriveSubscriptionStatus', () => {
  it.each<[string, boolean, Date | null, SubscriptionStatus, number | null]>([
    ['no expiry', true, null, 'No Subscription', null],
    ['suspended, no expiry', false, null, 'Suspended', null],
    ['suspended beats expired', false, at(-3 * DAY), 'Suspended', -3],
    ['suspended beats active', false, at(30 * DAY), 'Suspended', 30],
    ['expiry exactly now', true, at(0), 'Expiring Soon', 0],
    ['1 ms left', true, at(1), 'Expiring Soon', 1],
    ['1 day left', true, at(DAY), 'Expiring Soon', 1],
    ['1 day + 1 ms left', true, at(DAY + 1), 'Expiring Soon', 2],
    ['exactly 7 days left', true, at(7 * DAY), 'Expiring Soon', 7],
    ['7 days + 1 ms left', true, at(7 * DAY + 1), 'Active', 8],
    ['30 days left', true, at(30 * DAY), 'Active', 30],
    ['1 ms past', true, at(-1), 'Expired', -1],
    ['exactly 1 day past', true, at(-DAY), 'Expired', -1],
    ['1 day + 1 ms past', true, at(-DAY - 1), 'Expired', -2],
    ['a year past', true, at(-365 * DAY), 'Expired', -365],
  ])('%s', (_label, isActive, expiry, status, daysLeft) => {
    expect(deriveSubscriptionStatus({ isActive, expiry, now })).toEqual({ status, daysLeft })
  })
})

describe('daysUntil', () => {
  it('never returns negative zero', () => {
    expect(Object.is(daysUntil(now, now), 0)).toBe(true)
  })

  it('rejects invalid dates', () => {
    expect(() => daysUntil(new Date('nope'), now)).toThrow()
  })
})
