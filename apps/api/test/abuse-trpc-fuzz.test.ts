import { TRPC_MAX_BATCH_SIZE } from '@gold/core'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { appRouter } from '../src/app-router.ts'
import {
  anyJson,
  BOOKKEEPING,
  CUSTOMER_FIELDS,
  fieldValue,
  type Json,
  KYC_FIELDS,
  keyOf,
  LEAK,
  leaf,
  Obj,
  POLLUTION,
  RUNS,
  SEED,
  toJson,
  VALUATION_FIELDS,
} from './abuse-arbitraries.ts'
import { type Auth, buildAbuseWorld, rowCounter } from './abuse-support.ts'
import { NUMERIC_TARGETS, numericViolations, trpcEnvelopes } from './abuse-numeric.ts'
import { withBillingServer } from './billing-support.ts'
import { BATCH_TOO_LARGE } from '../src/http/trpc-batch-limit.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

/**
 * The REST fuzzer's properties (abuse-fuzz.test.ts) for every tRPC procedure the apps call, read
 * from the router itself so a new procedure is fuzzed without being listed: hostile inputs inside
 * superjson's `{json, meta}` envelope, hostile superjson `meta` (prototype-pollution paths, unknown
 * and custom types), and envelopes that are not JSON at all. Never a 5xx, never internals in the
 * body, a refused call writes no row, and nothing reaches Object.prototype.
 */
type World = Awaited<ReturnType<typeof buildAbuseWorld>>
type Procedure = { name: string; type: 'query' | 'mutation' }

const PROCEDURES: Procedure[] = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: Procedure['type'] } }> } })._def
    .procedures,
)
  .map(([name, procedure]) => ({ name, type: procedure._def.type }))
  // Logging out would revoke the shared session every other procedure is called with; it takes no input.
  .filter((p) => p.name !== 'auth.logout')

/** Who calls each namespace: the principal its procedures are written for. */
function authFor(name: string, w: World): Auth {
  const [namespace] = name.split('.')
  if (namespace === 'portal') return w.customerAuth
  if (namespace === 'intake' || (namespace === 'auth' && name !== 'auth.me')) return {}
  if (namespace === 'tickets' || namespace === 'valuations') return { token: w.shop.employee.token }
  return { token: w.shop.admin.token }
}

const GENERIC_FIELDS = [
  'id',
  'body',
  'search',
  'cursor',
  'limit',
  'customerId',
  'status',
  'kind',
  'subject',
  'message',
  'tenant',
  'email',
  'code',
  'token',
  'slug',
  'after',
  'bankId',
  'branchId',
  'password',
  'planId',
  'billingCycle',
  'couponCode',
  'scope',
  'category',
  'priority',
  'internal',
  'attachments',
]
const FIELDS: Record<string, string[]> = {
  'valuations.create': VALUATION_FIELDS,
  'customers.create': CUSTOMER_FIELDS,
  'intake.submit': ['tenant', 'token', ...CUSTOMER_FIELDS],
  'customers.setKyc': ['id', ...KYC_FIELDS],
}
const ID_FIELDS = new Set(['id', 'customerId', 'bankId', 'branchId'])
/** Procedures whose mail or gateway work may fail upstream: 502 is their documented answer. */
const UPSTREAM_502 = new Set(['valuations.send'])
/** Procedures behind a rate limit, reset before each call so hostile input reaches validation. */
const LIMITED = new Set(['auth.login', 'auth.sendOtp', 'billing.quote', 'billing.checkout'])

