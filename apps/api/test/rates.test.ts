import { http, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { valuationCommands } from '../src/cli/valuations-commands.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call, type ResponseBody } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { chain, postValuation, setGoldRate } from './support/valuation-factories.ts'

const CRON_SECRET = 'rates-cron-secret'
const PROVIDER_A = 'http://rates-a.test/v1/gold'
const PROVIDER_B = 'http://rates-b.test/quote?apiKey=top-secret'
const HOUR = 3_600_000

/** Each provider's behaviour is set per test; `hits` counts calls. */
const behaviour: Record<string, () => Promise<Response> | Response> = {}
const hits: Record<string, number> = { a: 0, b: 0 }
const mock = setupServer(
  http.get('http://rates-a.test/v1/gold', async () => {
    hits.a!++
    return behaviour.a!()
  }),
  http.get('http://rates-b.test/quote', async () => {
    hits.b!++
    return behaviour.b!()
  }),
)

let server: TestServer
beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'bypass' })
  server = await startTestServer({ env: { CRON_SECRET, GOLD_RATE_PROVIDER_URLS: `${PROVIDER_A}, ${PROVIDER_B}` } })
})
afterAll(async () => {
  mock.close()
  await server?.close()
})
beforeEach(async () => {
  await server.ctx.db.prisma.goldRate.deleteMany()
  hits.a = 0
  hits.b = 0
  behaviour.a = () => HttpResponse.json({ rate22k: 6100 })
  behaviour.b = () => HttpResponse.json({ price_per_gram_24k: 6543.67 })
})
afterEach(() => {
  server.ctx.config.goldRateProviderUrls = [PROVIDER_A, PROVIDER_B]
})

async function valuationRate(): Promise<{ status: number; body: ResponseBody }> {
  const t = await createTenantWithStaff(server)
  const customer = await insertCustomer(server, t.tenantId)
  return postValuation(server, t.employee.token, { customerId: customer.id, ornaments: [chain] })
}
const storedRates = () => server.ctx.db.prisma.goldRate.findMany({ orderBy: { fetchedAt: 'asc' } })

describe('gold rate resolution at valuation time', () => {
  it('no fresh stored rate: the first provider that answers is used and stored with its source', async () => {
    const res = await valuationRate()
    expect(res).toMatchObject({ status: 201, body: { goldRate: 6100, liveGoldRate22k: 6100 } })
    const rows = await storedRates()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ rate22kPaise: 610_000, rate24kPaise: 665_273, source: PROVIDER_A })
    expect(hits).toEqual({ a: 1, b: 0 })
  })

  it('falls back in order: a failing first provider, then the second (24K-only answer, key never stored)', async () => {
    behaviour.a = () => new HttpResponse('down', { status: 503 })
    const res = await valuationRate()
    expect(res.body.goldRate).toBe(6000)
    expect((await storedRates())[0]).toMatchObject({ rate22kPaise: 600_000, source: 'http://rates-b.test/quote' })
    expect(hits).toEqual({ a: 1, b: 1 })
  })

  it('an unusable answer (no known field, not JSON) counts as a failure', async () => {
    behaviour.a = () => HttpResponse.json({ price: 'n/a' })
    behaviour.b = () => new HttpResponse('<html>', { status: 200, headers: { 'content-type': 'text/html' } })
    await setGoldRate(server, 5500, 'old')
    server.clock.advance(13 * HOUR)
    try {
      expect((await valuationRate()).body.goldRate).toBe(5500)
    } finally {
      server.clock.advance(-13 * HOUR)
    }
  })

  it('a provider that does not answer within the timeout is abandoned for the next', async () => {
    behaviour.a = async () => {
      await delay(10_000)
      return HttpResponse.json({ rate22k: 9999 })
    }
    const started = Date.now()
    const res = await valuationRate()
    const elapsed = Date.now() - started
    expect(res.body.goldRate).toBe(6000)
    expect(elapsed).toBeGreaterThanOrEqual(2900)
    expect(elapsed).toBeLessThan(8000)
  }, 20_000)

  it('a stored rate younger than 12 hours is used without asking the providers', async () => {
    await setGoldRate(server, 5900, 'manual')
    server.clock.advance(11 * HOUR)
    try {
      expect((await valuationRate()).body.goldRate).toBe(5900)
      expect(hits).toEqual({ a: 0, b: 0 })
    } finally {
      server.clock.advance(-11 * HOUR)
    }
  })

  it('an older stored rate is refreshed from the providers', async () => {
    await setGoldRate(server, 5900, 'manual')
    server.clock.advance(13 * HOUR)
    try {
      expect((await valuationRate()).body.goldRate).toBe(6100)
      expect(await storedRates()).toHaveLength(2)
    } finally {
      server.clock.advance(-13 * HOUR)
    }
  })

  it('every provider failing falls back to the newest stored rate of any age', async () => {
    behaviour.a = () => HttpResponse.error()
    behaviour.b = () => new HttpResponse(null, { status: 500 })
    await setGoldRate(server, 5000, 'older')
    server.clock.advance(HOUR)
    await setGoldRate(server, 5200, 'newer')
    server.clock.advance(40 * HOUR)
    try {
      expect((await valuationRate()).body.goldRate).toBe(5200)
    } finally {
      server.clock.advance(-41 * HOUR)
    }
  })

  it('400 No gold rate available when nothing is stored and every provider fails (or none is configured)', async () => {
    behaviour.a = () => HttpResponse.error()
    behaviour.b = () => new HttpResponse(null, { status: 500 })
    expect(await valuationRate()).toMatchObject({
      status: 400,
      body: { error: 'No gold rate available. Please try again shortly.' },
    })
    server.ctx.config.goldRateProviderUrls = []
    expect(await valuationRate()).toMatchObject({
      status: 400,
      body: { error: 'No gold rate available. Please try again shortly.' },
    })
  })
})

