import { billingErrors, billingLimits, normalizeCouponCode } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { assertAllowed, consumeRateLimit } from '../platform/rate-limit.ts'
import { createOrder, gatewayKeys } from './gateway-client.ts'
import { billingPlatformRepository, LEDGER_TX_OPTIONS } from './billing-platform-repository.ts'
import { billingRepository } from './billing-repository.ts'
import { orderRequest, priceOrder } from './quote-service.ts'

/**
 * POST /api/billing/checkout. Order of checks: keys configured (503), kill switch (503), rate
 * limit (429), then the body: plan and cycle (400s), an open checkout of this tenant with the
 * same coupon (409), the coupon rules counting in-flight orders (400), zero total (400). The
 * purchase row is written in CREATED before the gateway is called.
 */
export async function startCheckout(ctx: AppContext, tenantId: string, body: unknown) {
  const keys = gatewayKeys(ctx)
  if (!keys) throw billingErrors.error('checkoutNotConfigured')
  if (!(await billingPlatformRepository(ctx).settings()).checkoutEnabled) throw billingErrors.error('checkoutDisabled')
  const now = ctx.now()
  const { max, windowMs } = billingLimits.checkouts
  assertAllowed(await consumeRateLimit(ctx.db, `billing:checkout:${tenantId}`, { limit: max, windowMs }, now))
  const purchase = await openPurchase(ctx, tenantId, body, now)
  let order
  try {
    order = await createOrder(ctx, {
      amount: purchase.total,
      currency: purchase.currency,
      receipt: purchase.id,
      notes: { purchaseId: purchase.id, tenantId },
    })
  } catch (e) {
    ctx.log.warn({ err: e, purchaseId: purchase.id }, 'gateway rejected the order')
    await billingRepository(ctx, tenantId).failCreatedPurchase(
      purchase.id,
      `Gateway rejected the order: ${(e as Error).message}`.slice(0, 500),
    )
    throw billingErrors.error('paymentStartFailed')
  }
  await billingRepository(ctx, tenantId).setGatewayOrderId(purchase.id, order.id)
  return {
    purchaseId: purchase.id,
    orderId: order.id,
    amount: order.amount,
    currency: order.currency,
    keyId: keys.keyId,
  }
}

/**
 * Price the request and write the CREATED purchase in one short transaction. With a coupon, a
 * transaction-scoped advisory lock on the coupon serializes the cap checks and the insert, so
 * concurrent checkouts cannot together exceed a global or per-tenant cap.
 */
async function openPurchase(ctx: AppContext, tenantId: string, body: unknown, now: Date) {
  const request = orderRequest(body)
  return billingPlatformRepository(ctx).transaction(async (tx) => {
    const code = normalizeCouponCode(request.couponCode)
    if (code !== null) await tx.lockCoupon(code)
    const priced = await priceOrder(tx, { tenantId, request, now })
    const { evaluation, quote } = priced
    if (evaluation.coupon !== null && evaluation.tenantOpenOrders > 0) throw billingErrors.error('couponCheckoutOpen')
    if (evaluation.rejection !== null) throw billingErrors.error(evaluation.rejection)
    if (quote.total <= 0) throw billingErrors.error('zeroTotal')
    return tx.insertPurchase({
      tenantId,
      planId: priced.plan.id,
      planName: priced.plan.name,
      billingCycle: priced.cycle,
      subtotal: quote.subtotal,
      discount: quote.discount,
      tax: quote.tax,
      total: quote.total,
      currency: quote.currency,
      couponId: quote.couponId,
      couponCode: quote.couponCode,
      provider: 'gateway',
      status: 'CREATED',
      createdAt: now,
    })
  }, LEDGER_TX_OPTIONS)
}
