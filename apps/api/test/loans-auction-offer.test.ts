import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, isoDateOf } from '@gold/core'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'

/**
 * Issue 23: the staff loan page offered "Send auction notice" on a loan 38 days past due with a
 * 90-day threshold. The loan read now says whether the notice would be accepted, by the same core
 * rule POST …/auction-notice applies.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk, trpc } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

async function emiLoan(t: Awaited<ReturnType<typeof shop>>, daysAgo: number) {
  const v = await loanValuation(t.token, t.customer.id)
  return openLoanOk(t.token, v.id, { scheme: 'EMI', tenureMonths: 12, disbursedOn: addDays(today(), -daysAgo) })
}

describe('tRPC loans.get: whether an auction notice may be sent (GET /api/loans/{id} stays as loans.md fixes it)', () => {
  it('not before the shop threshold, and the notice is then refused; yes once the threshold is reached', async () => {
    const t = await shop()
    const early = await emiLoan(t, 70)
    expect(early.daysPastDue).toBeGreaterThan(30)
    expect(early.daysPastDue).toBeLessThan(90)
    const read = await trpc(t.token, 'loans.get', { id: early.id }, 'query')
    expect(read.data).toMatchObject({ auctionNoticeAllowed: false, defaultThresholdDays: 90 })
    expect(Object.keys((await api(t.token, 'GET', `/api/loans/${early.id}`)).body as object)).not.toContain(
      'auctionNoticeAllowed',
    )
    expect((await api(t.token, 'POST', `/api/loans/${early.id}/auction-notice`)).status).toBe(400)

    const late = await emiLoan(t, 125)
    expect((await trpc(t.token, 'loans.get', { id: late.id }, 'query')).data).toMatchObject({
      auctionNoticeAllowed: true,
      defaultThresholdDays: 90,
    })
    expect((await api(t.token, 'POST', `/api/loans/${late.id}/auction-notice`)).status).toBe(200)
    // Noticed: no second notice is offered.
    expect((await trpc(t.token, 'loans.get', { id: late.id }, 'query')).data).toMatchObject({
      auctionNoticeAllowed: false,
    })
  })

  it("follows the shop's own threshold, and a loan past maturity with principal outstanding", async () => {
    const t = await shop()
    const loan = await emiLoan(t, 70)
    const settings = { ltvUpTo250k: 75, ltvUpTo500k: 75, ltvAbove500k: 75, releaseCompensationPerDay: 500_000 }
    const saved = await trpc(
      t.admin.token,
      'loans.settings.update',
      { ...settings, defaultThresholdDays: 30 },
      'mutation',
    )
    expect(saved.status).toBe(200)
    expect((await trpc(t.token, 'loans.get', { id: loan.id }, 'query')).data).toMatchObject({
      auctionNoticeAllowed: true,
      defaultThresholdDays: 30,
    })
    // A 3-month bullet from 2026-01-01 is past maturity, whatever the threshold.
    const v = await loanValuation(t.token, t.customer.id)
    const matured = await openLoanOk(t.token, v.id)
    expect(today() > matured.maturityOn).toBe(true)
    expect((await trpc(t.token, 'loans.get', { id: matured.id }, 'query')).data).toMatchObject({
      auctionNoticeAllowed: true,
    })
  })
})
