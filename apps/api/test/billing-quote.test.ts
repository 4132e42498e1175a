import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlan, createTestCoupon, GATEWAY_ENV, unique } from './billing-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ env: GATEWAY_ENV })
})
afterAll(async () => {
  await server.close()
})

const quote = (token: string, body: unknown) => call(server.url, 'POST', '/api/billing/quote', { token, body })
const HOUR = 3_600_000

describe('POST /api/billing/quote: plan and cycle', () => {
  it.each<[string, unknown, string]>([
    ['no body', {}, 'Plan and billing cycle are required.'],
    ['planId missing', { billingCycle: 'monthly' }, 'Plan and billing cycle are required.'],
    ['billingCycle missing', { planId: 'p' }, 'Plan and billing cycle are required.'],
    ['planId not a string', { planId: 5, billingCycle: 'monthly' }, 'Plan and billing cycle are required.'],
    ['billingCycle not a string', { planId: 'p', billingCycle: 1 }, 'Plan and billing cycle are required.'],
    ['a JSON array body', [1, 2], 'Plan and billing cycle are required.'],
    ['unknown cycle', { planId: 'p', billingCycle: 'weekly' }, 'Unknown billing cycle.'],
    ['cycle ids are exact', { planId: 'p', billingCycle: 'Monthly' }, 'Unknown billing cycle.'],
    ['no such plan', { planId: 'no-such-plan', billingCycle: 'monthly' }, 'This plan is not available.'],
  ])('%s', async (_name, body, message) => {
    const shop = await createTenantWithStaff(server)
    const res = await quote(shop.admin.token, body)
    expect([res.status, res.body]).toEqual([400, { error: message }])
  })

  it('malformed JSON reads as an empty body (400 Plan and billing cycle are required.)', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/billing/quote', { token: shop.admin.token, rawBody: '{"planId":' })
    expect([res.status, res.body]).toEqual([400, { error: 'Plan and billing cycle are required.' }])
  })

  it('inactive plan, contact-sales plan, cycle without an active price', async () => {
    const shop = await createTenantWithStaff(server)
    const inactive = await createPlan(server, { isActive: false })
    const sales = await createPlan(server, { isContactSales: true })
    const partial = await createPlan(server, { prices: { monthly: 1000 }, inactivePrices: { yearly: 9000 } })
    const cases: [string, string, string][] = [
      [inactive.planId, 'monthly', 'This plan is not available.'],
      [sales.planId, 'monthly', 'This plan is not available for self-serve purchase. Please contact sales.'],
      [partial.planId, 'yearly', 'This plan is not sold on that billing cycle.'],
      [partial.planId, 'quarterly', 'This plan is not sold on that billing cycle.'],
    ]
    for (const [planId, billingCycle, message] of cases) {
      const res = await quote(shop.admin.token, { planId, billingCycle })
      expect([res.status, res.body]).toEqual([400, { error: message }])
    }
  })

  it('quotes a plan without a coupon: integer paise, tax 0, no coupon', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { quarterly: 149_900 } })
    const res = await quote(shop.admin.token, { planId: plan.planId, billingCycle: 'quarterly' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      quote: {
        subtotal: 149_900,
        discount: 0,
        tax: 0,
        total: 149_900,
        currency: 'INR',
        couponId: null,
        couponCode: null,
      },
      planName: plan.name,
      couponError: null,
    })
  })
})

