import { signWebhook } from '@gold/core'
import type { LoadSpec } from './load.ts'
import type { PendingPurchase } from './seed-purchases.ts'

/**
 * Which targets a row is held to (see README): `read` rows must reach half of baseline B's rate
 * and a p99 under 50 ms at half their own maximum; `write` rows only the latter; `list` (the whole
 * 10,000-customer list) a p99 under 300 ms; `pdf` rows a p99 under 100 ms. Every row: RSS < 400 MB.
 * `floor` rows are the API's own fixed costs (framework, then the session lookup), shown to explain the others.
 */
export type RowKind = 'baseline' | 'floor' | 'read' | 'write' | 'list' | 'pdf'
export type BenchRow = { name: string; kind: RowKind; server: 'baseline' | 'api'; spec: LoadSpec }

export type RowInputs = {
  adminToken: string
  agentToken: string
  customerIds: string[]
  reportValuationIds: string[]
  purchases: PendingPurchase[]
  webhookSecret: string
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
    { name: 'GET /api/tickets (agent)', kind: 'read', server: 'api', spec: { path: '/api/tickets', headers: agent } },
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
  ]
}
