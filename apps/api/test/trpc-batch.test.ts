import { TRPC_MAX_BATCH_SIZE } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { customerBody } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

/** A batched tRPC GET of `paths` (the apps' httpBatchLink wire format), with no input as in the issue. */
const batchGet = (paths: string[], token: string) =>
  call(server.url, 'GET', `/trpc/${paths.join(',')}?batch=1`, { token })

describe('tRPC batch size', () => {
  it(`runs a batch of up to ${TRPC_MAX_BATCH_SIZE} calls`, async () => {
    const shop = await createTenantWithStaff(server)
    const res = await batchGet(
      Array.from({ length: TRPC_MAX_BATCH_SIZE }, () => 'customers.list'),
      shop.admin.token,
    )
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(TRPC_MAX_BATCH_SIZE)
    expect(res.body[0].result.data.json).toEqual({ items: [], nextCursor: null })
  })

  // The request: one GET of 4 to 400 customers.list calls, each building the whole list, ran the heap out.
  it.each([TRPC_MAX_BATCH_SIZE + 1, 400])(
    'refuses a batch of %i calls with one 400 JSON error, before running any',
    async (size) => {
      const shop = await createTenantWithStaff(server)
      const res = await batchGet(
        Array.from({ length: size }, () => 'customers.list'),
        shop.admin.token,
      )
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
      expect(res.body).toEqual({ error: `Too many calls in one request (at most ${TRPC_MAX_BATCH_SIZE}).` })
    },
  )

  it('refuses an oversized batch of mutations without writing anything', async () => {
    const shop = await createTenantWithStaff(server)
    const paths = Array.from({ length: TRPC_MAX_BATCH_SIZE + 1 }, () => 'customers.create')
    const body = Object.fromEntries(paths.map((_, i) => [i, { json: customerBody({ name: 'Batch Borrower' }) }]))
    const res = await call(server.url, 'POST', `/trpc/${paths.join(',')}?batch=1`, { token: shop.admin.token, body })
    expect([res.status, res.body]).toEqual([
      400,
      { error: `Too many calls in one request (at most ${TRPC_MAX_BATCH_SIZE}).` },
    ])
    expect(await server.ctx.db.forTenant(shop.tenantId).customer.count()).toBe(0)
  })
})
