import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDateOf } from '@gold/core'
import { loginAs } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { journalsOf } from './books-support.ts'
import { loanHelpers } from './loans-support.ts'

/** Issue 25: an auction sale with a surplus and the surplus paid out, in the books. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())
const DAY_MS = 86_400_000

describe('an auction with a surplus, and the payout', () => {
  it('posts the sale like a payment with the surplus payable, then the payout off it; the books tie to the loans', async () => {
    const t = await shop()
    // A ₹1,00,000 three-month bullet from 2026-01-01, long past due.
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    expect((await api(t.token, 'POST', `/api/loans/${loan.id}/auction-notice`)).status).toBe(200)
    server.clock.advance(15 * DAY_MS)
    const token = await loginAs(server, t.employee.email, t.employee.password)
    const admin = await loginAs(server, t.admin.email, t.admin.password)

    const quote = (await api(token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body
    expect(quote).toMatchObject({ principal: 10_000_000, penalCharges: 0 })
    const amount = 17_000_000
    const sold = await api(token, 'POST', `/api/loans/${loan.id}/auction`, {
      soldOn: today(),
      amount,
      buyer: 'Ram Jewellers',
    })
    expect(sold.status).toBe(201)
    const surplus = amount - quote.total
    expect(sold.body.loan.surplusOwed).toBe(surplus)
    const i = quote.interest

    const afterSale = (await api(admin, 'GET', '/api/books/control-check')).body
    expect(afterSale).toEqual({
      asOf: today(),
      ok: true,
      checks: [
        { account: '1400', books: 0, subLedger: 0, difference: 0 },
        { account: '1410', books: 0, subLedger: 0, difference: 0 },
        { account: '2100', books: surplus, subLedger: surplus, difference: 0 },
      ],
    })

    const paid = await api(token, 'POST', `/api/loans/${loan.id}/surplus-payout`, {
      mode: 'BankTransfer',
      reference: 'NEFT-SURPLUS',
    })
    expect(paid.status).toBe(200)

    expect(await journalsOf(server, t.tenantId, { L: loan.id })).toEqual([
      { kind: 'disbursement', date: '2026-01-01', lines: ['Dr 1400 10000000 L', 'Cr 1200 10000000'] },
      { kind: 'interestAccrual', date: today(), lines: [`Dr 1410 ${i} L`, `Cr 4100 ${i}`] },
      {
        kind: 'auctionSale',
        date: today(),
        // The sale has no mode in loans.md: it is taken as cash, to main cash.
        lines: ['Dr 1100 17000000', `Cr 1410 ${i} L`, 'Cr 1400 10000000 L', `Cr 2100 ${surplus} L`],
      },
      { kind: 'surplusPayout', date: today(), lines: [`Dr 2100 ${surplus} L`, `Cr 1200 ${surplus}`] },
    ])

    const tb = (await api(admin, 'GET', '/api/books/trial-balance')).body
    expect(tb.accounts).toEqual([
      { code: '1100', name: 'Main cash', group: 'Asset', debit: 17_000_000, credit: 0 },
      { code: '1200', name: 'Bank account', group: 'Asset', debit: 0, credit: 10_000_000 + surplus },
      { code: '4100', name: 'Interest income', group: 'Income', debit: 0, credit: i },
    ])
    expect(tb.totals).toEqual({ debit: 17_000_000, credit: 17_000_000 })
    const check = (await api(admin, 'GET', '/api/books/control-check')).body
    expect(check.ok).toBe(true)
    expect(check.checks[2]).toEqual({ account: '2100', books: 0, subLedger: 0, difference: 0 })
  })
})
