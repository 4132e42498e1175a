import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, daysBetween, isoDateOf, releaseDelay } from '@gold/core'
import { runReleaseDeskNightly } from '../src/release-desk/release-compensation-job.ts'
import { journalsOf } from './books-support.ts'
import { loanHelpers } from './loans-support.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/** Issue 28: on the release deadline the ₹5,000 a day becomes a payable in the books, day by day, once. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk, trpc } = loanHelpers(() => server)
const DAY_MS = 86_400_000
const today = () => isoDateOf(server.ctx.now())

/** A ₹10,000 loan closed 12 days ago: its 7-working-day deadline is a few days behind. */
async function closedLate(t: Awaited<ReturnType<typeof shop>>) {
  const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
    principal: 1_000_000,
    disbursedOn: addDays(today(), -40),
  })
  const closedOn = addDays(today(), -12)
  const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=${closedOn}`)).body
  const paid = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
    amount: quote.total,
    mode: 'UPI',
    reference: 'U1',
    paidOn: closedOn,
  })
  expect(paid.status).toBe(201)
  const closed = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
  expect(closed.status).toBe('Closed')
  return { id: loan.id as string, releaseDueBy: closed.releaseDueBy as string }
}

const compensationJournals = async (tenantId: string, loanId: string) =>
  (await journalsOf(server, tenantId, { A: loanId })).filter((j) => j.kind.startsWith('releaseCompensation'))

describe('release compensation accrued by the nightly job', () => {
  it('posts each late day once (same day twice, across days, two runs at once); the release posts only its own day', async () => {
    const t = await shop()
    const loan = await closedLate(t)
    const lateDaysBehind = () => daysBetween(loan.releaseDueBy, today()) - 1
    expect(lateDaysBehind()).toBeGreaterThan(0)

    const first = await runReleaseDeskNightly(server.ctx)
    expect(first.compensationDays).toBe(lateDaysBehind())
    const afterFirst = await compensationJournals(t.tenantId, loan.id)
    expect(afterFirst).toHaveLength(lateDaysBehind())
    for (const j of afterFirst)
      expect(j).toEqual({
        kind: 'releaseCompensationAccrued',
        date: today(),
        lines: ['Dr 5100 500000', 'Cr 2200 500000 A'],
      })

    // The same day again: nothing more.
    expect((await runReleaseDeskNightly(server.ctx)).compensationDays).toBe(0)
    expect(await compensationJournals(t.tenantId, loan.id)).toHaveLength(lateDaysBehind())

    // The next day: one more day. The day after, two runs at once: still one more day.
    server.clock.advance(DAY_MS)
    expect((await runReleaseDeskNightly(server.ctx)).compensationDays).toBe(1)
    server.clock.advance(DAY_MS)
    const racing = await Promise.all([runReleaseDeskNightly(server.ctx), runReleaseDeskNightly(server.ctx)])
    expect(racing.map((r) => r.compensationDays).sort()).toEqual([0, 1])
    expect(await compensationJournals(t.tenantId, loan.id)).toHaveLength(lateDaysBehind())

    const accrued = lateDaysBehind() * 500_000
    const tb = (await api(t.admin.token, 'GET', '/api/books/trial-balance')).body
    expect(tb.totals.debit).toBe(tb.totals.credit)
    expect(tb.accounts.find((a: { code: string }) => a.code === '2200')).toMatchObject({ credit: accrued })
    expect(tb.accounts.find((a: { code: string }) => a.code === '5100')).toMatchObject({ debit: accrued })

    // Released today: the receipt's compensation is loans.md's figure; the release posts only today.
    const released = await api(t.token, 'POST', `/api/loans/${loan.id}/release`, {
      releasedTo: 'The borrower',
      sealIntact: true,
    })
    expect(released.status).toBe(200)
    const contract = releaseDelay(loan.releaseDueBy, today(), 500_000)
    expect(released.body).toMatchObject({
      status: 'Released',
      releaseDelayDays: contract.delayDays,
      releaseCompensation: contract.compensation,
    })
    const journals = await compensationJournals(t.tenantId, loan.id)
    expect(journals).toHaveLength(contract.delayDays)
    expect(journals.at(-1)).toEqual({
      kind: 'releaseCompensationAccrued',
      date: today(),
      lines: ['Dr 5100 500000', 'Cr 2200 500000 A'],
    })

    // Released: the job posts nothing more for it, whatever day it runs.
    server.clock.advance(DAY_MS)
    await runReleaseDeskNightly(server.ctx)
    expect(await compensationJournals(t.tenantId, loan.id)).toHaveLength(contract.delayDays)

    // Paid out through the existing path: the payable is cleared, the books balance.
    const owed = await trpc(t.token, 'loans.releaseCompensation', { id: loan.id }, 'query')
    expect(owed.data).toMatchObject({
      amountPaise: contract.compensation,
      accruedOn: addDays(today(), -3),
      paidOn: null,
    })
    const paid = await trpc(
      t.token,
      'loans.payReleaseCompensation',
      { id: loan.id, body: { mode: 'UPI', reference: 'C1' } },
      'mutation',
    )
    expect(paid.status).toBe(200)
    const after = (await api(t.admin.token, 'GET', '/api/books/trial-balance')).body
    expect(after.accounts.find((a: { code: string }) => a.code === '2200')).toBeUndefined()
    expect(after.accounts.find((a: { code: string }) => a.code === '5100')).toMatchObject({
      debit: contract.compensation,
    })
    expect(after.totals.debit).toBe(after.totals.credit)
    const check = (await api(t.admin.token, 'GET', '/api/books/control-check')).body
    expect(check.ok).toBe(true)
  })

  it('a loan closed days ago and released before its deadline accrues nothing and owes nothing', async () => {
    const t = await shop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      principal: 1_000_000,
      disbursedOn: addDays(today(), -5),
    })
    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body
    await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, { amount: quote.total, mode: 'UPI', reference: 'U2' })
    expect((await runReleaseDeskNightly(server.ctx)).ok).toBe(true)
    expect(await compensationJournals(t.tenantId, loan.id)).toEqual([])
    const released = await api(t.token, 'POST', `/api/loans/${loan.id}/release`, {
      releasedTo: 'The borrower',
      sealIntact: true,
    })
    expect(released.body).toMatchObject({ releaseDelayDays: 0, releaseCompensation: 0 })
  })
})