describe('GET /api/gold-rates/current', () => {
  it('answers the rate a valuation would use now; 401 without staff', async () => {
    await setGoldRate(server, 6000, 'manual')
    const t = await createTenantWithStaff(server)
    const res = await call(server.url, 'GET', '/api/gold-rates/current', { token: t.employee.token })
    expect(res).toMatchObject({ status: 200, body: { rate22k: 6000, rate24k: 6543.67, source: 'manual' } })
    expect(await call(server.url, 'GET', '/api/gold-rates/current')).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    })
  })
})

describe('GET /api/cron/sync-rates', () => {
  const sync = (token?: string) =>
    call(server.url, 'GET', '/api/cron/sync-rates', {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    })

  it('JSON 401 Unauthorized without the cron secret', async () => {
    for (const token of [undefined, 'nope'])
      expect(await sync(token)).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
    expect(await storedRates()).toHaveLength(0)
  })

  it('refreshes from the providers and stores the rate', async () => {
    const res = await sync(CRON_SECRET)
    expect(res).toMatchObject({ status: 200, body: { ok: true, rate22k: 6100, rate24k: 6652.73, source: PROVIDER_A } })
    expect(await storedRates()).toHaveLength(1)
  })

  it('502 {ok:false, error} when every provider fails; skipped without providers', async () => {
    behaviour.a = () => HttpResponse.error()
    behaviour.b = () => HttpResponse.json({})
    expect(await sync(CRON_SECRET)).toMatchObject({
      status: 502,
      body: { ok: false, error: 'Every gold rate provider failed.' },
    })
    server.ctx.config.goldRateProviderUrls = []
    expect(await sync(CRON_SECRET)).toMatchObject({
      status: 200,
      body: { ok: true, skipped: 'No gold rate providers configured.' },
    })
  })
})

describe('CLI rate:set', () => {
  it('stores a manual rate that valuations then use', async () => {
    expect(await valuationCommands['rate:set']!(server.ctx, { rate22k: '6250' })).toEqual({ ok: true })
    expect((await storedRates())[0]).toMatchObject({ rate22kPaise: 625_000, source: 'manual' })
    expect((await valuationRate()).body.goldRate).toBe(6250)
    await expect(valuationCommands['rate:set']!(server.ctx, { rate22k: 'abc' })).rejects.toThrow(/rate22k/)
  })
})
