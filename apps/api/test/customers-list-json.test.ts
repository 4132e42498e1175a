import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeCustomerListJson } from '../src/customers/customer-list-json.ts'
import { listCustomersPage } from '../src/customers/customer-service.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { freshPhone, insertEmi, insertValuation, unique } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

/** Every page of the Prisma-built list (listCustomersPage, which tRPC serves), `limit` rows at a time. */
async function allPages(tenantId: string, query: { search?: string; picker?: boolean }, limit = 2) {
  const rows: unknown[] = []
  let cursor: string | null = null
  do {
    const page: { items: unknown[]; nextCursor: string | null } = await listCustomersPage(server.ctx, tenantId, {
      ...query,
      cursor,
      limit,
    })
    rows.push(...page.items)
    cursor = page.nextCursor
  } while (cursor)
  return rows
}

/** The streamed REST text, written `pageRows` customers at a time. */
async function streamed(tenantId: string, where: Parameters<typeof writeCustomerListJson>[2], pageRows: number) {
  const chunks: string[] = []
  await writeCustomerListJson(
    server.ctx,
    tenantId,
    where,
    (chunk) => {
      chunks.push(chunk)
      return Promise.resolve()
    },
    { pageRows },
  )
  return chunks.join('')
}

/**
 * REST GET /api/customers is serialised by PostgreSQL (customer-list-json.ts) for speed and
 * streamed page by page; it must be exactly the text JSON.stringify makes of the Prisma-built
 * rows tRPC serves a page at a time, one list across the page boundaries.
 */
describe('GET /api/customers JSON text', () => {
  it('is byte-equal to JSON.stringify of the Prisma list: every field, escapes, nulls, dates, counts, order', async () => {
    const shop = await createTenantWithStaff(server)
    const db = server.ctx.db.forTenant(shop.tenantId)
    const odd = await db.customer.create({
      data: {
        tenantId: shop.tenantId,
        name: 'Zoë "Quote" \\ Back/slash \u0001\u001f\t\n café ₹ 😀',
        phone: freshPhone(),
        email: null,
        aadhaar: '123412341234',
        pan: 'ABCDE1234F',
        address: '12, "MG" Road\r\nBengaluru',
        nomineeName: '',
        nomineeRel: null,
        bankName: 'HDFC <Bank> & Co',
        accountNumber: '0001',
        ifsc: 'HDFC0000001',
        status: 'Active',
        phoneVerified: true,
        phoneVerifiedAt: new Date('2024-02-29T23:59:59.999Z'),
        livePhotoUrl: '/kyc/live.jpg',
        notificationsSeenAt: new Date('1999-12-31T00:00:00.001Z'),
        passwordHash: 'never-listed',
        createdAt: new Date('2025-01-01T00:00:00.000Z'),
      },
    })
    const plain = await insertCustomer(server, shop.tenantId, { name: 'Plain Borrower', status: 'Inactive' })
    const sameInstant = await insertCustomer(server, shop.tenantId, { name: 'Same instant' })
    await db.customer.update({
      where: { id: sameInstant.id },
      data: { createdAt: new Date('2025-01-01T00:00:00.000Z') },
    })
    const first = await insertValuation(server, shop.tenantId, odd.id, {
      createdAt: new Date('2025-03-01T10:00:00.123Z'),
    })
    await insertValuation(server, shop.tenantId, odd.id, { createdAt: new Date('2025-02-01T10:00:00Z') })
    await insertEmi(server, shop.tenantId, odd.id, first.id)
    await insertEmi(server, shop.tenantId, odd.id, first.id, { status: 'Paid' })
    const other = await createTenantWithStaff(server)
    await insertCustomer(server, other.tenantId, { name: 'Other shop' })

    for (const query of [
      '',
      '?search=zo%C3%AB',
      '?search=ZO%C3%8B',
      '?search=Plain',
      '?search=1234',
      '?search=%20%201234%20',
      '?search=hdfc%20%3Cbank',
      '?search=%25',
      '?search=_',
      '?search=%5C',
      `?search=${encodeURIComponent(`+91 ${odd.phone.slice(0, 5)} ${odd.phone.slice(5)}`)}`,
      `?search=${encodeURIComponent(`${odd.phone.slice(0, 5)}-${odd.phone.slice(5, 8)}`)}`,
      '?search=Plain&picker=true',
      '?picker=true',
      `?search=none-${unique()}`,
    ]) {
      const res = await call(server.url, 'GET', `/api/customers${query}`, { token: shop.employee.token })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
      const params = new URLSearchParams(query)
      const expected = await allPages(shop.tenantId, {
        search: params.get('search') ?? undefined,
        picker: params.has('picker'),
      })
      expect(res.text, query).toBe(JSON.stringify(expected))
    }
    // Written in pages of any size (here forced small, with a page boundary inside the same-instant pair): the same text.
    const whole = JSON.stringify(await allPages(shop.tenantId, {}, 100))
    for (const pageRows of [1, 2, 3, 500]) {
      expect(await streamed(shop.tenantId, {}, pageRows), `whole list, pages of ${pageRows}`).toBe(whole)
      expect(await streamed(shop.tenantId, { search: 'a' }, pageRows), `searched list, pages of ${pageRows}`).toBe(
        JSON.stringify(await allPages(shop.tenantId, { search: 'a' }, 100)),
      )
    }
    expect(await streamed(shop.tenantId, { search: `nobody-${unique()}` }, 2)).toBe('[]')
    const all = (await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })).body as {
      id: string
      passwordHash?: string
    }[]
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([odd.id, plain.id, sameInstant.id]))
    expect(all.some((c) => 'passwordHash' in c)).toBe(false)
  })
})
