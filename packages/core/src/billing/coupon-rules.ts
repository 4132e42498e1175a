import type { DomainError } from '../shared/domain-error.ts'
import { billingErrors, type BillingErrorCode } from './billing-errors.ts'
import type { Paise } from '../shared/money.ts'

export type CouponKind = 'PERCENT' | 'AMOUNT'

/**
 * A coupon as stored. Restriction fields that are absent, null or (for lists) empty mean
 * unrestricted. A numeric cap is taken literally: 0 means no redemptions at all.
 */
export type Coupon = {
  id: string
  code: string
  kind: CouponKind
  /** PERCENT: 0-100, up to two decimals. */
  percentOff?: number | null
  /** AMOUNT: paise. */
  amountOff?: Paise | null
  validFrom?: Date | null
  validUntil?: Date | null
  isActive: boolean
  planIds?: readonly string[] | null
  billingCycles?: readonly string[] | null
  firstPurchaseOnly?: boolean | null
  minSubtotal?: Paise | null
  perTenantLimit?: number | null
  maxRedemptions?: number | null
}

/** Trimmed and upper-cased before lookup; null for a blank or non-string code (no coupon). */
export function normalizeCouponCode(code: unknown): string | null {
  if (typeof code !== 'string') return null
  const normalized = code.trim().toUpperCase()
  return normalized === '' ? null : normalized
}

export type CouponCheck = {
  /** The coupon found by normalized code, or null when none exists. */
  coupon: Coupon | null
  now: Date
  planId: string
  billingCycle: string
  subtotal: Paise
  /** The tenant already has a paid purchase (any status after payment). */
  tenantHasPaidPurchase: boolean
  /** This tenant's settled redemptions plus its orders with this coupon still in the hold window. */
  tenantRedemptions: number
  /** Everyone's settled redemptions plus orders with this coupon opened in the last 30 minutes. */
  globalRedemptions: number
}

export const couponRejectionCodes = [
  'couponNotValid',
  'couponExpired',
  'couponNotActiveYet',
  'couponWrongPlan',
  'couponWrongCycle',
  'couponFirstPurchaseOnly',
  'couponBelowMinimum',
  'couponAlreadyUsed',
] as const satisfies readonly BillingErrorCode[]
export type CouponRejectionCode = (typeof couponRejectionCodes)[number]

const isCapped = (cap: number | null | undefined, used: number): boolean => cap != null && used >= cap
const restricts = (list: readonly string[] | null | undefined, value: string): boolean =>
  list != null && list.length > 0 && !list.includes(value)

/** The global cap alone, for the checkout's re-check counting in-flight orders. */
export const isGloballyExhausted = (coupon: Coupon, globalRedemptions: number): boolean =>
  isCapped(coupon.maxRedemptions, globalRedemptions)

/**
 * Which rule a coupon breaks, or null when it applies. Checks run in this order and the first
 * failure wins:
 * 1. missing or inactive: not valid;
 * 2. global cap reached: not valid. Checked this early so an exhausted code reads exactly like an
 *    unknown one (platform-spec 4.1: deliberately indistinguishable) instead of revealing its
 *    window or restrictions;
 * 3. before validFrom: not active yet (validFrom itself is valid);
 * 4. after validUntil: expired (validUntil itself is still valid);
 * 5. plan restriction; 6. cycle restriction; 7. first purchase only;
 * 8. subtotal below minSubtotal (equal meets it);
 * 9. per-tenant cap reached: already used.
 */
export function findCouponRejection(input: CouponCheck): CouponRejectionCode | null {
  const { coupon, now } = input
  if (coupon === null || !coupon.isActive) return 'couponNotValid'
  if (isGloballyExhausted(coupon, input.globalRedemptions)) return 'couponNotValid'
  if (coupon.validFrom != null && now.getTime() < coupon.validFrom.getTime()) return 'couponNotActiveYet'
  if (coupon.validUntil != null && now.getTime() > coupon.validUntil.getTime()) return 'couponExpired'
  if (restricts(coupon.planIds, input.planId)) return 'couponWrongPlan'
  if (restricts(coupon.billingCycles, input.billingCycle)) return 'couponWrongCycle'
  if (coupon.firstPurchaseOnly === true && input.tenantHasPaidPurchase) return 'couponFirstPurchaseOnly'
  if (coupon.minSubtotal != null && input.subtotal < coupon.minSubtotal) return 'couponBelowMinimum'
  if (isCapped(coupon.perTenantLimit, input.tenantRedemptions)) return 'couponAlreadyUsed'
  return null
}

/** The exact coupon message of platform-spec 4.1 (the quote's `couponError`), or null when it applies. */
export function checkCoupon(input: CouponCheck): string | null {
  const code = findCouponRejection(input)
  return code === null ? null : billingErrors.table[code].message
}

/** The checkout's hard 400 for a rejected coupon. */
export const couponRejectionError = (code: CouponRejectionCode): DomainError => billingErrors.error(code)
