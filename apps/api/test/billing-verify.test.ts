import { describe, expect, it } from 'vitest'
import { addMonthsIst } from '@gold/core/shared/india-calendar'
import {
  buyPlan,
  checkout,
  confirmation,
  createPlan,
  createTestCoupon,
  paymentEvent,
  postWebhook,
  purchaseRow,
  tenantRow,
  withBillingServer,
} from './billing-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
const gateway = withBillingServer((started) => {
  server = started
})

const DAY = 86_400_000
const verify = (token: string, body: unknown) => call(server.url, 'POST', '/api/billing/verify', { token, body })

async function openCheckout(options: { prices?: Record<string, number>; couponCode?: string; cycle?: string } = {}) {
  const shop = await createTenantWithStaff(server)
  const plan = await createPlan(server, { prices: options.prices ?? { monthly: 50_000 } })
  const res = await checkout(server, shop.admin.token, {
    planId: plan.planId,
    billingCycle: options.cycle ?? 'monthly',
    couponCode: options.couponCode,
  })
  expect(res.status).toBe(200)
  return { shop, plan, purchaseId: res.body.purchaseId as string, orderId: res.body.orderId as string }
}

describe('POST /api/billing/verify: refusals', () => {
  it.each<[string, unknown]>([
    ['empty body', {}],
    ['missing signature', { gateway_order_id: 'o', gateway_payment_id: 'p' }],
    ['non-string field', { gateway_order_id: 'o', gateway_payment_id: 5, gateway_signature: 's' }],
    ['empty string', { gateway_order_id: '', gateway_payment_id: 'p', gateway_signature: 's' }],
  ])('%s: 400 Incomplete payment confirmation.', async (_name, body) => {
    const shop = await createTenantWithStaff(server)
    const res = await verify(shop.admin.token, body)
    expect([res.status, res.body]).toEqual([400, { error: 'Incomplete payment confirmation.' }])
  })

  it('malformed JSON: 400 Incomplete payment confirmation.', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/billing/verify', {
      token: shop.admin.token,
      rawBody: '{"gateway_order_id": ',
    })
    expect([res.status, res.body]).toEqual([400, { error: 'Incomplete payment confirmation.' }])
  })

  it('bad signature (wrong digest, wrong length, signed for another payment): 400 Payment could not be verified.', async () => {
    const { shop, orderId } = await openCheckout()
    const { payment } = gateway.capture(orderId)
    const good = confirmation(orderId, payment.id)
    for (const signature of ['0'.repeat(64), 'abc', confirmation(orderId, 'pay_other').gateway_signature]) {
      const res = await verify(shop.admin.token, { ...good, gateway_signature: signature })
      expect([res.status, res.body]).toEqual([400, { error: 'Payment could not be verified.' }])
    }
  })

  it("unknown order or another tenant's order: 404 Unknown order.", async () => {
    const { orderId } = await openCheckout()
    const { payment } = gateway.capture(orderId)
    const stranger = await createTenantWithStaff(server)
    for (const fields of [confirmation('order_missing', 'pay_x'), confirmation(orderId, payment.id)]) {
      const res = await verify(stranger.admin.token, fields)
      expect([res.status, res.body]).toEqual([404, { error: 'Unknown order.' }])
    }
  })

  it('payment unknown at the gateway, or paying a different order: 400 Payment could not be verified.', async () => {
    const { shop, orderId } = await openCheckout()
    const other = await openCheckout()
    const { payment: foreign } = gateway.capture(other.orderId)
    for (const fields of [confirmation(orderId, 'pay_not_at_gateway'), confirmation(orderId, foreign.id)]) {
      const res = await verify(shop.admin.token, fields)
      expect([res.status, res.body]).toEqual([400, { error: 'Payment could not be verified.' }])
    }
  })

  it('authorized but not captured: pending, nothing granted', async () => {
    const { shop, orderId, purchaseId } = await openCheckout()
    const { confirmation: fields } = gateway.capture(orderId, { status: 'authorized' })
    const res = await verify(shop.admin.token, fields)
    expect([res.status, res.body]).toEqual([200, { ok: true, settled: false, pending: true }])
    expect((await purchaseRow(server, purchaseId)).status).toBe('CREATED')
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toBeNull()
  })

  it('amount or currency differs: 409, mismatch recorded, nothing granted', async () => {
    for (const overrides of [{ amount: 49_999 }, { currency: 'USD' }]) {
      const { shop, orderId, purchaseId } = await openCheckout()
      const { confirmation: fields } = gateway.capture(orderId, overrides)
      const res = await verify(shop.admin.token, fields)
      expect([res.status, res.body]).toEqual([
        409,
        { error: 'This payment does not match the order. Our team has been notified.' },
      ])
      const row = await purchaseRow(server, purchaseId)
      expect(row).toMatchObject({ status: 'CREATED', paidAt: null, periodStart: null })
      expect(row.mismatchNote).toContain(fields.gateway_payment_id)
      expect(row.mismatchAt).not.toBeNull()
      expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toBeNull()
    }
  })
})

