/** Billing limits of platform-spec section 8, in one place. Durations in milliseconds. */
const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

export const billingLimits = {
  /** POST /quote with a non-blank couponCode: 20 per 10 minutes per tenant (429 + Retry-After). */
  couponAttempts: { max: 20, windowMs: 10 * MINUTE_MS },
  /** POST /checkout: 10 per 10 minutes per tenant (429). */
  checkouts: { max: 10, windowMs: 10 * MINUTE_MS },
  /** Coupon caps count settled redemptions plus orders opened within this window. */
  couponHoldMs: 30 * MINUTE_MS,
  /** GET /purchases: newest first, at most this many. */
  purchaseListMax: 50,
  /** PDF download: `Cache-Control: private, max-age=3600`. */
  documentCacheMaxAgeSeconds: 3600,
  /** Rows per reconciler pass. */
  reconcileBatch: 50,
  /** Settle pass: purchases created between 15 minutes and 24 hours ago. */
  settleMinAgeMs: 15 * MINUTE_MS,
  settleMaxAgeMs: 24 * HOUR_MS,
  /** Abandon pass: CREATED purchases older than 24 hours. */
  abandonAfterMs: 24 * HOUR_MS,
  /** payment.failed error description, in characters. */
  failureTextMax: 500,
  /** Subscription status: Expiring Soon window in days. */
  expiringSoonDays: 7,
} as const

export const documentCacheControl = `private, max-age=${billingLimits.documentCacheMaxAgeSeconds}`

/** Orders opened at or after this instant still hold a coupon redemption. */
export const couponHoldSince = (now: Date): Date => new Date(now.getTime() - billingLimits.couponHoldMs)

export type ReconcileWindows = {
  /** Settle pass selects createdAt in [settleCreatedAfter, settleCreatedBefore]. */
  settleCreatedAfter: Date
  settleCreatedBefore: Date
  /** Abandon pass selects CREATED purchases with createdAt strictly before this. */
  abandonCreatedBefore: Date
}

export function reconcileWindows(now: Date): ReconcileWindows {
  const t = now.getTime()
  return {
    settleCreatedAfter: new Date(t - billingLimits.settleMaxAgeMs),
    settleCreatedBefore: new Date(t - billingLimits.settleMinAgeMs),
    abandonCreatedBefore: new Date(t - billingLimits.abandonAfterMs),
  }
}