describe('POST /api/billing/quote: coupons', () => {
  it('applies a percent coupon, trimming and upper-casing the code', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 999 } })
    const { couponId, code } = await createTestCoupon(server, { kind: 'PERCENT', percentOff: 10 })
    const res = await quote(shop.admin.token, {
      planId: plan.planId,
      billingCycle: 'monthly',
      couponCode: `  ${code.toLowerCase()}  `,
    })
    expect(res.body).toEqual({
      quote: { subtotal: 999, discount: 100, tax: 0, total: 899, currency: 'INR', couponId, couponCode: code },
      planName: plan.name,
      couponError: null,
    })
  })

  it('applies an amount coupon, capped at the subtotal', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 5_000 } })
    const small = await createTestCoupon(server, { kind: 'AMOUNT', amountOff: 1_500 })
    const big = await createTestCoupon(server, { kind: 'AMOUNT', amountOff: 9_000 })
    expect(
      (await quote(shop.admin.token, { planId: plan.planId, billingCycle: 'monthly', couponCode: small.code })).body
        .quote,
    ).toMatchObject({ subtotal: 5_000, discount: 1_500, total: 3_500 })
    expect(
      (await quote(shop.admin.token, { planId: plan.planId, billingCycle: 'monthly', couponCode: big.code })).body
        .quote,
    ).toMatchObject({ subtotal: 5_000, discount: 5_000, total: 0 })
  })

  it('blank coupon code means no coupon', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const res = await quote(shop.admin.token, { planId: plan.planId, billingCycle: 'monthly', couponCode: '   ' })
    expect(res.body).toMatchObject({ couponError: null, quote: { couponId: null, couponCode: null, discount: 0 } })
  })

  it('every rejection is 200 with an undiscounted quote and the exact couponError', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 10_000, yearly: 100_000 } })
    const other = await createPlan(server)
    const now = server.ctx.now().getTime()
    const cases: [Record<string, unknown> | 'unknown', string][] = [
      ['unknown', 'This coupon code is not valid.'],
      [{ isActive: false }, 'This coupon code is not valid.'],
      [{ maxRedemptions: 0 }, 'This coupon code is not valid.'],
      [{ validUntil: new Date(now - HOUR).toISOString() }, 'This coupon has expired.'],
      [{ validFrom: new Date(now + HOUR).toISOString() }, 'This coupon is not active yet.'],
      [{ planIds: [other.planId] }, 'This coupon does not apply to the selected plan.'],
      [{ billingCycles: ['yearly'] }, 'This coupon does not apply to the selected billing cycle.'],
      [{ minSubtotal: 10_001 }, 'This order does not meet the minimum for this coupon.'],
      [{ perTenantLimit: 0 }, 'You have already used this coupon.'],
    ]
    for (const [json, message] of cases) {
      const code = json === 'unknown' ? `NOPE${unique()}` : (await createTestCoupon(server, json)).code
      const res = await quote(shop.admin.token, { planId: plan.planId, billingCycle: 'monthly', couponCode: code })
      expect([res.status, res.body.couponError]).toEqual([200, message])
      expect(res.body.quote).toEqual({
        subtotal: 10_000,
        discount: 0,
        tax: 0,
        total: 10_000,
        currency: 'INR',
        couponId: null,
        couponCode: null,
      })
    }
  })

  it('restrictions that match let the coupon through (plan by id, listed cycle, minimum met exactly)', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { yearly: 100_000 } })
    const { code } = await createTestCoupon(server, {
      planIds: [plan.planId],
      billingCycles: ['yearly'],
      minSubtotal: 100_000,
      percentOff: 50,
    })
    const res = await quote(shop.admin.token, { planId: plan.planId, billingCycle: 'yearly', couponCode: code })
    expect(res.body).toMatchObject({ couponError: null, quote: { discount: 50_000, total: 50_000, couponCode: code } })
  })

  it('first-purchase-only coupons are refused once the tenant has a paid purchase', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const { code } = await createTestCoupon(server, { firstPurchaseOnly: true })
    const body = { planId: plan.planId, billingCycle: 'monthly', couponCode: code }
    expect((await quote(shop.admin.token, body)).body.couponError).toBeNull()
    await server.ctx.db.prisma.purchase.create({
      data: {
        tenantId: shop.tenantId,
        planName: 'x',
        billingCycle: 'monthly',
        subtotal: 1,
        discount: 0,
        tax: 0,
        total: 1,
        status: 'PAID',
        paidAt: new Date(),
        provider: 'manual',
      },
    })
    expect((await quote(shop.admin.token, body)).body.couponError).toBe(
      'This coupon is only valid on a first purchase.',
    )
  })
})

describe('POST /api/billing/quote: coupon attempt limit', () => {
  it('allows 20 coupon quotes per 10 minutes per tenant, then 429 with Retry-After', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const body = { planId: plan.planId, billingCycle: 'monthly', couponCode: 'WHATEVER' }
    for (let i = 0; i < 20; i++) expect((await quote(shop.admin.token, body)).status).toBe(200)
    const limited = await quote(shop.admin.token, body)
    expect([limited.status, limited.body]).toEqual([429, { error: 'Too many attempts. Please try again later.' }])
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    // Quotes without a coupon code (or a blank one) are not limited.
    expect((await quote(shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })).status).toBe(200)
    expect(
      (await quote(shop.admin.token, { planId: plan.planId, billingCycle: 'monthly', couponCode: ' ' })).status,
    ).toBe(200)
    // Another tenant has its own budget.
    const other = await createTenantWithStaff(server)
    expect((await quote(other.admin.token, body)).status).toBe(200)
  })
})
