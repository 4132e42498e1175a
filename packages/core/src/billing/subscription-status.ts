import { billingLimits } from './billing-limits.ts'

/** Derived at read time, never stored (platform-spec 2.2). */
export type SubscriptionStatus = 'Suspended' | 'No Subscription' | 'Expired' | 'Expiring Soon' | 'Active'

export type SubscriptionState = { status: SubscriptionStatus; daysLeft: number | null }

const DAY_MS = 86_400_000

/**
 * Whole days from `now` to `expiry`, as a pure duration (no calendar or timezone involved):
 * - expiry now or later: ceil((expiry - now) / 1 day), so any part of a day left counts as a
 *   day (1 ms left is 1, exactly now is 0, exactly 7 days is 7, 7 days + 1 ms is 8);
 * - expiry in the past: floor of the same quotient, so it is negative from the first
 *   millisecond after expiry (1 ms past is -1, 1 day + 1 ms past is -2).
 */
export function daysUntil(expiry: Date, now: Date): number {
  const diff = expiry.getTime() - now.getTime()
  if (Number.isNaN(diff)) throw new Error('daysUntil needs valid dates')
  const days = diff >= 0 ? Math.ceil(diff / DAY_MS) : Math.floor(diff / DAY_MS)
  return days === 0 ? 0 : days // normalise -0
}

/**
 * Status in the spec's order: Suspended (deactivated tenant) first, then No Subscription, Expired
 * (expiry strictly before now), Expiring Soon (expiry at most 7 days ahead, i.e. daysLeft 0-7 by
 * the rounding above), Active. daysLeft is still reported for a suspended tenant with an expiry;
 * it is null only when no expiry is set.
 */
export function deriveSubscriptionStatus(input: {
  isActive: boolean
  expiry: Date | null
  now: Date
}): SubscriptionState {
  const { isActive, expiry, now } = input
  const daysLeft = expiry === null ? null : daysUntil(expiry, now)
  if (!isActive) return { status: 'Suspended', daysLeft }
  if (expiry === null || daysLeft === null) return { status: 'No Subscription', daysLeft: null }
  if (expiry.getTime() < now.getTime()) return { status: 'Expired', daysLeft }
  if (daysLeft <= billingLimits.expiringSoonDays) return { status: 'Expiring Soon', daysLeft }
  return { status: 'Active', daysLeft }
}