const HOSTILE_ENVELOPES = [
  '{"json":{"id":"x"},"meta":{"values":{"__proto__":["undefined"]}}}',
  '{"json":{"a":{}},"meta":{"values":{"a.__proto__.polluted":["undefined"]}}}',
  '{"json":{"a":{}},"meta":{"referentialEqualities":{"a":["constructor.prototype.polluted"]}}}',
  '{"json":{"a":"x"},"meta":{"values":{"a":["class","Evil"]}}}',
  '{"json":{"id":"x"},"meta":{"values":{"id":["custom","nope"]}}}',
  '{"json":{"id":"1"},"meta":{"values":{"id":["bigint"]}}}',
  '{"json":{"id":"not a date"},"meta":{"values":{"id":["Date"]}}}',
  '{"json":{"id":"/(a+)+$/"},"meta":{"values":{"id":["regexp"]}}}',
  '{"json":[],"meta":{"values":[["Date"]]}}',
  '{"json":{},"meta":"nope"}',
  '{"meta":{}}',
  // Nesting past the parser's bound (it was a 500 "Maximum call stack size exceeded"), and lone surrogates.
  `{"json":{"id":${'['.repeat(1500)}${']'.repeat(1500)}}}`,
  `{"json":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`,
  '{"json":{"id":"\\ud800","message":"x","attachments":[{"pathname":"p/a","name":"a\\ud83d"}]}}',
]
const NOT_JSON = ['{', '}', 'nul', '\u0000', '{"json":', '[1,2', '"unterminated', '\uFEFF{}', '{"json":1}garbage']

function envelopeFor(procedure: Procedure, w: World): fc.Arbitrary<string> {
  const fields = FIELDS[procedure.name] ?? GENERIC_FIELDS
  const realIds = [
    w.customer.id,
    w.valuation.id,
    w.bank.id,
    w.branch.id,
    w.staffTicket,
    w.customerTicket,
    w.platformTicket,
    w.plan.planId,
  ]
  const value = (field: string): fc.Arbitrary<Json> =>
    ID_FIELDS.has(field)
      ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...realIds) }, { weight: 1, arbitrary: leaf })
      : fieldValue(field)
  const input: fc.Arbitrary<Json> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(
          keyOf(fields).chain((k) => fc.tuple(fc.constant(k), value(k))),
          { maxLength: fields.length + 2 },
        )
        .map((e) => new Obj(e)),
    },
    { weight: 2, arbitrary: anyJson(fields) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION) },
  )
  return fc.oneof(
    { weight: 8, arbitrary: input.map((x) => `{"json":${toJson(x)}}`) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_ENVELOPES) },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON) },
  )
}

function send(server: TestServer, procedure: Procedure, w: World, envelope: string) {
  const auth = authFor(procedure.name, w)
  if (procedure.type === 'query') {
    return call(server.url, 'GET', `/trpc/${procedure.name}?input=${encodeURIComponent(envelope)}`, {
      token: auth.token,
      host: auth.host,
    })
  }
  return call(server.url, 'POST', `/trpc/${procedure.name}`, { token: auth.token, host: auth.host, rawBody: envelope })
}

