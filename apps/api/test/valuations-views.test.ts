import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call, type JsonObject } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { chain, createValuationOk, setGoldRate, sharedBank } from './support/valuation-factories.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

async function setup(extra: Record<string, unknown> = {}) {
  const t = await createTenantWithStaff(server)
  const customer = await insertCustomer(server, t.tenantId, { name: 'Detail Borrower' })
  const v = await createValuationOk(server, t.employee.token, { customerId: customer.id, ...extra })
  return { ...t, customer, v }
}

const DETAIL_KEYS = [
  'id',
  'type',
  'status',
  'totalGrossWeight',
  'totalNetWeight',
  'totalValue',
  'estimatedLoan',
  'valuationFee',
  'makingCharges',
  'otherDeductions',
  'goldRate',
  'ltvPercentage',
  'interestRate',
  'appraiserName',
  'appraiserNote',
  'ornamentReceiptUrl',
  'goldEnvelopeUrl',
  'acknowledgementUrl',
  'goldReceiptNo',
  'goldReceiptIssuedAt',
  'createdAt',
  'updatedAt',
  'customer',
  'bank',
  'bankBranchId',
  'bankBranches',
  'ornaments',
  'emiRecords',
].sort()

describe('GET /api/valuations/{id}', () => {
  it('returns exactly the 4.5 projection', async () => {
    const t = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, t.tenantId, { name: 'Detail Borrower' })
    const { bank, branches } = await sharedBank(server, {
      name: `Detail Bank ${t.slug}`,
      branches: [{ branchName: 'Zeta Road' }, { branchName: 'Anna Nagar', managerEmail: 'mgr@bank.test' }],
    })
    await server.ctx.db.prisma.bankBranch.create({
      data: { bankId: bank.id, branchName: 'Closed Branch', isActive: false },
    })
    const other = await createTenantWithStaff(server)
    await server.ctx.db.prisma.bankBranch.create({
      data: { bankId: bank.id, branchName: 'Other Tenant Branch', tenantId: other.tenantId },
    })
    const own = await server.ctx.db.prisma.bankBranch.create({
      data: { bankId: bank.id, branchName: 'Own Branch', tenantId: t.tenantId },
    })
    const v = await createValuationOk(server, t.employee.token, {
      customerId: customer.id,
      type: 'loan',
      emiInstallments: 3,
      bankId: bank.id,
      ornaments: [
        chain,
        {
          type: 'Ring',
          purity: '18K',
          grossWeight: 4,
          imageUrl: '/f/1.jpg',
          purityMethod: 'XRF',
          purityVerified: true,
        },
      ],
    })
    const res = await call(server.url, 'GET', `/api/valuations/${v.id}`, { token: t.employee.token })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(DETAIL_KEYS)
    expect(res.body.customer).toEqual({
      id: customer.id,
      name: 'Detail Borrower',
      phone: customer.phone,
      email: customer.email,
    })
    expect(res.body.bank).toEqual({ id: bank.id, name: bank.name })
    expect(res.body.bankBranchId).toBeNull()
    expect(res.body.bankBranches.map((b: JsonObject) => b.branchName)).toEqual([
      'Anna Nagar',
      'Own Branch',
      'Zeta Road',
    ])
    expect(Object.keys(res.body.bankBranches[0]).sort()).toEqual([
      'branchName',
      'id',
      'ifsc',
      'managerEmail',
      'managerName',
    ])
    expect(res.body.bankBranches.map((b: JsonObject) => b.id)).toContain(own.id)
    expect(res.body.bankBranches.map((b: JsonObject) => b.id)).toContain(branches[0]!.id)
    expect(res.body.ornaments).toHaveLength(2)
    expect(Object.keys(res.body.ornaments[0]).sort()).toEqual([
      'deduction',
      'estimatedValue',
      'grossWeight',
      'id',
      'imageUrl',
      'imageUrl2',
      'netWeight',
      'purity',
      'purityMethod',
      'purityVerified',
      'quantity',
      'type',
    ])
    expect(res.body.ornaments[1]).toMatchObject({
      type: 'Ring',
      purity: '18K',
      imageUrl: '/f/1.jpg',
      purityMethod: 'XRF',
      purityVerified: true,
      netWeight: 3,
    })
    expect([...res.body.ornaments.map((o: JsonObject) => o.id)]).toEqual(
      [...res.body.ornaments.map((o: JsonObject) => o.id)].sort(),
    )
    expect(res.body.emiRecords).toHaveLength(3)
    expect(Object.keys(res.body.emiRecords[0]).sort()).toEqual([
      'amount',
      'dueDate',
      'id',
      'paidAt',
      'status',
      'valuationId',
    ])
    const dues = res.body.emiRecords.map((e: JsonObject) => e.dueDate)
    expect(dues).toEqual([...dues].sort())
    for (const hidden of ['rateBasis', 'liveGoldRate22k', 'bankGoldRate22k', 'createdById', 'goldRateSource'])
      expect(res.body).not.toHaveProperty(hidden)
  })

  it('without a bank: bank null and no branches', async () => {
    const { employee, v } = await setup()
    const res = await call(server.url, 'GET', `/api/valuations/${v.id}`, { token: employee.token })
    expect(res.body).toMatchObject({ bank: null, bankBranches: [], emiRecords: [] })
  })

  it('synchronises EMI statuses before reading', async () => {
    const { tenantId, employee, v } = await setup({ type: 'loan', emiInstallments: 2 })
    const first = await server.ctx.db
      .forTenant(tenantId)
      .emiRecord.findFirstOrThrow({ where: { valuationId: v.id }, orderBy: { dueDate: 'asc' } })
    await server.ctx.db
      .forTenant(tenantId)
      .emiRecord.updateMany({ where: { id: first.id }, data: { dueDate: new Date(Date.now() - 3 * 86_400_000) } })
    const res = await call(server.url, 'GET', `/api/valuations/${v.id}`, { token: employee.token })
    expect(res.body.emiRecords[0]).toMatchObject({ id: first.id, status: 'Overdue' })
  })

  it('404 Valuation not found for an unknown id; 401 without staff', async () => {
    const { employee, v } = await setup()
    expect(await call(server.url, 'GET', '/api/valuations/nope', { token: employee.token })).toMatchObject({
      status: 404,
      body: { error: 'Valuation not found' },
    })
    expect(await call(server.url, 'GET', `/api/valuations/${v.id}`)).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    })
  })
})

