import { describe, expect, it } from 'vitest'
import { signWebhook } from '@gold/core'
import {
  checkout,
  createPlan,
  createTestCoupon,
  KEYS,
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
withBillingServer((started) => {
  server = started
})

async function openOrder(options: { couponCode?: string } = {}) {
  const shop = await createTenantWithStaff(server)
  const plan = await createPlan(server, { prices: { monthly: 25_000 } })
  const res = await checkout(server, shop.admin.token, {
    planId: plan.planId,
    billingCycle: 'monthly',
    couponCode: options.couponCode,
  })
  return {
    shop,
    plan,
    purchaseId: res.body.purchaseId as string,
    orderId: res.body.orderId as string,
    total: res.body.amount as number,
  }
}
const captured = (orderId: string, amount: unknown = 25_000, extra: Record<string, unknown> = {}) =>
  paymentEvent('payment.captured', {
    id: `pay_${orderId}`,
    order_id: orderId,
    amount,
    currency: 'INR',
    status: 'captured',
    ...extra,
  })
const lastDelivery = () => server.ctx.db.prisma.webhookDelivery.findFirstOrThrow({ orderBy: { receivedAt: 'desc' } })

describe('POST /api/gateway/webhook: signature and payload', () => {
  it('400 Missing signature. without the header (also an empty one)', async () => {
    for (const signature of [null, '']) {
      const res = await postWebhook(server, { event: 'payment.captured' }, { signature })
      expect([res.status, res.body]).toEqual([400, { error: 'Missing signature.' }])
    }
    expect(await lastDelivery()).toMatchObject({ outcome: 'missing-signature', httpStatus: 400, signatureValid: false })
  })

  it('400 Invalid signature. for a wrong digest, a shorter one, or one keyed with the key secret', async () => {
    const raw = JSON.stringify({ event: 'payment.captured' })
    for (const signature of [
      'f'.repeat(64),
      'abcd',
      signWebhook(raw, KEYS.keySecret),
      signWebhook(`${raw} `, KEYS.webhookSecret),
    ]) {
      const res = await postWebhook(server, null, { raw, signature })
      expect([res.status, res.body]).toEqual([400, { error: 'Invalid signature.' }])
    }
  })

  it('verifies the raw bytes: re-serialised JSON with the same meaning does not pass', async () => {
    const raw = '{ "event" : "payment.authorized" }'
    const res = await postWebhook(server, null, {
      raw,
      signature: signWebhook(JSON.stringify(JSON.parse(raw)), KEYS.webhookSecret),
    })
    expect(res.status).toBe(400)
    const ok = await postWebhook(server, null, { raw })
    expect([ok.status, ok.body]).toEqual([200, { ok: true, ignored: 'payment.authorized' }])
  })

  it('400 Invalid payload. when a correctly signed body is not a JSON event', async () => {
    for (const raw of ['not json', '{"event":', '[1,2]', '"text"', '{}']) {
      const res = await postWebhook(server, null, { raw })
      expect([raw, res.status, res.body]).toEqual([raw, 400, { error: 'Invalid payload.' }])
    }
    expect(await lastDelivery()).toMatchObject({ outcome: 'invalid-payload', signatureValid: true, httpStatus: 400 })
  })

  it('200 {ok, ignored} for any other event, recorded with its name', async () => {
    const res = await postWebhook(server, { event: 'order.paid', payload: {} })
    expect([res.status, res.body]).toEqual([200, { ok: true, ignored: 'order.paid' }])
    expect(await lastDelivery()).toMatchObject({
      event: 'order.paid',
      outcome: 'ignored',
      httpStatus: 200,
      signatureValid: true,
    })
  })
})

describe('payment.captured', () => {
  it('settles the purchase (grant, coupon redemption) and is idempotent under replay', async () => {
    const { couponId, code } = await createTestCoupon(server, { kind: 'AMOUNT', amountOff: 5_000 })
    const { shop, purchaseId, orderId } = await openOrder({ couponCode: code })
    const event = captured(orderId, 20_000)
    const first = await postWebhook(server, event)
    expect([first.status, first.body]).toEqual([200, { ok: true }])
    const row = await purchaseRow(server, purchaseId)
    expect(row).toMatchObject({ status: 'PAID', gatewayPaymentId: `pay_${orderId}` })
    const expiry = (await tenantRow(server, shop.tenantId)).subscriptionExpiryDate
    expect(expiry).toEqual(row.periodEnd)
    for (let i = 0; i < 3; i++) expect((await postWebhook(server, event)).body).toEqual({ ok: true })
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toEqual(expiry)
    expect(await server.ctx.db.prisma.couponRedemption.count({ where: { couponId } })).toBe(1)
    expect(await lastDelivery()).toMatchObject({ event: 'payment.captured', outcome: 'already-paid', httpStatus: 200 })
  })

  it('answers 200 without granting: no ids, unusable amount or currency, unknown order, mismatch', async () => {
    const { shop, purchaseId, orderId } = await openOrder()
    const cases: [unknown, string][] = [
      [paymentEvent('payment.captured', { id: 'pay_1' }), 'no-order'],
      [{ event: 'payment.captured', payload: {} }, 'no-order'],
      [captured(orderId, '25000'), 'malformed'],
      [captured(orderId, 25_000.5), 'malformed'],
      [captured(orderId, 25_000, { currency: undefined }), 'malformed'],
      [captured('order_nobody_has'), 'unknown-order'],
      [captured(orderId, 24_000), 'mismatch'],
      [captured(orderId, 25_000, { currency: 'USD' }), 'mismatch'],
    ]
    for (const [event, outcome] of cases) {
      const res = await postWebhook(server, event)
      expect([outcome, res.status, res.body]).toEqual([outcome, 200, { ok: true }])
      expect((await lastDelivery()).outcome).toBe(outcome)
    }
    const row = await purchaseRow(server, purchaseId)
    expect(row.status).toBe('CREATED')
    expect(row.mismatchNote).toMatch(/USD/)
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toBeNull()
  })

  it('a late capture never claims a refunded purchase', async () => {
    const { shop, purchaseId, orderId } = await openOrder()
    await server.ctx.db.prisma.purchase.update({
      where: { id: purchaseId },
      data: { status: 'REFUNDED', refundedAmount: 25_000 },
    })
    const res = await postWebhook(server, captured(orderId))
    expect(res.body).toEqual({ ok: true })
    expect((await purchaseRow(server, purchaseId)).status).toBe('REFUNDED')
    expect((await tenantRow(server, shop.tenantId)).subscriptionExpiryDate).toBeNull()
    expect((await lastDelivery()).outcome).toBe('not-claimable')
  })

  it('500 on an unexpected processing error (the gateway retries; nothing half-applied)', async () => {
    const { purchaseId, orderId } = await openOrder()
    await server.ctx.db.prisma.purchase.update({ where: { id: purchaseId }, data: { billingCycle: 'fortnightly' } })
    const res = await postWebhook(server, captured(orderId))
    expect([res.status, res.body]).toEqual([500, { error: 'Internal Server Error' }])
    expect(await purchaseRow(server, purchaseId)).toMatchObject({ status: 'CREATED', paidAt: null })
    expect(await lastDelivery()).toMatchObject({ outcome: 'error', httpStatus: 500 })
  })
})

describe('payment.failed', () => {
  it('moves CREATED to FAILED with the description cut to 500 characters, or the default text', async () => {
    const a = await openOrder()
    const long = `${'é'.repeat(499)}😀xyz`
    const res = await postWebhook(
      server,
      paymentEvent('payment.failed', { id: 'pay_f', order_id: a.orderId, error_description: long }),
    )
    expect([res.status, res.body]).toEqual([200, { ok: true }])
    const row = await purchaseRow(server, a.purchaseId)
    expect(row.status).toBe('FAILED')
    expect(Array.from(row.failureReason!)).toHaveLength(500)
    expect(row.failureReason!.endsWith('😀')).toBe(true)
    const b = await openOrder()
    await postWebhook(server, paymentEvent('payment.failed', { id: 'pay_g', order_id: b.orderId }))
    expect((await purchaseRow(server, b.purchaseId)).failureReason).toBe('Payment failed at gateway.')
  })

  it('a failure after a success never un-pays; without an order id it is acknowledged', async () => {
    const { purchaseId, orderId } = await openOrder()
    await postWebhook(server, captured(orderId))
    const res = await postWebhook(
      server,
      paymentEvent('payment.failed', { id: 'pay_late', order_id: orderId, error_description: 'late' }),
    )
    expect(res.body).toEqual({ ok: true })
    expect((await purchaseRow(server, purchaseId)).status).toBe('PAID')
    expect((await postWebhook(server, paymentEvent('payment.failed', { id: 'pay_x' }))).body).toEqual({ ok: true })
  })
})

describe('webhook needs no session', () => {
  it('ignores cookies and bearer tokens: only the signature counts', async () => {
    const shop = await createTenantWithStaff(server)
    const raw = JSON.stringify({ event: 'payment.authorized' })
    const res = await call(server.url, 'POST', '/api/gateway/webhook', {
      token: shop.admin.token,
      rawBody: raw,
      headers: { 'x-gateway-signature': signWebhook(raw, KEYS.webhookSecret) },
    })
    expect(res.body).toEqual({ ok: true, ignored: 'payment.authorized' })
  })
})
