import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, signCheckout, type Sandbox } from '../src/sandbox.ts'

const keys = { keyId: 'key_test_x', keySecret: 'secret-x', webhookSecret: 'hook-x' }
const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`
let sandbox: Sandbox
let base: string
let servers: Server[] = []
const received: { body: string; signature: string }[] = []

async function listen(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler).listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  const hookUrl = await listen((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['x-gateway-signature']) })
      res.end('{"ok":true}')
    })
  })
  sandbox = createSandbox({ ...keys, webhookUrl: hookUrl, refundDelayMs: -1 })
  base = await listen(sandbox.app)
})
afterAll(() => {
  for (const s of servers) {
    s.closeAllConnections()
    s.close()
  }
  servers = []
})

// Gateway JSON, read loosely in assertions as the API tests read theirs (tooling-and-packaging.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any
async function api(method: string, path: string, body?: unknown, authorization = auth) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: () => res.json() as Promise<Json> }
}

describe('gateway sandbox', () => {
  it('requires Basic auth with the key pair', async () => {
    expect((await api('POST', '/v1/orders', { amount: 100, currency: 'INR' }, 'Basic bm9wZTpub3Bl')).status).toBe(401)
  })

  it('orders, checkout Pay (signed callback), payments, signed webhook, refunds', async () => {
    const order = await (
      await api('POST', '/v1/orders', {
        amount: 50_000,
        currency: 'INR',
        receipt: 'p1',
        notes: { purchaseId: 'p1', tenantId: 't1' },
      })
    ).json()
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_/),
      amount: 50_000,
      currency: 'INR',
      status: 'created',
    })
    const page = await fetch(
      `${base}/checkout?order_id=${order.id}&key_id=${keys.keyId}&callback=http://app.test/return`,
    )
    expect(await page.text()).toContain('₹500.00')
    const paid = await fetch(`${base}/checkout/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ order_id: order.id, callback: 'http://app.test/return' }),
    })
    const back = new URL(paid.headers.get('location')!)
    const paymentId = back.searchParams.get('gateway_payment_id')!
    expect(back.searchParams.get('gateway_signature')).toBe(signCheckout(order.id, paymentId, keys.keySecret))
    expect(await (await api('GET', `/v1/payments/${paymentId}`)).json()).toMatchObject({
      order_id: order.id,
      amount: 50_000,
      currency: 'INR',
      status: 'captured',
    })
    expect((await (await api('GET', `/v1/orders/${order.id}/payments`)).json()).items).toHaveLength(1)
    await sandbox.flush()
    const hook = received.find((r) => JSON.parse(r.body).event === 'payment.captured')!
    expect(hook.signature).toBe(createHmac('sha256', keys.webhookSecret).update(hook.body).digest('hex'))
    expect(JSON.parse(hook.body).payload.payment.entity).toMatchObject({
      id: paymentId,
      order_id: order.id,
      amount: 50_000,
    })

    expect((await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 60_000 })).status).toBe(400)
    const refund = await (
      await api('POST', `/v1/payments/${paymentId}/refund`, {
        amount: 20_000,
        notes: { purchaseId: 'p1', refundId: 'r1' },
      })
    ).json()
    expect(refund).toMatchObject({
      payment_id: paymentId,
      amount: 20_000,
      status: 'pending',
      notes: { refundId: 'r1' },
    })
    sandbox.settleRefund(refund.id, 'processed')
    expect(await (await api('GET', `/v1/refunds/${refund.id}`)).json()).toMatchObject({ status: 'processed' })
    await sandbox.flush()
    expect(received.map((r) => JSON.parse(r.body).event)).toEqual([
      'payment.captured',
      'refund.created',
      'refund.processed',
    ])
  })

  it('Fail records a failed payment and redirects with the error', async () => {
    const order = await (await api('POST', '/v1/orders', { amount: 1_000, currency: 'INR' })).json()
    const failed = await fetch(`${base}/checkout/fail`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ order_id: order.id, callback: 'http://app.test/r' }),
    })
    expect(new URL(failed.headers.get('location')!).searchParams.get('error')).toBe('payment_failed')
    const payments = (await (await api('GET', `/v1/orders/${order.id}/payments`)).json()).items
    expect(payments).toMatchObject([{ status: 'failed', error_description: 'Payment declined in the sandbox.' }])
  })
})

describe('several merchant accounts', () => {
  it("keeps a shop's orders to its keys, signs its checkout with its secret and sends its webhooks to its own URL", async () => {
    const shopHooks: { body: string; signature: string }[] = []
    const shopUrl = await listen((req, res) => {
      let body = ''
      req.on('data', (c) => {
        body += c
      })
      req.on('end', () => {
        shopHooks.push({ body, signature: String(req.headers['x-gateway-signature']) })
        res.end('{"ok":true}')
      })
    })
    const shop = { keyId: 'key_shop', keySecret: 'shop-secret', webhookSecret: 'shop-hook', webhookUrl: shopUrl }
    sandbox.options.accounts = [shop]
    const shopAuth = `Basic ${Buffer.from(`${shop.keyId}:${shop.keySecret}`).toString('base64')}`
    const order = await (await api('POST', '/v1/orders', { amount: 5000, currency: 'INR' }, shopAuth)).json()
    expect((await api('GET', `/v1/orders/${order.id}`, undefined, auth)).status).toBe(404)
    expect((await api('GET', `/v1/orders/${order.id}`, undefined, shopAuth)).status).toBe(200)
    const checkout = (keyId: string) => fetch(`${base}/checkout?order_id=${order.id}&key_id=${keyId}`)
    expect((await checkout(keys.keyId)).status).toBe(400)
    expect((await checkout(shop.keyId)).status).toBe(200)

    const before = received.length
    const fields = sandbox.completeCheckout(order.id, 'pay')!
    await sandbox.flush()
    expect(fields.gateway_signature).toBe(signCheckout(order.id, fields.gateway_payment_id!, shop.keySecret))
    expect(received.length).toBe(before)
    expect(shopHooks).toHaveLength(1)
    expect(shopHooks[0]!.signature).toBe(
      createHmac('sha256', shop.webhookSecret).update(shopHooks[0]!.body).digest('hex'),
    )
    expect((await api('GET', `/v1/payments/${fields.gateway_payment_id}`, undefined, auth)).status).toBe(404)
    sandbox.options.accounts = []
  })
})
