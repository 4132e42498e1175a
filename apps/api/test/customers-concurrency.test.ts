import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { customerBody, freshPhone, unique } from './customers-helpers.ts'

// Real concurrent HTTP requests need a real PostgreSQL server (PGlite is a single connection).
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent customer creates on PostgreSQL', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('10 concurrent POSTs of one phone in different formats create exactly one customer; the rest get the spec 400', async () => {
    const shop = await createTenantWithStaff(server)
    const p = freshPhone()
    const forms = [
      p,
      `+91${p}`,
      `+91 ${p.slice(0, 5)} ${p.slice(5)}`,
      `0${p}`,
      `91${p}`,
      `${p.slice(0, 5)}-${p.slice(5)}`,
      `0${p.slice(0, 5)} ${p.slice(5)}`,
      `(+91) ${p}`,
      ` ${p} `,
      `+91-${p.slice(0, 3)}-${p.slice(3)}`,
    ]
    const results = await Promise.all(
      forms.map((phone) =>
        call(server.url, 'POST', '/api/customers', { token: shop.admin.token, body: customerBody({ phone }) }),
      ),
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(1)
    for (const r of results.filter((x) => x.status !== 201)) {
      expect([r.status, r.body]).toEqual([400, { error: 'Customer with this phone number already exists' }])
    }
    const list = await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })
    expect(list.body.map((c: { phone: string }) => c.phone)).toEqual([p])
  })

  it('10 concurrent POSTs of one email in different cases create exactly one customer', async () => {
    const shop = await createTenantWithStaff(server)
    const email = `race-${unique()}@example.com`
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(server.url, 'POST', '/api/customers', {
          token: shop.admin.token,
          body: customerBody({ email: i % 2 ? email.toUpperCase() : email }),
        }),
      ),
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(1)
    for (const r of results.filter((x) => x.status !== 201)) {
      expect([r.status, r.body]).toEqual([400, { error: 'A customer with this email already exists.' }])
    }
  })
})
