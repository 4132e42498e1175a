import { isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { approvalHelpers } from './approvals-support.ts'

/** Issue 26, four-eyes approvals on a defaulted loan: the auction sale and the surplus payout. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, openLoanOk, shopWithChecker, setRules, approve, reject } = approvalHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())
const DAY_MS = 86_400_000
/** 30 g of 22K: reserve 90% = ₹1,61,838.05; this sale leaves a surplus over a ₹1,00,000 loan. */
const SALE = { amount: 17_000_000, buyer: 'Ram Jewellers' }

type Shop = Awaited<ReturnType<typeof shopWithChecker>>
const cases: { t: Shop; loanId: string }[] = []

beforeAll(async () => {
  for (let i = 0; i < 3; i++) {
    const t = await shopWithChecker()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    expect((await api(t.token, 'POST', `/api/loans/${loan.id}/auction-notice`)).status).toBe(200)
    await setRules(t.admin.token, [
      { action: 'auctionSale', enabled: true },
      { action: 'surplusPayout', enabled: true },
    ])
    cases.push({ t, loanId: loan.id })
  }
  server.clock.advance(15 * DAY_MS)
  for (const c of cases) {
    c.t.token = await loginAs(server, c.t.employee.email, c.t.employee.password)
    c.t.admin.token = await loginAs(server, c.t.admin.email, c.t.admin.password)
    c.t.checker.token = await loginAs(server, c.t.checker.email, 'Checker@12345')
  }
})

const status = async (t: Shop, id: string) => (await api(t.token, 'GET', `/api/loans/${id}`)).body

describe('auction sale and surplus payout rules', () => {
  it('a failed attempt is recorded at once; a sale waits (202), and once approved the surplus payout waits too', async () => {
    const { t, loanId } = cases[0]!
    const failed = await api(t.token, 'POST', `/api/loans/${loanId}/auction`, { soldOn: today(), failed: true })
    expect(failed.status).toBe(201)
    const held = await api(t.token, 'POST', `/api/loans/${loanId}/auction`, { soldOn: today(), ...SALE })
    expect(held.status).toBe(202)
    expect(held.body.pending).toMatchObject({ action: 'auctionSale', amount: SALE.amount })
    expect((await status(t, loanId)).status).toBe('AuctionNoticed')
    expect((await approve(t.token, held.body.pending.id)).status).toBe(403)
    const sold = await approve(t.checker.token, held.body.pending.id)
    expect(sold.data.status).toBe('posted')
    const loan = await status(t, loanId)
    expect(loan.status).toBe('Auctioned')
    expect(loan.surplusOwed).toBeGreaterThan(0)

    const payout = await api(t.token, 'POST', `/api/loans/${loanId}/surplus-payout`, { mode: 'UPI', reference: 'S1' })
    expect(payout.status).toBe(202)
    expect(payout.body.pending).toMatchObject({ action: 'surplusPayout', amount: loan.surplusOwed })
    const payout2 = await api(t.token, 'POST', `/api/loans/${loanId}/surplus-payout`, { mode: 'UPI', reference: 'S2' })
    expect((await approve(t.admin.token, payout.body.pending.id)).data.status).toBe('posted')
    expect((await status(t, loanId)).surplusPaid).toBe(loan.surplusOwed)
    // The second request for the same surplus re-validates against a loan already paid out.
    const twice = await approve(t.checker.token, payout2.body.pending.id)
    expect(twice.data).toMatchObject({ status: 'failed', failure: 'No surplus is owed to the borrower on this loan.' })
  })

  it('a payment that closes the loan meanwhile makes the held sale fail; a rejected sale posts nothing', async () => {
    const { t, loanId } = cases[1]!
    const held = await api(t.token, 'POST', `/api/loans/${loanId}/auction`, { soldOn: today(), ...SALE })
    const quote = (await api(t.token, 'GET', `/api/loans/${loanId}/closure-quote`)).body
    const closing = { amount: quote.total, mode: 'UPI', reference: 'CLOSE' }
    expect((await api(t.token, 'POST', `/api/loans/${loanId}/payments`, closing)).status).toBe(201)
    const decided = await approve(t.checker.token, held.body.pending.id)
    expect(decided.data).toMatchObject({
      status: 'failed',
      failure: 'This loan cannot be auctioned in its current state.',
    })

    const other = cases[2]!
    const held2 = await api(other.t.token, 'POST', `/api/loans/${other.loanId}/auction`, { soldOn: today(), ...SALE })
    expect((await reject(other.t.checker.token, held2.body.pending.id, 'Buyer unknown')).data.status).toBe('rejected')
    expect((await status(other.t, other.loanId)).status).toBe('AuctionNoticed')
  })
})
