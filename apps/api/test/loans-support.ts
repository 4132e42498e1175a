import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'
import { createValuationOk } from './support/valuation-factories.ts'

/** Helpers of the loans API tests (loans.md): tenants with borrowers, loan valuations and loans. */
export function loanHelpers(server: () => TestServer) {
  const api = (token: string, method: string, path: string, body?: unknown) =>
    call(server().url, method, path, { token, body })

  /** A loan valuation of `grams` of 22K chain (10 g is worth ₹59,940.02 at the test rate). */
  async function loanValuation(token: string, customerId: string, grams = 30) {
    return createValuationOk(server(), token, {
      customerId,
      type: 'loan',
      ornaments: [{ type: 'Chain', purity: '22K', grossWeight: grams, deduction: 0 }],
      interestRate: 12,
      emiInstallments: 3,
    })
  }

  async function shop() {
    const t = await createTenantWithStaff(server())
    const customer = await insertCustomer(server(), t.tenantId)
    return { ...t, customer, token: t.employee.token }
  }

  const openBody = (valuationId: string, fields: Record<string, unknown> = {}) => ({
    valuationId,
    principal: 10_000_000,
    scheme: 'BULLET',
    annualRate: 12,
    tenureMonths: 3,
    disbursementMode: 'BankTransfer',
    disbursementReference: 'NEFT-1',
    disbursedOn: '2026-01-01',
    ...fields,
  })

  async function openLoanOk(token: string, valuationId: string, fields: Record<string, unknown> = {}) {
    const res = await api(token, 'POST', '/api/loans', openBody(valuationId, fields))
    if (res.status !== 201) throw new Error(`loan open failed: ${res.status} ${res.text}`)
    return res.body
  }

  /** tRPC over HTTP with the superjson envelope. */
  async function trpc(token: string, path: string, input: unknown, kind: 'query' | 'mutation') {
    const encoded = encodeURIComponent(JSON.stringify({ json: input }))
    const res =
      kind === 'query'
        ? await call(server().url, 'GET', `/trpc/${path}?input=${encoded}`, { token })
        : await call(server().url, 'POST', `/trpc/${path}`, { token, body: { json: input } })
    return { status: res.status, data: res.body?.result?.data?.json, error: res.body?.error?.json }
  }

  return { api, loanValuation, shop, openBody, openLoanOk, trpc }
}
