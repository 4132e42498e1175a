import { describe, expect, it } from 'vitest'
import { billingLimits, couponHoldSince, documentCacheControl, reconcileWindows } from './billing-limits.ts'

const now = new Date('2025-06-15T10:00:00.000Z')

describe('billing limits', () => {
  it.each<[string, number, number]>([
    ['coupon attempts', billingLimits.couponAttempts.max, 20],
    ['coupon attempt window (min)', billingLimits.couponAttempts.windowMs / 60_000, 10],
    ['checkouts', billingLimits.checkouts.max, 10],
    ['checkout window (min)', billingLimits.checkouts.windowMs / 60_000, 10],
    ['purchase list', billingLimits.purchaseListMax, 50],
    ['reconcile batch', billingLimits.reconcileBatch, 50],
    ['failure text', billingLimits.failureTextMax, 500],
    ['expiring soon days', billingLimits.expiringSoonDays, 7],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('derives windows from now', () => {
    expect(couponHoldSince(now).toISOString()).toBe('2025-06-15T09:30:00.000Z')
    expect(reconcileWindows(now)).toEqual({
      settleCreatedAfter: new Date('2025-06-14T10:00:00.000Z'),
      settleCreatedBefore: new Date('2025-06-15T09:45:00.000Z'),
      abandonCreatedBefore: new Date('2025-06-14T10:00:00.000Z'),
    })
    expect(documentCacheControl).toBe('private, max-age=3600')
  })
})
