import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { chain, setGoldRate } from './support/valuation-factories.ts'
import { insertValuation } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => { await server?.close() })

/** tRPC over HTTP with the superjson envelope. */
async function trpc(token: string, path: string, input: unknown, kind: 'query' | 'mutation') {
  const encoded = encodeURIComponent(JSON.stringify({ json: input }))
  const res = kind === 'query'
    ? await call(server.url, 'GET', `/trpc/${path}?input=${encoded}`, { token })
    : await call(server.url, 'POST', `/trpc/${path}`, { token, body: { json: input } })
  return { status: res.status, data: res.body?.result?.data?.json, error: res.body?.error?.json }
}

describe('tRPC valuations and banks routers', () => {
  it('create (idempotent), get, list, patch, gold receipt and EMI through the same services as REST', async () => {
    const t = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, t.tenantId)
    const input = { customerId: customer.id, ornaments: [chain], type: 'loan', emiInstallments: 2, clientRequestId: 'trpc-1' }
    const created = await trpc(t.employee.token, 'valuations.create', input, 'mutation')
    expect(created.data).toMatchObject({ created: true, valuation: { totalValue: 59940.02 } })
    const again = await trpc(t.employee.token, 'valuations.create', input, 'mutation')
    expect(again.data).toMatchObject({ created: false, valuation: { id: created.data.valuation.id } })
    const id = created.data.valuation.id
    const detail = await trpc(t.employee.token, 'valuations.get', { id }, 'query')
    expect(detail.data.emiRecords).toHaveLength(2)
    const list = await trpc(t.employee.token, 'valuations.list', {}, 'query')
    expect(list.data.items[0]).toMatchObject({ id, customer: { id: customer.id } })
    expect((await trpc(t.employee.token, 'valuations.patch', { id, body: { appraiserNote: 'ok' } }, 'mutation')).data).toMatchObject({ success: true, appraiserNote: 'ok' })
    expect((await trpc(t.employee.token, 'valuations.goldReceipt', { id }, 'mutation')).data.goldReceiptNo).toMatch(/^GR-/)
    const paid = await trpc(t.employee.token, 'valuations.patchEmi', { id, body: { emiId: detail.data.emiRecords[0].id, status: 'Paid' } }, 'mutation')
    expect(paid.data.status).toBe('Paid')
    expect((await trpc(t.employee.token, 'banks.list', undefined, 'query')).data.banks).toEqual(expect.any(Array))
  })

  it('domain errors keep the spec message; other tenants read as not found', async () => {
    const t = await createTenantWithStaff(server)
    const bad = await trpc(t.employee.token, 'valuations.create', { customerId: 'nope', ornaments: [chain] }, 'mutation')
    expect(bad.status).toBe(400)
    expect(bad.error.message).toBe('Invalid customer')
    const missing = await trpc(t.employee.token, 'valuations.get', { id: 'nope' }, 'query')
    expect(missing.status).toBe(404)
    expect(missing.error.message).toBe('Valuation not found')
    expect((await trpc('', 'valuations.list', {}, 'query')).status).toBe(401)
  })
})

describe('tRPC valuations.list pages and valuations.today', () => {
  it('pages the list newest first (optionally one customer) and sums today in India time on the server', async () => {
    const t = await createTenantWithStaff(server)
    const [asha, ravi] = [await insertCustomer(server, t.tenantId), await insertCustomer(server, t.tenantId)]
    const now = Date.now()
    for (let i = 0; i < 5; i++) await insertValuation(server, t.tenantId, asha.id, { createdAt: new Date(now - (i + 2) * 86_400_000) })
    await insertValuation(server, t.tenantId, ravi.id, { createdAt: new Date(now), type: 'loan', totalValue: 1000.1, estimatedLoan: 750.05 })
    await insertValuation(server, t.tenantId, ravi.id, { createdAt: new Date(now), type: 'valuation', totalValue: 2000.2, estimatedLoan: 1500 })
    const seen: string[] = []
    let cursor: string | null = null
    for (const size of [3, 3, 1]) {
      const page = await trpc(t.employee.token, 'valuations.list', { limit: 3, cursor }, 'query')
      expect(page.data.items).toHaveLength(size)
      seen.push(...page.data.items.map((v: { id: string }) => v.id))
      cursor = page.data.nextCursor
    }
    expect(cursor).toBeNull()
    const rest = await call(server.url, 'GET', '/api/valuations', { token: t.employee.token })
    expect(seen).toEqual(rest.body.valuations.map((v: { id: string }) => v.id))
    const ravis = await trpc(t.employee.token, 'valuations.list', { customerId: ravi.id }, 'query')
    expect(ravis.data.items.map((v: { customer: { id: string } }) => v.customer.id)).toEqual([ravi.id, ravi.id])
    expect((await trpc(t.employee.token, 'valuations.list', { limit: 101 }, 'query')).status).toBe(400)
    expect((await trpc(t.employee.token, 'valuations.today', undefined, 'query')).data).toEqual({ count: 2, totalValue: 3000.3, loans: 750.05 })
  })
})
