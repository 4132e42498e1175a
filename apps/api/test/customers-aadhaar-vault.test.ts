import { describe, expect, it } from 'vitest'
import { moveAadhaarIntoVault } from '../src/customers/aadhaar-backfill.ts'
import { customerBody, customersTestServer, trpc } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call, type ResponseBody } from './support/http.ts'

/**
 * Issue 28, the Aadhaar Data Vault: no number is readable in the database (the customer row holds
 * a random reference, the vault a sealed number and keyed hashes), and the list's search by the
 * query's digits (spec 4.6, "Aadhaar substring of the query's digits") answers as before.
 */
const api = customersTestServer()
type Shop = Awaited<ReturnType<typeof createTenantWithStaff>>

/** Every row of every table of the database, as text, that contains `text`: `table: row`. */
async function rowsContaining(text: string): Promise<string[]> {
  const prisma = api.server.ctx.db.prisma
  const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  )
  const found: string[] = []
  for (const { name } of tables) {
    const rows = await prisma.$queryRawUnsafe<{ row: string }[]>(
      `SELECT t::text AS row FROM "${name}" t WHERE t::text LIKE $1`,
      `%${text}%`,
    )
    found.push(...rows.map((r) => `${name}: ${r.row}`))
  }
  return found
}

const post = async (shop: Shop, overrides: Record<string, unknown>) => {
  const res = await api.post(shop.admin.token, customerBody(overrides))
  expect(res.status, res.text).toBe(201)
  return res.body as { id: string; aadhaar: string | null }
}

const searchRest = async (shop: Shop, q: string) =>
  (
    await call(api.server.url, 'GET', `/api/customers?search=${encodeURIComponent(q)}`, { token: shop.admin.token })
  ).body.map((c: ResponseBody) => [c.id, c.aadhaar])

const searchTrpc = async (shop: Shop, q: string) => {
  const res = await trpc(api.server, 'query', 'customers.list', { search: q }, { token: shop.admin.token })
  return (res.data.items as ResponseBody[]).map((c) => c.id)
}

describe('the Aadhaar Data Vault', () => {
  it('keeps no Aadhaar number readable anywhere in the database; the answers the spec fixes still carry it', async () => {
    const shop = await createTenantWithStaff(api.server)
    const rest = await post(shop, { aadhaar: '483920175364' })
    const viaTrpc = await trpc(api.server, 'mutation', 'customers.create', customerBody({ aadhaar: '592038471625' }), {
      token: shop.admin.token,
    })
    expect(rest.aadhaar).toBe('483920175364')
    expect(viaTrpc.data.aadhaar).toBe('XXXX XXXX 1625')
    const db = api.server.ctx.db.forTenant(shop.tenantId)
    for (const [id, number] of [
      [rest.id, '483920175364'],
      [viaTrpc.data.id as string, '592038471625'],
    ] as const) {
      const row = await db.customer.findFirst({ where: { id } })
      expect(row).toMatchObject({ aadhaar: null, aadhaarRef: expect.stringMatching(/^adv_[A-Za-z0-9_-]{22}$/) })
      const entry = await db.aadhaarVaultEntry.findFirst({ where: { ref: row!.aadhaarRef! } })
      expect(entry!.cipher).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
      expect(entry!.searchDigests.length).toBeGreaterThan(60)
      // Not the number, not 8 of its digits in a row, in any table (customer, vault, audit trail...).
      expect(await rowsContaining(number)).toEqual([])
      expect(await rowsContaining(number.slice(2, 10))).toEqual([])
      expect(
        (await call(api.server.url, 'GET', `/api/customers/${id}`, { token: shop.admin.token })).body.aadhaar,
      ).toBe(number)
    }
    expect((await searchRest(shop, '')).sort()).toEqual(
      [
        [rest.id, '483920175364'],
        [viaTrpc.data.id, '592038471625'],
      ].sort(),
    )
  })

  it('searches by the full number and by any run of its digits, as the query digits substring did', async () => {
    const shop = await createTenantWithStaff(api.server)
    const other = await createTenantWithStaff(api.server)
    // Phones without the digits searched, so only the Aadhaar can match.
    const a = await post(shop, { name: 'Vault Alpha', phone: '6111111111', aadhaar: '234567890123' })
    const b = await post(shop, { name: 'Vault Beta', phone: '6222222222', aadhaar: '876543219012' })
    const none = await post(shop, { name: 'Vault Gamma', phone: '6333333333', aadhaar: undefined })
    await post(other, { name: 'Vault Alpha', aadhaar: '234567890123' })
    const A = [a.id, '234567890123']
    const B = [b.id, '876543219012']
    for (const [q, expected] of [
      ['234567890123', [A]],
      ['2345 6789 0123', [A]],
      ['5678', [A]],
      ['0123', [A]],
      ['4321', [B]],
      ['90', [B, A]],
      ['7', [B, A]],
      ['ID 876-543', [B]],
      ['3210', []],
      ['2345678901234', []],
    ] as const) {
      expect([q, await searchRest(shop, q)]).toEqual([q, expected])
      expect([q, await searchTrpc(shop, q)]).toEqual([q, expected.map(([id]) => id)])
    }
    // Without digits the Aadhaar plays no part; the name still matches.
    expect(await searchRest(shop, 'gamma')).toEqual([[none.id, null]])
  })

  it('moves numbers stored in clear before the vault into it at start-up, once', async () => {
    const shop = await createTenantWithStaff(api.server)
    const db = api.server.ctx.db.forTenant(shop.tenantId)
    const legacy = await db.customer.create({
      data: { tenantId: shop.tenantId, name: 'Legacy Borrower', phone: '9123409876', aadhaar: '765432109876' },
    })
    expect(await rowsContaining('765432109876')).toHaveLength(1)
    expect(await moveAadhaarIntoVault(api.server.ctx)).toBeGreaterThanOrEqual(1)
    expect(await moveAadhaarIntoVault(api.server.ctx)).toBe(0)
    expect(await rowsContaining('765432109876')).toEqual([])
    expect(await db.customer.findFirst({ where: { id: legacy.id } })).toMatchObject({
      aadhaar: null,
      aadhaarRef: expect.stringMatching(/^adv_/),
    })
    expect(await searchRest(shop, '2109')).toEqual([[legacy.id, '765432109876']])
    expect(
      (await call(api.server.url, 'GET', `/api/customers/${legacy.id}`, { token: shop.admin.token })).body.aadhaar,
    ).toBe('765432109876')
  })

  it('a vault entry does not open for another customer or shop (the reference and tenant are sealed in)', async () => {
    const shop = await createTenantWithStaff(api.server)
    const a = await post(shop, { aadhaar: '345678901234' })
    const b = await post(shop, { aadhaar: '456789012345' })
    const db = api.server.ctx.db.forTenant(shop.tenantId)
    const refOf = async (id: string) => (await db.customer.findFirst({ where: { id } }))!.aadhaarRef!
    const [refA, refB] = [await refOf(a.id), await refOf(b.id)]
    const cipherA = (await db.aadhaarVaultEntry.findFirst({ where: { ref: refA } }))!.cipher
    // Someone with database access copies A's sealed number onto B's entry.
    await api.server.ctx.db.prisma.aadhaarVaultEntry.update({ where: { ref: refB }, data: { cipher: cipherA } })
    const res = await call(api.server.url, 'GET', `/api/customers/${b.id}`, { token: shop.admin.token })
    expect(res.status).toBe(500)
  })
})
