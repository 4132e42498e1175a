import { createHmac, timingSafeEqual } from 'node:crypto'
import express, { type NextFunction, type Request, type Response } from 'express'
import { checkoutPage, errorPage, resultPage } from './checkout-page.ts'
import { newId, SandboxState, unixNow, type Payment, type Refund } from './state.ts'
import { webhookSender } from './webhooks.ts'

/**
 * Another merchant account on the same sandbox (a shop's own gateway account beside the
 * platform's): its orders, payments and refunds are visible only with its keys, its checkout is
 * signed with its key secret and its webhooks go to its own URL with its own secret.
 */
export type SandboxAccount = { keyId: string; keySecret: string; webhookSecret?: string; webhookUrl?: string }

export type SandboxOptions = {
  keyId: string
  keySecret: string
  /** Where signed webhooks go (the platform's POST /api/gateway/webhook); unset: none are sent. Read at each delivery. */
  webhookUrl?: string
  webhookSecret?: string
  /** Refunds are created `pending`; after this many ms they become `processed`. Negative: stay pending until `settleRefund`. */
  refundDelayMs?: number
  fetch?: typeof fetch
  log?: (line: string) => void
  /** More merchant accounts (see SandboxAccount); `webhookUrl` is read at each delivery. */
  accounts?: SandboxAccount[]
}

const gatewayError = (res: Response, status: number, description: string) =>
  res.status(status).json({ error: { code: 'BAD_REQUEST_ERROR', description } })

/** Checkout callback signature: hex HMAC-SHA256 of `order|payment` keyed with the key secret. */
export const signCheckout = (orderId: string, paymentId: string, keySecret: string) =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex')

/**
 * A local stand-in for the payment gateway: the REST calls the platform makes (interfaces.md
 * section 5), a test checkout page, and signed webhook delivery. Everything lives in memory.
 */
