import { describe, expect, it } from 'vitest'
import {
  buyPlan,
  createPlan,
  CRON_SECRET,
  purchaseRow,
  tenantRow,
  unique,
  withBillingServer,
} from './billing-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
const gateway = withBillingServer((started) => {
  server = started
})

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const reconcile = (secret: string | null = CRON_SECRET) =>
  call(server.url, 'GET', '/api/cron/billing-reconcile', {
    headers: secret === null ? {} : { authorization: `Bearer ${secret}` },
  })

/** A gateway purchase of `ageMs` in `status`, optionally with a payment at the fake gateway. */
async function purchaseAged(tenantId: string, ageMs: number, options: { status?: string; payment?: string } = {}) {
  const orderId = `order_${unique()}`
  const row = await server.ctx.db.prisma.purchase.create({
    data: {
      tenantId,
      planName: 'Aged',
      billingCycle: 'monthly',
      subtotal: 5_000,
      discount: 0,
      tax: 0,
      total: 5_000,
      status: options.status ?? 'CREATED',
      provider: 'gateway',
      gatewayOrderId: orderId,
      createdAt: new Date(server.ctx.now().getTime() - ageMs),
    },
  })
  if (options.payment)
    gateway.state.payments.set(`pay_${orderId}`, {
      id: `pay_${orderId}`,
      order_id: orderId,
      amount: 5_000,
      currency: 'INR',
      status: options.payment,
    })
  return row
}

async function pendingRefund(status: string) {
  const shop = await createTenantWithStaff(server)
  const plan = await createPlan(server, { prices: { monthly: 9_000 } })
  const { purchaseId, paymentId } = await buyPlan(server, gateway, shop.admin.token, {
    planId: plan.planId,
    billingCycle: 'monthly',
  })
  const gatewayRefundId = `rfnd_${unique()}`
  gateway.state.refunds.set(gatewayRefundId, {
    id: gatewayRefundId,
    payment_id: paymentId,
    amount: 9_000,
    currency: 'INR',
    status,
    notes: {},
  })
  const refund = await server.ctx.db.prisma.refund.create({
    data: { purchaseId, tenantId: shop.tenantId, amount: 9_000, status: 'PENDING', gatewayRefundId },
  })
  return { refund, purchaseId }
}

describe('GET /api/cron/billing-reconcile: access', () => {
  it('401 JSON {error: Unauthorized} without the bearer secret or with a wrong one', async () => {
    for (const secret of [null, 'wrong', `${CRON_SECRET}x`, '']) {
      const res = await reconcile(secret)
      expect([res.status, res.body]).toEqual([401, { error: 'Unauthorized' }])
    }
  })

  it('fails closed when CRON_SECRET is unset, even for a request that sends "Bearer undefined"', async () => {
    const saved = server.ctx.config.cronSecret
    server.ctx.config.cronSecret = undefined
    try {
      for (const secret of [CRON_SECRET, 'undefined', null]) expect((await reconcile(secret)).status).toBe(401)
    } finally {
      server.ctx.config.cronSecret = saved
    }
  })

  it('skips with a reason while the gateway is not configured', async () => {
    const saved = { ...server.ctx.config.gateway }
    server.ctx.config.gateway.keyId = undefined
    try {
      const res = await reconcile()
      expect([res.status, res.body]).toEqual([200, { ok: true, skipped: 'Payment gateway is not configured.' }])
    } finally {
      Object.assign(server.ctx.config.gateway, saved)
    }
  })
})

