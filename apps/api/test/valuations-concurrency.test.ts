import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { chain, createValuationOk, postValuation, setGoldRate } from './support/valuation-factories.ts'

/** Races need real concurrent connections: PostgreSQL only (PGlite is a single connection). */
describe.runIf(process.env.TEST_DATABASE_URL)('valuations under concurrency (PostgreSQL)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    await setGoldRate(server)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('10 concurrent creates with one clientRequestId make one valuation and all answer its id', async () => {
    const t = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, t.tenantId)
    const body = {
      customerId: customer.id,
      ornaments: [chain],
      type: 'loan',
      emiInstallments: 6,
      interestRate: 12,
      clientRequestId: 'race-1',
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => postValuation(server, t.employee.token, body)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1)
    const db = server.ctx.db.forTenant(t.tenantId)
    expect(await db.valuation.count()).toBe(1)
    expect(await db.emiRecord.count()).toBe(6)
  })

  it('10 concurrent creates with one clientRequestId and an inline borrower make one borrower', async () => {
    const t = await createTenantWithStaff(server)
    const body = {
      customerId: 'Other',
      customCustomerName: 'Race Borrower',
      customCustomerPhone: '9811100001',
      ornaments: [chain],
      clientRequestId: 'race-2',
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => postValuation(server, t.employee.token, body)))
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true)
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1)
    const db = server.ctx.db.forTenant(t.tenantId)
    expect(await db.valuation.count()).toBe(1)
    expect(await db.customer.count()).toBe(1)
  })

  it('concurrent inline borrowers with one phone and no key: one wins, the others get 409', async () => {
    const t = await createTenantWithStaff(server)
    const body = {
      customerId: 'Other',
      customCustomerName: 'Same Phone',
      customCustomerPhone: '9811100002',
      ornaments: [chain],
    }
    const answers = await Promise.all(Array.from({ length: 6 }, () => postValuation(server, t.employee.token, body)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    const conflicts = answers.filter((a) => a.status !== 201)
    expect(conflicts.every((a) => a.status === 409)).toBe(true)
    for (const c of conflicts) {
      expect([
        'A borrower with this phone number already exists. Please select them from the borrower list instead of adding a new one.',
        'A borrower with phone 9811100002 already exists (Same Phone). Please select them from the borrower list instead of adding a new one.',
      ]).toContain(c.body.error)
    }
    expect(await server.ctx.db.forTenant(t.tenantId).customer.count()).toBe(1)
  })

  it('concurrent gold-receipt calls assign one number and one issue time', async () => {
    const t = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, t.tenantId)
    const v = await createValuationOk(server, t.employee.token, { customerId: customer.id })
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(server.url, 'POST', `/api/valuations/${v.id}/gold-receipt`, { token: t.employee.token }),
      ),
    )
    expect(new Set(answers.map((a) => `${a.status} ${a.body.goldReceiptNo} ${a.body.goldReceiptIssuedAt}`)).size).toBe(
      1,
    )
  })

  // Issue 13: a request that finds the installment paid under the schedule lock answers 409 instead
  // of a 200 that recorded nothing; one that sees it Paid before starting still answers 200.
  it('concurrent Paid patches of one installment issue one receipt; the losers answer 200 (already Paid) or 409', async () => {
    const t = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, t.tenantId)
    const v = await createValuationOk(server, t.employee.token, {
      customerId: customer.id,
      type: 'loan',
      emiInstallments: 3,
    })
    const emi = await server.ctx.db
      .forTenant(t.tenantId)
      .emiRecord.findFirstOrThrow({ where: { valuationId: v.id }, orderBy: { dueDate: 'asc' } })
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(server.url, 'PATCH', `/api/valuations/${v.id}/emi`, {
          token: t.employee.token,
          body: { emiId: emi.id, status: 'Paid', paymentMode: 'Cash' },
        }),
      ),
    )
    expect(answers.some((a) => a.status === 200)).toBe(true)
    for (const a of answers) {
      if (a.status === 200) expect(a.body.status).toBe('Paid')
      else expect([a.status, a.body]).toEqual([409, { error: 'This installment was paid by another request.' }])
    }
    expect(await server.ctx.db.forTenant(t.tenantId).emiReceipt.count()).toBe(1)
  })
})
