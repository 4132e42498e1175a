import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CLI_ACTOR } from '@gold/core'
import { createRefund } from '../src/billing/refund-service.ts'
import { createPlan, createTestCoupon } from '../test/billing-support.ts'
import { createTenantWithStaff } from '../test/support/factories.ts'
import { call } from '../test/support/http.ts'
import { checkoutAt, reconcileAt, verifyAt, webhookAt } from './support/billing-calls.ts'
import { startCluster, type Cluster } from './support/cluster.ts'
import { paymentCapturedEvent, refundEvent, startFakeGateway, type FakeGateway } from './support/fake-gateway.ts'
import { expectMoneyInvariants } from './support/money-invariants.ts'

/**
 * Two real API processes (A and B) over one PostgreSQL database and one gateway. Everything that
 * must hold across processes lives in the database: settlement claims, coupon redemptions,
 * document numbers, rate limits, reconciler passes.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let gateway: FakeGateway
  let cluster: Cluster
  const A = () => cluster.process('a').url
  const B = () => cluster.process('b').url

  beforeAll(async () => {
    gateway = await startFakeGateway()
    // A third process boots with them: concurrent first boots on one fresh database used to crash on seeding.
    // The demo seed is asked for explicitly (it is never seeded in production, nor unasked on PostgreSQL).
    cluster = await startCluster({
      names: ['a', 'b', 'c'],
      env: { ...gateway.env, NODE_ENV: 'development', SEED_DEMO: 'on' },
    })
  })
  afterAll(async () => {
    await cluster?.close()
    await gateway?.close()
  })
  afterEach(async () => {
    if (cluster) await expectMoneyInvariants(cluster.sql)
  })

  it('three processes boot at once on a fresh database and seed the demo data exactly once', async () => {
    const [tenants] = await cluster.sql(`SELECT count(*)::int AS n FROM "Tenant" WHERE "slug" = 'demo'`)
    const [admins] = await cluster.sql(`SELECT count(*)::int AS n FROM "SuperAdmin"`)
    const [banks] = await cluster.sql(`SELECT count(*)::int AS n FROM "Bank" WHERE "tenantId" IS NULL`)
    const [plans] = await cluster.sql(`SELECT count(*)::int AS n FROM "Plan"`)
    expect({ tenants: tenants!.n, admins: admins!.n, banks: banks!.n, plans: plans!.n }).toEqual({
      tenants: 1,
      admins: 1,
      banks: 2,
      plans: 3,
    })
    for (const p of cluster.processes) expect((await call(p.url, 'GET', '/healthz')).status).toBe(200)
    await cluster.process('c').stop()
  })

  it('duplicate verify callbacks and payment.captured webhooks spread over both processes settle once', async () => {
    const plan = await createPlan(cluster.asServer('a'), { prices: { monthly: 40_000 } })
    const { couponId, code } = await createTestCoupon(cluster.asServer('a'), { kind: 'AMOUNT', amountOff: 10_000 })
    const shops = await Promise.all([0, 1, 2].map(() => createTenantWithStaff(cluster.asServer('a'))))
    const orders = []
    for (const [i, shop] of shops.entries()) {
      const started = await checkoutAt(i % 2 ? B() : A(), shop.admin.token, {
        planId: plan.planId,
        billingCycle: 'monthly',
        couponCode: code,
      })
      expect(started.status, started.text).toBe(200)
      orders.push({ shop, purchaseId: started.body.purchaseId as string, ...gateway.capture(started.body.orderId) })
    }
    const burst = orders.flatMap(({ shop, payment, confirmation }) =>
      Array.from({ length: 8 }, (_, i) => [
        verifyAt(i % 2 ? A() : B(), shop.admin.token, confirmation),
        webhookAt(i % 2 ? B() : A(), paymentCapturedEvent(payment)),
      ]).flat(),
    )
    const results = await Promise.all(burst)
    expect(results.map((r) => r.status)).toEqual(Array(results.length).fill(200))
    for (const { shop, purchaseId } of orders) {
      const [p] = await cluster.sql(`SELECT "status", "periodEnd" FROM "Purchase" WHERE "id" = '${purchaseId}'`)
      expect(p!.status).toBe('PAID')
      const [docs] = await cluster.sql(
        `SELECT count(*)::int AS n FROM "BillingDocument" WHERE "purchaseId" = '${purchaseId}'`,
      )
      expect(docs!.n).toBe(1)
      const [t] = await cluster.sql(`SELECT "subscriptionExpiryDate" FROM "Tenant" WHERE "id" = '${shop.tenantId}'`)
      expect(t!.subscriptionExpiryDate).toEqual(p!.periodEnd)
      const receipts = (await cluster.outbox()).filter(
        (m) => m.to.includes(shop.admin.email) && m.subject.startsWith('Payment received'),
      )
      expect(receipts).toHaveLength(1)
    }
    const [redemptions] = await cluster.sql(
      `SELECT count(*)::int AS n FROM "CouponRedemption" WHERE "couponId" = '${couponId}'`,
    )
    expect(redemptions!.n).toBe(3)
  })

  it('two purchases of one tenant settling at once on different processes stack instead of overlapping', async () => {
    const plan = await createPlan(cluster.asServer('a'), { prices: { monthly: 20_000, quarterly: 55_000 } })
    const shop = await createTenantWithStaff(cluster.asServer('a'))
    const first = await checkoutAt(A(), shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    const second = await checkoutAt(B(), shop.admin.token, { planId: plan.planId, billingCycle: 'quarterly' })
    const p1 = gateway.capture(first.body.orderId)
    const p2 = gateway.capture(second.body.orderId)
    const results = await Promise.all([
      webhookAt(A(), paymentCapturedEvent(p1.payment)),
      webhookAt(B(), paymentCapturedEvent(p2.payment)),
      verifyAt(B(), shop.admin.token, p1.confirmation),
      verifyAt(A(), shop.admin.token, p2.confirmation),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200])
    const rows = await cluster.sql(
      `SELECT "periodStart", "periodEnd" FROM "Purchase" WHERE "tenantId" = '${shop.tenantId}' ORDER BY "periodStart"`,
    )
    expect(rows).toHaveLength(2)
    expect(rows[1]!.periodStart).toEqual(rows[0]!.periodEnd)
  })

  it('rate limits are shared: 11 concurrent checkouts split over both processes give ten orders and one 429', async () => {
    const plan = await createPlan(cluster.asServer('a'))
    const shop = await createTenantWithStaff(cluster.asServer('a'))
    const results = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        checkoutAt(i % 2 ? B() : A(), shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(10)
    const limited = results.filter((r) => r.status === 429)
    expect(limited).toHaveLength(1)
    expect(limited[0]!.body).toEqual({ error: 'Too many attempts. Please try again later.' })
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0)
    const [created] = await cluster.sql(
      `SELECT count(*)::int AS n FROM "Purchase" WHERE "tenantId" = '${shop.tenantId}'`,
    )
    expect(created!.n).toBe(10)
  })

  it('coupon attempts on quote and failed logins are limited across processes too', async () => {
    const plan = await createPlan(cluster.asServer('a'))
    const shop = await createTenantWithStaff(cluster.asServer('a'))
    const quotes = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        call(i % 2 ? B() : A(), 'POST', '/api/billing/quote', {
          token: shop.admin.token,
          body: { planId: plan.planId, billingCycle: 'monthly', couponCode: `NOPE${i}` },
        }),
      ),
    )
    expect(quotes.filter((r) => r.status === 200)).toHaveLength(20)
    expect(quotes.filter((r) => r.status === 429)).toHaveLength(1)
    const statuses = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await call(i % 2 ? B() : A(), 'POST', '/api/auth/login', {
            body: { email: shop.employee.email, password: `wrong-${i}` },
          })
        ).status,
      )
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429])
    const right = await call(A(), 'POST', '/api/auth/login', {
      body: { email: shop.employee.email, password: shop.employee.password },
    })
    expect(right.status).toBe(429)
  })

  it('two overlapping reconciler runs (one per process) never process a row twice', async () => {
    const plan = await createPlan(cluster.asServer('a'), { prices: { monthly: 30_000 } })
    const { code } = await createTestCoupon(cluster.asServer('a'))
    const shops = await Promise.all(Array.from({ length: 6 }, () => createTenantWithStaff(cluster.asServer('a'))))
    const toSettle: string[] = []
    const toAbandon: string[] = []
    for (const [i, shop] of shops.entries()) {
      const withCoupon = await checkoutAt(i % 2 ? A() : B(), shop.admin.token, {
        planId: plan.planId,
        billingCycle: 'monthly',
        couponCode: code,
      })
      const plain = await checkoutAt(i % 2 ? B() : A(), shop.admin.token, {
        planId: plan.planId,
        billingCycle: 'monthly',
      })
      const stale = await checkoutAt(A(), shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
      gateway.capture(withCoupon.body.orderId)
      gateway.capture(plain.body.orderId)
      toSettle.push(withCoupon.body.purchaseId, plain.body.purchaseId)
      toAbandon.push(stale.body.purchaseId)
    }
    // Time passes: the paid orders are 20 minutes old (settle window), the unpaid one 25 hours (abandon).
    await cluster.sql(
      `UPDATE "Purchase" SET "createdAt" = now() - interval '20 minutes' WHERE "id" IN (${toSettle.map((id) => `'${id}'`).join(',')})`,
    )
    await cluster.sql(
      `UPDATE "Purchase" SET "createdAt" = now() - interval '25 hours' WHERE "id" IN (${toAbandon.map((id) => `'${id}'`).join(',')})`,
    )
    // Pending refunds that the gateway has processed meanwhile (one full and revoking, one partial).
    const paid = []
    for (const shop of shops.slice(0, 2)) {
      const started = await checkoutAt(A(), shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
      const { payment } = gateway.capture(started.body.orderId)
      expect((await webhookAt(B(), paymentCapturedEvent(payment))).status).toBe(200)
      paid.push(started.body.purchaseId as string)
    }
    const full = await createRefund(cluster.ctx, CLI_ACTOR, { purchaseId: paid[0]!, amount: 30_000, revoke: true })
    const partial = await createRefund(cluster.ctx, CLI_ACTOR, { purchaseId: paid[1]!, amount: 7_500, revoke: false })
    gateway.setRefundStatus(full.gatewayRefundId, 'processed')
    gateway.setRefundStatus(partial.gatewayRefundId, 'processed')

    const runs = await Promise.all([reconcileAt(A()), reconcileAt(B()), reconcileAt(A()), reconcileAt(B())])
    for (const r of runs) expect(r.status, r.text).toBe(200)
    const total = (k: string) => runs.reduce((sum, r) => sum + (r.body[k] as number), 0)
    expect({
      settled: total('settled'),
      abandoned: total('abandoned'),
      refundsResolved: total('refundsResolved'),
      errors: total('errors'),
    }).toEqual({ settled: toSettle.length, abandoned: toAbandon.length, refundsResolved: 2, errors: 0 })
    const statuses = await cluster.sql(
      `SELECT "id", "status" FROM "Purchase" WHERE "id" IN (${[...toSettle, ...toAbandon, ...paid].map((id) => `'${id}'`).join(',')})`,
    )
    const statusOf = new Map(statuses.map((r) => [r.id, r.status]))
    for (const id of toSettle) expect(statusOf.get(id)).toBe('PAID')
    for (const id of toAbandon) expect(statusOf.get(id)).toBe('FAILED')
    expect([statusOf.get(paid[0]), statusOf.get(paid[1])]).toEqual(['REFUNDED', 'PARTIALLY_REFUNDED'])
    // A second round finds nothing left to do.
    const again = await Promise.all([reconcileAt(A()), reconcileAt(B())])
    for (const r of again)
      expect(r.body).toMatchObject({ settled: 0, abandoned: 0, refundsResolved: 0, documentsIssued: 0, errors: 0 })
  })

  it('duplicate refund.processed deliveries over both processes apply a refund once and revoke once', async () => {
    const plan = await createPlan(cluster.asServer('a'), { prices: { monthly: 25_000 } })
    const shop = await createTenantWithStaff(cluster.asServer('a'))
    const started = await checkoutAt(B(), shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    const { payment, confirmation } = gateway.capture(started.body.orderId)
    expect((await verifyAt(A(), shop.admin.token, confirmation)).status).toBe(200)
    const { refundId, gatewayRefundId } = await createRefund(cluster.ctx, CLI_ACTOR, {
      purchaseId: started.body.purchaseId,
      amount: 25_000,
      revoke: true,
    })
    const entity = {
      id: gatewayRefundId,
      payment_id: payment.id,
      amount: 25_000,
      currency: 'INR',
      status: 'processed',
      notes: { purchaseId: started.body.purchaseId, refundId },
    }
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => webhookAt(i % 2 ? A() : B(), refundEvent('refund.processed', entity))),
    )
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200))
    const [p] = await cluster.sql(
      `SELECT "status", "refundedAmount", "periodStart" FROM "Purchase" WHERE "id" = '${started.body.purchaseId}'`,
    )
    expect(p).toMatchObject({ status: 'REFUNDED', refundedAmount: 25_000 })
    const [t] = await cluster.sql(`SELECT "subscriptionExpiryDate" FROM "Tenant" WHERE "id" = '${shop.tenantId}'`)
    expect(t!.subscriptionExpiryDate).toEqual(p!.periodStart)
    const [notes] = await cluster.sql(
      `SELECT count(*)::int AS n FROM "BillingDocument" WHERE "refundId" = '${refundId}'`,
    )
    expect(notes!.n).toBe(1)
  })
})