describe('GET /api/valuations (list, not in the spec)', () => {
  it("lists the tenant's valuations newest first with the customer id and name", async () => {
    const { tenantId, employee, customer, v } = await setup()
    server.clock.advance(1000)
    const second = await createValuationOk(server, employee.token, { customerId: customer.id })
    await setup()
    const res = await call(server.url, 'GET', '/api/valuations', { token: employee.token })
    expect(res.status).toBe(200)
    expect(res.body.valuations.map((x: JsonObject) => x.id)).toEqual([second.id, v.id])
    expect(res.body.valuations[0]).toMatchObject({ tenantId, customer: { id: customer.id, name: 'Detail Borrower' } })
  })
})

describe('PATCH /api/valuations/{id}', () => {
  it('writes present keys only, clears blanks, answers the four fields', async () => {
    const { employee, v } = await setup({ appraiserName: 'First Appraiser', appraiserNote: 'note' })
    const res = await call(server.url, 'PATCH', `/api/valuations/${v.id}`, {
      token: employee.token,
      body: { goldEnvelopeUrl: '/env.jpg', appraiserNote: '  ', totalValue: 1 },
    })
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        goldEnvelopeUrl: '/env.jpg',
        acknowledgementUrl: null,
        appraiserName: 'First Appraiser',
        appraiserNote: null,
      },
    })
    expect(Object.keys(res.body).sort()).toEqual([
      'acknowledgementUrl',
      'appraiserName',
      'appraiserNote',
      'goldEnvelopeUrl',
      'success',
    ])
    const detail = await call(server.url, 'GET', `/api/valuations/${v.id}`, { token: employee.token })
    expect(detail.body).toMatchObject({ goldEnvelopeUrl: '/env.jpg', appraiserNote: null, totalValue: v.totalValue })
  })

  it('400 No supported fields to update; 404 Valuation not found', async () => {
    const { employee, v } = await setup()
    expect(
      await call(server.url, 'PATCH', `/api/valuations/${v.id}`, { token: employee.token, body: { totalValue: 5 } }),
    ).toMatchObject({ status: 400, body: { error: 'No supported fields to update' } })
    expect(
      await call(server.url, 'PATCH', '/api/valuations/nope', { token: employee.token, body: { appraiserNote: 'x' } }),
    ).toMatchObject({ status: 404, body: { error: 'Valuation not found' } })
  })
})

