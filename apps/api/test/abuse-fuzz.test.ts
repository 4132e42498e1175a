import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { signWebhook } from '@gold/core'
import { GATEWAY_ENV, KEYS, withBillingServer } from './billing-support.ts'
import {
  BOOKKEEPING,
  body,
  CUSTOMER_FIELDS,
  hostileId,
  KYC_FIELDS,
  LEAK,
  queryValue,
  RUNS,
  safeEncode,
  SEED,
  VALUATION_FIELDS,
} from './abuse-arbitraries.ts'
import { buildAbuseWorld, PNG, rowCounter, type Auth } from './abuse-support.ts'
import { bodyWith, NUMERIC_TARGETS, numericViolations } from './abuse-numeric.ts'
import { NUMERIC_EXTREMES } from './abuse-arbitraries.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

/**
 * Property-based abuse of every REST route, with valid credentials for the route: wrong types,
 * huge and unicode strings, NUL bytes, prototype-pollution keys, NaN-ish and out-of-range numbers,
 * nested arrays, malformed JSON, hostile path ids and query strings. For every request: never a
 * 500, never a stack trace or internal name in the body, 4xx bodies are `{error: string}` JSON,
 * a rejected request writes no row, and nothing reaches Object.prototype. The generators are in
 * abuse-arbitraries.ts; abuse-trpc-fuzz.test.ts does the same to every tRPC procedure.
 */

// ---- the routes -----------------------------------------------------------------------------
type World = Awaited<ReturnType<typeof buildAbuseWorld>>
type Route = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: string
  auth: (w: World) => Auth
  params?: Record<string, (w: World) => string>
  fields?: string[]
  query?: string[]
  noBody?: boolean
  kind?: 'webhook' | 'upload'
  limited?: boolean
  okStatuses?: number[]
}
const admin = (w: World): Auth => ({ token: w.shop.admin.token })
const employee = (w: World): Auth => ({ token: w.shop.employee.token })
const customer = (w: World): Auth => w.customerAuth
const operator = (w: World): Auth => ({ token: w.superAdmin.token })
const cron: Route['auth'] = () => ({ headers: { authorization: `Bearer ${GATEWAY_ENV.CRON_SECRET}` } })
const none: Route['auth'] = () => ({})
const valuationId = { id: (w: World) => w.valuation.id }
const customerId = { id: (w: World) => w.customer.id }

const TICKET_QUERY = ['scope', 'category', 'status', 'tenantId']

