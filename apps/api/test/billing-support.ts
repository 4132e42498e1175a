import { randomBytes } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll } from 'vitest'
import { CLI_ACTOR, parseCouponInput, parsePlanInput, signCheckout, signWebhook } from '@gold/core'
import { upsertPlan } from '../src/billing/catalog-service.ts'
import { createCoupon } from '../src/billing/coupon-service.ts'
import { call, type ResponseBody } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/** Billing test kit: a configured gateway environment, an msw fake of the gateway API, factories. */
export const GATEWAY_BASE = 'http://gateway.test'
export const KEYS = {
  keyId: 'key_test_billing',
  keySecret: 'key-secret-for-tests',
  webhookSecret: 'webhook-secret-for-tests',
}
export const CRON_SECRET = 'cron-secret-for-tests'
export const GATEWAY_ENV = {
  GATEWAY_KEY_ID: KEYS.keyId,
  GATEWAY_KEY_SECRET: KEYS.keySecret,
  GATEWAY_WEBHOOK_SECRET: KEYS.webhookSecret,
  GATEWAY_API_BASE: `${GATEWAY_BASE}/`,
  CRON_SECRET,
}

/**
 * For a test file: the fake gateway listening and an API server configured for it, started before
 * the file's tests (handed to `onStart`) and stopped after them. Returns the fake gateway.
 */
export function withBillingServer(onStart: (server: TestServer) => void) {
  const gateway = fakeGateway()
  let server: TestServer | undefined
  beforeAll(async () => {
    gateway.listen()
    server = await startTestServer({ env: GATEWAY_ENV })
    onStart(server)
  })
  afterAll(async () => {
    gateway.close()
    await server?.close()
  })
  return gateway
}

export const unique = () => randomBytes(4).toString('hex')

type FakeOrder = {
  id: string
  amount: number
  currency: string
  receipt: string
  notes: Record<string, string>
  status: string
}
type FakePayment = { id: string; order_id: string; amount: unknown; currency: unknown; status: string }
type FakeRefund = {
  id: string
  payment_id: string
  amount: number
  currency: string
  status: string
  notes: Record<string, string>
}

/**
 * The gateway as msw handlers over in-memory maps. Tests flip `rejectOrders`, add payments with
 * `capture`, and read `orderRequests` / `refundRequests` / `authHeaders` to assert what was sent.
 */
