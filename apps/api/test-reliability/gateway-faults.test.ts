import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CLI_ACTOR } from '@gold/core'
import { createRefund } from '../src/billing/refund-service.ts'
import { createPlan, createTestCoupon } from '../test/billing-support.ts'
import { createTenantWithStaff } from '../test/support/factories.ts'
import { startTestServer, type TestServer } from '../test/support/test-server.ts'
import { checkoutAt, isCleanError, reconcileAt, verifyAt, webhookAt } from './support/billing-calls.ts'
import {
  paymentCapturedEvent,
  refundEvent,
  startFakeGateway,
  type FakeGateway,
  type Fault,
} from './support/fake-gateway.ts'
import { expectMoneyInvariants, prismaQuery } from './support/money-invariants.ts'

const MINUTE = 60_000

/**
 * The gateway misbehaving during checkout, verify, reconciliation and refunds: 500s, garbage,
 * wrong shapes, dropped connections, lost responses and timeouts. The platform answers cleanly,
 * grants nothing it has not seen captured, and catches up once the gateway is back. In-process
 * server over a real HTTP fake gateway, so this runs on both databases.
 */
describe('gateway faults', () => {
  let gateway: FakeGateway
  let server: TestServer
  const db = () => server.ctx.db.prisma
  const purchase = (id: string) => db().purchase.findUniqueOrThrow({ where: { id } })
  const tenant = (id: string) => db().tenant.findUniqueOrThrow({ where: { id } })

  beforeAll(async () => {
    gateway = await startFakeGateway()
    server = await startTestServer({ env: gateway.env })
  })
  afterAll(async () => {
    await server?.close()
    await gateway?.close()
  })
  afterEach(async () => {
    gateway.clearFaults()
    await expectMoneyInvariants(prismaQuery(server.ctx.db.prisma))
  })

  it.each<Fault>(['error500', 'reject', 'garbage', 'reset', 'wrongShape', 'lostResponse'])(
    'checkout while the gateway answers %s: 400, purchase FAILED without an order, coupon not held; a retry works once it recovers',
    async (fault) => {
      const shop = await createTenantWithStaff(server)
      const plan = await createPlan(server)
      const { code } = await createTestCoupon(server)
      const body = { planId: plan.planId, billingCycle: 'monthly', couponCode: code }
      gateway.setFault('createOrder', fault)
      const failed = await checkoutAt(server.url, shop.admin.token, body)
      expect([failed.status, failed.body]).toEqual([400, { error: 'Could not start the payment. Please try again.' }])
      const rows = await db().purchase.findMany({ where: { tenantId: shop.tenantId } })
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ status: 'FAILED', gatewayOrderId: null, paidAt: null })
      expect(rows[0]!.failureReason).toMatch(/^Gateway rejected the order/)
      gateway.clearFaults()
      const retried = await checkoutAt(server.url, shop.admin.token, body)
      expect(retried.status, retried.text).toBe(200)
      expect((await tenant(shop.tenantId)).subscriptionExpiryDate).toBeNull()
    },
  )

  it.each<Fault>(['error500', 'garbage', 'reset', 'wrongShape'])(
    'verify while the payment lookup answers %s: 400 Payment could not be verified., nothing granted; the webhook still settles; verify works after recovery',
    async (fault) => {
      const shop = await createTenantWithStaff(server)
      const plan = await createPlan(server)
      const first = await checkoutAt(server.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
      const second = await checkoutAt(server.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
      const a = gateway.capture(first.body.orderId)
      const b = gateway.capture(second.body.orderId)
      gateway.setFault('getPayment', fault)
      const res = await verifyAt(server.url, shop.admin.token, a.confirmation)
      expect([res.status, res.body]).toEqual([400, { error: 'Payment could not be verified.' }])
      expect(await purchase(first.body.purchaseId)).toMatchObject({ status: 'CREATED', paidAt: null })
      expect((await tenant(shop.tenantId)).subscriptionExpiryDate).toBeNull()
      // The webhook is the source of truth and needs no gateway call.
      expect((await webhookAt(server.url, paymentCapturedEvent(b.payment))).status).toBe(200)
      expect((await purchase(second.body.purchaseId)).status).toBe('PAID')
      gateway.clearFaults()
      const ok = await verifyAt(server.url, shop.admin.token, a.confirmation)
      expect([ok.status, ok.body]).toEqual([200, { ok: true, settled: true }])
    },
  )

  it('reconciliation while the gateway fails: rows are counted as errors and left alone; abandon still runs; the next run catches up', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 20_000 } })
    const stale = await checkoutAt(server.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    server.clock.advance(25 * 60 * MINUTE)
    const orders = []
    for (let i = 0; i < 3; i++) {
      const started = await checkoutAt(server.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
      orders.push({ purchaseId: started.body.purchaseId as string, ...gateway.capture(started.body.orderId) })
    }
    const paid = await checkoutAt(server.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    expect((await webhookAt(server.url, paymentCapturedEvent(gateway.capture(paid.body.orderId).payment))).status).toBe(
      200,
    )
    const { gatewayRefundId } = await createRefund(server.ctx, CLI_ACTOR, {
      purchaseId: paid.body.purchaseId,
      amount: 5_000,
      revoke: false,
    })
    gateway.setRefundStatus(gatewayRefundId, 'processed')
    server.clock.advance(20 * MINUTE)

    for (const fault of ['error500', 'garbage', 'reset'] as const) {
      gateway.setFault(['orderPayments', 'getRefund'], fault)
      const run = await reconcileAt(server.url)
      expect(run.status, run.text).toBe(200)
      expect(run.body).toMatchObject({ ok: true, settled: 0, refundsResolved: 0, errors: 4 })
    }
    gateway.setFault(['orderPayments', 'getRefund'], 'wrongShape')
    expect((await reconcileAt(server.url)).body).toMatchObject({ settled: 0, refundsResolved: 0 })
    expect((await purchase(stale.body.purchaseId)).status).toBe('FAILED')
    for (const o of orders) expect((await purchase(o.purchaseId)).status).toBe('CREATED')
    expect((await purchase(paid.body.purchaseId)).refundedAmount).toBe(0)

    gateway.clearFaults()
    expect((await reconcileAt(server.url)).body).toEqual({
      ok: true,
      settled: 3,
      abandoned: 0,
      refundsResolved: 1,
      documentsIssued: 0,
      errors: 0,
    })
    for (const o of orders) expect((await purchase(o.purchaseId)).status).toBe('PAID')
    expect(await purchase(paid.body.purchaseId)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 5_000 })
  })

  it('a gateway that never answers: checkout, verify and reconciliation give up after the client timeout with clean answers', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const open = await checkoutAt(server.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    const { confirmation } = gateway.capture(open.body.orderId)
    server.clock.advance(20 * MINUTE)
    gateway.setFault(['createOrder', 'getPayment', 'orderPayments'], 'timeout')
    const started = Date.now()
    const [checkout, verify, reconcile] = await Promise.all([
      checkoutAt(server.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' }),
      verifyAt(server.url, shop.admin.token, confirmation),
      reconcileAt(server.url),
    ])
    expect(Date.now() - started).toBeLessThan(30_000)
    expect([checkout.status, checkout.body]).toEqual([400, { error: 'Could not start the payment. Please try again.' }])
    expect([verify.status, verify.body]).toEqual([400, { error: 'Payment could not be verified.' }])
    expect(reconcile.status).toBe(200)
    expect(reconcile.body.errors).toBeGreaterThanOrEqual(1)
    for (const r of [checkout, verify]) expect(isCleanError(r)).toBe(true)
    expect((await purchase(open.body.purchaseId)).status).toBe('CREATED')
    gateway.clearFaults()
    expect((await verifyAt(server.url, shop.admin.token, confirmation)).body).toEqual({ ok: true, settled: true })
  }, 60_000)

  it('a gateway that stops answering mid-reconciliation: the run stops asking after the first timeout, counts every row it could not check, and the next run catches up', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 20_000 } })
    const orders = []
    for (let i = 0; i < 4; i++) {
      const started = await checkoutAt(server.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
      orders.push({ purchaseId: started.body.purchaseId as string, ...gateway.capture(started.body.orderId) })
    }
    server.clock.advance(20 * MINUTE)
    gateway.setFault(['orderPayments', 'getRefund'], 'timeout')
    const started = Date.now()
    const run = await reconcileAt(server.url)
    // One client timeout (15 s), not one per row (4 x 15 s).
    expect(Date.now() - started).toBeLessThan(25_000)
    expect(run.body).toMatchObject({ ok: true, settled: 0, refundsResolved: 0, errors: 4 })
    for (const o of orders) expect((await purchase(o.purchaseId)).status).toBe('CREATED')
    gateway.clearFaults()
    expect((await reconcileAt(server.url)).body).toMatchObject({ ok: true, settled: 4, errors: 0 })
    for (const o of orders) expect((await purchase(o.purchaseId)).status).toBe('PAID')
  }, 60_000)

  it("a refund request whose answer is lost stays PENDING, so the gateway's refund.processed still applies it once", async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 30_000 } })
    const started = await checkoutAt(server.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    const { payment } = gateway.capture(started.body.orderId)
    expect((await webhookAt(server.url, paymentCapturedEvent(payment))).status).toBe(200)
    const purchaseId = started.body.purchaseId as string

    for (const [fault, amount] of [
      ['lostResponse', 10_000],
      ['error500', 5_000],
      ['garbage', 5_000],
    ] as const) {
      gateway.setFault('createRefund', fault)
      await expect(createRefund(server.ctx, CLI_ACTOR, { purchaseId, amount, revoke: false })).rejects.toThrow(
        /PENDING/,
      )
    }
    gateway.clearFaults()
    const pending = await db().refund.findMany({ where: { purchaseId }, orderBy: { createdAt: 'asc' } })
    expect(pending.map((r) => r.status)).toEqual(['PENDING', 'PENDING', 'PENDING'])
    // Only the lost response actually reached the gateway; its event links and applies the local row.
    const atGateway = [...gateway.refunds.values()].filter((r) => r.payment_id === payment.id)
    expect(atGateway).toHaveLength(1)
    const entity = { ...atGateway[0]!, status: 'processed' }
    for (let i = 0; i < 3; i++)
      expect((await webhookAt(server.url, refundEvent('refund.processed', entity))).status).toBe(200)
    expect(await purchase(purchaseId)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 10_000 })
    expect(await db().refund.findUniqueOrThrow({ where: { id: pending[0]!.id } })).toMatchObject({
      status: 'PROCESSED',
      gatewayRefundId: entity.id,
    })
    expect(await db().billingDocument.count({ where: { purchaseId, type: 'CREDIT_NOTE' } })).toBe(1)

    gateway.setFault('createRefund', 'reject')
    await expect(createRefund(server.ctx, CLI_ACTOR, { purchaseId, amount: 1_000, revoke: false })).rejects.toThrow(
      /refused/,
    )
    const rejected = await db().refund.findFirstOrThrow({ where: { purchaseId, amount: 1_000 } })
    expect(rejected.status).toBe('FAILED')
  })
})
