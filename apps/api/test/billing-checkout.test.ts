import { beforeEach, describe, expect, it } from 'vitest'
import { commands } from '../src/cli/commands.ts'
import {
  checkout,
  createPlan,
  createTestCoupon,
  GATEWAY_ENV,
  KEYS,
  purchaseRow,
  withBillingServer,
} from './billing-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
const gateway = withBillingServer((started) => {
  server = started
})
beforeEach(() => {
  gateway.state.rejectOrders = false
  gateway.state.onOrder = null
})

const MINUTE = 60_000
const setCheckout = (enabled: boolean) => commands['settings:set']!(server.ctx, { 'checkout-enabled': String(enabled) })

describe('POST /api/billing/checkout', () => {
  it('writes the CREATED purchase before calling the gateway, then answers with the order', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 49_900 } })
    let rowAtOrderTime: unknown = null
    gateway.state.onOrder = async (body) => {
      rowAtOrderTime = await purchaseRow(server, body.notes.purchaseId)
    }
    const res = await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      purchaseId: expect.any(String),
      orderId: expect.stringMatching(/^order_/),
      amount: 49_900,
      currency: 'INR',
      keyId: KEYS.keyId,
    })
    expect(rowAtOrderTime).toMatchObject({
      id: res.body.purchaseId,
      status: 'CREATED',
      total: 49_900,
      tenantId: shop.tenantId,
      provider: 'gateway',
    })
    expect(gateway.state.orderRequests.at(-1)).toEqual({
      amount: 49_900,
      currency: 'INR',
      receipt: res.body.purchaseId,
      notes: { purchaseId: res.body.purchaseId, tenantId: shop.tenantId },
    })
    expect(gateway.state.authHeaders.at(-1)).toBe(
      `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`,
    )
    const row = await purchaseRow(server, res.body.purchaseId)
    expect(row).toMatchObject({
      status: 'CREATED',
      gatewayOrderId: res.body.orderId,
      planName: plan.name,
      billingCycle: 'monthly',
      subtotal: 49_900,
      discount: 0,
      tax: 0,
    })
  })

  it('echoes the amount and currency of the gateway order', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 10_000 } })
    gateway.state.onOrder = () => Promise.resolve({ amount: 10_001 })
    const res = await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    expect(res.body.amount).toBe(10_001)
  })

  it('prices through the quote resolver: the coupon discount, snapshot on the purchase', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { yearly: 120_000 } })
    const { couponId, code } = await createTestCoupon(server, { percentOff: 25 })
    const body = { planId: plan.planId, billingCycle: 'yearly', couponCode: ` ${code.toLowerCase()}` }
    const quoted = await call(server.url, 'POST', '/api/billing/quote', { token: shop.admin.token, body })
    const res = await checkout(server, shop.admin.token, { ...body, amount: 1 })
    expect(res.body.amount).toBe(quoted.body.quote.total)
    expect(await purchaseRow(server, res.body.purchaseId)).toMatchObject({
      subtotal: 120_000,
      discount: 30_000,
      total: 90_000,
      couponId,
      couponCode: code,
    })
  })

  it('gateway rejects the order: 400 and the purchase is FAILED', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    gateway.state.rejectOrders = true
    const res = await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    expect([res.status, res.body]).toEqual([400, { error: 'Could not start the payment. Please try again.' }])
    const rows = await server.ctx.db.prisma.purchase.findMany({ where: { tenantId: shop.tenantId } })
    expect(rows.map((r) => r.status)).toEqual(['FAILED'])
  })

  it('validation: the quote 400s, then a coupon failure is a hard 400', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const expired = await createTestCoupon(server, { validUntil: new Date(Date.now() - MINUTE).toISOString() })
    const cases: [unknown, string][] = [
      [{}, 'Plan and billing cycle are required.'],
      [{ planId: plan.planId, billingCycle: 'daily' }, 'Unknown billing cycle.'],
      [{ planId: 'nope', billingCycle: 'monthly' }, 'This plan is not available.'],
      [{ planId: plan.planId, billingCycle: 'monthly', couponCode: expired.code }, 'This coupon has expired.'],
      [{ planId: plan.planId, billingCycle: 'monthly', couponCode: 'NO-SUCH-CODE' }, 'This coupon code is not valid.'],
    ]
    for (const [body, message] of cases) {
      const res = await call(server.url, 'POST', '/api/billing/checkout', { token: shop.admin.token, body })
      expect([res.status, res.body]).toEqual([400, { error: message }])
    }
    expect(await server.ctx.db.prisma.purchase.count({ where: { tenantId: shop.tenantId } })).toBe(0)
  })

  it('a 100% discount is refused: 400 This order totals zero.', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const { code } = await createTestCoupon(server, { percentOff: 100 })
    const res = await checkout(server, shop.admin.token, {
      planId: plan.planId,
      billingCycle: 'monthly',
      couponCode: code,
    })
    expect([res.status, res.body]).toEqual([
      400,
      { error: 'This order totals zero. Please contact support to apply it.' },
    ])
  })

  it('409 while the tenant holds an open checkout with the same coupon; free again after the 30-minute hold', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const { code } = await createTestCoupon(server)
    const body = { planId: plan.planId, billingCycle: 'monthly', couponCode: code }
    expect((await checkout(server, shop.admin.token, body)).status).toBe(200)
    const again = await checkout(server, shop.admin.token, { ...body, couponCode: code.toLowerCase() })
    expect([again.status, again.body]).toEqual([
      409,
      { error: 'You already have a checkout open with this coupon. Finish or cancel it first.' },
    ])
    expect((await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })).status).toBe(
      200,
    )
    server.clock.advance(31 * MINUTE)
    expect((await checkout(server, shop.admin.token, body)).status).toBe(200)
  })

  it('global cap counts in-flight checkouts (30-minute hold): 400 This coupon code is not valid.', async () => {
    const [a, b] = [await createTenantWithStaff(server), await createTenantWithStaff(server)]
    const plan = await createPlan(server)
    const { code } = await createTestCoupon(server, { maxRedemptions: 1 })
    const body = { planId: plan.planId, billingCycle: 'monthly', couponCode: code }
    expect((await checkout(server, a.admin.token, body)).status).toBe(200)
    const refused = await checkout(server, b.admin.token, body)
    expect([refused.status, refused.body]).toEqual([400, { error: 'This coupon code is not valid.' }])
    const quoted = await call(server.url, 'POST', '/api/billing/quote', { token: b.admin.token, body })
    expect(quoted.body.couponError).toBe('This coupon code is not valid.')
    server.clock.advance(31 * MINUTE)
    expect((await checkout(server, b.admin.token, body)).status).toBe(200)
  })

  it('per-tenant cap counts settled redemptions: 400 You have already used this coupon.', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const { code, couponId } = await createTestCoupon(server, { perTenantLimit: 1 })
    await server.ctx.db.prisma.couponRedemption.create({
      data: { couponId, tenantId: shop.tenantId, purchaseId: `p-${couponId}` },
    })
    const res = await checkout(server, shop.admin.token, {
      planId: plan.planId,
      billingCycle: 'monthly',
      couponCode: code,
    })
    expect([res.status, res.body]).toEqual([400, { error: 'You have already used this coupon.' }])
  })

  it('allows 10 checkouts per 10 minutes per tenant, then 429 with Retry-After', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    for (let i = 0; i < 10; i++)
      expect((await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })).status).toBe(
        200,
      )
    const limited = await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    expect([limited.status, limited.body]).toEqual([429, { error: 'Too many attempts. Please try again later.' }])
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    server.clock.advance(11 * MINUTE)
    expect((await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })).status).toBe(
      200,
    )
  })

  it('kill switch off: 503 before the rate limit and before the body is read', async () => {
    const shop = await createTenantWithStaff(server)
    await setCheckout(false)
    try {
      for (let i = 0; i < 12; i++) {
        const res = await call(server.url, 'POST', '/api/billing/checkout', {
          token: shop.admin.token,
          rawBody: '{not json',
        })
        expect([res.status, res.body]).toEqual([
          503,
          { error: 'Online payment is temporarily unavailable. Please contact support to renew.' },
        ])
      }
      // The kill switch is not reported by the plan list: checkoutEnabled only reflects the keys.
      expect(
        (await call(server.url, 'GET', '/api/billing/plans', { token: shop.admin.token })).body.checkoutEnabled,
      ).toBe(true)
    } finally {
      await setCheckout(true)
    }
    const plan = await createPlan(server)
    expect((await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })).status).toBe(
      200,
    )
  })

  it('tRPC checkout goes through the same service', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 7_700 } })
    const res = await call(server.url, 'POST', '/trpc/billing.checkout', {
      token: shop.admin.token,
      body: { json: { planId: plan.planId, billingCycle: 'monthly' } },
    })
    expect(res.status).toBe(200)
    const order = res.body.result.data.json
    expect(order).toMatchObject({ amount: 7_700, currency: 'INR', keyId: KEYS.keyId })
    // tRPC only (the REST answer above is exact): the hosted checkout page, default <GATEWAY_API_BASE>/checkout.
    expect(order.checkoutUrl).toBe(
      `${GATEWAY_ENV.GATEWAY_API_BASE}checkout?order_id=${order.orderId}&key_id=${KEYS.keyId}`,
    )
  })
})
