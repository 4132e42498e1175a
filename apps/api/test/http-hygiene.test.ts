import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portalCustomer, trpc } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

let server: TestServer
let shop: Awaited<ReturnType<typeof createTenantWithStaff>>
beforeAll(async () => {
  server = await startTestServer()
  shop = await createTenantWithStaff(server)
})
afterAll(async () => {
  await server.close()
})

const REFUSED = { error: 'Cross-site request refused.' }
const MALFORMED = { error: 'Malformed JSON body.' }
const borrower = () => ({
  name: 'Cross Site',
  phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  aadhaarDocUrl: 'https://x/a.png',
})
const countCustomers = () => server.ctx.db.forTenant(shop.tenantId).customer.count()

/** The browser's headers on a request carrying the staff session cookie (the main host). */
const withCookie = (headers: Record<string, string> = {}) => ({
  headers: { cookie: `gold_session=${shop.admin.token}`, ...headers },
})

describe('cookie-authenticated requests from another site (CSRF)', () => {
  it('refuses a cookie POST with a foreign Origin, even a text/plain one, and stores nothing', async () => {
    const before = await countCustomers()
    const res = await call(server.url, 'POST', '/api/customers', {
      rawBody: JSON.stringify(borrower()),
      ...withCookie({ origin: 'http://evil.test', 'content-type': 'text/plain' }),
    })
    expect([res.status, res.body]).toEqual([403, REFUSED])
    expect(await countCustomers()).toBe(before)
  })

  it.each([
    ['Origin of another site', { origin: 'http://evil.test' }],
    ['Origin of another port', { origin: 'http://localhost:1' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a tenant subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['same Origin but Sec-Fetch-Site cross-site', { origin: 'own', 'sec-fetch-site': 'cross-site' }],
  ])('refuses REST writes and every tRPC call with the cookie: %s', async (_name, sent) => {
    const headers = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, v === 'own' ? server.url : v]))
    const write = await call(server.url, 'PATCH', '/api/customers/x/status', {
      body: { status: 'Active' },
      ...withCookie(headers),
    })
    expect([write.status, write.body]).toEqual([403, REFUSED])
    const read = await call(server.url, 'GET', '/trpc/auth.me', withCookie(headers))
    expect([read.status, read.body]).toEqual([403, REFUSED])
    const mutation = await call(server.url, 'POST', '/trpc/customers.create', {
      body: { json: borrower() },
      ...withCookie(headers),
    })
    expect([mutation.status, mutation.body]).toEqual([403, REFUSED])
  })

  it('serves cookie requests from our own origin, and those with neither Origin nor Sec-Fetch-Site', async () => {
    const own = { origin: server.url, 'sec-fetch-site': 'same-origin' }
    const created = await call(server.url, 'POST', '/api/customers', { body: borrower(), ...withCookie(own) })
    expect(created.status, created.text).toBe(201)
    const bare = await call(server.url, 'POST', '/api/customers', { body: borrower(), ...withCookie() })
    expect(bare.status, bare.text).toBe(201)
    const me = await call(server.url, 'GET', '/trpc/auth.me', withCookie(own))
    expect(me.body.result.data.json).toMatchObject({ kind: 'staff', tenantId: shop.tenantId })
    // A typed-in address (Sec-Fetch-Site: none) is the user's own request.
    expect((await call(server.url, 'GET', '/trpc/auth.me', withCookie({ 'sec-fetch-site': 'none' }))).status).toBe(200)
  })

  it('leaves Bearer requests and cookie REST reads alone', async () => {
    const foreign = { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' }
    const bearer = await call(server.url, 'POST', '/api/customers', {
      token: shop.admin.token,
      body: borrower(),
      headers: foreign,
    })
    expect(bearer.status, bearer.text).toBe(201)
    const trpcBearer = await call(server.url, 'GET', '/trpc/auth.me', { token: shop.admin.token, headers: foreign })
    expect(trpcBearer.body.result.data.json).toMatchObject({ kind: 'staff' })
    const restRead = await call(server.url, 'GET', '/api/auth/me', withCookie(foreign))
    expect(restRead.status).toBe(200)
  })

  it('on a tenant subdomain: the portal origin is its own; the main host is another origin', async () => {
    const { auth } = await portalCustomer(server, shop.tenantId, shop.slug)
    const headers = (origin: string) => ({ host: auth.host, headers: { cookie: `gold_session=${auth.token}`, origin } })
    const own = await call(server.url, 'POST', '/trpc/portal.markNotificationsSeen', {
      body: {},
      ...headers(`http://${auth.host}`),
    })
    expect(own.status, own.text).toBe(200)
    const main = await call(server.url, 'POST', '/trpc/portal.markNotificationsSeen', {
      body: {},
      ...headers(server.url.replace('127.0.0.1', 'localhost')),
    })
    expect([main.status, main.body]).toEqual([403, REFUSED])
  })
})

