import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signWebhook } from '@gold/core'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/** The deployment's current state (platform-spec 1.8): gateway keys unset. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('billing with the gateway keys unset (the default configuration)', () => {
  it('plans report checkoutEnabled false', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'GET', '/api/billing/plans', { token: shop.admin.token })
    expect(res.status).toBe(200)
    expect(res.body.checkoutEnabled).toBe(false)
  })

  it('checkout answers 503 first, ahead of the rate limit and whatever the body is', async () => {
    const shop = await createTenantWithStaff(server)
    for (let i = 0; i < 12; i++) {
      const res = await call(server.url, 'POST', '/api/billing/checkout', {
        token: shop.admin.token,
        rawBody: i % 2 ? '{broken' : '{}',
      })
      expect([res.status, res.body]).toEqual([
        503,
        { error: 'Online payment is not available right now. Please contact support to renew.' },
      ])
    }
  })

  it('the keys check comes before the kill switch', async () => {
    const shop = await createTenantWithStaff(server)
    await server.ctx.db.prisma.platformSettings.update({ where: { id: 'platform' }, data: { checkoutEnabled: false } })
    try {
      const res = await call(server.url, 'POST', '/api/billing/checkout', { token: shop.admin.token, body: {} })
      expect(res.body).toEqual({ error: 'Online payment is not available right now. Please contact support to renew.' })
    } finally {
      await server.ctx.db.prisma.platformSettings.update({ where: { id: 'platform' }, data: { checkoutEnabled: true } })
    }
  })

  it('the webhook answers 503 Webhook not configured. before looking at the signature', async () => {
    const body = JSON.stringify({ event: 'payment.captured' })
    for (const headers of [
      {},
      { 'x-gateway-signature': 'bad' },
      { 'x-gateway-signature': signWebhook(body, 'anything') },
    ] as Record<string, string>[]) {
      const res = await call(server.url, 'POST', '/api/gateway/webhook', { rawBody: body, headers })
      expect([res.status, res.body]).toEqual([503, { error: 'Webhook not configured.' }])
    }
    const stored = await server.ctx.db.prisma.webhookDelivery.findFirst({ orderBy: { receivedAt: 'desc' } })
    expect(stored).toMatchObject({
      outcome: 'not-configured',
      httpStatus: 503,
      signatureValid: false,
      rawBody: null,
      bodyBytes: body.length,
    })
  })

  it('the reconciler fails closed while CRON_SECRET is unset: 401 JSON', async () => {
    for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Bearer undefined' }] as Record<
      string,
      string
    >[]) {
      const res = await call(server.url, 'GET', '/api/cron/billing-reconcile', { headers })
      expect([res.status, res.body]).toEqual([401, { error: 'Unauthorized' }])
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
    }
  })

  it('verify cannot check a signature without the key secret: 400 Payment could not be verified.', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/billing/verify', {
      token: shop.admin.token,
      body: { gateway_order_id: 'o', gateway_payment_id: 'p', gateway_signature: 's' },
    })
    expect([res.status, res.body]).toEqual([400, { error: 'Payment could not be verified.' }])
  })
})