const ROUTES: Route[] = [
  { method: 'POST', path: '/api/valuations', auth: employee, fields: VALUATION_FIELDS },
  { method: 'GET', path: '/api/valuations', auth: employee, query: ['customerId'] },
  { method: 'GET', path: '/api/valuations/:id', auth: employee, params: valuationId },
  {
    method: 'PATCH',
    path: '/api/valuations/:id',
    auth: employee,
    params: valuationId,
    fields: ['goldEnvelopeUrl', 'acknowledgementUrl', 'appraiserName', 'appraiserNote'],
  },
  {
    method: 'POST',
    path: '/api/valuations/:id/emi',
    auth: employee,
    params: valuationId,
    fields: ['amount', 'dueDate'],
  },
  {
    method: 'PATCH',
    path: '/api/valuations/:id/emi',
    auth: employee,
    params: valuationId,
    fields: ['emiId', 'status', 'receivedAmount', 'paymentMode', 'paymentReference'],
  },
  { method: 'POST', path: '/api/valuations/:id/gold-receipt', auth: employee, params: valuationId, noBody: true },
  { method: 'POST', path: '/api/valuations/:id/report', auth: employee, params: valuationId, noBody: true },
  {
    method: 'POST',
    path: '/api/valuations/:id/send',
    auth: employee,
    params: valuationId,
    fields: ['customerEmail', 'customerWhatsApp', 'bankEmail', 'bankBranchId'],
    okStatuses: [502],
  },
  { method: 'GET', path: '/api/communication-templates', auth: employee },
  {
    method: 'PUT',
    path: '/api/communication-templates/:kind',
    auth: admin,
    params: { kind: () => 'EMAIL_REPORT' },
    fields: ['subject', 'body'],
  },
  {
    method: 'DELETE',
    path: '/api/communication-templates/:kind',
    auth: admin,
    params: { kind: () => 'EMAIL_BANK' },
    noBody: true,
  },
  { method: 'GET', path: '/api/banks', auth: employee },
  {
    method: 'POST',
    path: '/api/banks',
    auth: admin,
    fields: ['name', 'goldRate22k', 'defaultEmail', 'emailSubject', 'emailBody', 'isActive', 'branches'],
  },
  { method: 'GET', path: '/api/banks/:id', auth: employee, params: { id: (w) => w.bank.id } },
  {
    method: 'PATCH',
    path: '/api/banks/:id',
    auth: admin,
    params: { id: (w) => w.bank.id },
    fields: ['name', 'goldRate22k', 'defaultEmail', 'emailSubject', 'emailBody', 'isActive'],
  },
  {
    method: 'POST',
    path: '/api/banks/:id/branches',
    auth: admin,
    params: { id: (w) => w.bank.id },
    fields: ['branchName', 'ifsc', 'managerEmail', 'managerName', 'emailSubject', 'emailBody'],
  },
  {
    method: 'PATCH',
    path: '/api/banks/:id/branches/:branchId',
    auth: admin,
    params: { id: (w) => w.bank.id, branchId: (w) => w.branch.id },
    fields: ['branchName', 'ifsc', 'managerEmail', 'managerName', 'isActive'],
  },
  { method: 'GET', path: '/api/gold-rates/current', auth: employee },
  { method: 'GET', path: '/api/cron/emi-reminders', auth: cron, query: ['dryRun'] },
  { method: 'GET', path: '/api/cron/sync-rates', auth: cron, query: ['force'] },
  { method: 'GET', path: '/api/cron/billing-reconcile', auth: cron, query: ['limit'] },
  { method: 'GET', path: '/api/billing/plans', auth: admin },
  {
    method: 'POST',
    path: '/api/billing/quote',
    auth: admin,
    fields: ['planId', 'billingCycle', 'couponCode'],
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    auth: admin,
    fields: ['planId', 'billingCycle', 'couponCode', 'amount', 'total'],
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/billing/verify',
    auth: admin,
    fields: ['gateway_order_id', 'gateway_payment_id', 'gateway_signature'],
  },
  { method: 'GET', path: '/api/billing/purchases', auth: admin },
  { method: 'GET', path: '/api/billing/documents/:id/pdf', auth: admin, params: { id: (w) => w.documentId } },
  {
    method: 'POST',
    path: '/api/gateway/webhook',
    auth: none,
    kind: 'webhook',
    fields: ['event', 'payload', 'entity', 'created_at'],
  },
  { method: 'GET', path: '/api/tickets', auth: employee, query: TICKET_QUERY },
  { method: 'GET', path: '/api/tickets', auth: operator, query: TICKET_QUERY },
  {
    method: 'POST',
    path: '/api/tickets',
    auth: employee,
    fields: ['subject', 'message', 'scope', 'category', 'priority'],
  },
  {
    method: 'POST',
    path: '/api/tickets',
    auth: customer,
    fields: ['subject', 'message', 'scope', 'category', 'priority'],
  },
  { method: 'GET', path: '/api/tickets/unread-count', auth: customer },
  { method: 'GET', path: '/api/tickets/:id', auth: operator, params: { id: (w) => w.platformTicket } },
  {
    method: 'PATCH',
    path: '/api/tickets/:id',
    auth: admin,
    params: { id: (w) => w.staffTicket },
    fields: ['status', 'priority', 'assignToMe', 'unassign', 'assigneeId'],
  },
  {
    method: 'PATCH',
    path: '/api/tickets/:id',
    auth: operator,
    params: { id: (w) => w.platformTicket },
    fields: ['status', 'priority', 'assignToMe', 'unassign'],
  },
  {
    method: 'GET',
    path: '/api/tickets/:id/messages',
    auth: customer,
    params: { id: (w) => w.customerTicket },
    query: ['after'],
  },
  {
    method: 'POST',
    path: '/api/tickets/:id/messages',
    auth: employee,
    params: { id: (w) => w.customerTicket },
    fields: ['message', 'internal', 'attachments'],
  },
  {
    method: 'POST',
    path: '/api/tickets/:id/messages',
    auth: customer,
    params: { id: (w) => w.customerTicket },
    fields: ['message', 'internal', 'attachments'],
  },
  { method: 'POST', path: '/api/tickets/:id/seen', auth: employee, params: { id: (w) => w.staffTicket }, noBody: true },
  { method: 'GET', path: '/api/customers', auth: employee, query: ['search', 'picker'] },
  { method: 'POST', path: '/api/customers', auth: employee, fields: CUSTOMER_FIELDS },
  { method: 'GET', path: '/api/customers/:id', auth: employee, params: customerId },
  { method: 'GET', path: '/api/customers/:id/timeline', auth: employee, params: customerId },
  { method: 'PATCH', path: '/api/customers/:id/status', auth: employee, params: customerId, fields: ['status'] },
  { method: 'PATCH', path: '/api/customers/:id/kyc', auth: employee, params: customerId, fields: KYC_FIELDS },
  { method: 'POST', path: '/api/customers/:id/aadhaar/reveal', auth: employee, params: customerId, noBody: true },
  { method: 'POST', path: '/api/customer-intake', auth: none, fields: ['tenant', 'token', ...CUSTOMER_FIELDS] },
  { method: 'GET', path: '/api/intake-link', auth: employee },
  { method: 'POST', path: '/api/upload', auth: employee, kind: 'upload', query: ['purpose'], limited: true },
  { method: 'GET', path: '/api/files/private', auth: employee, query: ['pathname'] },
  { method: 'GET', path: '/api/portal/profile', auth: customer },
  { method: 'GET', path: '/api/portal/valuations/:id/certificate', auth: customer, params: valuationId },
  { method: 'GET', path: '/api/auth/me', auth: customer },
  { method: 'POST', path: '/api/otp/send', auth: none, fields: ['tenant', 'email'], limited: true },
  { method: 'POST', path: '/api/otp/verify', auth: none, fields: ['tenant', 'email', 'code'] },
  { method: 'POST', path: '/api/portal/login', auth: none, fields: ['tenant', 'email', 'code'] },
  { method: 'POST', path: '/api/auth/login', auth: none, fields: ['email', 'password'], limited: true },
]