export function createSandbox(options: SandboxOptions) {
  const state = new SandboxState()
  const log = options.log ?? (() => {})
  const webhooks = webhookSender({
    url: () => options.webhookUrl,
    secret: options.webhookSecret,
    fetch: options.fetch ?? globalThis.fetch,
    retryDelayMs: 200,
    log,
  })
  const refundDelayMs = options.refundDelayMs ?? 1000
  const app = express()
  app.disable('x-powered-by')
  /** Every account: the platform's (the options themselves, so tests may change its webhook URL) first. */
  const accounts = (): SandboxAccount[] => [options, ...(options.accounts ?? [])]
  const accountOf = (keyId: string) => accounts().find((a) => a.keyId === keyId)
  const orderAccount = new Map<string, string>()
  const ownerOf = (orderId: string) => accountOf(orderAccount.get(orderId) ?? options.keyId) ?? options
  const targetOf = (orderId: string) => {
    const account = ownerOf(orderId)
    return { url: () => account.webhookUrl, secret: account.webhookSecret }
  }

  const basicAuth = (req: Request, res: Response, next: NextFunction) => {
    const given = Buffer.from(req.headers.authorization ?? '')
    const account = accounts().find((a) => {
      const expected = Buffer.from(`Basic ${Buffer.from(`${a.keyId}:${a.keySecret}`).toString('base64')}`)
      return given.length === expected.length && timingSafeEqual(given, expected)
    })
    if (!account) return gatewayError(res, 401, 'Authentication failed')
    res.locals.keyId = account.keyId
    next()
  }
  app.use('/v1', express.json(), basicAuth)
  /** An order, payment or refund of another account reads as unknown, as at a real gateway. */
  const mine = (res: Response, orderId: string | undefined) =>
    orderId !== undefined && (orderAccount.get(orderId) ?? options.keyId) === res.locals.keyId

  app.post('/v1/orders', (req, res) => {
    const { amount, currency, receipt, notes } = (req.body ?? {}) as Record<string, unknown>
    if (!Number.isSafeInteger(amount) || (amount as number) < 100)
      return gatewayError(res, 400, 'The amount must be at least INR 1.00')
    if (typeof currency !== 'string' || currency === '') return gatewayError(res, 400, 'The currency field is required')
    const order = {
      id: newId('order'),
      entity: 'order' as const,
      amount: amount as number,
      amount_paid: 0,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      notes: typeof notes === 'object' && notes !== null ? (notes as Record<string, unknown>) : {},
      status: 'created' as const,
      created_at: unixNow(),
    }
    state.orders.set(order.id, order)
    orderAccount.set(order.id, String(res.locals.keyId))
    log(`order ${order.id} for ${order.amount} ${order.currency}`)
    res.json(order)
  })
  app.get('/v1/orders/:id', (req, res) => {
    const order = state.orders.get(req.params.id)
    return order && mine(res, order.id) ? res.json(order) : gatewayError(res, 404, 'The id provided does not exist')
  })
  app.get('/v1/orders/:id/payments', (req, res) => {
    if (!state.orders.has(req.params.id) || !mine(res, req.params.id))
      return gatewayError(res, 404, 'The id provided does not exist')
    const items = state.paymentsOf(req.params.id)
    res.json({ entity: 'collection', count: items.length, items })
  })
  app.get('/v1/payments/:id', (req, res) => {
    const payment = state.payments.get(req.params.id)
    return payment && mine(res, payment.order_id)
      ? res.json(payment)
      : gatewayError(res, 404, 'The id provided does not exist')
  })
  app.post('/v1/payments/:id/refund', (req, res) => {
    const payment = state.payments.get(req.params.id)
    if (!payment || !mine(res, payment.order_id)) return gatewayError(res, 404, 'The id provided does not exist')
    const { amount, notes } = (req.body ?? {}) as Record<string, unknown>
    const result = startRefund(
      payment,
      amount === undefined ? payment.amount - state.committedRefunds(payment.id) : amount,
      notes,
    )
    return typeof result === 'string' ? gatewayError(res, 400, result) : res.json(result)
  })
  app.get('/v1/refunds/:id', (req, res) => {
    const refund = state.refunds.get(req.params.id)
    return refund && mine(res, state.payments.get(refund.payment_id)?.order_id)
      ? res.json(refund)
      : gatewayError(res, 404, 'The id provided does not exist')
  })

  function startRefund(payment: Payment, amount: unknown, notes: unknown): Refund | string {
    if (payment.status !== 'captured' && payment.status !== 'refunded') return 'Only captured payments can be refunded'
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0) return 'The amount must be a positive integer'
    if ((amount as number) > payment.amount - state.committedRefunds(payment.id))
      return 'The refund amount exceeds the amount left to refund'
    const refund: Refund = {
      id: newId('rfnd'),
      entity: 'refund',
      payment_id: payment.id,
      amount: amount as number,
      currency: payment.currency,
      status: 'pending',
      notes: typeof notes === 'object' && notes !== null ? (notes as Record<string, unknown>) : {},
      created_at: unixNow(),
    }
    state.refunds.set(refund.id, refund)
    webhooks.send('refund.created', { refund, payment }, targetOf(payment.order_id))
    if (refundDelayMs >= 0) setTimeout(() => settleRefund(refund.id, 'processed'), refundDelayMs).unref()
    return refund
  }

  /** Move a pending refund to processed or failed and send the matching webhook. */
  function settleRefund(refundId: string, status: 'processed' | 'failed') {
    const refund = state.refunds.get(refundId)
    if (!refund || refund.status !== 'pending') return refund ?? null
    refund.status = status
    const payment = state.payments.get(refund.payment_id)!
    if (status === 'processed') {
      payment.amount_refunded += refund.amount
      if (payment.amount_refunded >= payment.amount) payment.status = 'refunded'
    }
    webhooks.send(`refund.${status}`, { refund, payment }, targetOf(payment.order_id))
    return refund
  }

  /** Pay or fail an order as the checkout page does; returns what the browser callback receives. */
  function completeCheckout(orderId: string, outcome: 'pay' | 'fail'): Record<string, string> | null {
    const order = state.orders.get(orderId)
    if (!order) return null
    const payment: Payment = {
      id: newId('pay'),
      entity: 'payment',
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      status: outcome === 'pay' ? 'captured' : 'failed',
      amount_refunded: 0,
      error_description: outcome === 'pay' ? null : 'Payment declined in the sandbox.',
      notes: order.notes,
      created_at: unixNow(),
    }
    state.payments.set(payment.id, payment)
    if (outcome === 'pay') {
      order.status = 'paid'
      order.amount_paid = order.amount
      webhooks.send('payment.captured', { payment }, targetOf(order.id))
      return {
        gateway_order_id: order.id,
        gateway_payment_id: payment.id,
        gateway_signature: signCheckout(order.id, payment.id, ownerOf(order.id).keySecret),
      }
    }
    order.status = 'attempted'
    webhooks.send('payment.failed', { payment }, targetOf(order.id))
    return {
      error: 'payment_failed',
      error_description: payment.error_description!,
      gateway_order_id: order.id,
      gateway_payment_id: payment.id,
    }
  }

  app.get('/checkout', (req, res) => {
    const orderId = typeof req.query.order_id === 'string' ? req.query.order_id : ''
    const order = state.orders.get(orderId)
    if (!order) return res.status(404).type('html').send(errorPage('Unknown order.'))
    if (req.query.key_id !== undefined && req.query.key_id !== ownerOf(order.id).keyId)
      return res.status(400).type('html').send(errorPage('This key id does not belong to the sandbox.'))
    if (order.status === 'paid') return res.status(409).type('html').send(errorPage('This order is already paid.'))
    res.type('html').send(checkoutPage(order, typeof req.query.callback === 'string' ? req.query.callback : ''))
  })
  const finish = (outcome: 'pay' | 'fail') => (req: Request, res: Response) => {
    const { order_id: orderId, callback } = (req.body ?? {}) as Record<string, string>
    const order = orderId ? state.orders.get(orderId) : undefined
    if (!order) return res.status(404).type('html').send(errorPage('Unknown order.'))
    if (order.status === 'paid') return res.status(409).type('html').send(errorPage('This order is already paid.'))
    const fields = completeCheckout(order.id, outcome)!
    if (!callback) return res.type('html').send(resultPage(fields))
    const target = new URL(callback)
    for (const [k, v] of Object.entries(fields)) target.searchParams.set(k, v)
    res.redirect(303, target.toString())
  }
  app.post('/checkout/pay', express.urlencoded({ extended: false }), finish('pay'))
  app.post('/checkout/fail', express.urlencoded({ extended: false }), finish('fail'))

  // Sandbox-only controls (no auth: a local tool): a refund made on the gateway dashboard, and the delivery log.
  app.post('/sandbox/payments/:id/refund', express.json(), (req, res) => {
    const payment = state.payments.get(req.params.id)
    if (!payment) return gatewayError(res, 404, 'The id provided does not exist')
    const result = startRefund(
      payment,
      ((req.body ?? {}) as { amount?: unknown }).amount ?? payment.amount - state.committedRefunds(payment.id),
      {},
    )
    return typeof result === 'string' ? gatewayError(res, 400, result) : res.json(result)
  })
  app.get('/sandbox/deliveries', (_req, res) => {
    res.json(webhooks.deliveries.map(({ body: _b, ...d }) => d))
  })

  return { app, options, state, deliveries: webhooks.deliveries, flush: webhooks.flush, completeCheckout, settleRefund }
}

export type Sandbox = ReturnType<typeof createSandbox>
