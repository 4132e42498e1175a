import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '@gold/gateway-sandbox'
import { commands } from '../src/cli/commands.ts'
import { CRON_SECRET, KEYS } from './billing-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/** End to end through the gateway sandbox (started in-process): no mocks anywhere. */
let server: TestServer
let sandbox: Sandbox
let sandboxServer: Server
let sandboxUrl: string

beforeAll(async () => {
  sandbox = createSandbox({
    keyId: KEYS.keyId,
    keySecret: KEYS.keySecret,
    webhookSecret: KEYS.webhookSecret,
    refundDelayMs: 50,
  })
  sandboxServer = sandbox.app.listen(0, '127.0.0.1')
  await new Promise((resolve) => sandboxServer.once('listening', resolve))
  sandboxUrl = `http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}`
  server = await startTestServer({
    env: {
      GATEWAY_KEY_ID: KEYS.keyId,
      GATEWAY_KEY_SECRET: KEYS.keySecret,
      GATEWAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      GATEWAY_API_BASE: sandboxUrl,
      CRON_SECRET,
    },
  })
  sandbox.options.webhookUrl = `${server.url}/api/gateway/webhook`
})
afterAll(async () => {
  await sandbox.flush()
  sandboxServer.closeAllConnections()
  await new Promise((resolve) => sandboxServer.close(resolve))
  await server.close()
})

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    await sandbox.flush()
    const value = await read()
    if (ok(value)) return value
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('buying a plan through the gateway sandbox', () => {
  it('plans -> quote -> checkout -> sandbox Pay -> verify -> webhook -> purchases -> PDF -> refund', async () => {
    const shop = await createTenantWithStaff(server)
    const token = shop.admin.token
    const plans = await call(server.url, 'GET', '/api/billing/plans', { token })
    expect(plans.body.checkoutEnabled).toBe(true)
    const starter = plans.body.plans.find((p: { key: string }) => p.key === 'starter')
    const monthly = starter.prices.find((p: { billingCycle: string }) => p.billingCycle === 'monthly')

    const quote = await call(server.url, 'POST', '/api/billing/quote', {
      token,
      body: { planId: starter.id, billingCycle: 'monthly' },
    })
    expect(quote.body.quote.total).toBe(monthly.amount)

    const started = await call(server.url, 'POST', '/api/billing/checkout', {
      token,
      body: { planId: starter.id, billingCycle: 'monthly' },
    })
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ amount: monthly.amount, currency: 'INR', keyId: KEYS.keyId })

    const callback = 'http://localhost:3000/billing/return'
    const page = await fetch(
      `${sandboxUrl}/checkout?order_id=${started.body.orderId}&key_id=${KEYS.keyId}&callback=${encodeURIComponent(callback)}`,
    )
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Pay')
    const paid = await fetch(`${sandboxUrl}/checkout/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ order_id: started.body.orderId, callback }).toString(),
    })
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe(callback)
    const fields = Object.fromEntries(
      ['gateway_order_id', 'gateway_payment_id', 'gateway_signature'].map((k) => [k, back.searchParams.get(k)]),
    )

    const verified = await call(server.url, 'POST', '/api/billing/verify', { token, body: fields })
    expect([verified.status, verified.body]).toEqual([200, { ok: true, settled: true }])
    await sandbox.flush()
    const captured = sandbox.deliveries.find((d) => d.event === 'payment.captured')
    expect(captured).toMatchObject({ status: 200, error: null })

    const after = await call(server.url, 'GET', '/api/billing/plans', { token })
    expect(after.body.current).toMatchObject({
      planId: starter.id,
      plan: 'Starter',
      status: 'Active',
      paymentStatus: 'Paid',
    })
    const purchases = await call(server.url, 'GET', '/api/billing/purchases', { token })
    expect(purchases.body).toHaveLength(1)
    const purchase = purchases.body[0]
    expect(purchase).toMatchObject({
      id: started.body.purchaseId,
      status: 'PAID',
      total: monthly.amount,
      gatewayPaymentId: fields.gateway_payment_id,
    })
    const pdf = await fetch(`${server.url}/api/billing/documents/${purchase.documents[0].id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await pdfText(await pdf.arrayBuffer())).join(' ')).toContain(purchase.documents[0].number)

    const refund = await commands['refund:create']!(server.ctx, {
      purchase: purchase.id,
      amount: '1000',
      revoke: 'false',
    })
    expect(refund).toEqual({ refundId: expect.any(String), gatewayRefundId: expect.stringMatching(/^rfnd_/) })
    const refunded = await until(
      async () => (await call(server.url, 'GET', '/api/billing/purchases', { token })).body[0],
      (p) => p.status === 'PARTIALLY_REFUNDED',
      'the refund.processed webhook',
    )
    expect(refunded).toMatchObject({ refundedAmount: 1000, refunds: [{ id: refund.refundId, status: 'PROCESSED' }] })
    expect(refunded.documents.map((d: { type: string }) => d.type)).toEqual(['BILL_OF_SUPPLY', 'CREDIT_NOTE'])

    const reconciled = await call(server.url, 'GET', '/api/cron/billing-reconcile', {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    })
    expect(reconciled.body).toMatchObject({ ok: true, errors: 0 })
    expect(sandbox.deliveries.every((d) => d.status === 200)).toBe(true)
  })

  it('the Fail button records a failed payment through the payment.failed webhook', async () => {
    const shop = await createTenantWithStaff(server)
    const plans = await call(server.url, 'GET', '/api/billing/plans', { token: shop.admin.token })
    const growth = plans.body.plans.find((p: { key: string }) => p.key === 'growth')
    const started = await call(server.url, 'POST', '/api/billing/checkout', {
      token: shop.admin.token,
      body: { planId: growth.id, billingCycle: 'yearly' },
    })
    const failed = await fetch(`${sandboxUrl}/checkout/fail`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        order_id: started.body.orderId,
        callback: 'http://localhost:3000/billing/return',
      }).toString(),
    })
    expect(new URL(failed.headers.get('location')!).searchParams.get('error')).toBe('payment_failed')
    const row = await until(
      () => server.ctx.db.prisma.purchase.findUniqueOrThrow({ where: { id: started.body.purchaseId } }),
      (p) => p.status === 'FAILED',
      'payment.failed',
    )
    expect(row.failureReason).toBe('Payment declined in the sandbox.')
  })
})
