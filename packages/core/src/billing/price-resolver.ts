import { billingErrors } from './billing-errors.ts'
import { isBillingCycle, type BillingCycle } from './billing-cycles.ts'
import type { Coupon } from './coupon-rules.ts'
import { assertNonNegativePaise, type Paise } from '../shared/money.ts'

/** Platform-spec 2.4. The same resolver prices quotes and checkouts. */
export type Quote = {
  subtotal: Paise
  discount: Paise
  tax: Paise
  total: Paise
  currency: string
  couponId: string | null
  couponCode: string | null
}

export type PlanForSale = { id: string; isActive: boolean; isContactSales: boolean }
export type PriceForSale = { billingCycle: string; amount: Paise; currency: string; isActive?: boolean }
export type DiscountCoupon = Pick<Coupon, 'id' | 'code' | 'kind' | 'percentOff' | 'amountOff'>

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * Validates the requested plan and cycle for quote and checkout, throwing the first failure:
 * 1. planId or billingCycle missing, not a string, or blank: planAndCycleRequired;
 * 2. billingCycle not one of the four ids: unknownCycle;
 * 3. plan not found (null) or inactive: planNotAvailable;
 * 4. contact-sales plan: planContactSales;
 * 5. no active price of the plan on that cycle: cycleNotSold.
 * `plan` is the row the caller looked up by planId; `prices` are that plan's prices (inactive ones
 * are skipped, so passing all of them is fine).
 */
export function selectPlanPrice<P extends PlanForSale, R extends PriceForSale>(input: {
  planId: unknown
  billingCycle: unknown
  plan: P | null
  prices: readonly R[]
}): { plan: P; price: R; cycle: BillingCycle } {
  const { planId, billingCycle, plan } = input
  if (!isFilledString(planId) || !isFilledString(billingCycle)) throw billingErrors.error('planAndCycleRequired')
  if (!isBillingCycle(billingCycle)) throw billingErrors.error('unknownCycle')
  if (plan === null || !plan.isActive) throw billingErrors.error('planNotAvailable')
  if (plan.isContactSales) throw billingErrors.error('planContactSales')
  const price = input.prices.find((p) => p.billingCycle === billingCycle && p.isActive !== false)
  if (!price) throw billingErrors.error('cycleNotSold')
  return { plan, price, cycle: billingCycle }
}

/**
 * Discount of a coupon on a subtotal, in paise, clamped to [0, subtotal].
 * PERCENT: subtotal x percentOff / 100 rounded half up to the paisa, in integer arithmetic (the
 * percentage is taken to two decimals) so no float error can move a half-paisa: 10% of 999 paise
 * is 99.9 -> 100; 12.5% of 4 paise is 0.5 -> 1; 33.33% of 100 paise is 33.33 -> 33.
 * AMOUNT: amountOff paise, capped at the subtotal.
 */
export function couponDiscount(coupon: DiscountCoupon, subtotal: Paise): Paise {
  assertNonNegativePaise(subtotal, 'subtotal')
  let raw: number
  if (coupon.kind === 'PERCENT') {
    const hundredthsOfPercent = Math.round((coupon.percentOff ?? 0) * 100)
    raw = Math.floor((subtotal * hundredthsOfPercent + 5_000) / 10_000)
  } else {
    raw = assertNonNegativePaise(coupon.amountOff ?? 0, 'amountOff')
  }
  return Math.min(subtotal, Math.max(0, raw))
}

/**
 * The quote for a price and an already-validated coupon (null for none, or when the coupon was
 * rejected: the quote is then undiscounted and carries no coupon). Tax is always 0 at present;
 * total = subtotal - discount, never negative.
 */
export function resolvePrice(input: {
  price: Pick<PriceForSale, 'amount' | 'currency'>
  coupon: DiscountCoupon | null
}): Quote {
  const { price, coupon } = input
  const subtotal = assertNonNegativePaise(price.amount, 'price amount')
  const discount = coupon === null ? 0 : couponDiscount(coupon, subtotal)
  const tax = 0
  return {
    subtotal,
    discount,
    tax,
    total: Math.max(0, subtotal - discount + tax),
    currency: price.currency,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
  }
}
