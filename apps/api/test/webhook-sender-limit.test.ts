import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { WEBHOOK_UNSIGNED_LIMIT } from '../src/webhook/webhook-sender-limit.ts'
import { postWebhook, withBillingServer } from './billing-support.ts'
import type { TestServer } from './support/test-server.ts'

/**
 * Issue 23 item 16: unsigned deliveries are limited per sender, and a sender over the limit is
 * answered before its body is read; the gateway's signed deliveries are never limited.
 */
let server: TestServer
withBillingServer((started) => {
  server = started
})

const deliveries = () => server.ctx.db.prisma.webhookDelivery.count()

/** Send the headers of a 1 MB delivery and only its first bytes: the answer must come without the rest. */
function startHugeDelivery(sender: string) {
  return new Promise<{ status: number; retryAfter: string | undefined; body: string } | 'waited for the body'>(
    (resolve, reject) => {
      const url = new URL('/api/gateway/webhook', server.url)
      const req = http.request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': '1000000',
          'x-gateway-signature': 'f'.repeat(64),
          'x-forwarded-for': sender,
        },
      })
      const timer = setTimeout(() => {
        req.destroy()
        resolve('waited for the body')
      }, 10_000)
      req.on('response', (res) => {
        let body = ''
        res.on('data', (d) => (body += d))
        res.on('end', () => {
          clearTimeout(timer)
          resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body })
        })
      })
      req.on('error', (e) => {
        clearTimeout(timer)
        reject(e)
      })
      req.write('{"event":"payment.captured","pad":"')
    },
  )
}

describe('webhook rate limit per sender', () => {
  it('a sender over its unsigned deliveries gets 429 before its body is read; other senders are unaffected', async () => {
    const sender = '203.0.113.7'
    for (let i = 0; i < WEBHOOK_UNSIGNED_LIMIT.limit; i++) {
      const res = await postWebhook(server, { event: 'payment.captured' }, { signature: i % 2 ? null : 'bad', sender })
      expect(res.status).toBe(400)
    }
    const before = await deliveries()
    const answer = await startHugeDelivery(sender)
    expect(answer).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: JSON.stringify({ error: 'Too many attempts. Please try again later.' }),
    })
    expect(await deliveries()).toBe(before)
    const other = await postWebhook(server, { event: 'payment.captured' }, { signature: null, sender: '203.0.113.8' })
    expect([other.status, other.body]).toEqual([400, { error: 'Missing signature.' }])
    // The window passes: the sender is heard again.
    server.clock.advance(WEBHOOK_UNSIGNED_LIMIT.windowMs + 1_000)
    const later = await postWebhook(server, { event: 'payment.captured' }, { signature: null, sender })
    expect(later.status).toBe(400)
  })

  it("the gateway's signed deliveries never count: many from one sender all go through, and its unsigned ones are still heard", async () => {
    const gateway = '198.18.0.1'
    for (let i = 0; i < WEBHOOK_UNSIGNED_LIMIT.limit * 2; i++) {
      const res = await postWebhook(server, { event: 'order.paid', n: i }, { sender: gateway })
      expect([res.status, res.body]).toEqual([200, { ok: true, ignored: 'order.paid' }])
    }
    const unsigned = await postWebhook(server, { event: 'order.paid' }, { signature: null, sender: gateway })
    expect([unsigned.status, unsigned.body]).toEqual([400, { error: 'Missing signature.' }])
  })
})