describe('GET /api/cron/billing-reconcile: the four passes', () => {
  it('settles, abandons, resolves refunds, issues missing documents; a second run finds nothing', async () => {
    await reconcile() // drain anything other tests left behind
    const shop = await createTenantWithStaff(server)
    const settleMe = await purchaseAged(shop.tenantId, 20 * MINUTE, { payment: 'captured' })
    const tooNew = await purchaseAged(shop.tenantId, 5 * MINUTE, { payment: 'captured' })
    const failedButPaid = await purchaseAged(shop.tenantId, 2 * HOUR, { status: 'FAILED', payment: 'captured' })
    const onlyAuthorized = await purchaseAged(shop.tenantId, 3 * HOUR, { payment: 'authorized' })
    const staleCaptured = await purchaseAged(shop.tenantId, 25 * HOUR, { payment: 'captured' })
    const abandoned = await purchaseAged(shop.tenantId, 30 * HOUR)
    const processed = await pendingRefund('processed')
    const failed = await pendingRefund('failed')
    const stillPending = await pendingRefund('pending')
    const undocumented = await server.ctx.db.prisma.purchase.create({
      data: {
        tenantId: shop.tenantId,
        planName: 'Manual',
        billingCycle: 'monthly',
        subtotal: 700,
        discount: 0,
        tax: 0,
        total: 700,
        status: 'PAID',
        paidAt: server.ctx.now(),
        provider: 'manual',
      },
    })

    const res = await reconcile()
    expect([res.status, res.body]).toEqual([
      200,
      { ok: true, settled: 2, abandoned: 2, refundsResolved: 2, documentsIssued: 1, errors: 0 },
    ])
    expect((await purchaseRow(server, settleMe.id)).status).toBe('PAID')
    expect((await purchaseRow(server, failedButPaid.id)).status).toBe('PAID')
    expect((await purchaseRow(server, tooNew.id)).status).toBe('CREATED')
    expect((await purchaseRow(server, onlyAuthorized.id)).status).toBe('CREATED')
    for (const row of [staleCaptured, abandoned]) {
      expect(await purchaseRow(server, row.id)).toMatchObject({
        status: 'FAILED',
        failureReason: 'Checkout abandoned; no payment received.',
      })
    }
    expect((await server.ctx.db.prisma.refund.findUniqueOrThrow({ where: { id: processed.refund.id } })).status).toBe(
      'PROCESSED',
    )
    expect(await purchaseRow(server, processed.purchaseId)).toMatchObject({ status: 'REFUNDED', refundedAmount: 9_000 })
    expect((await server.ctx.db.prisma.refund.findUniqueOrThrow({ where: { id: failed.refund.id } })).status).toBe(
      'FAILED',
    )
    expect(
      (await server.ctx.db.prisma.refund.findUniqueOrThrow({ where: { id: stillPending.refund.id } })).status,
    ).toBe('PENDING')
    expect(
      await server.ctx.db.prisma.billingDocument.findUnique({ where: { saleOfPurchaseId: undocumented.id } }),
    ).toMatchObject({ type: 'BILL_OF_SUPPLY', total: 700 })
    // Two grants stacked on one tenant: the second period starts at the first one's end.
    const [a, b] = [await purchaseRow(server, settleMe.id), await purchaseRow(server, failedButPaid.id)]
    const ends = [a.periodEnd!, b.periodEnd!].sort((x, y) => x.getTime() - y.getTime())
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toEqual(ends[1])

    expect((await reconcile()).body).toEqual({
      ok: true,
      settled: 0,
      abandoned: 0,
      refundsResolved: 0,
      documentsIssued: 0,
      errors: 0,
    })
  })

  it('counts a row that throws as an error, logs it and carries on', async () => {
    await reconcile()
    const { refund } = await pendingRefund('processed')
    const shop = await createTenantWithStaff(server)
    const abandoned = await purchaseAged(shop.tenantId, 26 * HOUR)
    // Every pending refund fetch now fails (ours plus any still pending from earlier tests).
    const pending = await server.ctx.db.prisma.refund.count({
      where: { status: 'PENDING', gatewayRefundId: { not: null } },
    })
    expect(pending).toBeGreaterThanOrEqual(1)
    gateway.state.failRefundFetch = true
    try {
      const res = await reconcile()
      expect(res.body).toMatchObject({ ok: true, abandoned: 1, refundsResolved: 0, errors: pending })
    } finally {
      gateway.state.failRefundFetch = false
    }
    expect((await purchaseRow(server, abandoned.id)).status).toBe('FAILED')
    expect((await server.ctx.db.prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe('PENDING')
    expect((await reconcile()).body).toMatchObject({ refundsResolved: 1, errors: 0 })
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('overlapping reconciler runs (PostgreSQL)', () => {
  it('two runs at once settle each purchase once and grant once', async () => {
    await reconcile()
    const shop = await createTenantWithStaff(server)
    const rows = await Promise.all(
      Array.from({ length: 5 }, () => purchaseAged(shop.tenantId, 30 * MINUTE, { payment: 'captured' })),
    )
    const runs = await Promise.all([reconcile(), reconcile(), reconcile()])
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200])
    expect(runs.reduce((sum, r) => sum + r.body.settled, 0)).toBe(5)
    expect(runs.reduce((sum, r) => sum + r.body.errors, 0)).toBe(0)
    const settled = await Promise.all(rows.map((r) => purchaseRow(server, r.id)))
    const latestEnd = Math.max(...settled.map((p) => p.periodEnd!.getTime()))
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate!.getTime()).toBe(latestEnd)
    // Stacked, not overlapping: each period starts where another ends (or at the first settlement).
    const spans = settled
      .map((p) => [p.periodStart!.getTime(), p.periodEnd!.getTime()] as const)
      .sort((x, y) => x[0] - y[0])
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBe(spans[i - 1]![1])
    expect(
      await server.ctx.db.prisma.billingDocument.count({ where: { purchaseId: { in: rows.map((r) => r.id) } } }),
    ).toBe(5)
  })
})
