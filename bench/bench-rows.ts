import { signWebhook } from '@gold/core'
import type { LoadSpec } from './load.ts'
import type { PendingPurchase } from './seed-purchases.ts'

/**
 * Which targets a row is held to (issue 18's table, see docs/decisions/background-jobs-pdf-pool-reads-and.md): `read` rows must reach half of
 * baseline B's rate and a p99 under 50 ms at half their own maximum; `write` rows only the latter;
 * `list` (the whole 10,000-customer list) a p99 under 300 ms; `pdf` rows a p99 under 100 ms; a row's
 * own `targets` replace or add to its kind's. `floor` rows are the API's own fixed costs (framework,
 * then the session lookup), shown to explain the others; `scale` rows show how cost grows with data
 * or processes and have no target; `memory` and `command` rows are measured outside the load runs.
 */
export type RowKind = 'baseline' | 'floor' | 'read' | 'write' | 'list' | 'pdf' | 'scale' | 'memory' | 'command'
export type RowTargets = {
  /** req/s at least this share of baseline B's. */
  minShareOfB?: number
  /** p99 (at half rate where there is one) under this. */
  p99Ms?: number
  /** Server CPU per request at most this (ms). */
  maxCpuMs?: number
  /** Memory under this (MB). */
  maxMb?: number
  /** A command's median wall time under this (ms). */
  maxMs?: number
}
export type BenchRow = {
  name: string
  kind: RowKind
  server: 'baseline' | 'api'
  spec: LoadSpec
  targets?: RowTargets
}

