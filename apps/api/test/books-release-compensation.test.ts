import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDateOf } from '@gold/core'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { journalsOf } from './books-support.ts'
import { loanHelpers } from './loans-support.ts'

/** Issue 25: the compensation for a late release is owed in the books when the gold goes back, then paid out once. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk, trpc } = loanHelpers(() => server)

/** A ₹10,000 loan closed on 2026-01-22 (release due 2026-01-31 at the latest) and released today, long after. */
async function releasedLate(t: Awaited<ReturnType<typeof shop>>) {
  const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, { principal: 1_000_000 })
  const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=2026-01-22`)).body
  const body = { amount: quote.total, mode: 'UPI', reference: 'U1', paidOn: '2026-01-22' }
  expect((await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, body)).status).toBe(201)
  const released = await api(t.token, 'POST', `/api/loans/${loan.id}/release`, {
    releasedTo: 'The borrower',
    sealIntact: true,
  })
  expect(released.status).toBe(200)
  return { loan, compensation: released.body.releaseCompensation as number }
}

describe('release compensation in the books', () => {
  it('is owed on the release day (Dr 5100, Cr 2200) and paid out once, in cash from main cash', async () => {
    const t = await shop()
    const { loan, compensation } = await releasedLate(t)
    const today = isoDateOf(server.ctx.now())
    expect(compensation).toBeGreaterThan(0)
    const compensationJournals = async () =>
      (await journalsOf(server, t.tenantId, { A: loan.id })).filter((j) => j.kind.startsWith('releaseCompensation'))
    expect(await compensationJournals()).toEqual([
      {
        kind: 'releaseCompensationAccrued',
        date: today,
        lines: [`Dr 5100 ${compensation}`, `Cr 2200 ${compensation} A`],
      },
    ])
    const owed = await trpc(t.token, 'loans.releaseCompensation', { id: loan.id }, 'query')
    expect(owed.data).toEqual({ amountPaise: compensation, accruedOn: today, paidOn: null })

    const paid = await trpc(
      t.token,
      'loans.payReleaseCompensation',
      { id: loan.id, body: { mode: 'Cash' } },
      'mutation',
    )
    expect(paid).toMatchObject({ status: 200, data: { amountPaise: compensation, accruedOn: today, paidOn: today } })
    expect((await compensationJournals())[1]).toEqual({
      kind: 'releaseCompensationPaid',
      date: today,
      lines: [`Dr 2200 ${compensation} A`, `Cr 1100 ${compensation}`],
    })
    const again = await trpc(
      t.token,
      'loans.payReleaseCompensation',
      { id: loan.id, body: { mode: 'Cash' } },
      'mutation',
    )
    expect(again.status).toBe(409)
    expect(again.error.message).toBe('The release compensation of this loan has already been paid.')

    const tb = await api(t.admin.token, 'GET', '/api/books/trial-balance')
    expect(tb.body.accounts.find((a: { code: string }) => a.code === '2200')).toBeUndefined()
    expect(tb.body.accounts.find((a: { code: string }) => a.code === '5100')).toMatchObject({ debit: compensation })
  })

  it('refuses a loan with nothing owed, and another shop reads it as not found', async () => {
    const t = await shop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    const refused = await trpc(
      t.token,
      'loans.payReleaseCompensation',
      { id: loan.id, body: { mode: 'UPI', reference: 'U2' } },
      'mutation',
    )
    expect(refused.status).toBe(400)
    expect(refused.error.message).toBe('No release compensation is owed to the borrower on this loan.')
    expect((await trpc(t.token, 'loans.releaseCompensation', { id: loan.id }, 'query')).data).toBeNull()

    const other = await shop()
    expect((await trpc(other.token, 'loans.releaseCompensation', { id: loan.id }, 'query')).status).toBe(404)
  })
})
