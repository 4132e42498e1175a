import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { signCheckout } from '@gold/core'

/**
 * The payment gateway (interfaces.md section 5) as a real HTTP server in the test process, so API
 * servers in other processes can reach it through GATEWAY_API_BASE. Each call kind can be switched
 * to a fault: `timeout` (never answers), `error500`, `reject` (a definite 400), `garbage` (200 with a body that is not JSON),
 * `reset` (connection destroyed before anything happens), `wrongShape` (JSON, but not the
 * documented object) or `lostResponse` (the gateway does the work, then the connection drops, so
 * the caller cannot know whether it happened).
 */
export const RELIABILITY_KEYS = {
  keyId: 'key_test_reliability',
  keySecret: 'reliability-key-secret',
  webhookSecret: 'reliability-webhook-secret',
}
export const RELIABILITY_CRON_SECRET = 'reliability-cron-secret'

export type Fault = 'timeout' | 'error500' | 'reject' | 'garbage' | 'reset' | 'wrongShape' | 'lostResponse'
export type CallKind = 'createOrder' | 'getPayment' | 'orderPayments' | 'createRefund' | 'getRefund'

type Order = {
  id: string
  amount: number
  currency: string
  receipt: string
  notes: Record<string, unknown>
  status: string
}
type Payment = { id: string; order_id: string; amount: unknown; currency: unknown; status: string }
type Refund = {
  id: string
  payment_id: string
  amount: number
  currency: string
  status: string
  notes: Record<string, unknown>
}

export const uniqueId = () => randomBytes(5).toString('hex')

export async function startFakeGateway() {
  const orders = new Map<string, Order>()
  const payments = new Map<string, Payment>()
  const refunds = new Map<string, Refund>()
  const faults: Partial<Record<CallKind, Fault>> = {}
  const calls: { kind: CallKind; fault: Fault | null }[] = []
  const sockets = new Set<Socket>()
  const hanging = new Set<http.ServerResponse>()
  const expectedAuth = `Basic ${Buffer.from(`${RELIABILITY_KEYS.keyId}:${RELIABILITY_KEYS.keySecret}`).toString('base64')}`

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const notFound = (res: http.ServerResponse) =>
    json(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })

  function applyFault(kind: CallKind, res: http.ServerResponse): boolean {
    const fault = faults[kind] ?? null
    calls.push({ kind, fault })
    if (fault === null || fault === 'lostResponse') return false
    if (fault === 'timeout') {
      hanging.add(res)
      return true
    }
    if (fault === 'error500') json(res, 500, { error: { code: 'SERVER_ERROR', description: 'Something went wrong' } })
    if (fault === 'reject')
      json(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Rejected by the gateway' } })
    if (fault === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('<html>502 Bad Gateway</html>{"id":')
    }
    if (fault === 'reset') res.socket?.destroy()
    if (fault === 'wrongShape') json(res, 200, { items: 'not-a-list', id: 42, amount: 'NaN' })
    return true
  }

  /** Answer, unless the call kind is set to lose its response after doing the work. */
  const answer = (kind: CallKind, res: http.ServerResponse, body: unknown) => {
    if (faults[kind] === 'lostResponse') res.socket?.destroy()
    else json(res, 200, body)
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined
    if (req.headers.authorization !== expectedAuth)
      return json(res, 401, { error: { description: 'Authentication failed' } })
    const path = new URL(req.url ?? '/', 'http://x').pathname
    let m: RegExpExecArray | null
    if (req.method === 'POST' && path === '/v1/orders') {
      if (applyFault('createOrder', res)) return
      const order = {
        id: `order_${uniqueId()}`,
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        notes: body.notes,
        status: 'created',
      }
      orders.set(order.id, order)
      return answer('createOrder', res, order)
    }
    if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      if (applyFault('orderPayments', res)) return
      const orderId = decodeURIComponent(m[1]!)
      return json(res, 200, {
        entity: 'collection',
        items: [...payments.values()].filter((p) => p.order_id === orderId),
      })
    }
    if (req.method === 'GET' && (m = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
      if (applyFault('getPayment', res)) return
      const p = payments.get(decodeURIComponent(m[1]!))
      return p ? json(res, 200, p) : notFound(res)
    }
    if (req.method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
      if (applyFault('createRefund', res)) return
      const payment = payments.get(decodeURIComponent(m[1]!))
      if (!payment) return notFound(res)
      const refund = {
        id: `rfnd_${uniqueId()}`,
        payment_id: payment.id,
        amount: body.amount,
        currency: 'INR',
        status: 'pending',
        notes: body.notes,
      }
      refunds.set(refund.id, refund)
      return answer('createRefund', res, refund)
    }
    if (req.method === 'GET' && (m = /^\/v1\/refunds\/([^/]+)$/.exec(path))) {
      if (applyFault('getRefund', res)) return
      const r = refunds.get(decodeURIComponent(m[1]!))
      return r ? json(res, 200, r) : notFound(res)
    }
    return notFound(res)
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) json(res, 400, { error: { description: 'bad request' } })
    })
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    orders,
    payments,
    refunds,
    faults,
    calls,
    /** The env an API server needs to use this gateway (plus the cron secret). */
    env: {
      GATEWAY_KEY_ID: RELIABILITY_KEYS.keyId,
      GATEWAY_KEY_SECRET: RELIABILITY_KEYS.keySecret,
      GATEWAY_WEBHOOK_SECRET: RELIABILITY_KEYS.webhookSecret,
      GATEWAY_API_BASE: `${url}/`,
      CRON_SECRET: RELIABILITY_CRON_SECRET,
    },
    setFault(kind: CallKind | CallKind[], fault: Fault | null) {
      for (const k of Array.isArray(kind) ? kind : [kind]) {
        if (fault === null) delete faults[k]
        else faults[k] = fault
      }
    },
    clearFaults() {
      for (const k of Object.keys(faults) as CallKind[]) delete faults[k]
      for (const res of hanging) res.socket?.destroy()
      hanging.clear()
    },
    /** A captured payment on an order (amount and currency from the order unless overridden). */
    capture(orderId: string, overrides: Partial<Payment> = {}) {
      const order = orders.get(orderId)
      const payment: Payment = {
        id: `pay_${uniqueId()}`,
        order_id: orderId,
        amount: order?.amount,
        currency: order?.currency,
        status: 'captured',
        ...overrides,
      }
      payments.set(payment.id, payment)
      return { payment, confirmation: checkoutConfirmation(orderId, payment.id) }
    },
    setRefundStatus(refundId: string, status: string) {
      const r = refunds.get(refundId)
      if (r) r.status = status
    },
    async close() {
      for (const res of hanging) res.socket?.destroy()
      for (const s of sockets) s.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type FakeGateway = Awaited<ReturnType<typeof startFakeGateway>>

/** The browser callback body of POST /api/billing/verify. */
export const checkoutConfirmation = (orderId: string, paymentId: string) => ({
  gateway_order_id: orderId,
  gateway_payment_id: paymentId,
  gateway_signature: signCheckout(orderId, paymentId, RELIABILITY_KEYS.keySecret),
})

export const paymentCapturedEvent = (payment: {
  id: string
  order_id: string
  amount: unknown
  currency: unknown
}) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: {
      entity: {
        id: payment.id,
        order_id: payment.order_id,
        amount: payment.amount,
        currency: payment.currency,
        status: 'captured',
      },
    },
  },
})

export const refundEvent = (event: string, refund: Record<string, unknown>) => ({
  entity: 'event',
  event,
  payload: { refund: { entity: refund } },
})
