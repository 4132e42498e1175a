import { describe, expect, it } from 'vitest'
import { addMonthsIst } from '@gold/core/shared/india-calendar'
import {
  buyPlan,
  checkout,
  createPlan,
  createTestCoupon,
  paymentEvent,
  postWebhook,
  purchaseRow,
  refundEvent,
  tenantRow,
  unique,
  withBillingServer,
} from './billing-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

/** Race properties need real concurrent connections: PostgreSQL only (PGlite is one connection). */
describe.runIf(process.env.TEST_DATABASE_URL)('billing races on PostgreSQL', () => {
  let server: TestServer
  const gateway = withBillingServer((started) => {
    server = started
  })

  it('20 verify callbacks and 20 payment.captured webhooks at once: one grant, one redemption, one document', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 40_000 } })
    const { couponId, code } = await createTestCoupon(server, { kind: 'AMOUNT', amountOff: 10_000 })
    const started = await checkout(server, shop.admin.token, {
      planId: plan.planId,
      billingCycle: 'monthly',
      couponCode: code,
    })
    const { payment, confirmation } = gateway.capture(started.body.orderId)
    const event = paymentEvent('payment.captured', {
      id: payment.id,
      order_id: started.body.orderId,
      amount: 30_000,
      currency: 'INR',
    })
    const before = server.ctx.now().getTime()
    const calls = Array.from({ length: 20 }, () => [
      call(server.url, 'POST', '/api/billing/verify', { token: shop.admin.token, body: confirmation }),
      postWebhook(server, event),
    ]).flat()
    const results = await Promise.all(calls)
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(200))
    for (const r of results) expect(r.body.ok).toBe(true)
    const row = await purchaseRow(server, started.body.purchaseId)
    expect(row.status).toBe('PAID')
    expect(row.periodStart!.getTime()).toBeGreaterThanOrEqual(before)
    expect(row.periodEnd).toEqual(addMonthsIst(row.periodStart!, 1))
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toEqual(row.periodEnd)
    expect(await server.ctx.db.prisma.couponRedemption.count({ where: { couponId } })).toBe(1)
    expect(await server.ctx.db.prisma.billingDocument.count({ where: { purchaseId: row.id } })).toBe(1)
    const receipts = (await server.outbox()).filter(
      (m) => m.to.includes(shop.admin.email) && m.subject.startsWith('Payment received'),
    )
    expect(receipts).toHaveLength(1)
  })

  it('concurrent refund.processed events can never refund past the order total', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 10_000 } })
    const { purchaseId, paymentId } = await buyPlan(server, gateway, shop.admin.token, {
      planId: plan.planId,
      billingCycle: 'monthly',
    })
    const ids = Array.from({ length: 10 }, () => `rfnd_${unique()}`)
    const events = ids.flatMap((id) =>
      [0, 1].map(() =>
        refundEvent('refund.processed', {
          id,
          payment_id: paymentId,
          amount: 3_000,
          currency: 'INR',
          status: 'processed',
        }),
      ),
    )
    const results = await Promise.all(events.map((e) => postWebhook(server, e)))
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
    const row = await purchaseRow(server, purchaseId)
    expect(row).toMatchObject({ refundedAmount: 9_000, status: 'PARTIALLY_REFUNDED' })
    const refunds = await server.ctx.db.prisma.refund.findMany({ where: { purchaseId } })
    expect(refunds).toHaveLength(10)
    expect(refunds.filter((r) => r.status === 'PROCESSED')).toHaveLength(3)
    expect(refunds.filter((r) => r.status === 'FAILED')).toHaveLength(7)
    expect(await server.ctx.db.prisma.billingDocument.count({ where: { purchaseId, type: 'CREDIT_NOTE' } })).toBe(3)
  })

  it('concurrent checkouts cannot exceed a global coupon cap, counting in-flight orders', async () => {
    const plan = await createPlan(server)
    const { code } = await createTestCoupon(server, { maxRedemptions: 3 })
    const shops = await Promise.all(Array.from({ length: 8 }, () => createTenantWithStaff(server)))
    const results = await Promise.all(
      shops.map((s) =>
        checkout(server, s.admin.token, { planId: plan.planId, billingCycle: 'monthly', couponCode: code }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(3)
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body).toEqual({ error: 'This coupon code is not valid.' })
  })

  it('one tenant firing checkouts with the same coupon at once gets one order; the rest are 409', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const { code } = await createTestCoupon(server)
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly', couponCode: code }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(5)
  })

  it('two purchases of one tenant settling at once stack instead of overwriting', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 5_000 } })
    const orders = [
      await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' }),
      await checkout(server, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' }),
    ]
    const confirmations = orders.map((o) => gateway.capture(o.body.orderId).confirmation)
    await Promise.all(
      confirmations.map((c) => call(server.url, 'POST', '/api/billing/verify', { token: shop.admin.token, body: c })),
    )
    const rows = (await Promise.all(orders.map((o) => purchaseRow(server, o.body.purchaseId)))).sort(
      (a, b) => a.periodStart!.getTime() - b.periodStart!.getTime(),
    )
    expect(rows[1]!.periodStart).toEqual(rows[0]!.periodEnd)
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toEqual(rows[1]!.periodEnd)
  })
})
