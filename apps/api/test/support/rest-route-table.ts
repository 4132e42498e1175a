import { PERMISSIONS, refusedAsBefore, type Permission } from '@gold/core'
import { guardOf } from '../../src/http/route-guards.ts'

/**
 * Every REST route the app registers with the guard it runs behind, and each guard's refusals in
 * the contract's words: read by test/rest-guards.test.ts (the refusals) and
 * test/permission-walk.test.ts (every role against every permission).
 */

export const UNAUTHORIZED = { error: 'Unauthorized' }
export const SUSPENDED = {
  error: 'This shop is suspended. Billing stays open; ask the platform team to reactivate the shop.',
}
export const FORBIDDEN = { error: 'You do not have permission to do this.' }

export type Caller =
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
export type Refusal = [caller: Caller, status: number, body: Record<string, unknown> | string]

/** Each guard's refusals, in the contract's words (platform-spec 5 and 7, README "Decisions"). */
const FIXED_GUARDS: Record<string, Refusal[]> = {
  // A permission every employee held before roles (the old staff guard's).
  'permission of every employee': [
    ['anonymous', 401, UNAUTHORIZED],
    ['bad token', 401, UNAUTHORIZED],
    ['customer', 401, UNAUTHORIZED],
    ['super admin', 401, UNAUTHORIZED],
    ['employee of a suspended shop', 403, SUSPENDED],
  ],
  // A permission only a tenant admin held before roles: an employee keeps the spec's 401.
  'permission of a tenant admin': [
    ['anonymous', 401, UNAUTHORIZED],
    ['customer', 401, UNAUTHORIZED],
    ['super admin', 401, UNAUTHORIZED],
    ['employee', 401, UNAUTHORIZED],
    ['admin of a suspended shop', 403, SUSPENDED],
  ],
  // Billing: admins only, employees get the spec's 401 even when their shop is suspended (it stays open to its admins).
  'permission billing.manage, open while suspended': [
    ['anonymous', 401, UNAUTHORIZED],
    ['customer', 401, UNAUTHORIZED],
    ['super admin', 401, UNAUTHORIZED],
    ['employee', 401, UNAUTHORIZED],
    ['employee of a suspended shop', 401, UNAUTHORIZED],
  ],
  'permission banks.manage': [
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
  // A shop's own gateway webhook (issue 27): the probe names no shop with keys, so none is configured.
  'shop webhook signature': [
    ['anonymous', 503, { error: 'Webhook not configured.' }],
    ['bad signature', 503, { error: 'Webhook not configured.' }],
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

/** Each guard's refusals: the fixed ones above, and every `permission <name>` guard's by whether employees held it before roles. */
export const GUARDS: Record<string, Refusal[]> = {
  ...Object.fromEntries(
    PERMISSIONS.map((p) => [
      `permission ${p}`,
      FIXED_GUARDS[refusedAsBefore(p) ? 'permission of a tenant admin' : 'permission of every employee']!,
    ]),
  ),
  ...FIXED_GUARDS,
}

/** `url` and `send`: the probe's URL and JSON body where the defaults (`:param` as `guard-probe`, `{}`) do not fit; `refusal`: fields every refusal adds. */
export type Entry = {
  guard: string
  url?: string
  send?: Record<string, unknown>
  refusal?: Record<string, unknown>
}
const permitted = (permission: Permission): Entry => ({ guard: `permission ${permission}` })
const billing: Entry = { guard: 'permission billing.manage, open while suspended' }
const signedIn: Entry = { guard: 'signed in' }
/** Ticket create, patch and message-post add `success: false` to every error, the guard's included. */
const ticketWrite: Entry = { guard: 'signed in', refusal: { success: false } }
const customer: Entry = { guard: 'customer' }
const cron: Entry = { guard: 'cron secret' }
const open: Entry = { guard: 'public' }

export const ROUTES: Record<string, Entry> = {
  'GET /healthz': { guard: 'none' },

  'POST /api/auth/login': open,
  'POST /api/auth/login/enrol': open,
  'POST /api/auth/login/second-factor': open,
  'POST /api/auth/logout': open,
  'POST /api/otp/send': open,
  'POST /api/otp/verify': open,
  'POST /api/portal/login': open,
  'POST /api/otp/send-sms': open,
  'POST /api/portal/login/phone': open,
  'GET /api/auth/me': { guard: 'signed in, open while suspended' },

  'POST /api/valuations': permitted('valuations.write'),
  'GET /api/valuations': permitted('valuations.read'),
  'GET /api/valuations/:id': permitted('valuations.read'),
  'PATCH /api/valuations/:id': permitted('valuations.write'),
  'POST /api/valuations/:id/corrections': permitted('valuations.revise'),
  'POST /api/valuations/:id/emi': permitted('valuations.write'),
  'PATCH /api/valuations/:id/emi': permitted('loans.collect'),
  'GET /api/valuations/:id/certificate': permitted('valuations.read'),
  'GET /api/valuations/:id/documents/gold-receipt': permitted('valuations.read'),
  'GET /api/public/certificates/:code': open,
  'GET /api/emis': permitted('valuations.read'),
  'POST /api/valuations/:id/gold-receipt': permitted('valuations.write'),
  'POST /api/valuations/:id/report': permitted('messages.send'),
  'POST /api/valuations/:id/send': permitted('messages.send'),
  'GET /api/communication-templates': permitted('valuations.read'),
  'PUT /api/communication-templates/:kind': permitted('shop.settings'),
  'DELETE /api/communication-templates/:kind': permitted('shop.settings'),

  'GET /api/banks': permitted('valuations.read'),
  'GET /api/banks/:id': permitted('valuations.read'),
  'POST /api/banks': permitted('banks.manage'),
  'PATCH /api/banks/:id': permitted('banks.manage'),
  'POST /api/banks/:id/branches': permitted('banks.manage'),
  'PATCH /api/banks/:id/branches/:branchId': permitted('banks.manage'),

  'GET /api/gold-rates/current': permitted('valuations.read'),

  'GET /api/billing/plans': billing,
  'POST /api/billing/quote': billing,
  'POST /api/billing/checkout': billing,
  'POST /api/billing/verify': billing,
  'GET /api/billing/purchases': billing,
  'GET /api/billing/documents/:id/pdf': billing,

  'POST /api/gateway/webhook': { guard: 'webhook signature' },
  'POST /api/webhooks/gateway/shops/:shop': { guard: 'shop webhook signature' },

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

  'GET /api/customers': permitted('customers.read'),
  'POST /api/customers': permitted('customers.write'),
  'GET /api/^\\/customers\\/\\/timeline\\/?$/': { ...permitted('customers.read'), url: '/api/customers//timeline' },
  'GET /api/customers/:id/timeline': permitted('customers.read'),
  'PATCH /api/customers/:id/status': permitted('customers.write'),
  'PATCH /api/customers/:id/kyc': permitted('customers.write'),
  'POST /api/customers/:id/aadhaar/reveal': permitted('customers.personalData'),
  'GET /api/customers/:id/personal-data': permitted('customers.personalData'),
  'POST /api/customers/:id/erasure': permitted('customers.erase'),
  'GET /api/customers/:id': permitted('customers.read'),

  'POST /api/customer-intake': { guard: 'signed intake link', send: { tenant: 'guard-probe', token: 'forged' } },
  'GET /api/intake-link': permitted('customers.write'),
  'DELETE /api/intake-link': permitted('shop.settings'),

  'POST /api/upload': signedIn,
  'GET /api/files/private': signedIn,

  'GET /api/portal/profile': customer,
  'GET /api/portal/valuations/:id/certificate': customer,
  'GET /api/portal/valuations/:id/gold-receipt': customer,

  'POST /api/loans': permitted('loans.disburse'),
  'GET /api/loans': permitted('loans.read'),
  'GET /api/loans/:id': permitted('loans.read'),
  'GET /api/loans/:id/closure-quote': permitted('loans.read'),
  'POST /api/loans/:id/payments': permitted('loans.collect'),
  'POST /api/loans/:id/release': permitted('loans.release'),
  'GET /api/loans/:id/documents/disbursement': permitted('loans.read'),
  'GET /api/loans/:id/payments/:paymentId/receipt': permitted('loans.read'),
  'GET /api/loans/:id/payments/:paymentId/cancellation-note': permitted('loans.read'),
  'GET /api/loans/:id/documents/release': permitted('loans.read'),
  'POST /api/loans/:id/renew': permitted('loans.renew'),
  'POST /api/loans/:id/auction-notice': permitted('loans.auction'),
  'POST /api/loans/:id/auction': permitted('loans.auction'),
  'POST /api/loans/:id/surplus-payout': permitted('loans.payout'),
  'POST /api/loans/:id/cancel': permitted('loans.cancelDisbursement'),
  'POST /api/loans/:id/write-off': permitted('loans.writeOff'),
  'GET /api/loans/:id/documents/auction-notice': permitted('loans.read'),
  'GET /api/loans/:id/documents/kfs': permitted('loans.read'),
  'GET /api/loans/:id/documents/agreement': permitted('loans.read'),
  'GET /api/valuations/:id/documents/kfs': permitted('loans.read'),
  'GET /api/reports/portfolio': permitted('reports.read'),
  'GET /api/reports/ageing': permitted('reports.read'),
  'GET /api/reports/day-book': permitted('reports.read'),
  'GET /api/books/trial-balance': permitted('books.read'),
  'GET /api/books/control-check': permitted('books.read'),
  'GET /api/books/export/tally.xml': permitted('books.read'),
  'GET /api/books/export/journal.csv': permitted('books.read'),
  'GET /api/books/trial-balance.csv': permitted('books.read'),
  'GET /api/audit-trail.csv': permitted('audit.read'),
  'GET /api/custody/labels.pdf': permitted('custody.read'),
  'GET /api/custody/packets': permitted('custody.read'),
  'GET /api/custody/packets/:id': permitted('custody.read'),
  'POST /api/custody/packets': permitted('custody.pack'),
  'GET /api/books/day-book.csv': permitted('books.read'),
  'GET /api/books/cash-book.csv': permitted('books.read'),
  'GET /api/books/bank-book.csv': permitted('books.read'),
  'GET /api/books/ledger.csv': permitted('books.read'),
  'GET /api/books/profit-and-loss.csv': permitted('books.read'),
  'GET /api/books/balance-sheet.csv': permitted('books.read'),
  'GET /api/books/day-book.pdf': permitted('books.read'),
  'GET /api/books/cash-book.pdf': permitted('books.read'),
  'GET /api/books/bank-book.pdf': permitted('books.read'),
  'GET /api/books/ledger.pdf': permitted('books.read'),
  'GET /api/books/profit-and-loss.pdf': permitted('books.read'),
  'GET /api/books/balance-sheet.pdf': permitted('books.read'),
  'GET /api/portal/loans/:id/documents/disbursement': customer,
  'GET /api/portal/loans/:id/payments/:paymentId/receipt': customer,
  'GET /api/portal/loans/:id/payments/:paymentId/cancellation-note': customer,
  'GET /api/portal/loans/:id/documents/release': customer,
  'GET /api/portal/loans/:id/documents/auction-notice': customer,
}

export type FoundRoute = { key: string; method: string; path: string; guard: string | undefined }
export type StackLayer = {
  rawPath?: unknown
  route?: { path: string | RegExp; methods: Record<string, boolean>; stack: { handle: unknown }[] }
  handle?: { stack?: StackLayer[] }
}

/** Walk the router stack, nested routers included, listing every route with the full path it is mounted at. */
export function routesOf(stack: StackLayer[], prefix = ''): FoundRoute[] {
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
