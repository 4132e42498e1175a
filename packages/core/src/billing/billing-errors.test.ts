import { describe, expect, it } from 'vitest'
import { billingErrors, type BillingErrorCode } from './billing-errors.ts'

describe('billingErrors', () => {
  it.each<[BillingErrorCode, number, string]>([
    ['unauthorized', 401, 'Unauthorized'],
    ['tenantNotFound', 404, 'Tenant not found'],
    ['internal', 500, 'Internal Server Error'],
    ['planAndCycleRequired', 400, 'Plan and billing cycle are required.'],
    ['unknownCycle', 400, 'Unknown billing cycle.'],
    ['planNotAvailable', 400, 'This plan is not available.'],
    ['planContactSales', 400, 'This plan is not available for self-serve purchase. Please contact sales.'],
    ['cycleNotSold', 400, 'This plan is not sold on that billing cycle.'],
    ['tooManyAttempts', 429, 'Too many attempts. Please try again later.'],
    ['couponNotValid', 400, 'This coupon code is not valid.'],
    ['couponExpired', 400, 'This coupon has expired.'],
    ['couponNotActiveYet', 400, 'This coupon is not active yet.'],
    ['couponWrongPlan', 400, 'This coupon does not apply to the selected plan.'],
    ['couponWrongCycle', 400, 'This coupon does not apply to the selected billing cycle.'],
    ['couponFirstPurchaseOnly', 400, 'This coupon is only valid on a first purchase.'],
    ['couponBelowMinimum', 400, 'This order does not meet the minimum for this coupon.'],
    ['couponAlreadyUsed', 400, 'You have already used this coupon.'],
    ['zeroTotal', 400, 'This order totals zero. Please contact support to apply it.'],
    ['paymentStartFailed', 400, 'Could not start the payment. Please try again.'],
    ['couponCheckoutOpen', 409, 'You already have a checkout open with this coupon. Finish or cancel it first.'],
    ['checkoutNotConfigured', 503, 'Online payment is not available right now. Please contact support to renew.'],
    ['checkoutDisabled', 503, 'Online payment is temporarily unavailable. Please contact support to renew.'],
    ['incompleteConfirmation', 400, 'Incomplete payment confirmation.'],
    ['paymentNotVerified', 400, 'Payment could not be verified.'],
    ['unknownOrder', 404, 'Unknown order.'],
    ['paymentMismatch', 409, 'This payment does not match the order. Our team has been notified.'],
    ['documentNotFound', 404, 'Not found'],
    ['staffLimitReached', 403, 'Your plan does not allow more staff accounts. Upgrade your plan to add more.'],
  ])('%s is %i %s', (code, status, message) => {
    const error = billingErrors.error(code)
    expect([error.code, error.status, error.message]).toEqual([code, status, message])
  })

  it('has no entry the table above does not pin', () => {
    expect(Object.keys(billingErrors.table)).toHaveLength(28)
  })

  it('carries a Retry-After header when asked', () => {
    expect(billingErrors.error('tooManyAttempts', { headers: { 'Retry-After': '120' } }).headers).toEqual({
      'Retry-After': '120',
    })
  })
})