describe('Cache-Control on API answers', () => {
  it('is no-store on every /api and /trpc answer: reads, writes, errors, 404s and refusals', async () => {
    const bearer = { token: shop.admin.token }
    const answers = await Promise.all([
      call(server.url, 'GET', '/api/auth/me', bearer),
      call(server.url, 'GET', '/api/auth/me'),
      call(server.url, 'GET', '/api/valuations', bearer),
      call(server.url, 'GET', '/api/emis', bearer),
      call(server.url, 'GET', '/api/tickets', bearer),
      call(server.url, 'GET', '/api/banks', bearer),
      call(server.url, 'GET', '/api/customers?search=1234', bearer),
      call(server.url, 'GET', '/api/valuations/nope', bearer),
      call(server.url, 'GET', '/api/no-such-route'),
      call(server.url, 'POST', '/api/auth/login', { body: { email: 'nobody@test.gold', password: 'x' } }),
      call(server.url, 'POST', '/api/auth/login', { rawBody: '{"email":' }),
      call(server.url, 'POST', '/api/customers', { rawBody: '{}', ...withCookie({ origin: 'http://evil.test' }) }),
      call(server.url, 'GET', '/api/files/private?pathname=a%00b', bearer),
      trpc(server, 'query', 'auth.me', undefined, bearer),
      trpc(server, 'query', 'customers.list', {}, bearer),
      trpc(server, 'query', 'customers.list', {}),
      trpc(server, 'query', 'no.such.procedure', {}, bearer),
      trpc(server, 'mutation', 'customers.create', {}, bearer),
      call(server.url, 'GET', `/api/customers?search=${'9'.repeat(20_000)}`, bearer),
    ])
    const statuses = answers.map((a) => a.status)
    expect(statuses).toEqual([
      200, 401, 200, 200, 200, 200, 200, 404, 404, 401, 400, 403, 400, 200, 200, 401, 404, 400, 431,
    ])
    for (const [i, a] of answers.entries())
      expect(a.headers.get('cache-control'), `answer ${i} (${a.status})`).toBe('no-store')
  })
})

describe('JSON bodies nested too deep, or carrying lone surrogates', () => {
  const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n)
  const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)

  it('answer 400 Malformed JSON body. on REST, never a stack message', async () => {
    for (const body of [
      deepArray(20_000),
      `{"name":${deepObject(20_000)}}`,
      `{"name":${deepArray(65)}}`,
      '{"name":"Asha \\ud800"}',
      '{"\\udc00":1}',
    ]) {
      const res = await call(server.url, 'POST', '/api/customers', { token: shop.admin.token, rawBody: body })
      expect([res.status, res.body], body.slice(0, 40)).toEqual([400, MALFORMED])
    }
    // 64 levels is still JSON we read (and then validate).
    const shallow = await call(server.url, 'POST', '/api/customers', {
      token: shop.admin.token,
      rawBody: `{"name":${deepArray(63)}}`,
    })
    expect(shallow.status).toBe(400)
    expect(shallow.body).not.toEqual(MALFORMED)
    // Where the spec gives malformed JSON a meaning, a deep body means the same: ticket create reads `{}`.
    const ticket = await call(server.url, 'POST', '/api/tickets', {
      token: shop.admin.token,
      rawBody: `{"subject":"s","message":"m","x":${deepObject(20_000)}}`,
    })
    expect([ticket.status, ticket.body.error]).toEqual([400, 'A subject is required.'])
  })

  it('answer 400 on tRPC, in the body and in a query input, never a stack message', async () => {
    const deepBody = await call(server.url, 'POST', '/trpc/customers.create', {
      token: shop.admin.token,
      rawBody: `{"json":{"a":${deepObject(20_000)}}}`,
    })
    expect([deepBody.status, deepBody.body]).toEqual([400, MALFORMED])
    const surrogate = await call(server.url, 'POST', '/trpc/customers.create', {
      token: shop.admin.token,
      rawBody: '{"json":{"name":"\\ud83d"}}',
    })
    expect([surrogate.status, surrogate.body]).toEqual([400, MALFORMED])
    const input = encodeURIComponent(`{"json":{"search":${deepArray(2_000)}}}`)
    const deepQuery = await call(server.url, 'GET', `/trpc/customers.list?input=${input}`, { token: shop.admin.token })
    expect([deepQuery.status, deepQuery.body]).toEqual([400, { error: 'Malformed query string.' }])
    expect(deepQuery.text).not.toMatch(/call stack/i)
    // A syntax error in the input is still tRPC's to answer, in its own envelope.
    const broken = await call(server.url, 'GET', `/trpc/customers.list?input=${encodeURIComponent('{"json":')}`, {
      token: shop.admin.token,
    })
    expect([broken.status, typeof broken.body.error.json.message]).toEqual([400, 'string'])
  })
})
