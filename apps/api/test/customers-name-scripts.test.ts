import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { createValuationOk, setGoldRate } from './support/valuation-factories.ts'
import { customerBody, freshPhone, unique, verifyEmail } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

// Issue 23: the spec's "letters" include every script a borrower writes a name in.
const NAMES = [
  ['Devanagari', 'गोपाल अय्यर', 'सीता (पत्नी)'],
  ['Tamil', 'முருகன் சுப்பிரமணியம்', 'மனைவி'],
  ['Bengali', 'সুমিতা বন্দ্যোপাধ্যায়', 'মা'],
] as const

describe('names in Indian scripts', () => {
  it.each(NAMES)('staff create stores a %s name and nominee as typed', async (_script, name, rel) => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/customers', {
      token: shop.employee.token,
      body: customerBody({ name, nomineeName: name, nomineeRel: rel }),
    })
    expect(res.status, res.text).toBe(201)
    const read = await call(server.url, 'GET', `/api/customers/${(res.body as { id: string }).id}`, {
      token: shop.employee.token,
    })
    expect(read.body).toMatchObject({ name, nomineeName: name, nomineeRel: rel })
  })

  it('the intake form and the valuation inline borrower accept them too', async () => {
    const shop = await createTenantWithStaff(server)
    const email = `intake-${unique()}@example.com`
    await verifyEmail(server, shop.slug, email)
    const link = await call(server.url, 'GET', '/api/intake-link', { token: shop.employee.token })
    const intake = await call(server.url, 'POST', '/api/customer-intake', {
      body: {
        tenant: shop.slug,
        token: (link.body as { token: string }).token,
        name: 'গোপাল আইয়ার',
        phone: freshPhone(),
        email,
      },
    })
    expect(intake.status, intake.text).toBe(200)
    expect(intake.body).toMatchObject({ success: true, customer: { name: 'গোপাল আইয়ার' } })

    await setGoldRate(server)
    const valuation = await createValuationOk(server, shop.employee.token, {
      customerId: 'Other',
      customCustomerName: 'गोपाल अय्यर',
      customCustomerPhone: freshPhone(),
    })
    const customer = await server.ctx.db
      .forTenant(shop.tenantId)
      .customer.findFirst({ where: { id: valuation.customerId } })
    expect(customer?.name).toBe('गोपाल अय्यर')
  })

  it('still refuses digits of an Indian script with the spec message', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/customers', {
      token: shop.employee.token,
      body: customerBody({ name: 'गोपाल ४' }),
    })
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Name can only contain letters, spaces, dots, hyphens and apostrophes.' },
    })
  })
})
