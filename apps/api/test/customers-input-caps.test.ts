import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerBody, freshPhone, trpc, unique, verifyEmail } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * Issue 13: free-text customer fields have length caps (a 900 KB address was stored and printed on
 * every certificate). Staff create, tRPC create and the intake form share the core rules.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const CASES: [string, Record<string, unknown>, string][] = [
  ['a 900 KB address', { address: 'a'.repeat(900_000) }, 'Address must be 500 characters or fewer.'],
  ['a 501-character address', { address: 'a'.repeat(501) }, 'Address must be 500 characters or fewer.'],
  [
    'a 51-character nominee relationship',
    { nomineeName: 'Ravi Rao', nomineeRel: 'S'.repeat(51) },
    'Nominee relationship must be 50 characters or fewer.',
  ],
  [
    'a 121-character bank name',
    { bankName: 'B'.repeat(121), accountNumber: '123456789', ifsc: 'SBIN0001234' },
    'Bank name must be 120 characters or fewer.',
  ],
  [
    'an account number padded past 40 characters',
    { bankName: 'SBI', accountNumber: `1${'-'.repeat(40)}23456789`, ifsc: 'SBIN0001234' },
    'Account number must be 9-20 digits.',
  ],
]

const customerCount = (tenantId: string) => server.ctx.db.forTenant(tenantId).customer.count()

describe('POST /api/customers and customers.create: length caps', () => {
  it.each(CASES)('%s: 400, nothing stored', async (_name, overrides, message) => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/customers', {
      token: shop.employee.token,
      body: customerBody(overrides),
    })
    expect([res.status, res.body]).toEqual([400, { error: message }])
    const viaTrpc = await trpc(server, 'mutation', 'customers.create', customerBody(overrides), {
      token: shop.employee.token,
    })
    expect([viaTrpc.status, viaTrpc.error?.message]).toEqual([400, message])
    expect(await customerCount(shop.tenantId)).toBe(0)
  })

  it('a KYC URL over 2048 characters: 400', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/customers', {
      token: shop.employee.token,
      body: customerBody({ livePhotoUrl: `/kyc/${'a'.repeat(2044)}` }),
    })
    expect([res.status, res.body]).toEqual([
      400,
      { error: 'KYC document URLs must be text of at most 2048 characters.' },
    ])
    expect(await customerCount(shop.tenantId)).toBe(0)
  })

  it('stores text at its cap', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/customers', {
      token: shop.employee.token,
      body: customerBody({ address: 'a'.repeat(500), nomineeName: 'Ravi Rao', nomineeRel: 'S'.repeat(50) }),
    })
    expect(res.status, res.text.slice(0, 200)).toBe(201)
    const row = await server.ctx.db
      .forTenant(shop.tenantId)
      .customer.findFirstOrThrow({ select: { address: true, nomineeRel: true } })
    expect([row.address?.length, row.nomineeRel?.length]).toEqual([500, 50])
  })
})

describe('POST /api/customer-intake: the same caps', () => {
  it.each(CASES)('%s: 400, nothing stored', async (_name, overrides, message) => {
    const shop = await createTenantWithStaff(server)
    const email = `intake-${unique()}@example.com`
    await verifyEmail(server, shop.slug, email)
    const link = await call(server.url, 'GET', '/api/intake-link', { token: shop.employee.token })
    const res = await call(server.url, 'POST', '/api/customer-intake', {
      body: { tenant: shop.slug, token: link.body.token, name: 'Asha Rao', phone: freshPhone(), email, ...overrides },
    })
    expect([res.status, res.body]).toEqual([400, { error: message }])
    expect(await customerCount(shop.tenantId)).toBe(0)
  })
})