describe('POST /api/valuations/{id}/gold-receipt', () => {
  it('assigns GR- plus the last six id characters once and reuses it', async () => {
    const { employee, v } = await setup()
    const first = await call(server.url, 'POST', `/api/valuations/${v.id}/gold-receipt`, { token: employee.token })
    expect(first.status).toBe(200)
    expect(first.body.goldReceiptNo).toBe(`GR-${v.id.slice(-6).toUpperCase()}`)
    expect(Object.keys(first.body).sort()).toEqual(['goldReceiptIssuedAt', 'goldReceiptNo'])
    server.clock.advance(5000)
    const again = await call(server.url, 'POST', `/api/valuations/${v.id}/gold-receipt`, { token: employee.token })
    expect(again.body).toEqual(first.body)
  })

  it('404 Valuation not found', async () => {
    const { employee } = await setup()
    expect(
      await call(server.url, 'POST', '/api/valuations/nope/gold-receipt', { token: employee.token }),
    ).toMatchObject({ status: 404, body: { error: 'Valuation not found' } })
  })
})

describe("another tenant's valuation reads as not found on every id route", () => {
  it('GET, PATCH, emi add/patch, gold-receipt, report, send', async () => {
    const a = await setup({ type: 'loan', emiInstallments: 2 })
    const b = await createTenantWithStaff(server)
    const emi = await server.ctx.db.forTenant(a.tenantId).emiRecord.findFirstOrThrow({ where: { valuationId: a.v.id } })
    const path = `/api/valuations/${a.v.id}`
    const token = b.admin.token
    expect(await call(server.url, 'GET', path, { token })).toMatchObject({
      status: 404,
      body: { error: 'Valuation not found' },
    })
    expect(await call(server.url, 'PATCH', path, { token, body: { appraiserNote: 'x' } })).toMatchObject({
      status: 404,
      body: { error: 'Valuation not found' },
    })
    expect(
      await call(server.url, 'POST', `${path}/emi`, { token, body: { amount: 10, dueDate: '2030-01-01' } }),
    ).toMatchObject({ status: 404, body: { error: 'Valuation not found' } })
    expect(
      await call(server.url, 'PATCH', `${path}/emi`, { token, body: { emiId: emi.id, status: 'Paid' } }),
    ).toMatchObject({ status: 404, body: { error: 'EMI record not found' } })
    expect(await call(server.url, 'POST', `${path}/gold-receipt`, { token })).toMatchObject({
      status: 404,
      body: { error: 'Valuation not found' },
    })
    expect(await call(server.url, 'POST', `${path}/report`, { token })).toMatchObject({
      status: 400,
      body: { error: 'Valuation not found or customer has no email' },
    })
    expect(await call(server.url, 'POST', `${path}/send`, { token, body: { customerEmail: true } })).toMatchObject({
      status: 404,
      body: { error: 'Valuation not found.' },
    })
    const list = await call(server.url, 'GET', '/api/valuations', { token })
    expect(list.body.valuations).toEqual([])
    // Nothing changed for the owner.
    const own = await call(server.url, 'GET', path, { token: a.employee.token })
    expect(own.body).toMatchObject({ appraiserNote: null, goldReceiptNo: null })
    expect(own.body.emiRecords).toHaveLength(2)
  })
})
