import http from 'node:http'
import { pageLimits } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { trpc } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

/** `count` customers of the tenant in one statement, named `<prefix> <letters>`, created a second apart (plus `sameInstant` sharing one). */
async function insertMany(
  tenantId: string,
  count: number,
  prefix = 'Bulk',
  options: { sameInstant?: number; status?: string } = {},
) {
  const letters = (n: number) =>
    n
      .toString(26)
      .split('')
      .map((d) => String.fromCharCode(97 + parseInt(d, 26)))
      .join('')
  const base = Date.parse('2025-01-01T00:00:00.000Z')
  await server.ctx.db.forTenant(tenantId).customer.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      tenantId,
      name: `${prefix} ${letters(i)}`,
      phone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      email: null,
      status: options.status ?? 'Active',
      createdAt: new Date(base + (i < (options.sameInstant ?? 0) ? 0 : i * 1000)),
    })),
  })
}

type Page = { items: { id: string; name: string }[]; nextCursor: string | null }

async function pages(procedure: string, token: string, input: Record<string, unknown>) {
  const seen: Page[] = []
  let cursor: string | null = null
  do {
    const res = await trpc(server, 'query', procedure, { ...input, cursor }, { token })
    expect(res.status, res.text).toBe(200)
    seen.push(res.data as Page)
    cursor = (res.data as Page).nextCursor
  } while (cursor && seen.length < 1000)
  return seen
}

describe('tRPC customers.list: keyset pages, searched on the server', () => {
  it('answers a bounded first page (default size) with a cursor instead of the whole list', async () => {
    const shop = await createTenantWithStaff(server)
    await insertMany(shop.tenantId, pageLimits.default + 5)
    const first = await trpc(server, 'query', 'customers.list', undefined, { token: shop.employee.token })
    expect(first.status).toBe(200)
    expect(first.data.items).toHaveLength(pageLimits.default)
    expect(first.data.nextCursor).toEqual(expect.any(String))
    expect(first.data.items[0]).toMatchObject({ valuations: [], _count: { valuations: 0, emiRecords: 0 } })
    expect(first.data.items[0]).not.toHaveProperty('passwordHash')
  })

  it('walks the whole list in REST order, each customer once, across ties of createdAt', async () => {
    const shop = await createTenantWithStaff(server)
    await insertMany(shop.tenantId, 11, 'Walk', { sameInstant: 5 })
    const rest = (await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })).body as { id: string }[]
    const walked = await pages('customers.list', shop.admin.token, { limit: 3 })
    expect(walked.map((p) => p.items.length)).toEqual([3, 3, 3, 2])
    expect(walked.at(-1)!.nextCursor).toBeNull()
    expect(walked.flatMap((p) => p.items.map((c) => c.id))).toEqual(rest.map((c) => c.id))
  })

  it('keeps its place when customers are added between pages', async () => {
    const shop = await createTenantWithStaff(server)
    await insertMany(shop.tenantId, 6, 'Place')
    const first = await trpc(server, 'query', 'customers.list', { limit: 3 }, { token: shop.admin.token })
    await insertCustomer(server, shop.tenantId, { name: 'Newcomer' })
    const second = await trpc(
      server,
      'query',
      'customers.list',
      { limit: 3, cursor: first.data.nextCursor },
      { token: shop.admin.token },
    )
    const names = [...first.data.items, ...second.data.items].map((c: { name: string }) => c.name)
    expect(names).toEqual(['Place f', 'Place e', 'Place d', 'Place c', 'Place b', 'Place a'])
    expect(second.data.nextCursor).toBeNull()
  })

  it('searches on the server with the REST rules, page by page', async () => {
    const shop = await createTenantWithStaff(server)
    await insertMany(shop.tenantId, 7, 'Meera')
    await insertMany(shop.tenantId, 4, 'Kiran')
    for (const search of ['meera', 'KIRAN', '8', 'nobody']) {
      const rest = (
        await call(server.url, 'GET', `/api/customers?search=${encodeURIComponent(search)}`, {
          token: shop.admin.token,
        })
      ).body as { id: string }[]
      const walked = await pages('customers.list', shop.admin.token, { search, limit: 2 })
      expect(
        walked.flatMap((p) => p.items.map((c) => c.id)),
        search,
      ).toEqual(rest.map((c) => c.id))
    }
    const meera = await pages('customers.list', shop.admin.token, { search: 'meera', limit: 100 })
    expect(meera.flatMap((p) => p.items.map((c) => c.name)).every((n) => n.startsWith('Meera'))).toBe(true)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['limit above the maximum', { limit: pageLimits.max + 1 }, 'Page size must be a whole number from 1 to 100.'],
    ['limit 0', { limit: 0 }, 'Page size must be a whole number from 1 to 100.'],
    ['fractional limit', { limit: 2.5 }, 'Page size must be a whole number from 1 to 100.'],
    ['limit as text', { limit: '10' }, 'Page size must be a whole number from 1 to 100.'],
    ['forged cursor', { cursor: 'SELECT 1' }, 'Invalid page cursor.'],
    ['cursor with a bad escape', { cursor: '1700000000000.%E0%A4' }, 'Invalid page cursor.'],
    ['search longer than any field', { search: 'x'.repeat(101) }, 'Search text must be 100 characters or fewer.'],
  ])('refuses a %s with 400', async (_name, input, message) => {
    const shop = await createTenantWithStaff(server)
    const res = await trpc(server, 'query', 'customers.list', input, { token: shop.admin.token })
    expect(res.status).toBe(400)
    expect(res.error?.message).toBe(message)
  })
})

