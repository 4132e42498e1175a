import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portalCustomer } from './customers-helpers.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createValuationOk, setGoldRate } from './support/valuation-factories.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

const certificatePath = (id: string) => `/api/valuations/${encodeURIComponent(id)}/certificate`

async function setup() {
  const t = await createTenantWithStaff(server, { name: 'Lakshmi Gold Loans' })
  const customer = await insertCustomer(server, t.tenantId, { name: 'Kavya Iyer' })
  const v = await createValuationOk(server, t.employee.token, {
    customerId: customer.id,
    type: 'loan',
    ltvPercentage: 75,
    interestRate: 12,
    emiInstallments: 3,
    appraiserName: 'Suresh Appraiser',
  })
  return { ...t, customer, v }
}

describe('GET /api/valuations/{id}/certificate', () => {
  it('serves the certificate PDF inline to any staff member of the tenant, never cached', async () => {
    const t = await setup()
    for (const token of [t.employee.token, t.admin.token]) {
      const res = await fetch(`${server.url}${certificatePath(t.v.id)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="certificate-${t.v.id}.pdf"`)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
      const text = (await pdfText(bytes)).join(' ')
      expect(text).toContain('Lakshmi Gold Loans')
      expect(text).toContain('Kavya Iyer')
      // Issue 17: a human certificate number instead of the id, and the line's net, fine and 22K-equivalent weights.
      expect(text).toMatch(/Certificate No\. VC\/\d{4}-\d{2}\/000001/)
      expect(text).toMatch(/Chain 1 .*?\(22K\).*? 10\.00 g 0\.00 g 10\.00 g 9\.16 g 10\.00 g ₹59,940\.02/)
      expect(text).toContain('Repayment schedule')
      expect(text).toContain('Suresh Appraiser')
    }
  })

  it('uses the session cookie too (the staff app opens it as a plain link)', async () => {
    const t = await setup()
    const res = await fetch(`${server.url}${certificatePath(t.v.id)}`, {
      headers: { cookie: `gold_session=${t.employee.token}` },
    })
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])
  })

  it("reads another tenant's valuation and an unknown id as 404 'Valuation not found'", async () => {
    const t = await setup()
    const other = await createTenantWithStaff(server)
    for (const [token, id] of [
      [other.employee.token, t.v.id],
      [t.employee.token, 'no-such-valuation'],
      [t.employee.token, ' '],
    ] as const) {
      const res = await call(server.url, 'GET', certificatePath(id), { token })
      expect([res.status, res.body]).toEqual([404, { error: 'Valuation not found' }])
    }
  })

  it('refuses anonymous callers and borrowers with 401 Unauthorized', async () => {
    const t = await setup()
    const { auth } = await portalCustomer(server, t.tenantId, t.slug)
    for (const who of [{}, auth]) {
      const res = await call(server.url, 'GET', certificatePath(t.v.id), who)
      expect([res.status, res.body]).toEqual([401, { error: 'Unauthorized' }])
    }
  })
})
