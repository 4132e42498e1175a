import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deactivateTenant } from '../src/auth/identity-admin.ts'
import { CLI_ACTOR } from '@gold/core'
import { createApp } from '../src/app.ts'
import { guardOf } from '../src/http/route-guards.ts'
import { GATEWAY_ENV } from './billing-support.ts'
import { portalCustomer } from './customers-helpers.ts'
import { createSuperAdminLogin, createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * Every REST route, found on the Express app's router stack, runs behind the guard this file's table
 * names for it, and that guard refuses everyone it should with the route's contract answer. A route
 * added without an entry here fails the first test; one registered without a guard fails the second.
 */

const UNAUTHORIZED = { error: 'Unauthorized' }
const SUSPENDED = { error: 'This shop is suspended. Billing stays open; ask the platform team to reactivate the shop.' }

type Caller =
  | 'anonymous'
  | 'bad token'
  | 'customer'
  | 'employee'
  | 'super admin'
  | 'staff on the portal host'
  | 'employee of a suspended shop'
  | 'admin of a suspended shop'
  | 'wrong cron secret'
  | 'bad signature'
/** Who calls, and the exact answer: a JSON body, or a plain-text one as a string. */
type Refusal = [caller: Caller, status: number, body: Record<string, unknown> | string]

/** Each guard's refusals, in the contract's words (platform-spec 5 and 7, README "Decisions"). */
const GUARDS: Record<string, Refusal[]> = {
  staff: [
    ['anonymous', 401, UNAUTHORIZED],
    ['bad token', 401, UNAUTHORIZED],
    ['customer', 401, UNAUTHORIZED],
    ['super admin', 401, UNAUTHORIZED],
    ['employee of a suspended shop', 403, SUSPENDED],
  ],
  'tenant admin': [
    ['anonymous', 401, UNAUTHORIZED],
    ['customer', 401, UNAUTHORIZED],
    ['super admin', 401, UNAUTHORIZED],
    ['employee', 401, UNAUTHORIZED],
    ['admin of a suspended shop', 403, SUSPENDED],
  ],
  // Billing: admins only, employees get the spec's 401 even when their shop is suspended (it stays open to its admins).
  'tenant admin, open while suspended': [
    ['anonymous', 401, UNAUTHORIZED],
    ['customer', 401, UNAUTHORIZED],
    ['super admin', 401, UNAUTHORIZED],
    ['employee', 401, UNAUTHORIZED],
    ['employee of a suspended shop', 401, UNAUTHORIZED],
  ],
  'bank admin': [
    ['anonymous', 401, UNAUTHORIZED],
    ['customer', 401, UNAUTHORIZED],
    ['super admin', 401, UNAUTHORIZED],
    ['employee', 403, { error: 'Only a tenant admin can change banks and branches.' }],
    ['admin of a suspended shop', 403, SUSPENDED],
  ],
  'signed in': [
    ['anonymous', 401, UNAUTHORIZED],
    ['bad token', 401, UNAUTHORIZED],
    ['employee of a suspended shop', 403, SUSPENDED],
  ],
  'signed in, open while suspended': [
    ['anonymous', 401, UNAUTHORIZED],
    ['bad token', 401, UNAUTHORIZED],
  ],
  customer: [
    ['anonymous', 401, UNAUTHORIZED],
    ['employee', 401, UNAUTHORIZED],
    ['staff on the portal host', 401, UNAUTHORIZED],
    ['super admin', 401, UNAUTHORIZED],
    ['employee of a suspended shop', 403, SUSPENDED],
  ],
  'cron secret': [
    ['anonymous', 401, UNAUTHORIZED],
    ['employee', 401, UNAUTHORIZED],
    ['wrong cron secret', 401, UNAUTHORIZED],
  ],
  'cron secret, plain-text 401': [
    ['anonymous', 401, 'Unauthorized'],
    ['employee', 401, 'Unauthorized'],
    ['wrong cron secret', 401, 'Unauthorized'],
  ],
  'webhook signature': [
    ['anonymous', 400, { error: 'Missing signature.' }],
    ['employee', 400, { error: 'Missing signature.' }],
    ['bad signature', 400, { error: 'Invalid signature.' }],
  ],
  'signed intake link': [
    ['anonymous', 403, { error: 'Invalid customer form link.' }],
    ['employee', 403, { error: 'Invalid customer form link.' }],
  ],
  // No session needed: nobody is refused as unauthorized or suspended (each answers its own input errors).
  public: [],
  // Registered on the app itself, outside /api.
  none: [],
}

/** `url` and `send`: the probe's URL and JSON body where the defaults (`:param` as `guard-probe`, `{}`) do not fit; `refusal`: fields every refusal adds. */
type Entry = {
  guard: keyof typeof GUARDS
  url?: string
  send?: Record<string, unknown>
  refusal?: Record<string, unknown>
}
const staff: Entry = { guard: 'staff' }
const admin: Entry = { guard: 'tenant admin' }
const billing: Entry = { guard: 'tenant admin, open while suspended' }
const bankAdmin: Entry = { guard: 'bank admin' }
const signedIn: Entry = { guard: 'signed in' }
/** Ticket create, patch and message-post add `success: false` to every error, the guard's included. */
const ticketWrite: Entry = { guard: 'signed in', refusal: { success: false } }
const customer: Entry = { guard: 'customer' }
const cron: Entry = { guard: 'cron secret' }
const open: Entry = { guard: 'public' }

/** Every REST route: `METHOD path` as registered (a RegExp path as written, with a URL to probe it). */
const ROUTES: Record<string, Entry> = {
  'GET /healthz': { guard: 'none' },

  'POST /api/auth/login': open,
  'POST /api/auth/login/enrol': open,
  'POST /api/auth/login/second-factor': open,
  'POST /api/auth/logout': open,
  'POST /api/otp/send': open,
  'POST /api/otp/verify': open,
  'POST /api/portal/login': open,
  'GET /api/auth/me': { guard: 'signed in, open while suspended' },

  'POST /api/valuations': staff,
  'GET /api/valuations': staff,
  'GET /api/valuations/:id': staff,
  'PATCH /api/valuations/:id': staff,
  'POST /api/valuations/:id/emi': staff,
  'PATCH /api/valuations/:id/emi': staff,
  'GET /api/valuations/:id/certificate': staff,
  'GET /api/valuations/:id/documents/gold-receipt': staff,
  'GET /api/public/certificates/:code': open,
  'GET /api/emis': staff,
  'POST /api/valuations/:id/gold-receipt': staff,
  'POST /api/valuations/:id/report': staff,
  'POST /api/valuations/:id/send': staff,
  'GET /api/communication-templates': staff,
  'PUT /api/communication-templates/:kind': admin,
  'DELETE /api/communication-templates/:kind': admin,

  'GET /api/banks': staff,
  'GET /api/banks/:id': staff,
  'POST /api/banks': bankAdmin,
  'PATCH /api/banks/:id': bankAdmin,
  'POST /api/banks/:id/branches': bankAdmin,
  'PATCH /api/banks/:id/branches/:branchId': bankAdmin,

  'GET /api/gold-rates/current': staff,

  'GET /api/billing/plans': billing,
  'POST /api/billing/quote': billing,
  'POST /api/billing/checkout': billing,
  'POST /api/billing/verify': billing,
  'GET /api/billing/purchases': billing,
  'GET /api/billing/documents/:id/pdf': billing,

  'POST /api/gateway/webhook': { guard: 'webhook signature' },

  'GET /api/cron/billing-reconcile': cron,
  'GET /api/cron/sync-rates': cron,
  'GET /api/cron/emi-reminders': { guard: 'cron secret, plain-text 401' },

  'GET /api/tickets': signedIn,
  'POST /api/tickets': ticketWrite,
  'GET /api/tickets/unread-count': signedIn,
  'GET /api/tickets/:id': signedIn,
  'PATCH /api/tickets/:id': ticketWrite,
  'GET /api/tickets/:id/messages': signedIn,
  'POST /api/tickets/:id/messages': ticketWrite,
  'POST /api/tickets/:id/seen': signedIn,

  'GET /api/customers': staff,
  'POST /api/customers': staff,
  'GET /api/^\\/customers\\/\\/timeline\\/?$/': { ...staff, url: '/api/customers//timeline' },
  'GET /api/customers/:id/timeline': staff,
  'PATCH /api/customers/:id/status': staff,
  'PATCH /api/customers/:id/kyc': staff,
  'POST /api/customers/:id/aadhaar/reveal': staff,
  'GET /api/customers/:id': staff,

  'POST /api/customer-intake': { guard: 'signed intake link', send: { tenant: 'guard-probe', token: 'forged' } },
  'GET /api/intake-link': staff,
  'DELETE /api/intake-link': admin,

  'POST /api/upload': signedIn,
  'GET /api/files/private': signedIn,

  'GET /api/portal/profile': customer,
  'GET /api/portal/valuations/:id/certificate': customer,
  'GET /api/portal/valuations/:id/gold-receipt': customer,

  'POST /api/loans': staff,
  'GET /api/loans': staff,
  'GET /api/loans/:id': staff,
  'GET /api/loans/:id/closure-quote': staff,
  'POST /api/loans/:id/payments': staff,
  'POST /api/loans/:id/release': staff,
  'GET /api/loans/:id/documents/disbursement': staff,
  'GET /api/loans/:id/payments/:paymentId/receipt': staff,
  'GET /api/loans/:id/documents/release': staff,
  'POST /api/loans/:id/renew': staff,
  'POST /api/loans/:id/auction-notice': staff,
  'POST /api/loans/:id/auction': staff,
  'POST /api/loans/:id/surplus-payout': staff,
  'GET /api/loans/:id/documents/auction-notice': staff,
  'GET /api/reports/portfolio': admin,
  'GET /api/reports/ageing': admin,
  'GET /api/reports/day-book': admin,
  'GET /api/books/trial-balance': admin,
  'GET /api/books/control-check': admin,
  'GET /api/books/export/tally.xml': admin,
  'GET /api/books/export/journal.csv': admin,
  'GET /api/books/trial-balance.csv': admin,
  'GET /api/audit-trail.csv': admin,
  'GET /api/books/day-book.csv': admin,
  'GET /api/books/cash-book.csv': admin,
  'GET /api/books/bank-book.csv': admin,
  'GET /api/books/ledger.csv': admin,
  'GET /api/books/profit-and-loss.csv': admin,
  'GET /api/books/balance-sheet.csv': admin,
  'GET /api/books/day-book.pdf': admin,
  'GET /api/books/cash-book.pdf': admin,
  'GET /api/books/bank-book.pdf': admin,
  'GET /api/books/ledger.pdf': admin,
  'GET /api/books/profit-and-loss.pdf': admin,
  'GET /api/books/balance-sheet.pdf': admin,
  'GET /api/portal/loans/:id/documents/disbursement': customer,
  'GET /api/portal/loans/:id/payments/:paymentId/receipt': customer,
  'GET /api/portal/loans/:id/documents/release': customer,
  'GET /api/portal/loans/:id/documents/auction-notice': customer,
}

type FoundRoute = { key: string; method: string; path: string; guard: string | undefined }
type StackLayer = {
  rawPath?: unknown
  route?: { path: string | RegExp; methods: Record<string, boolean>; stack: { handle: unknown }[] }
  handle?: { stack?: StackLayer[] }
}

/** Walk the router stack, nested routers included, listing every route with the full path it is mounted at. */
function routesOf(stack: StackLayer[], prefix = ''): FoundRoute[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = prefix + (typeof layer.route.path === 'string' ? layer.route.path : String(layer.route.path))
      const guard = layer.route.stack.map((l) => guardOf(l.handle)).find((name) => name !== undefined)
      return Object.keys(layer.route.methods).map((m) => ({
        key: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase(),
        path,
        guard,
      }))
    }
    if (!layer.handle?.stack) return []
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''
    return routesOf(layer.handle.stack, prefix + mount)
  })
}

