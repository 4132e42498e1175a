import { uncheckedBody } from '../shared/request-body.ts'

/** POST /api/billing/quote and /api/billing/checkout: the plan, the cycle and an optional coupon code. */
export type QuoteBody = { planId?: string; billingCycle?: string; couponCode?: string | null }

/**
 * The order a quote prices and a checkout opens. Its checks come after the coupon attempt limit
 * (quote) or the gateway's 503s (checkout) and read the plan catalog, so the services run them.
 */
export const quoteInput = uncheckedBody<QuoteBody>()