type Request = { path: string; body: string | null; query: string; extraHeaders: Record<string, string> }

function requestFor(route: Route, w: World): fc.Arbitrary<Request> {
  const params = Object.entries(route.params ?? {})
  const pathArb = fc
    .tuple(
      ...params.map(([, real]) =>
        fc.oneof({ weight: 4, arbitrary: fc.constant(real(w)) }, { weight: 1, arbitrary: hostileId }),
      ),
    )
    .map((values) => params.reduce((p, [name], i) => p.replace(`:${name}`, safeEncode(values[i]!)), route.path))
  const queryArb = fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...(route.query?.length ? route.query : ['q'])),
          fc.constantFrom('__proto__', 'constructor', ''),
        ),
        queryValue,
      ),
      { maxLength: 4 },
    )
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${safeEncode(k)}=${safeEncode(v)}`).join('&')}` : ''))
  const bodyArb =
    route.noBody || route.method === 'GET'
      ? fc.constantFrom<string | null>(null, '{"x":1}', '\u0000')
      : body(route.fields ?? [])
  const headerArb =
    route.kind === 'upload'
      ? fc.record({
          'content-type': fc.oneof(
            fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', 'image/png; charset=x', ''),
            fc.string({ maxLength: 20 }),
          ),
          'x-file-name': fc.oneof(hostileId, fc.constant('../../etc/passwd')),
        })
      : fc.constant({})
  return fc.record({ path: pathArb, body: bodyArb, query: queryArb, extraHeaders: headerArb })
}

const printable = (h: Record<string, string>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, '_')]))

