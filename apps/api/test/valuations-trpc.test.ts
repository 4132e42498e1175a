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
afterAll(async () => {
  await server?.close()
})

/** tRPC over HTTP with the superjson envelope. */
async function trpc(token: string, path: string, input: unknown, kind: 'query' | 'mutation') {
  const encoded = encodeURIComponent(JSON.stringify({ json: input }))
  const res =
    kind === 'query'
      ? await call(server.url, 'GET', `/trpc/${path}?input=${encoded}`, { token })
      : await call(server.url, 'POST', `/trpc/${path}`, { token, body: { json: input } })
  return { status: res.status, data: res.body?.result?.data?.json, error: res.body?.error?.json }
}

describe('tRPC valuations and banks routers', () => {
  it('create (idempotent), get, list, patch, gold receipt and EMI through the same services as REST', async () => {
    const t = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, t.tenantId)
    const input = {
      customerId: customer.id,
      ornaments: [chain],
      type: 'loan',
      emiInstallments: 2,
      clientRequestId: 'trpc-1',
    }
    const created = await trpc(t.employee.token, 'valuations.create', input, 'mutation')
    expect(created.data).toMatchObject({ created: true, valuation: { totalValue: 59940.02 } })
    const again = await trpc(t.employee.token, 'valuations.create', input, 'mutation')
    expect(again.data).toMatchObject({ created: false, valuation: { id: created.data.valuation.id } })
    const id = created.data.valuation.id
    const detail = await trpc(t.employee.token, 'valuations.get', { id }, 'query')
    expect(detail.data.emiRecords).toHaveLength(2)
    const list = await trpc(t.employee.token, 'valuations.list', {}, 'query')
    expect(list.data.items[0]).toMatchObject({ id, customer: { id: customer.id } })
    expect(
      (await trpc(t.employee.token, 'valuations.patch', { id, body: { appraiserNote: 'ok' } }, 'mutation')).data,
    ).toMatchObject({ success: true, appraiserNote: 'ok' })
    expect((await trpc(t.employee.token, 'valuations.goldReceipt', { id }, 'mutation')).data.goldReceiptNo).toMatch(
      /^GR-/,
    )
    const paid = await trpc(
      t.employee.token,
      'valuations.patchEmi',
      { id, body: { emiId: detail.data.emiRecords[0].id, status: 'Paid' } },
      'mutation',
    )
    expect(paid.data.status).toBe('Paid')
    expect((await trpc(t.employee.token, 'banks.list', undefined, 'query')).data.banks).toEqual(expect.any(Array))
  })

  it('domain errors keep the spec message; other tenants read as not found', async () => {
    const t = await createTenantWithStaff(server)
    const bad = await trpc(
      t.employee.token,
      'valuations.create',
      { customerId: 'nope', ornaments: [chain] },
      'mutation',
    )
    expect(bad.status).toBe(400)
    expect(bad.error.message).toBe('Invalid customer')
    const missing = await trpc(t.employee.token, 'valuations.get', { id: 'nope' }, 'query')
    expect(missing.status).toBe(404)
    expect(missing.error.message).toBe('Valuation not found')
    expect((await trpc('', 'valuations.list', {}, 'query')).status).toBe(401)
  })

  // Issue 14: every body procedure takes its core input schema, the one the REST route parses with,
  // and the spec's order stays: a body checked first is refused before the valuation is looked up,
  // one checked after a lookup (idempotency replay, the valuation's 404) only after it.
  it("typed inputs answer what the REST route answers for the same body, in the spec's order", async () => {
    const t = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, t.tenantId)
    const stored = await trpc(
      t.employee.token,
      'valuations.create',
      { customerId: customer.id, ornaments: [chain], type: 'loan', emiInstallments: 1, clientRequestId: 'typed-1' },
      'mutation',
    )
    const id = stored.data.valuation.id as string
    const emiId = (await trpc(t.employee.token, 'valuations.get', { id }, 'query')).data.emiRecords[0].id as string
    const cases: [
      procedure: string,
      rest: [method: string, path: string],
      id: string,
      body: unknown,
      status: number,
      answer: string,
    ][] = [
      [
        'create',
        ['POST', '/api/valuations'],
        '',
        { customerId: customer.id, ornaments: 'chain' },
        400,
        'Missing required fields or valid ornaments',
      ],
      [
        'create',
        ['POST', '/api/valuations'],
        '',
        { customerId: customer.id, ornaments: [{ ...chain, grossWeight: 0 }] },
        400,
        'Gross weight must be greater than zero.',
      ],
      ['patch', ['PATCH', '/api/valuations/:id'], id, { goldReceiptNo: 'GR-1' }, 400, 'No supported fields to update'],
      ['patch', ['PATCH', '/api/valuations/:id'], 'no-such-valuation', {}, 400, 'No supported fields to update'],
      [
        'patch',
        ['PATCH', '/api/valuations/:id'],
        'no-such-valuation',
        { appraiserNote: 'x' },
        404,
        'Valuation not found',
      ],
      [
        'addEmi',
        ['POST', '/api/valuations/:id/emi'],
        id,
        { amount: 0, dueDate: '2030-01-01' },
        400,
        'Invalid amount or due date',
      ],
      ['addEmi', ['POST', '/api/valuations/:id/emi'], 'no-such-valuation', { amount: 0 }, 404, 'Valuation not found'],
      ['patchEmi', ['PATCH', '/api/valuations/:id/emi'], id, { emiId }, 400, 'Missing EMI ID or status'],
      ['patchEmi', ['PATCH', '/api/valuations/:id/emi'], id, { emiId, status: 'Late' }, 400, 'Invalid EMI status'],
      [
        'patchEmi',
        ['PATCH', '/api/valuations/:id/emi'],
        'no-such-valuation',
        { emiId, status: 'Paid', receivedAmount: 'abc' },
        400,
        'Received amount must be a positive number.',
      ],
      [
        'patchEmi',
        ['PATCH', '/api/valuations/:id/emi'],
        'no-such-valuation',
        { emiId, status: 'Paid' },
        404,
        'EMI record not found',
      ],
      [
        'send',
        ['POST', '/api/valuations/:id/send'],
        'no-such-valuation',
        { customerEmail: true },
        404,
        'Valuation not found.',
      ],
    ]
    for (const [procedure, [method, path], target, body, status, answer] of cases) {
      const input = procedure === 'create' ? body : { id: target, body }
      const viaTrpc = await trpc(t.employee.token, `valuations.${procedure}`, input, 'mutation')
      const rest = await call(server.url, method, path.replace(':id', target), { token: t.employee.token, body })
      expect([procedure, viaTrpc.status, viaTrpc.error?.message, rest.status, rest.body]).toEqual([
        procedure,
        status,
        answer,
        status,
        { error: answer },
      ])
    }
    // A replayed clientRequestId answers the stored row before the body is checked, in both transports.
    const replay = { clientRequestId: 'typed-1', ornaments: 'not a list' }
    expect((await trpc(t.employee.token, 'valuations.create', replay, 'mutation')).data).toMatchObject({
      created: false,
      valuation: { id },
    })
    expect(await call(server.url, 'POST', '/api/valuations', { token: t.employee.token, body: replay })).toMatchObject({
      status: 200,
      body: { id },
    })
    // The id is checked before the body: a missing id is zod's refusal, not the body's message.
    const noId = await trpc(t.employee.token, 'valuations.patch', { body: {} }, 'mutation')
    expect([noId.status, noId.error.message]).toEqual([400, 'Invalid input: expected string, received undefined'])
  })
})

describe('tRPC valuations.list pages and valuations.today', () => {
  it('pages the list newest first (optionally one customer) and sums today in India time on the server', async () => {
    const t = await createTenantWithStaff(server)
    const [asha, ravi] = [await insertCustomer(server, t.tenantId), await insertCustomer(server, t.tenantId)]
    const now = Date.now()
    for (let i = 0; i < 5; i++)
      await insertValuation(server, t.tenantId, asha.id, { createdAt: new Date(now - (i + 2) * 86_400_000) })
    await insertValuation(server, t.tenantId, ravi.id, {
      createdAt: new Date(now),
      type: 'loan',
      totalValue: 1000.1,
      estimatedLoan: 750.05,
    })
    await insertValuation(server, t.tenantId, ravi.id, {
      createdAt: new Date(now),
      type: 'valuation',
      totalValue: 2000.2,
      estimatedLoan: 1500,
    })
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
    expect((await trpc(t.employee.token, 'valuations.today', undefined, 'query')).data).toEqual({
      count: 2,
      totalValuePaise: 300030,
      loansPaise: 75005,
    })
  })
})