describe('tRPC customers.picker and customers.summary', () => {
  it('pages the picker (Inactive hidden) and counts borrowers without listing them', async () => {
    const shop = await createTenantWithStaff(server)
    await insertMany(shop.tenantId, 5, 'Pick')
    await insertMany(shop.tenantId, 2, 'Gone', { status: 'Inactive' })
    await insertCustomer(server, shop.tenantId, { name: 'Fresh One', status: 'New' })
    await insertCustomer(server, shop.tenantId, { name: 'Half Done', status: 'KYC Pending' })
    const walked = await pages('customers.picker', shop.employee.token, { limit: 4 })
    expect(walked.map((p) => p.items.length)).toEqual([4, 3])
    expect(walked.flatMap((p) => p.items.map((c) => c.name)).some((n) => n.startsWith('Gone'))).toBe(false)
    expect(Object.keys(walked[0]!.items[0]!).sort()).toEqual(['email', 'id', 'name', 'phone', 'status'])
    const searched = await trpc(
      server,
      'query',
      'customers.picker',
      { search: 'fresh' },
      { token: shop.employee.token },
    )
    expect(searched.data.items.map((c: { name: string }) => c.name)).toEqual(['Fresh One'])
    const summary = await trpc(server, 'query', 'customers.summary', undefined, { token: shop.employee.token })
    expect(summary.data).toEqual({ total: 9, awaitingKyc: 2 })
    expect((await trpc(server, 'query', 'customers.summary', undefined, {})).status).toBe(401)
  })
})

describe('REST GET /api/customers: the whole list, streamed', () => {
  it('writes more than two pages of borrowers progressively (chunked), newest first, each once', async () => {
    const shop = await createTenantWithStaff(server)
    await insertMany(shop.tenantId, 1_234, 'Stream', { sameInstant: 600 })
    const res = await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    // Built whole, the body went out with a Content-Length; streamed, it is chunked.
    expect(res.headers.get('content-length')).toBeNull()
    expect(res.headers.get('transfer-encoding')).toBe('chunked')
    const rows = res.body as { id: string; createdAt: string }[]
    expect(rows).toHaveLength(1_234)
    expect(new Set(rows.map((r) => r.id)).size).toBe(1_234)
    const keys = rows.map((r) => `${r.createdAt}|${r.id}`)
    expect(keys).toEqual([...keys].sort().reverse())
    const searched = await call(server.url, 'GET', '/api/customers?search=stream', { token: shop.admin.token })
    expect((searched.body as unknown[]).length).toBe(1_234)

    // A client that leaves after the first chunk stops the writing; the server answers the next request in full.
    await new Promise<void>((resolve, reject) => {
      const req = http.get(
        `${server.url}/api/customers`,
        { headers: { authorization: `Bearer ${shop.admin.token}` } },
        (res) => {
          res.once('data', () => {
            req.destroy()
            resolve()
          })
        },
      )
      req.on('error', (e) => {
        if ((e as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(e)
      })
    })
    const again = await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })
    expect((again.body as unknown[]).length).toBe(1_234)
  })
})
