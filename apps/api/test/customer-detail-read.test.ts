import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customersRepository } from '../src/customers/customers-repository.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { insertEmi, insertValuation } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('customer detail read', () => {
  it('in one statement gives exactly what the three Prisma reads give: fields, order, numbers, dates', async () => {
    const shop = await createTenantWithStaff(server)
    const c = await insertCustomer(server, shop.tenantId, { name: 'Detail "Reader" \\ ₹' })
    const a = await insertValuation(server, shop.tenantId, c.id, { createdAt: new Date('2025-03-01T10:00:00.123Z') })
    const b = await insertValuation(server, shop.tenantId, c.id, { createdAt: new Date('2025-03-01T10:00:00.123Z') })
    await insertEmi(server, shop.tenantId, c.id, a.id)
    await insertEmi(server, shop.tenantId, c.id, b.id, { status: 'Paid' })
    const db = server.ctx.db.forTenant(shop.tenantId)
    await db.valuation.update({ where: { id: a.id }, data: { totalValuePaise: 30, estimatedLoanPaise: 10n ** 15n } })
    await db.valuation.update({ where: { id: b.id }, data: { totalValuePaise: 0, totalNetWeightMg: 1 } })
    const other = await createTenantWithStaff(server)
    const customers = customersRepository(server.ctx, shop.tenantId)
    const prisma = {
      customer: await customers.findById(c.id),
      valuations: await customers.valuationSummaries(c.id),
      emiRecords: await customers.emiSummaries(c.id),
    }
    const one = await customers.detail(c.id)
    expect(one).toEqual(prisma)
    // The row is projected field by field (core customerProfile); the nested lists are sent as they are.
    expect(JSON.stringify([one!.valuations, one!.emiRecords])).toBe(
      JSON.stringify([prisma.valuations, prisma.emiRecords]),
    )
    expect(Object.keys(one!.valuations[0]!)).toEqual(Object.keys(prisma.valuations[0]!))
    expect(Object.keys(one!.emiRecords[0]!)).toEqual(Object.keys(prisma.emiRecords[0]!))
    expect(await customersRepository(server.ctx, other.tenantId).detail(c.id)).toBeNull()
  })
})