export type RowInputs = {
  adminToken: string
  agentToken: string
  customerIds: string[]
  reportValuationIds: string[]
  purchases: PendingPurchase[]
  webhookSecret: string
  loanIds: string[]
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!
const SEARCHES = ['Kavya Reddy', 'Imran', 'HDFC', '900000123', 'Lakshmi Nair', 'Joseph', '2000000', 'menon']
const runId = Date.now().toString(36)

const ornaments = [
  { type: 'Necklace', purity: '22K', grossWeight: 24.5, deduction: 0.5, quantity: 1 },
  { type: 'Bangle', purity: '22K', grossWeight: 15.2, deduction: 0.2, quantity: 2 },
  { type: 'Ring', purity: '18K', grossWeight: 4.1, quantity: 1 },
]

export const BASELINE_ROWS = (customerIds: string[]): BenchRow[] => [
  { name: 'A: bare node http, fixed JSON', kind: 'baseline', server: 'baseline', spec: { path: '/fixed' } },
  {
    name: 'B: bare node http + pg, customer by id',
    kind: 'baseline',
    server: 'baseline',
    spec: { path: '/customer', next: () => ({ path: `/customer?id=${pick(customerIds)}` }) },
  },
]

export function apiRows(input: RowInputs): BenchRow[] {
  const admin = { authorization: `Bearer ${input.adminToken}` }
  const agent = { authorization: `Bearer ${input.agentToken}` }
  let valuationNo = 0
  let purchaseNo = 0
  return [
    { name: 'floor: GET /healthz (API stack, no query)', kind: 'floor', server: 'api', spec: { path: '/healthz' } },
    {
      name: 'floor: GET /api/auth/me (1 query: session)',
      kind: 'floor',
      server: 'api',
      spec: { path: '/api/auth/me', headers: admin },
    },
    {
      name: 'GET /api/billing/plans',
      kind: 'read',
      server: 'api',
      spec: { path: '/api/billing/plans', headers: admin },
    },
    // A few connections saturate two cores on a request this large; ten would only queue (and hold ten 7 MB bodies).
    {
      name: 'GET /api/customers (all 10,000)',
      kind: 'list',
      server: 'api',
      spec: { path: '/api/customers', headers: admin, connections: 4 },
    },
    {
      name: 'GET /api/customers?search=',
      kind: 'read',
      server: 'api',
      spec: {
        path: '/api/customers',
        headers: admin,
        next: () => ({ path: `/api/customers?search=${encodeURIComponent(pick(SEARCHES))}` }),
      },
    },
    {
      name: 'GET /api/customers/{id}',
      kind: 'read',
      server: 'api',
      spec: {
        path: '/api/customers',
        headers: admin,
        next: () => ({ path: `/api/customers/${pick(input.customerIds)}` }),
      },
    },
    {
      name: 'GET /api/tickets (agent, 2,000 tickets)',
      kind: 'read',
      server: 'api',
      spec: { path: '/api/tickets', headers: agent },
      targets: { minShareOfB: 0.25 },
    },
    {
      name: 'GET /api/tickets/unread-count (agent)',
      kind: 'read',
      server: 'api',
      spec: { path: '/api/tickets/unread-count', headers: agent },
    },
    {
      name: 'POST /api/valuations (3 ornaments, 12 EMIs)',
      kind: 'write',
      server: 'api',
      spec: {
        method: 'POST',
        path: '/api/valuations',
        headers: admin,
        next: () => ({
          body: JSON.stringify({
            clientRequestId: `bench-${runId}-${++valuationNo}`,
            customerId: pick(input.customerIds),
            type: 'loan',
            ornaments,
            ltvPercentage: 75,
            interestRate: 12,
            emiInstallments: 12,
            appraiserNote: 'Bench valuation',
          }),
        }),
      },
    },
    {
      name: 'POST /api/gateway/webhook payment.captured',
      kind: 'write',
      server: 'api',
      targets: { maxCpuMs: 3 },
      spec: {
        method: 'POST',
        path: '/api/gateway/webhook',
        next: () => {
          // Distinct purchases; past the pool's end deliveries repeat (already paid), which the run reports.
          const p = input.purchases[purchaseNo++ % input.purchases.length]!
          const body = JSON.stringify({
            event: 'payment.captured',
            payload: {
              payment: {
                entity: {
                  id: `pay_${p.orderId}_${purchaseNo}`,
                  order_id: p.orderId,
                  amount: p.total,
                  currency: p.currency,
                  status: 'captured',
                },
              },
            },
          })
          return { body, headers: { 'x-gateway-signature': signWebhook(body, input.webhookSecret) } }
        },
      },
    },
    {
      name: 'GET /api/valuations/{id}/certificate (PDF download)',
      kind: 'pdf',
      server: 'api',
      spec: {
        path: '/api/valuations',
        headers: admin,
        next: () => ({ path: `/api/valuations/${pick(input.reportValuationIds)}/certificate` }),
      },
    },
    {
      name: 'POST /api/valuations/{id}/report (PDF + mail)',
      kind: 'pdf',
      server: 'api',
      spec: {
        method: 'POST',
        path: '/api/valuations',
        headers: admin,
        next: () => ({ path: `/api/valuations/${pick(input.reportValuationIds)}/report` }),
      },
    },
    ...loanRows(input.loanIds, admin),
  ]
}

/** Loans over 100,000 ledger entries: a payment, a closure quote, the portfolio report. */
function loanRows(loanIds: string[], admin: Record<string, string>): BenchRow[] {
  let paymentNo = 0
  return [
    {
      name: 'POST /api/loans/{id}/payments with its journal (100,000 ledger entries)',
      kind: 'write',
      server: 'api',
      spec: {
        method: 'POST',
        path: '/api/loans',
        headers: admin,
        next: () => ({
          path: `/api/loans/${pick(loanIds)}/payments`,
          body: JSON.stringify({
            amount: 50_000,
            mode: 'UPI',
            reference: `UPI-${++paymentNo}`,
            idempotencyKey: `bench-${runId}-${paymentNo}`,
          }),
        }),
      },
    },
    {
      name: 'GET /api/loans/{id}/closure-quote (100,000 ledger entries)',
      kind: 'read',
      server: 'api',
      spec: {
        path: '/api/loans',
        headers: admin,
        next: () => ({ path: `/api/loans/${pick(loanIds)}/closure-quote` }),
      },
    },
    ...booksRows(loanIds.length, admin),
    {
      name: `GET /api/reports/portfolio (${loanIds.length.toLocaleString('en-US')} loans, 100,000 ledger entries)`,
      kind: 'scale',
      server: 'api',
      // Seconds per report: one at a time, for long enough to count several.
      spec: { path: '/api/reports/portfolio', headers: admin, connections: 1, minDurationSec: 15 },
    },
  ]
}

/** The books of a shop of 10,000 loans and 1,000,000 journal lines (issue 25: each read under 200 ms). */
function booksRows(loans: number, admin: Record<string, string>): BenchRow[] {
  const shop = `${loans.toLocaleString('en-US')} loans, 1,000,000 journal lines`
  return [
    {
      name: `GET /api/books/trial-balance (${shop})`,
      kind: 'list', // a read over the whole book: the list rows' kind, with the issue's 200 ms
      server: 'api',
      spec: { path: '/api/books/trial-balance', headers: admin },
      targets: { p99Ms: 200 },
    },
    {
      name: `GET /api/books/balance-sheet.csv (${shop})`,
      kind: 'list', // a read over the whole book: the list rows' kind, with the issue's 200 ms
      server: 'api',
      spec: { path: '/api/books/balance-sheet.csv', headers: admin },
      targets: { p99Ms: 200 },
    },
    {
      name: `GET /api/books/control-check (${shop})`,
      kind: 'scale',
      server: 'api',
      spec: { path: '/api/books/control-check', headers: admin, connections: 1, minDurationSec: 15 },
    },
  ]
}

export type ScaleInput = {
  label: string
  customers: number
  tickets: number
  adminToken: string
  agentToken: string
}

/** BENCH_SCALE=1: the whole list and the search (and the tickets list where there are tickets) of another shop's size. */
export function scaleRows(shop: ScaleInput): BenchRow[] {
  const admin = { authorization: `Bearer ${shop.adminToken}` }
  const agent = { authorization: `Bearer ${shop.agentToken}` }
  const n = (x: number) => x.toLocaleString('en-US')
  const rows: BenchRow[] = [
    {
      name: `scale: GET /api/customers (all ${n(shop.customers)})`,
      kind: 'scale',
      server: 'api',
      // At 50,000 a list takes seconds: long enough runs to count several.
      spec: { path: '/api/customers', headers: admin, connections: 4, minDurationSec: 15 },
    },
    {
      name: `scale: GET /api/customers?search= (${n(shop.customers)} borrowers)`,
      kind: 'scale',
      server: 'api',
      spec: {
        path: '/api/customers',
        headers: admin,
        next: () => ({ path: `/api/customers?search=${encodeURIComponent(pick(SEARCHES))}` }),
      },
    },
  ]
  if (shop.tickets > 0)
    rows.push({
      name: `scale: GET /api/tickets (agent, ${n(shop.tickets)} tickets)`,
      kind: 'scale',
      server: 'api',
      spec: { path: '/api/tickets', headers: agent },
    })
  return rows
}

/** The row run through the round-robin proxy, once with one API process behind it and once with two. */
export const processesRow = (processes: number, customerIds: string[], adminToken: string): BenchRow => ({
  name: `scale: GET /api/customers/{id}, ${processes} API process${processes > 1 ? 'es' : ''} behind one port`,
  kind: 'scale',
  server: 'api',
  spec: {
    path: '/api/customers',
    headers: { authorization: `Bearer ${adminToken}` },
    next: () => ({ path: `/api/customers/${pick(customerIds)}` }),
  },
})
