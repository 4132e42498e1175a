import { isRecord } from '@gold/core'
import type { AppContext } from '../platform/context.ts'

/**
 * The payment gateway's REST API (interfaces.md section 5): HTTP Basic `keyId:keySecret`, JSON,
 * amounts in paise. A call is made on the platform's account unless a shop's keys are passed (a
 * shop's own account at the same gateway, issue 27). Every call goes through `ctx.fetch` so tests intercept it with msw or point
 * GATEWAY_API_BASE at the sandbox. Failures throw GatewayError; callers decide what they mean.
 */
export type GatewayOrder = { id: string; amount: number; currency: string; status: string }
export type GatewayPayment = { id: string; order_id: string; amount: unknown; currency: unknown; status: string }
export type GatewayRefund = {
  id: string
  payment_id: string
  amount: number
  currency: string
  status: string
  notes?: Record<string, unknown>
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}

export type GatewayKeys = { keyId: string; keySecret: string; apiBase: string }

/** Key pair present: checkout can create orders (the webhook also needs its secret). */
export function gatewayKeys(ctx: AppContext): GatewayKeys | null {
  const { keyId, keySecret, apiBase } = ctx.config.gateway
  return keyId && keySecret ? { keyId, keySecret, apiBase } : null
}

/**
 * The gateway's hosted checkout page for an order (GATEWAY_CHECKOUT_URL with `order_id` and
 * `key_id`); the browser app adds its own `callback`. Returned by tRPC `billing.checkout` only:
 * the REST checkout response shape is fixed by the spec.
 */
export function checkoutPageUrl(ctx: AppContext, order: { orderId: string; keyId: string }): string {
  const url = new URL(ctx.config.gateway.checkoutUrl)
  url.searchParams.set('order_id', order.orderId)
  url.searchParams.set('key_id', order.keyId)
  return url.toString()
}

/** Whose account a call is made on: the platform's (its keys from the environment) or a shop's. */
type Account = GatewayKeys | null

async function request<T>(
  ctx: AppContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  account: Account = gatewayKeys(ctx),
): Promise<T> {
  const keys = account
  if (!keys) throw new GatewayError('Payment gateway is not configured.', null)
  const url = `${keys.apiBase.replace(/\/+$/, '')}${path}`
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
    accept: 'application/json',
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  let res: Response
  try {
    res = await ctx.fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (e) {
    throw new GatewayError(`Gateway unreachable: ${(e as Error).message}`, null)
  }
  const text = await res.text()
  if (!res.ok)
    throw new GatewayError(`Gateway answered ${res.status} to ${method} ${path}: ${text.slice(0, 300)}`, res.status)
  try {
    return JSON.parse(text) as T
  } catch {
    throw new GatewayError(`Gateway answered ${method} ${path} with a body that is not JSON.`, res.status)
  }
}

export async function createOrder(
  ctx: AppContext,
  input: { amount: number; currency: string; receipt: string; notes: Record<string, string> },
  account: Account = gatewayKeys(ctx),
): Promise<GatewayOrder> {
  const order = await request<unknown>(ctx, 'POST', '/v1/orders', input, account)
  if (
    !isRecord(order) ||
    typeof order.id !== 'string' ||
    order.id === '' ||
    typeof order.amount !== 'number' ||
    typeof order.currency !== 'string'
  ) {
    throw new GatewayError('Gateway order response is missing id, amount or currency.', 200)
  }
  return {
    id: order.id,
    amount: order.amount,
    currency: order.currency,
    status: typeof order.status === 'string' ? order.status : '',
  }
}

/** The payment, or null when the gateway does not know it (404). */
export async function fetchPayment(
  ctx: AppContext,
  paymentId: string,
  account: Account = gatewayKeys(ctx),
): Promise<GatewayPayment | null> {
  try {
    const p = await request<unknown>(ctx, 'GET', `/v1/payments/${encodeURIComponent(paymentId)}`, undefined, account)
    return isRecord(p) && typeof p.id === 'string' ? (p as GatewayPayment) : null
  } catch (e) {
    if (e instanceof GatewayError && (e.status === 404 || e.status === 400)) return null
    throw e
  }
}

export async function fetchOrderPayments(
  ctx: AppContext,
  orderId: string,
  account: Account = gatewayKeys(ctx),
): Promise<GatewayPayment[]> {
  const path = `/v1/orders/${encodeURIComponent(orderId)}/payments`
  const answer = await request<unknown>(ctx, 'GET', path, undefined, account)
  const items = isRecord(answer) && Array.isArray(answer.items) ? answer.items : []
  return items.filter((p): p is GatewayPayment => isRecord(p) && typeof p.id === 'string')
}

function asRefund(value: unknown): GatewayRefund {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '')
    throw new GatewayError('Gateway refund response has no id.', 200)
  return value as GatewayRefund
}

export async function createGatewayRefund(
  ctx: AppContext,
  paymentId: string,
  input: { amount: number; notes: Record<string, string> },
  account: Account = gatewayKeys(ctx),
): Promise<GatewayRefund> {
  const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`
  return asRefund(await request<unknown>(ctx, 'POST', path, input, account))
}

export async function fetchGatewayRefund(ctx: AppContext, refundId: string): Promise<GatewayRefund> {
  return asRefund(await request<unknown>(ctx, 'GET', `/v1/refunds/${encodeURIComponent(refundId)}`))
}
