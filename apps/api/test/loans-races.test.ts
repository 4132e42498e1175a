import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'
import type { JsonObject } from './support/http.ts'

/** loans.md section 3: concurrent requests on one loan or valuation, with real parallel HTTP calls. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openBody, openLoanOk } = loanHelpers(() => server)

describe('concurrency', () => {
  it('parallel payments on one loan are each recorded once or refused, and the balances add up', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, { principal: 1_000_000, scheme: 'EMI', tenureMonths: 6 })
    const N = 8
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
          amount: 150_000 + i,
          mode: 'UPI',
          reference: `U${i}`,
          paidOn: '2026-03-01',
        }),
      ),
    )
    const ok = results.filter((r) => r.status === 201)
    const refused = results.filter((r) => r.status !== 201)
    // The seventh ₹1,500 would overpay a ₹10,000 loan: some are refused, none is lost.
    for (const r of refused) expect(r.body.error).toMatch(/^Payment is more than the amount to close this loan/)
    expect(ok.length).toBeGreaterThan(0)
    const detail = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(detail.payments.map((p: JsonObject) => p.id).sort()).toEqual(ok.map((r) => r.body.payment.id).sort())
    const paidPrincipal = detail.payments.reduce((sum: number, p: { principal: number }) => sum + p.principal, 0)
    const row = await server.ctx.db.forTenant(t.tenantId).loan.findFirstOrThrow({ where: { id: loan.id } })
    expect(Number(row.principalOutstanding)).toBe(1_000_000 - paidPrincipal)
    expect(new Set(detail.payments.map((p: JsonObject) => p.receiptNumber)).size).toBe(ok.length)
    expect(detail.ledger.map((e: JsonObject) => e.type).filter((x: string) => x === 'PAYMENT')).toHaveLength(ok.length)
    // Posted interest equals the interest the payments and the balance account for.
    const interestPosted = detail.ledger
      .filter((e: JsonObject) => e.type === 'INTEREST')
      .reduce((s: number, e: { interest: number }) => s + e.interest, 0)
    const interestPaid = detail.payments.reduce((s: number, p: { interest: number }) => s + p.interest, 0)
    expect(interestPosted - interestPaid).toBe(Number(row.interestDue))
  })

  it('parallel openings of one valuation: one 201, the rest 409', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api(t.token, 'POST', '/api/loans', openBody(v.id, { principal: 1_000_000 }))),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body).toEqual({ error: 'This valuation already has a loan.' })
    expect(await server.ctx.db.forTenant(t.tenantId).loan.count()).toBe(1)
    // The refused openings took no number.
    const second = await loanValuation(t.token, t.customer.id)
    expect((await openLoanOk(t.token, second.id, { principal: 1_000_000 })).loanNumber).toBe('GL/2025-26/000002')
  })

  it('parallel releases release once', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, { principal: 1_000_000 })
    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=2026-02-01`)).body
    await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: quote.total,
      mode: 'UPI',
      reference: 'U',
      paidOn: '2026-02-01',
    })
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(t.token, 'POST', `/api/loans/${loan.id}/release`, { releasedTo: 'Borrower', sealIntact: true }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400])
    const counter = await server.ctx.db.forTenant(t.tenantId).loanDocumentCounter.findMany({ where: { series: 'RR' } })
    expect(counter.map((c) => c.lastValue)).toEqual([1])
  })

  it('parallel payments with one idempotency key record once', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, { principal: 1_000_000 })
    const body = { amount: 10_000, mode: 'UPI', reference: 'U', paidOn: '2026-02-01', idempotencyKey: 'same-key-123' }
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api(t.token, 'POST', `/api/loans/${loan.id}/payments`, body)),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.body.payment.id)).size).toBe(1)
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.payments).toHaveLength(1)
  })
})