let server: TestServer
let found: FoundRoute[]
let callers: Record<Caller, { token?: string; host?: string; headers?: Record<string, string> }>

beforeAll(async () => {
  server = await startTestServer({ env: GATEWAY_ENV })
  const app = createApp(server.ctx) as unknown as { router: { stack: StackLayer[] } }
  found = routesOf(app.router.stack)
  const shop = await createTenantWithStaff(server)
  const suspended = await createTenantWithStaff(server)
  await deactivateTenant(server.ctx, CLI_ACTOR, suspended.slug)
  const { auth } = await portalCustomer(server, shop.tenantId, shop.slug)
  const ops = await createSuperAdminLogin(server)
  callers = {
    anonymous: {},
    'bad token': { token: 'not-a-session-token' },
    customer: auth,
    employee: { token: shop.employee.token },
    'super admin': { token: ops.token },
    'staff on the portal host': { token: shop.employee.token, host: server.hostFor(shop.slug) },
    'employee of a suspended shop': { token: suspended.employee.token },
    'admin of a suspended shop': { token: suspended.admin.token },
    'wrong cron secret': { headers: { authorization: 'Bearer not-the-cron-secret' } },
    'bad signature': { headers: { 'x-gateway-signature': 'f'.repeat(64) } },
  }
})
afterAll(async () => {
  await server.close()
})