describe('abuse: hostile input on every tRPC procedure', () => {
  let server: TestServer
  let world: World
  let counts: () => Promise<Record<string, number>>
  const gateway = withBillingServer((started) => {
    server = started
  })
  beforeAll(async () => {
    world = await buildAbuseWorld(server, gateway)
    counts = await rowCounter(server)
  })

  it('reads the procedures to fuzz from the router', () => {
    expect(PROCEDURES.length).toBeGreaterThan(40)
    expect(PROCEDURES.map((p) => p.name)).toEqual(
      expect.arrayContaining(['valuations.create', 'portal.profile', 'tickets.unreadCount']),
    )
  })

  // Issue 13 item 6: one GET naming customers.list hundreds of times ran the heap out. Any batch
  // over the cap is one 400 before a call runs; batches within it (the apps' own) never fail 5xx.
  it('refuses batch amplification: oversized batches of any procedures, GET or POST, run nothing', async () => {
    const named = (type: Procedure['type']) => PROCEDURES.filter((p) => p.type === type).map((p) => p.name)
    const batch = fc.constantFrom<Procedure['type']>('query', 'mutation').chain((type) =>
      fc.record({
        type: fc.constant(type),
        names: fc.array(fc.constantFrom(...named(type)), { minLength: 1, maxLength: 400 }),
        input: fc.constantFrom('{}', '{"json":{"limit":100}}', '{"json":{"search":"a","limit":100}}'),
      }),
    )
    await fc.assert(
      fc.asyncProperty(batch, async ({ type, names, input }) => {
        const before = await counts()
        const inputs = `{${names.map((_, i) => `"${i}":${input}`).join(',')}}`
        const path = `/trpc/${names.join(',')}?batch=1`
        const token = world.shop.admin.token
        const res =
          type === 'query'
            ? await call(
                server.url,
                'GET',
                names.length <= TRPC_MAX_BATCH_SIZE ? `${path}&input=${encodeURIComponent(inputs)}` : path,
                { token },
              )
            : await call(server.url, 'POST', path, { token, rawBody: inputs })
        const context = `${type} x${names.length} -> ${res.status} ${res.text.slice(0, 200)}`
        if (names.length > TRPC_MAX_BATCH_SIZE) {
          expect([res.status, res.body], context).toEqual([400, { error: BATCH_TOO_LARGE }])
          const after = await counts()
          for (const table of BOOKKEEPING) {
            delete before[table]
            delete after[table]
          }
          expect(after, `an oversized batch wrote rows: ${context}`).toEqual(before)
        } else {
          expect(res.status < 500, context).toBe(true)
        }
      }),
      { numRuns: RUNS * 2, seed: SEED, endOnFailure: true },
    )
    expect((await call(server.url, 'GET', '/healthz')).status).toBe(200)
  })

  it.each(PROCEDURES.map((p) => [`${p.type} ${p.name}`, p] as const))('%s', async (_name, procedure) => {
    await fc.assert(
      fc.asyncProperty(envelopeFor(procedure, world), async (envelope) => {
        if (LIMITED.has(procedure.name)) await server.ctx.db.prisma.rateLimitHit.deleteMany({})
        const before = await counts()
        const res = await send(server, procedure, world, envelope)
        const context = `${procedure.name} ${envelope.slice(0, 300)} -> ${res.status} ${res.text.slice(0, 300)}`
        expect(res.status < 500 || (UPSTREAM_502.has(procedure.name) && res.status === 502), context).toBe(true)
        expect(LEAK.test(res.text), `internals leaked: ${context}`).toBe(false)
        expect(Object.prototype, 'Object.prototype polluted').not.toHaveProperty('polluted')
        expect(({} as Record<string, unknown>).isAdmin, 'Object.prototype polluted').toBeUndefined()
        if (res.status >= 400 && res.status < 500) {
          expect(res.headers.get('content-type') ?? '', context).toMatch(/application\/json/)
          // tRPC's envelope, or the API's `{error}` where the body parser or Node's HTTP parser refused first.
          expect(
            typeof res.body?.error?.json?.message === 'string' || typeof res.body?.error === 'string',
            context,
          ).toBe(true)
          const after = await counts()
          for (const table of BOOKKEEPING) {
            delete before[table]
            delete after[table]
          }
          expect(after, `a refused call wrote rows: ${context}`).toEqual(before)
        }
      }),
      { numRuns: Math.max(5, Math.round(RUNS / 2)), seed: SEED + PROCEDURES.indexOf(procedure), endOnFailure: true },
    )
  })

  // Issue 13: each extreme in each numeric field of an otherwise valid input, including the real
  // NaN, Infinity and -0 a superjson client can send, so it meets the domain checks.
  it.each(NUMERIC_TARGETS.map((t) => [`${t.procedure} (${t.name})`, t] as const))(
    'numeric extremes in %s',
    async (_name, target) => {
      const auth = target.auth(world)
      for (const field of target.fields) {
        for (const envelope of trpcEnvelopes(world, target, field)) {
          const before = await counts()
          const res = await call(server.url, 'POST', `/trpc/${target.procedure}`, {
            token: auth.token,
            host: auth.host,
            rawBody: envelope,
          })
          const context = `${target.procedure} ${envelope.slice(0, 300)} -> ${res.status} ${res.text.slice(0, 300)}`
          expect(res.status < 500, context).toBe(true)
          if (res.status >= 400) {
            expect(typeof res.body?.error?.json?.message === 'string', context).toBe(true)
            const after = await counts()
            for (const table of BOOKKEEPING) {
              delete before[table]
              delete after[table]
            }
            expect(after, `a refused call wrote rows: ${context}`).toEqual(before)
          }
        }
      }
    },
  )

  it('after the fuzzing, no number column holds Infinity, NaN or a value outside its domain range', async () => {
    expect(await numericViolations(server)).toEqual([])
  })
})
