import { describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { customerBody, customersTestServer, insertEmi, insertValuation, trpc } from './customers-helpers.ts'

const api = customersTestServer()

describe('GET /api/customers/{id}', () => {
  it('returns the 4.6 projection: KYC booleans and progress, valuations newest first, EMIs by due date, no URLs', async () => {
    const shop = await createTenantWithStaff(api.server)
    const created = await api.post(
      shop.admin.token,
      customerBody({
        name: 'Asha Rao',
        aadhaar: '123456789012',
        pan: 'ABCDE1234F',
        address: '12 MG Road',
        nomineeName: 'Ravi Rao',
        nomineeRel: 'Son',
        bankName: 'SBI',
        accountNumber: '123456789',
        ifsc: 'SBIN0001234',
        aadhaarDocUrl: '/kyc/aadhaar-secret.pdf',
        livePhotoUrl: '/kyc/live-secret.jpg',
      }),
    )
    const id = created.body.id as string
    const vOld = await insertValuation(api.server, shop.tenantId, id, {
      createdAt: new Date('2025-01-01T00:00:00Z'),
      type: 'sell',
      goldReceiptNo: 'GR-AAAAAA',
    })
    const vNew = await insertValuation(api.server, shop.tenantId, id, { createdAt: new Date('2025-02-01T00:00:00Z') })
    const late = await insertEmi(api.server, shop.tenantId, id, vNew.id, {
      dueDate: new Date('2025-04-01T00:00:00Z'),
      amount: 500,
    })
    const early = await insertEmi(api.server, shop.tenantId, id, vNew.id, {
      dueDate: new Date('2025-03-01T00:00:00Z'),
      amount: 250.5,
      status: 'Paid',
      paidAt: new Date('2025-03-01T05:00:00Z'),
    })
    const res = await call(api.server.url, 'GET', `/api/customers/${id}`, { token: shop.employee.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'name',
        'phone',
        'email',
        'address',
        'aadhaar',
        'pan',
        'bankName',
        'accountNumber',
        'ifsc',
        'nomineeName',
        'nomineeRel',
        'status',
        'phoneVerified',
        'createdAt',
        'kyc',
        'kycProgress',
        'valuations',
        'emiRecords',
      ].sort(),
    )
    expect(res.body).toMatchObject({
      id,
      name: 'Asha Rao',
      address: '12 MG Road',
      nomineeName: 'Ravi Rao',
      nomineeRel: 'Son',
      status: 'New',
    })
    expect(res.body.kyc).toEqual({ livePhoto: true, idCard: false, aadhaarDoc: true, panDoc: false, passbook: false })
    expect(res.body.kycProgress).toEqual({ completed: 2, total: 5 })
    expect(res.text).not.toContain('secret')
    expect(res.text).not.toMatch(/Url"/)
    expect(res.body.valuations.map((v: { id: string }) => v.id)).toEqual([vNew.id, vOld.id])
    expect(Object.keys(res.body.valuations[0]).sort()).toEqual(
      ['id', 'type', 'status', 'totalValue', 'estimatedLoan', 'totalNetWeight', 'goldReceiptNo', 'createdAt'].sort(),
    )
    expect(res.body.valuations[1]).toMatchObject({
      type: 'sell',
      goldReceiptNo: 'GR-AAAAAA',
      status: 'Completed',
      totalValue: 60000,
    })
    expect(res.body.emiRecords).toEqual([
      {
        id: early.id,
        amount: 250.5,
        dueDate: '2025-03-01T00:00:00.000Z',
        status: 'Paid',
        paidAt: '2025-03-01T05:00:00.000Z',
        valuationId: vNew.id,
      },
      // synchronised before reading: an unpaid installment past its due date reads Overdue
      {
        id: late.id,
        amount: 500,
        dueDate: '2025-04-01T00:00:00.000Z',
        status: 'Overdue',
        paidAt: null,
        valuationId: vNew.id,
      },
    ])
  })

  it('answers 404 Customer not found for an unknown or blank id', async () => {
    const shop = await createTenantWithStaff(api.server)
    for (const id of ['nope', '%20']) {
      const res = await call(api.server.url, 'GET', `/api/customers/${id}`, { token: shop.admin.token })
      expect([res.status, res.body]).toEqual([404, { error: 'Customer not found' }])
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })
})

describe("another tenant's customer reads as not found (spec 5 rule 3)", () => {
  it('answers 404 on every id route, REST and tRPC, and changes nothing', async () => {
    const a = await createTenantWithStaff(api.server)
    const b = await createTenantWithStaff(api.server)
    const theirs = (await api.post(a.admin.token, customerBody())).body
    const token = b.admin.token
    const expectations: [string, string, unknown, string][] = [
      ['GET', `/api/customers/${theirs.id}`, undefined, 'Customer not found'],
      ['GET', `/api/customers/${theirs.id}/timeline`, undefined, 'Customer not found.'],
      ['PATCH', `/api/customers/${theirs.id}/status`, { status: 'Inactive' }, 'Customer not found'],
      ['PATCH', `/api/customers/${theirs.id}/kyc`, { panDocUrl: '/x.pdf' }, 'Customer not found'],
    ]
    for (const [method, path, body, message] of expectations) {
      const res = await call(api.server.url, method, path, { token, body })
      expect([path, res.status, res.body]).toEqual([path, 404, { error: message }])
    }
    for (const [kind, path, input] of [
      ['query', 'customers.get', { id: theirs.id }],
      ['query', 'customers.timeline', { id: theirs.id }],
      ['mutation', 'customers.setStatus', { id: theirs.id, status: 'Inactive' }],
      ['mutation', 'customers.setKyc', { id: theirs.id, panDocUrl: '/x' }],
    ] as const) {
      const res = await trpc(api.server, kind, path, input, { token })
      expect([path, res.status, res.error?.code]).toEqual([path, 404, 'NOT_FOUND'])
    }
    const still = await call(api.server.url, 'GET', `/api/customers/${theirs.id}`, { token: a.admin.token })
    expect(still.body).toMatchObject({ status: 'New', kyc: { panDoc: false } })
    expect((await call(api.server.url, 'GET', '/api/customers', { token })).body).toEqual([])
  })
})
