import { describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { customerBody, customersTestServer, insertEmi, insertValuation, STORED_FIELDS } from './customers-helpers.ts'

const api = customersTestServer()

describe('GET /api/customers', () => {
  it('lists stored rows newest first with the latest valuation date and counts, never the password hash', async () => {
    const shop = await createTenantWithStaff(api.server)
    const older = await api.post(shop.admin.token, customerBody({ name: 'Older One' }))
    const newer = await api.post(shop.admin.token, customerBody({ name: 'Newer One' }))
    await api.server.ctx.db
      .forTenant(shop.tenantId)
      .customer.update({ where: { id: older.body.id }, data: { passwordHash: 'legacy-hash' } })
    const v1 = await insertValuation(api.server, shop.tenantId, older.body.id, {
      createdAt: new Date('2025-01-01T00:00:00Z'),
    })
    const v2 = await insertValuation(api.server, shop.tenantId, older.body.id, {
      createdAt: new Date('2025-03-01T00:00:00Z'),
    })
    await insertEmi(api.server, shop.tenantId, older.body.id, v1.id)
    await insertEmi(api.server, shop.tenantId, older.body.id, v2.id)
    await insertEmi(api.server, shop.tenantId, older.body.id, v2.id)
    const res = await call(api.server.url, 'GET', '/api/customers', { token: shop.employee.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.text).not.toContain('passwordHash')
    expect(res.text).not.toContain('legacy-hash')
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Newer One', 'Older One'])
    expect(Object.keys(res.body[1]).sort()).toEqual([...STORED_FIELDS, '_count', 'valuations'].sort())
    expect(res.body[1].valuations).toEqual([{ createdAt: '2025-03-01T00:00:00.000Z' }])
    expect(res.body[1]._count).toEqual({ valuations: 2, emiRecords: 3 })
    expect(res.body[0]).toMatchObject({ id: newer.body.id, valuations: [], _count: { valuations: 0, emiRecords: 0 } })
  })

  it('searches name and bank name case-insensitively, phone by substring and Aadhaar by the query digits', async () => {
    const shop = await createTenantWithStaff(api.server)
    const asha = await api.post(
      shop.admin.token,
      customerBody({ name: 'Asha Verma', phone: '9811122233', aadhaar: '123456789012' }),
    )
    const ravi = await api.post(
      shop.admin.token,
      customerBody({
        name: 'Ravi Kumar',
        phone: '9700000001',
        bankName: 'Canara Bank',
        accountNumber: '123456789',
        ifsc: 'CNRB0001234',
      }),
    )
    const meena = await api.post(
      shop.admin.token,
      customerBody({ name: "Meena D'Souza", phone: '8899001122', aadhaar: '999988887777' }),
    )
    const search = async (q: string) => {
      const res = await call(api.server.url, 'GET', `/api/customers?search=${encodeURIComponent(q)}`, {
        token: shop.admin.token,
      })
      return res.body.map((c: { id: string }) => c.id).sort()
    }
    const ids = (...rows: { body: { id: string } }[]) => rows.map((r) => r.body.id).sort()
    expect(await search('asha')).toEqual(ids(asha))
    expect(await search('VERMA')).toEqual(ids(asha))
    expect(await search('canara')).toEqual(ids(ravi))
    expect(await search('81112')).toEqual(ids(asha))
    expect(await search('98111-22233')).toEqual(ids(asha))
    expect(await search('+91 98111 22233')).toEqual(ids(asha))
    expect(await search('8888-7777')).toEqual(ids(meena))
    expect(await search('5678 9012')).toEqual(ids(asha))
    expect(await search("d'souza")).toEqual(ids(meena))
    expect(await search('%')).toEqual([])
    expect(await search('_')).toEqual([])
    expect(await search('nobody')).toEqual([])
    expect(await search('   ')).toEqual(ids(asha, ravi, meena))
  })

  it('has no cap and no pagination', async () => {
    const shop = await createTenantWithStaff(api.server)
    await api.server.ctx.db.forTenant(shop.tenantId).customer.createMany({
      data: Array.from({ length: 260 }, (_, i) => ({
        tenantId: shop.tenantId,
        name: `Bulk ${i}`,
        phone: `9${String(i).padStart(9, '0')}`,
      })),
    })
    const res = await call(api.server.url, 'GET', '/api/customers', { token: shop.admin.token })
    expect(res.body).toHaveLength(260)
  })
})
