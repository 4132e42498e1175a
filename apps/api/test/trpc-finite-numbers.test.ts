import { NON_FINITE_NUMBER_MESSAGE } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRouter } from '../src/app-router.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * Issue 23 item 15: over tRPC a number too large for a double (`1e400`) used to reach a procedure
 * as absent (the adapter re-serialised the parsed body, writing Infinity as null), and superjson's
 * own Infinity and NaN reached it as such. Every procedure, read from the router itself, refuses
 * them with a 400, as REST does, before anything else runs.
 */
let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = (await createTenantWithStaff(server)).admin.token
})
afterAll(async () => {
  await server.close()
})

type Procedure = { name: string; type: 'query' | 'mutation' | 'subscription' }
const PROCEDURES: Procedure[] = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: Procedure['type'] } }> } })._def
    .procedures,
).map(([name, procedure]) => ({ name, type: procedure._def.type }))

/** Envelopes as raw text, so the literal reaches the server exactly as written. */
const ENVELOPES = {
  'a literal too large for a double': '{"json":{"id":"x","amount":1,"penalRate":1e400}}',
  'a negative one, nested in an array': '{"json":{"id":"x","items":[{"rate":-1e400}]}}',
  "superjson's Infinity": '{"json":{"id":"x","interestRate":"Infinity"},"meta":{"values":{"interestRate":["number"]}}}',
  "superjson's NaN": '{"json":{"id":"x","amount":"NaN"},"meta":{"values":{"amount":["number"]}}}',
}

async function send(procedure: Procedure, envelope: string, auth: { token?: string }) {
  const res =
    procedure.type === 'query'
      ? await call(server.url, 'GET', `/trpc/${procedure.name}?input=${encodeURIComponent(envelope)}`, auth)
      : await call(server.url, 'POST', `/trpc/${procedure.name}`, { ...auth, rawBody: envelope })
  return { status: res.status, message: res.body?.error?.json?.message as string | undefined }
}

describe('tRPC refuses non-finite numbers in every procedure', () => {
  it('walks the router: 400 "Numbers must be finite." whoever calls', { timeout: 600_000 }, async () => {
    expect(PROCEDURES.length).toBeGreaterThan(50)
    const wrong: string[] = []
    for (const procedure of PROCEDURES.filter((p) => p.type !== 'subscription')) {
      for (const [label, envelope] of Object.entries(ENVELOPES)) {
        for (const auth of [{}, { token }]) {
          const answer = await send(procedure, envelope, auth)
          if (answer.status !== 400 || answer.message !== NON_FINITE_NUMBER_MESSAGE)
            wrong.push(`${procedure.name} (${label}, ${auth.token ? 'admin' : 'anonymous'}): ${JSON.stringify(answer)}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('finite numbers, large ones included, still reach the procedure', async () => {
    const res = await call(server.url, 'POST', '/trpc/auth.requestPasswordReset', {
      rawBody: '{"json":{"email":"nobody@finite.test","extra":1e300}}',
    })
    expect([res.status, res.body?.result?.data?.json]).toEqual([200, { success: true }])
  })
})