const probe = (route: FoundRoute, caller: Caller) =>
  call(server.url, route.method, ROUTES[route.key]?.url ?? route.path.replace(/:\w+/g, 'guard-probe'), {
    ...callers[caller],
    body: route.method === 'GET' ? undefined : (ROUTES[route.key]?.send ?? {}),
  })

describe('REST guards', () => {
  it('lists every route the app registers, and only those', () => {
    expect(found.length).toBeGreaterThan(50)
    expect(found.map((r) => r.key).sort()).toEqual(Object.keys(ROUTES).sort())
  })

  it('runs every route behind the guard the table names (healthz aside, outside /api)', () => {
    const guards = Object.fromEntries(found.map((r) => [r.key, r.guard ?? 'none']))
    expect(guards).toEqual(Object.fromEntries(Object.entries(ROUTES).map(([key, entry]) => [key, entry.guard])))
  })

  it('refuses everyone each guard does not admit, with the route contract answer', async () => {
    const answers: unknown[] = []
    const expected: unknown[] = []
    for (const route of found) {
      const entry = ROUTES[route.key]!
      for (const [caller, status, body] of GUARDS[entry.guard]!) {
        const res = await probe(route, caller)
        const answer = typeof body === 'string' ? res.text : res.body
        answers.push([
          route.key,
          caller,
          res.status,
          answer,
          typeof body === 'string' ? res.headers.get('content-type')?.split(';')[0] : 'json',
        ])
        expected.push([
          route.key,
          caller,
          status,
          typeof body === 'string' ? body : { ...body, ...entry.refusal },
          typeof body === 'string' ? 'text/plain' : 'json',
        ])
      }
    }
    expect(answers).toEqual(expected)
  })

  it('keeps a header a route sets before its guard on the refusal: private files are `private, no-store` even when refused', async () => {
    const route = found.find((r) => r.key === 'GET /api/files/private')!
    for (const caller of ['anonymous', 'employee of a suspended shop'] as const) {
      expect((await probe(route, caller)).headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('lets anyone reach the public routes: none answers 401 `Unauthorized`, the suspended-shop 403 or a 500', async () => {
    const answers: [string, Caller, number, unknown][] = []
    for (const route of found.filter((r) => ['public', 'none'].includes(ROUTES[r.key]!.guard))) {
      for (const caller of ['anonymous', 'employee of a suspended shop'] as const) {
        // Signing out would revoke the suspended employee's token, which the other tests use.
        if (route.key === 'POST /api/auth/logout' && caller !== 'anonymous') continue
        const res = await probe(route, caller)
        answers.push([route.key, caller, res.status, res.body?.error])
      }
    }
    expect(answers.length).toBe(17)
    expect(
      answers.filter(
        ([, , status, error]) => status >= 500 || error === UNAUTHORIZED.error || error === SUSPENDED.error,
      ),
    ).toEqual([])
  })
})
