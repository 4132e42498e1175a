import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
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

const at = (day: number, hour = 0) => new Date(Date.UTC(2025, 0, day, hour))
const iso = (d: Date) => d.toISOString()

describe('GET /api/customers/{id}/timeline (spec 2.13)', () => {
  it('merges computed and stored events oldest first, with prefixed ids and Indian-grouped rupee amounts', async () => {
    const shop = await createTenantWithStaff(server)
    const db = server.ctx.db.forTenant(shop.tenantId)
    const c = await db.customer.create({
      data: { tenantId: shop.tenantId, name: 'Asha Rao', phone: '9812345678', createdAt: at(1) },
    })
    const loan = await insertValuation(server, shop.tenantId, c.id, {
      type: 'loan',
      estimatedLoan: 123456.5,
      totalValue: 200000,
      createdAt: at(2),
      goldReceiptNo: 'GR-ABC123',
      goldReceiptIssuedAt: at(2),
    })
    const sell = await insertValuation(server, shop.tenantId, c.id, {
      type: 'sell',
      totalValue: 1000,
      estimatedLoan: 0,
      createdAt: at(4),
    })
    const cert = await insertValuation(server, shop.tenantId, c.id, {
      type: 'certificate',
      totalValue: 9876543.21,
      estimatedLoan: 5,
      createdAt: at(6),
    })
    const paid = await insertEmi(server, shop.tenantId, c.id, loan.id, {
      amount: 2500.5,
      status: 'Paid',
      paidAt: at(7),
      dueDate: at(7),
    })
    await insertEmi(server, shop.tenantId, c.id, loan.id, { amount: 2500.5, dueDate: at(8) }) // unpaid: not an event
    const email = await db.timelineEvent.create({
      data: {
        tenantId: shop.tenantId,
        customerId: c.id,
        type: 'EMAIL_SENT',
        detail: 'Valuation report emailed',
        occurredAt: at(3),
      },
    })
    const approved = await db.timelineEvent.create({
      data: { tenantId: shop.tenantId, customerId: c.id, type: 'LOAN_APPROVED', detail: null, occurredAt: at(9) },
    })
    const bank = await db.timelineEvent.create({
      data: { tenantId: shop.tenantId, customerId: c.id, type: 'BANK_SHARED', detail: '', occurredAt: at(5) },
    })
    const shared = await db.timelineEvent.create({
      data: {
        tenantId: shop.tenantId,
        customerId: c.id,
        type: 'BANK_SHARED',
        detail: 'State Bank of India',
        occurredAt: at(5, 1),
      },
    })
    // another customer's and another tenant's events never leak in
    const other = await insertCustomer(server, shop.tenantId)
    await db.timelineEvent.create({
      data: { tenantId: shop.tenantId, customerId: other.id, type: 'EMAIL_SENT', detail: 'x', occurredAt: at(3) },
    })

    const res = await call(server.url, 'GET', `/api/customers/${c.id}/timeline`, { token: shop.employee.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toEqual([
      { id: `created-${c.id}`, type: 'CREATED', occurredAt: iso(at(1)) },
      { id: `val-${loan.id}`, type: 'VALUATION', occurredAt: iso(at(2)), detail: 'Loan \u00b7 \u20b91,23,456.50' },
      { id: `receipt-${loan.id}`, type: 'GOLD_RECEIPT', occurredAt: iso(at(2)), detail: 'GR-ABC123' },
      { id: email.id, type: 'EMAIL_SENT', occurredAt: iso(at(3)), detail: 'Valuation report emailed' },
      { id: `val-${sell.id}`, type: 'VALUATION', occurredAt: iso(at(4)), detail: 'Sell \u00b7 \u20b91,000.00' },
      { id: bank.id, type: 'BANK_SHARED', occurredAt: iso(at(5)) },
      { id: shared.id, type: 'BANK_SHARED', occurredAt: iso(at(5, 1)), detail: 'State Bank of India' },
      { id: `val-${cert.id}`, type: 'VALUATION', occurredAt: iso(at(6)), detail: 'Sell \u00b7 \u20b998,76,543.21' },
      { id: `emi-${paid.id}`, type: 'EMI_PAID', occurredAt: iso(at(7)), detail: '\u20b92,500.50' },
      { id: approved.id, type: 'LOAN_APPROVED', occurredAt: iso(at(9)) },
    ])
    expect(res.body[5]).not.toHaveProperty('detail')
  })

  it('labels only type exactly loan as Loan (estimated loan); sell and certificate show the total value', async () => {
    const shop = await createTenantWithStaff(server)
    const c = await insertCustomer(server, shop.tenantId)
    await insertValuation(server, shop.tenantId, c.id, {
      type: 'loan',
      estimatedLoan: 0.5,
      totalValue: 99,
      createdAt: at(2),
    })
    await insertValuation(server, shop.tenantId, c.id, {
      type: 'Loan',
      estimatedLoan: 1,
      totalValue: 100000,
      createdAt: at(3),
    })
    const res = await call(server.url, 'GET', `/api/customers/${c.id}/timeline`, { token: shop.admin.token })
    expect(
      res.body.filter((e: { type: string }) => e.type === 'VALUATION').map((e: { detail: string }) => e.detail),
    ).toEqual(['Loan \u00b7 \u20b90.50', 'Sell \u00b7 \u20b91,00,000.00'])
  })

  it("answers the two 404 messages: unknown or other tenant's id, and a blank id segment", async () => {
    const shop = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const theirs = await insertCustomer(server, other.tenantId)
    for (const id of ['no-such-id', theirs.id]) {
      const res = await call(server.url, 'GET', `/api/customers/${id}/timeline`, { token: shop.admin.token })
      expect([res.status, res.body]).toEqual([404, { error: 'Customer not found.' }])
    }
    for (const path of ['/api/customers/%20/timeline', '/api/customers//timeline', '/api/customers/%20%20/timeline/']) {
      const res = await call(server.url, 'GET', path, { token: shop.admin.token })
      expect([path, res.status, res.body]).toEqual([path, 404, { error: 'Customer ID is required.' }])
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    const anonymous = await call(server.url, 'GET', '/api/customers//timeline')
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Unauthorized' }])
  })
})
