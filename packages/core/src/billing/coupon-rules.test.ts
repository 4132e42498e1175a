import { describe, expect, it } from 'vitest'
import { isDomainError } from '../shared/domain-error.ts'
import {
  checkCoupon,
  couponRejectionError,
  findCouponRejection,
  isGloballyExhausted,
  normalizeCouponCode,
  type Coupon,
  type CouponCheck,
} from './coupon-rules.ts'

const now = new Date('2025-06-15T10:00:00.000Z')
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 'c1',
  code: 'SAVE10',
  kind: 'PERCENT',
  percentOff: 10,
  isActive: true,
  ...over,
})
const check = (over: Partial<CouponCheck> = {}): CouponCheck => ({
  coupon: coupon(),
  now,
  planId: 'plan-a',
  billingCycle: 'yearly',
  subtotal: 100_000,
  tenantHasPaidPurchase: false,
  tenantRedemptions: 0,
  globalRedemptions: 0,
  ...over,
})

const NOT_VALID = 'This coupon code is not valid.'
const EXPIRED = 'This coupon has expired.'
const NOT_YET = 'This coupon is not active yet.'
const WRONG_PLAN = 'This coupon does not apply to the selected plan.'
const WRONG_CYCLE = 'This coupon does not apply to the selected billing cycle.'
const FIRST_ONLY = 'This coupon is only valid on a first purchase.'
const MINIMUM = 'This order does not meet the minimum for this coupon.'
const USED = 'You have already used this coupon.'

describe('checkCoupon', () => {
  it.each<[string, Partial<CouponCheck>, string | null]>([
    ['plain coupon applies', {}, null],
    [
      'every restriction absent (nulls)',
      {
        coupon: coupon({
          validFrom: null,
          validUntil: null,
          planIds: null,
          billingCycles: null,
          firstPurchaseOnly: null,
          minSubtotal: null,
          perTenantLimit: null,
          maxRedemptions: null,
        }),
      },
      null,
    ],
    ['empty lists are unrestricted', { coupon: coupon({ planIds: [], billingCycles: [] }) }, null],
    ['unknown code', { coupon: null }, NOT_VALID],
    ['inactive', { coupon: coupon({ isActive: false }) }, NOT_VALID],
    ['global cap reached', { coupon: coupon({ maxRedemptions: 5 }), globalRedemptions: 5 }, NOT_VALID],
    ['global cap not reached', { coupon: coupon({ maxRedemptions: 5 }), globalRedemptions: 4 }, null],
    ['global cap 0', { coupon: coupon({ maxRedemptions: 0 }) }, NOT_VALID],
    ['before validFrom', { coupon: coupon({ validFrom: new Date(now.getTime() + 1) }) }, NOT_YET],
    ['exactly validFrom', { coupon: coupon({ validFrom: now }) }, null],
    ['after validUntil', { coupon: coupon({ validUntil: new Date(now.getTime() - 1) }) }, EXPIRED],
    ['exactly validUntil', { coupon: coupon({ validUntil: now }) }, null],
    ['other plan', { coupon: coupon({ planIds: ['plan-b'] }) }, WRONG_PLAN],
    ['listed plan', { coupon: coupon({ planIds: ['plan-b', 'plan-a'] }) }, null],
    ['other cycle', { coupon: coupon({ billingCycles: ['monthly'] }) }, WRONG_CYCLE],
    ['listed cycle', { coupon: coupon({ billingCycles: ['yearly'] }) }, null],
    [
      'first purchase only, tenant has paid',
      { coupon: coupon({ firstPurchaseOnly: true }), tenantHasPaidPurchase: true },
      FIRST_ONLY,
    ],
    ['first purchase only, first purchase', { coupon: coupon({ firstPurchaseOnly: true }) }, null],
    [
      'not first-purchase-only, tenant has paid',
      { coupon: coupon({ firstPurchaseOnly: false }), tenantHasPaidPurchase: true },
      null,
    ],
    ['below minimum', { coupon: coupon({ minSubtotal: 100_001 }) }, MINIMUM],
    ['exactly minimum', { coupon: coupon({ minSubtotal: 100_000 }) }, null],
    ['per-tenant cap reached', { coupon: coupon({ perTenantLimit: 1 }), tenantRedemptions: 1 }, USED],
    ['per-tenant cap not reached', { coupon: coupon({ perTenantLimit: 2 }), tenantRedemptions: 1 }, null],
  ])('%s', (_label, over, expected) => {
    expect(checkCoupon(check(over))).toBe(expected)
  })

  it.each<[string, Partial<Coupon>, Partial<CouponCheck>, string]>([
    ['inactive beats expired', { isActive: false, validUntil: new Date(0) }, {}, NOT_VALID],
    [
      'exhausted beats expired and wrong plan',
      { maxRedemptions: 1, validUntil: new Date(0), planIds: ['x'] },
      { globalRedemptions: 1 },
      NOT_VALID,
    ],
    [
      'exhausted beats already used',
      { maxRedemptions: 1, perTenantLimit: 1 },
      { globalRedemptions: 1, tenantRedemptions: 1 },
      NOT_VALID,
    ],
    ['not yet beats wrong plan', { validFrom: new Date(now.getTime() + 1), planIds: ['x'] }, {}, NOT_YET],
    ['expired beats wrong plan', { validUntil: new Date(0), planIds: ['x'] }, {}, EXPIRED],
    ['wrong plan beats wrong cycle', { planIds: ['x'], billingCycles: ['monthly'] }, {}, WRONG_PLAN],
    [
      'wrong cycle beats first purchase',
      { billingCycles: ['monthly'], firstPurchaseOnly: true },
      { tenantHasPaidPurchase: true },
      WRONG_CYCLE,
    ],
    [
      'first purchase beats minimum',
      { firstPurchaseOnly: true, minSubtotal: 1e9 },
      { tenantHasPaidPurchase: true },
      FIRST_ONLY,
    ],
    ['minimum beats already used', { minSubtotal: 1e9, perTenantLimit: 1 }, { tenantRedemptions: 1 }, MINIMUM],
  ])('order: %s', (_label, couponOver, over, expected) => {
    expect(checkCoupon(check({ ...over, coupon: coupon(couponOver) }))).toBe(expected)
  })

  it('maps a rejection to the checkout error', () => {
    const code = findCouponRejection(check({ coupon: coupon({ perTenantLimit: 1 }), tenantRedemptions: 3 }))
    expect(code).toBe('couponAlreadyUsed')
    const error = couponRejectionError(code ?? 'couponNotValid')
    expect(isDomainError(error) && [error.status, error.message]).toEqual([400, USED])
  })

  it('exposes the global cap for the checkout re-check', () => {
    expect(isGloballyExhausted(coupon({ maxRedemptions: 3 }), 3)).toBe(true)
    expect(isGloballyExhausted(coupon({ maxRedemptions: 3 }), 2)).toBe(false)
    expect(isGloballyExhausted(coupon(), 1e6)).toBe(false)
  })
})

describe('normalizeCouponCode', () => {
  it.each<[unknown, string | null]>([
    ['save10', 'SAVE10'],
    ['  Save10 \n', 'SAVE10'],
    ['DIWALI-25', 'DIWALI-25'],
    ['', null],
    ['   ', null],
    [undefined, null],
    [null, null],
    [42, null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeCouponCode(input)).toBe(expected)
  })
})