describe('POST /api/billing/verify: settlement', () => {
  it('grants the period, stamps the purchase, redeems the coupon, issues the bill of supply and mails the receipt', async () => {
    const { couponId, code } = await createTestCoupon(server, { percentOff: 10 })
    const { shop, plan, orderId, purchaseId } = await openCheckout({
      prices: { quarterly: 90_000 },
      cycle: 'quarterly',
      couponCode: code,
    })
    const { payment, confirmation: fields } = gateway.capture(orderId)
    const before = server.ctx.now()
    const res = await verify(shop.admin.token, fields)
    expect([res.status, res.body]).toEqual([200, { ok: true, settled: true }])
    const row = await purchaseRow(server, purchaseId)
    expect(row).toMatchObject({ status: 'PAID', gatewayPaymentId: payment.id, total: 81_000 })
    expect(row.paidAt!.getTime()).toBeGreaterThanOrEqual(before.getTime())
    expect(row.periodEnd!.toISOString()).toBe(addMonthsIst(row.periodStart!, 3).toISOString())
    const tenant = await tenantRow(server, shop.tenantId)
    expect(tenant).toMatchObject({
      planId: plan.planId,
      subscriptionPlan: plan.name,
      paymentStatus: 'Paid',
      subscriptionExpiryDate: row.periodEnd,
    })
    expect(await server.ctx.db.prisma.couponRedemption.findMany({ where: { couponId } })).toMatchObject([
      { tenantId: shop.tenantId, purchaseId },
    ])
    const documents = await server.ctx.db.prisma.billingDocument.findMany({ where: { purchaseId } })
    expect(documents).toMatchObject([{ type: 'BILL_OF_SUPPLY', total: 81_000 }])
    expect(documents[0]!.number).toMatch(/^BOS\/\d{4}-\d{2}\/\d{6}$/)
    const mail = (await server.outbox()).find(
      (m) => m.to.includes(shop.admin.email) && m.subject.startsWith('Payment received'),
    )
    expect(mail?.attachments).toEqual([
      {
        filename: `${documents[0]!.number.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ])
    const plans = await call(server.url, 'GET', '/api/billing/plans', { token: shop.admin.token })
    expect(plans.body.current).toMatchObject({
      planId: plan.planId,
      plan: plan.name,
      status: 'Active',
      paymentStatus: 'Paid',
    })
  })

  it('verifying again (or after the webhook won) says settled and grants nothing more', async () => {
    const { shop, orderId, purchaseId } = await openCheckout()
    const { payment, confirmation: fields } = gateway.capture(orderId)
    const hook = await postWebhook(
      server,
      paymentEvent('payment.captured', { id: payment.id, order_id: orderId, amount: 50_000, currency: 'INR' }),
    )
    expect(hook.body).toEqual({ ok: true })
    const expiry = (await tenantRow(server, shop.tenantId)).subscriptionExpiryDate
    for (let i = 0; i < 2; i++)
      expect((await verify(shop.admin.token, fields)).body).toEqual({ ok: true, settled: true })
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toEqual(expiry)
    expect(await server.ctx.db.prisma.billingDocument.count({ where: { purchaseId } })).toBe(1)
  })

  it('stacks: renewing with time left starts at the current expiry; a lapsed tenant starts now', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 10_000 } })
    const current = new Date(server.ctx.now().getTime() + 10 * DAY)
    await server.ctx.db.prisma.tenant.update({
      where: { id: shop.tenantId },
      data: { subscriptionExpiryDate: current },
    })
    const { purchaseId } = await buyPlan(server, gateway, shop.admin.token, {
      planId: plan.planId,
      billingCycle: 'monthly',
    })
    const stacked = await purchaseRow(server, purchaseId)
    expect(stacked.periodStart).toEqual(current)
    expect(stacked.periodEnd).toEqual(addMonthsIst(current, 1))

    const lapsed = await createTenantWithStaff(server)
    await server.ctx.db.prisma.tenant.update({
      where: { id: lapsed.tenantId },
      data: { subscriptionExpiryDate: new Date(server.ctx.now().getTime() - 5 * DAY) },
    })
    const before = server.ctx.now().getTime()
    const fresh = await purchaseRow(
      server,
      (await buyPlan(server, gateway, lapsed.admin.token, { planId: plan.planId, billingCycle: 'monthly' })).purchaseId,
    )
    expect(fresh.periodStart!.getTime()).toBeGreaterThanOrEqual(before)
    expect((await tenantRow(server, lapsed.tenantId)).subscriptionStartDate).toEqual(fresh.periodStart)
  })

  it('FAILED is not terminal: a capture after payment.failed still settles', async () => {
    const { shop, orderId, purchaseId } = await openCheckout()
    await postWebhook(
      server,
      paymentEvent('payment.failed', { id: 'pay_failed_1', order_id: orderId, error_description: 'Card declined' }),
    )
    expect(await purchaseRow(server, purchaseId)).toMatchObject({ status: 'FAILED', failureReason: 'Card declined' })
    const { confirmation: fields } = gateway.capture(orderId)
    expect((await verify(shop.admin.token, fields)).body).toEqual({ ok: true, settled: true })
    expect((await purchaseRow(server, purchaseId)).status).toBe('PAID')
  })

  it('tRPC verify uses the same checks', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/trpc/billing.verify', { token: shop.admin.token, body: { json: {} } })
    expect(res.status).toBe(400)
    expect(res.body.error.json.message).toBe('Incomplete payment confirmation.')
  })

  // Issue 14: verify, quote and checkout take core's paymentConfirmationInput and quoteInput, the
  // schemas the REST routes parse with, so a bad body gets the REST route's answer.
  it('tRPC verify, quote and checkout answer what the REST routes answer for the same body', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server, { prices: { monthly: 50_000 } })
    const cases: [procedure: string, body: unknown, error: string][] = [
      [
        'verify',
        { gateway_order_id: 'o', gateway_payment_id: 5, gateway_signature: 's' },
        'Incomplete payment confirmation.',
      ],
      ['verify', ['o', 'p', 's'], 'Incomplete payment confirmation.'],
      ['quote', { billingCycle: 'monthly' }, 'Plan and billing cycle are required.'],
      ['quote', { planId: plan.planId, billingCycle: 'fortnightly' }, 'Unknown billing cycle.'],
      ['checkout', { planId: plan.planId, billingCycle: 7 }, 'Plan and billing cycle are required.'],
    ]
    for (const [procedure, body, error] of cases) {
      const viaTrpc = await call(server.url, 'POST', `/trpc/billing.${procedure}`, {
        token: shop.admin.token,
        body: { json: body },
      })
      const rest = await call(server.url, 'POST', `/api/billing/${procedure}`, { token: shop.admin.token, body })
      expect([procedure, viaTrpc.status, viaTrpc.body.error?.json.message, rest.status, rest.body]).toEqual([
        procedure,
        400,
        error,
        400,
        { error },
      ])
    }
  })
})