export function fakeGateway() {
  const state = {
    orders: new Map<string, FakeOrder>(),
    payments: new Map<string, FakePayment>(),
    refunds: new Map<string, FakeRefund>(),
    orderRequests: [] as unknown[],
    refundRequests: [] as { paymentId: string; body: ResponseBody }[],
    authHeaders: [] as string[],
    rejectOrders: false,
    refundStatus: 'pending' as string,
    failRefundFetch: false,
    /** Runs before the order is answered (e.g. to look at the database at that moment). */
    onOrder: null as null | ((body: ResponseBody) => Promise<Partial<FakeOrder> | void>),
  }
  const notFound = () =>
    HttpResponse.json(
      { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
      { status: 404 },
    )
  const server = setupServer(
    http.post(`${GATEWAY_BASE}/v1/orders`, async ({ request }) => {
      state.authHeaders.push(request.headers.get('authorization') ?? '')
      const body = (await request.json()) as ResponseBody
      state.orderRequests.push(body)
      if (state.rejectOrders) return HttpResponse.json({ error: { description: 'rejected' } }, { status: 400 })
      const override = state.onOrder ? await state.onOrder(body) : undefined
      const order = {
        id: `order_${unique()}`,
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        notes: body.notes,
        status: 'created',
        ...override,
      }
      state.orders.set(order.id, order)
      return HttpResponse.json(order)
    }),
    http.get(`${GATEWAY_BASE}/v1/payments/:id`, ({ params }) => {
      const p = state.payments.get(String(params.id))
      return p ? HttpResponse.json(p) : notFound()
    }),
    http.get(`${GATEWAY_BASE}/v1/orders/:id/payments`, ({ params }) =>
      HttpResponse.json({ items: [...state.payments.values()].filter((p) => p.order_id === params.id) }),
    ),
    http.post(`${GATEWAY_BASE}/v1/payments/:id/refund`, async ({ params, request }) => {
      const body = (await request.json()) as ResponseBody
      state.refundRequests.push({ paymentId: String(params.id), body })
      const payment = state.payments.get(String(params.id))
      if (!payment) return notFound()
      const refund = {
        id: `rfnd_${unique()}`,
        payment_id: payment.id,
        amount: body.amount,
        currency: 'INR',
        status: state.refundStatus,
        notes: body.notes,
      }
      state.refunds.set(refund.id, refund)
      return HttpResponse.json(refund)
    }),
    http.get(`${GATEWAY_BASE}/v1/refunds/:id`, ({ params }) => {
      if (state.failRefundFetch) return HttpResponse.json({ error: {} }, { status: 500 })
      const r = state.refunds.get(String(params.id))
      return r ? HttpResponse.json(r) : notFound()
    }),
  )
  return {
    state,
    server,
    listen: () => server.listen({ onUnhandledRequest: 'bypass' }),
    close: () => server.close(),
    /** A payment on an order (captured unless told otherwise) plus the browser callback fields. */
    capture(orderId: string, overrides: Partial<FakePayment> = {}) {
      const order = state.orders.get(orderId)
      const payment = {
        id: `pay_${unique()}`,
        order_id: orderId,
        amount: order?.amount,
        currency: order?.currency,
        status: 'captured',
        ...overrides,
      }
      state.payments.set(payment.id, payment)
      return { payment, confirmation: confirmation(orderId, payment.id) }
    },
  }
}

export type FakeGateway = ReturnType<typeof fakeGateway>

export const confirmation = (orderId: string, paymentId: string) => ({
  gateway_order_id: orderId,
  gateway_payment_id: paymentId,
  gateway_signature: signCheckout(orderId, paymentId, KEYS.keySecret),
})

/** A fresh plan with unique key (prices in paise by cycle). */
export async function createPlan(
  server: TestServer,
  options: {
    prices?: Record<string, number>
    isContactSales?: boolean
    isActive?: boolean
    isPublic?: boolean
    sortOrder?: number
    features?: Record<string, unknown>[]
    inactivePrices?: Record<string, number>
  } = {},
) {
  const key = `plan-${unique()}`
  const prices = Object.entries(options.prices ?? { monthly: 50_000, yearly: 500_000 }).map(
    ([billingCycle, amount]) => ({ billingCycle, amount, currency: 'INR', compareAt: null }),
  )
  const inactive = Object.entries(options.inactivePrices ?? {}).map(([billingCycle, amount]) => ({
    billingCycle,
    amount,
    currency: 'INR',
    compareAt: null,
    isActive: false,
  }))
  const input = parsePlanInput({
    key,
    name: `Plan ${key}`,
    isContactSales: options.isContactSales ?? false,
    isActive: options.isActive ?? true,
    isPublic: options.isPublic ?? true,
    sortOrder: options.sortOrder ?? 100,
    prices: [...prices, ...inactive],
    features: options.features ?? [],
  })
  const { planId } = await upsertPlan(server.ctx, CLI_ACTOR, input)
  return { planId, key, name: `Plan ${key}` }
}

/** A coupon with a unique code (prefix kept readable); returns the code as stored (upper case). */
export async function createTestCoupon(server: TestServer, json: Record<string, unknown> = {}) {
  const code = `T${unique()}`.toUpperCase()
  const { couponId } = await createCoupon(
    server.ctx,
    CLI_ACTOR,
    parseCouponInput({ code, kind: 'PERCENT', percentOff: 10, ...json }),
  )
  return { couponId, code }
}

export async function checkout(server: TestServer, token: string, body: Record<string, unknown>) {
  return call(server.url, 'POST', '/api/billing/checkout', { token, body })
}

/** POST a signed webhook (raw body signed exactly as sent). */
export async function postWebhook(
  server: TestServer,
  payload: unknown,
  /** `sender`: the client address it comes from (X-Forwarded-For, trusted from loopback). */
  options: { signature?: string | null; raw?: string; sender?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(payload)
  const headers: Record<string, string> = options.sender ? { 'x-forwarded-for': options.sender } : {}
  const signature = options.signature === undefined ? signWebhook(raw, KEYS.webhookSecret) : options.signature
  if (signature !== null) headers['x-gateway-signature'] = signature
  return call(server.url, 'POST', '/api/gateway/webhook', { rawBody: raw, headers })
}

export const paymentEvent = (event: string, entity: Record<string, unknown>) => ({
  entity: 'event',
  event,
  payload: { payment: { entity } },
})
export const refundEvent = (event: string, entity: Record<string, unknown>) => ({
  entity: 'event',
  event,
  payload: { refund: { entity } },
})

export async function tenantRow(server: TestServer, tenantId: string) {
  return server.ctx.db.prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } })
}

export async function purchaseRow(server: TestServer, purchaseId: string) {
  return server.ctx.db.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })
}

/** Checkout then capture and settle through verify: a PAID purchase. */
export async function buyPlan(server: TestServer, gateway: FakeGateway, token: string, body: Record<string, unknown>) {
  const started = await checkout(server, token, body)
  if (started.status !== 200) throw new Error(`checkout failed: ${started.status} ${started.text}`)
  const { payment, confirmation: fields } = gateway.capture(started.body.orderId)
  const verified = await call(server.url, 'POST', '/api/billing/verify', { token, body: fields })
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`)
  return {
    purchaseId: started.body.purchaseId as string,
    orderId: started.body.orderId as string,
    paymentId: payment.id,
  }
}
