import {
  billingErrors,
  billingLimits,
  normalizeCouponCode,
  resolvePrice,
  selectPlanPrice,
  type Quote,
  isRecord,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { assertAllowed, consumeRateLimit } from '../platform/rate-limit.ts'
import { billingPlatformRepository, type LedgerQueries } from './billing-platform-repository.ts'
import { evaluateCoupon, type CouponEvaluation } from './coupon-service.ts'

type Client = LedgerQueries
export type OrderRequest = { planId?: unknown; billingCycle?: unknown; couponCode?: unknown }

const field = (body: unknown, name: keyof OrderRequest): unknown => (isRecord(body) ? body[name] : undefined)

export const orderRequest = (body: unknown): OrderRequest => ({
  planId: field(body, 'planId'),
  billingCycle: field(body, 'billingCycle'),
  couponCode: field(body, 'couponCode'),
})

/** Plan and price of a request (throws the 400s of selectPlanPrice, in its order). */
export async function selectOrderPrice(db: Client, request: OrderRequest) {
  const planId = request.planId
  const plan = typeof planId === 'string' && planId.trim() !== '' ? await db.planWithPrices(planId) : null
  return selectPlanPrice({ planId, billingCycle: request.billingCycle, plan, prices: plan?.prices ?? [] })
}

export type PricedOrder = Awaited<ReturnType<typeof selectOrderPrice>> & {
  quote: Quote
  couponCode: string | null
  evaluation: CouponEvaluation
}

/**
 * The one price resolver behind quote and checkout: plan and cycle, then the coupon (trimmed,
 * upper-cased, every rule applied), then the amounts. A rejected coupon leaves the quote
 * undiscounted; the caller decides whether that is a soft `couponError` or a hard 400.
 */
export async function priceOrder(
  db: Client,
  input: { tenantId: string; request: OrderRequest; now: Date },
): Promise<PricedOrder> {
  const selection = await selectOrderPrice(db, input.request)
  const couponCode = normalizeCouponCode(input.request.couponCode)
  const evaluation = await evaluateCoupon(db, {
    code: couponCode,
    tenantId: input.tenantId,
    planId: selection.plan.id,
    billingCycle: selection.cycle,
    subtotal: selection.price.amount,
    now: input.now,
  })
  const coupon = evaluation.rejection === null ? evaluation.coupon : null
  return { ...selection, couponCode, evaluation, quote: resolvePrice({ price: selection.price, coupon }) }
}

/** POST /api/billing/quote. Only attempts with a non-blank coupon code count toward the limit. */
export async function quoteOrder(ctx: AppContext, tenantId: string, body: unknown) {
  const request = orderRequest(body)
  const now = ctx.now()
  if (normalizeCouponCode(request.couponCode) !== null) {
    const { max, windowMs } = billingLimits.couponAttempts
    assertAllowed(await consumeRateLimit(ctx.db, `billing:coupon:${tenantId}`, { limit: max, windowMs }, now))
  }
  const priced = await priceOrder(billingPlatformRepository(ctx), { tenantId, request, now })
  const rejection = priced.evaluation.rejection
  return {
    quote: priced.quote,
    planName: priced.plan.name,
    couponError: rejection === null ? null : billingErrors.table[rejection].message,
  }
}
