import { defineErrors } from '../shared/domain-error.ts'

/**
 * Every billing error of platform-spec section 7 (Billing) plus the coupon messages of 4.1, with
 * the exact status and message. Transports read status and message from the DomainError.
 */
export const billingErrors = defineErrors({
  unauthorized: [401, 'Unauthorized'],
  tenantNotFound: [404, 'Tenant not found'],
  internal: [500, 'Internal Server Error'],
  // quote and checkout: plan and price selection (see selectPlanPrice for the order)
  planAndCycleRequired: [400, 'Plan and billing cycle are required.'],
  unknownCycle: [400, 'Unknown billing cycle.'],
  planNotAvailable: [400, 'This plan is not available.'],
  planContactSales: [400, 'This plan is not available for self-serve purchase. Please contact sales.'],
  cycleNotSold: [400, 'This plan is not sold on that billing cycle.'],
  // quote coupon attempts (20 / 10 min) and checkouts (10 / 10 min) share one message
  tooManyAttempts: [429, 'Too many attempts. Please try again later.'],
  // coupon messages (4.1): a soft `couponError` on quote, a hard 400 on checkout
  couponNotValid: [400, 'This coupon code is not valid.'],
  couponExpired: [400, 'This coupon has expired.'],
  couponNotActiveYet: [400, 'This coupon is not active yet.'],
  couponWrongPlan: [400, 'This coupon does not apply to the selected plan.'],
  couponWrongCycle: [400, 'This coupon does not apply to the selected billing cycle.'],
  couponFirstPurchaseOnly: [400, 'This coupon is only valid on a first purchase.'],
  couponBelowMinimum: [400, 'This order does not meet the minimum for this coupon.'],
  couponAlreadyUsed: [400, 'You have already used this coupon.'],
  // checkout
  zeroTotal: [400, 'This order totals zero. Please contact support to apply it.'],
  paymentStartFailed: [400, 'Could not start the payment. Please try again.'],
  couponCheckoutOpen: [409, 'You already have a checkout open with this coupon. Finish or cancel it first.'],
  checkoutNotConfigured: [503, 'Online payment is not available right now. Please contact support to renew.'],
  checkoutDisabled: [503, 'Online payment is temporarily unavailable. Please contact support to renew.'],
  // verify
  incompleteConfirmation: [400, 'Incomplete payment confirmation.'],
  paymentNotVerified: [400, 'Payment could not be verified.'],
  unknownOrder: [404, 'Unknown order.'],
  paymentMismatch: [409, 'This payment does not match the order. Our team has been notified.'],
  // document pdf
  documentNotFound: [404, 'Not found'],
  // entitlements (not a spec message: the spec names no gate; see entitlement-service)
  staffLimitReached: [403, 'Your plan does not allow more staff accounts. Upgrade your plan to add more.'],
})

export type BillingErrorCode = keyof typeof billingErrors.table