async function send(server: TestServer, route: Route, w: World, req: Request) {
  const auth = route.auth(w)
  const headers: Record<string, string> = { ...auth.headers, ...printable(req.extraHeaders) }
  if (route.kind === 'upload') {
    const bytes = req.body === null ? PNG : Buffer.concat([PNG.subarray(0, 8), Buffer.from(req.body)])
    return call(server.url, 'POST', `${req.path}${req.query}`, {
      token: auth.token,
      host: auth.host,
      rawBody: bytes,
      headers,
    })
  }
  if (route.kind === 'webhook' && req.body !== null)
    headers['x-gateway-signature'] = signWebhook(req.body, KEYS.webhookSecret)
  return call(server.url, route.method, `${req.path}${req.query}`, {
    token: auth.token,
    host: auth.host,
    headers,
    ...(req.body === null ? {} : { rawBody: req.body }),
  })
}

describe('abuse: hostile input on every route', () => {
  let server: TestServer
  let world: World
  let counts: () => Promise<Record<string, number>>
  const gateway = withBillingServer((started) => {
    server = started
  })
  beforeAll(async () => {
    world = await buildAbuseWorld(server, gateway)
    counts = await rowCounter(server)
  })

  it.each(ROUTES.map((r) => [`${r.method} ${r.path} as ${r.auth.name}`, r] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(requestFor(route, world), async (req) => {
        // Limits would answer 429 before validation runs; reset them so hostile input reaches it.
        if (route.limited) await server.ctx.db.prisma.rateLimitHit.deleteMany({})
        const before = await counts()
        const res = await send(server, route, world, req)
        const context = `${route.method} ${req.path}${req.query} body=${(req.body ?? '').slice(0, 300)} -> ${res.status} ${res.text.slice(0, 300)}`
        expect(res.status, context).not.toBe(500)
        expect(res.status < 500 || (route.okStatuses ?? []).includes(res.status), context).toBe(true)
        expect(LEAK.test(res.text), `internals leaked: ${context}`).toBe(false)
        expect(Object.prototype, 'Object.prototype polluted').not.toHaveProperty('polluted')
        expect(({} as Record<string, unknown>).isAdmin, 'Object.prototype polluted').toBeUndefined()
        if (res.status >= 400 && res.status < 500) {
          expect(res.headers.get('content-type') ?? '', context).toMatch(/application\/json/)
          expect(typeof res.body === 'object' && res.body !== null && typeof res.body.error === 'string', context).toBe(
            true,
          )
          const after = await counts()
          for (const table of BOOKKEEPING) {
            delete before[table]
            delete after[table]
          }
          expect(after, `a refused request wrote rows: ${context}`).toEqual(before)
        }
      }),
      { numRuns: RUNS, seed: SEED + ROUTES.indexOf(route), endOnFailure: true },
    )
  })

  // Issue 13: each extreme in each numeric field of an otherwise valid body, so it meets the domain checks.
  it.each(NUMERIC_TARGETS.map((t) => [t.name, t] as const))('numeric extremes in %s', async (_name, target) => {
    const auth = target.auth(world)
    for (const field of target.fields) {
      for (const value of NUMERIC_EXTREMES) {
        const before = await counts()
        const rawBody = bodyWith(target.base(world), field, value)
        const res = await call(server.url, target.method, target.path(world), {
          token: auth.token,
          host: auth.host,
          rawBody,
        })
        const context = `${target.method} ${target.path(world)} ${field}=${rawBody.slice(0, 200)} -> ${res.status} ${res.text.slice(0, 300)}`
        expect(res.status < 500, context).toBe(true)
        if (res.status >= 400) {
          expect(typeof res.body?.error === 'string', context).toBe(true)
          const after = await counts()
          for (const table of BOOKKEEPING) {
            delete before[table]
            delete after[table]
          }
          expect(after, `a refused request wrote rows: ${context}`).toEqual(before)
        }
      }
    }
  })

  it('after the fuzzing, no number column holds Infinity, NaN or a value outside its domain range', async () => {
    expect(await numericViolations(server)).toEqual([])
  })
})
