import { isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { approvalHelpers } from './approvals-support.ts'

/** Issue 26, four-eyes approvals on the books and the gold rate: counter over/short, day reopen, rate entry. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, trpc, loanValuation, openLoanOk, shopWithChecker, setRules, approve, reject, detail } = approvalHelpers(
  () => server,
)
const today = () => isoDateOf(server.ctx.now())

/** ₹2,000 float. */
const FLOAT = { notes: { 500: 3, 100: 4, 50: 2 }, coinsPaise: 0 }
const SHORT_10 = { notes: { 500: 3, 100: 4, 50: 1, 20: 2 }, coinsPaise: 0 }
const SHORT_500 = { notes: { 100: 4, 50: 2, 500: 2 }, coinsPaise: 0 }

describe('counter over/short rule (above ₹100)', () => {
  async function openCounter() {
    const t = await shopWithChecker()
    await setRules(t.admin.token, [{ action: 'counterOverShort', enabled: true, threshold: 10_000 }])
    expect((await trpc(t.token, 'books.openCounter', { counterNumber: 1, count: FLOAT }, 'mutation')).status).toBe(200)
    return t
  }
  const close = (token: string, count: unknown, reason = 'Change given twice') =>
    trpc(token, 'books.closeCounter', { count, reason }, 'mutation')

  it('₹10 short closes at once', async () => {
    const t = await openCounter()
    const res = await close(t.token, SHORT_10)
    expect(res.data).toMatchObject({ differencePaise: -1_000 })
  })

  it('₹500 short waits; self-approval refused; approved, it closes with that shortage', async () => {
    const t = await openCounter()
    const held = await close(t.token, SHORT_500)
    expect(held.data.pending).toMatchObject({ action: 'counterOverShort', amount: -50_000, status: 'pending' })
    expect((await trpc(t.token, 'books.counters', undefined, 'query')).data[0].open).toBe(true)
    expect((await approve(t.token, held.data.pending.id)).status).toBe(403)
    const decided = await approve(t.checker.token, held.data.pending.id)
    expect(decided.data.status).toBe('posted')
    expect((await trpc(t.token, 'books.counters', undefined, 'query')).data[0].open).toBe(false)
  })

  it('re-validates: cash that moved through the counter meanwhile, or a close meanwhile, fails the request', async () => {
    const t = await openCounter()
    const held = await close(t.token, SHORT_500)
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    const paid = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, { amount: 500_000, mode: 'Cash' })
    expect(paid.status).toBe(201)
    const moved = await approve(t.checker.token, held.data.pending.id)
    expect(moved.data).toMatchObject({
      status: 'failed',
      failure: "The counter's cash changed since it was counted. Count it again.",
    })
    const held2 = await close(t.token, SHORT_500)
    // Meanwhile a tenant admin closes the counter at the right count.
    const right = { notes: { 500: 13, 100: 4, 50: 2 }, coinsPaise: 0 }
    expect(
      (await trpc(t.admin.token, 'books.closeCounter', { counterNumber: 1, count: right }, 'mutation')).status,
    ).toBe(200)
    const closed = await approve(t.checker.token, held2.data.pending.id)
    expect(closed.data).toMatchObject({ status: 'failed', failure: 'This counter is not open.' })
    const t2 = await openCounter()
    const held3 = await close(t2.token, SHORT_500)
    expect((await reject(t2.checker.token, held3.data.pending.id, 'Count again')).data.status).toBe('rejected')
    expect((await trpc(t2.token, 'books.counters', undefined, 'query')).data[0].open).toBe(true)
  })
})

describe('reopening a closed day', () => {
  it('waits for a second person; the maker cannot approve; approved, the day is open', async () => {
    const t = await shopWithChecker()
    expect((await trpc(t.admin.token, 'books.closeDay', { date: '2026-02-10' }, 'mutation')).status).toBe(200)
    await setRules(t.admin.token, [{ action: 'dayReopen', enabled: true }])
    const held = await trpc(
      t.admin.token,
      'books.reopenDay',
      { date: '2026-02-10', reason: 'Late receipt' },
      'mutation',
    )
    expect(held.data.pending).toMatchObject({ action: 'dayReopen', operation: 'day.reopen' })
    expect((await detail(t.checker.token, held.data.pending.id)).data.positionSeen).toEqual([
      { label: 'Books of 2026-02-10', text: 'Closed' },
    ])
    expect((await approve(t.admin.token, held.data.pending.id)).status).toBe(403)
    const again = await trpc(
      t.admin.token,
      'books.reopenDay',
      { date: '2026-02-10', reason: 'Late receipt' },
      'mutation',
    )
    expect((await reject(t.checker.token, again.data.pending.id, 'Not needed')).data.status).toBe('rejected')
    expect((await approve(t.checker.token, held.data.pending.id)).data.status).toBe('posted')
    const closed = await server.ctx.db.forTenant(t.tenantId).closedBooksDay.count()
    expect(closed).toBe(0)
  })
})

describe('gold rate entry rule (more than 5% from the rate in use)', () => {
  it('within 5% posts; further waits, and the rate in use stays until approved', async () => {
    const t = await shopWithChecker()
    await setRules(t.admin.token, [{ action: 'goldRateEntry', enabled: true, threshold: 500 }])
    const near = await trpc(t.admin.token, 'goldRates.enter', { rate22k: 6300 }, 'mutation')
    expect(near.data).toMatchObject({ rate22kPaise: 630_000, source: 'shop' })
    const far = await trpc(t.admin.token, 'goldRates.enter', { rate22k: 5900 }, 'mutation')
    expect(far.data.pending).toMatchObject({ action: 'goldRateEntry', operation: 'goldRate.enter' })
    expect((await trpc(t.token, 'goldRates.current', undefined, 'query')).data.rate22kPaise).toBe(630_000)
    expect((await approve(t.admin.token, far.data.pending.id)).status).toBe(403)
    expect((await approve(t.checker.token, far.data.pending.id)).data.status).toBe('posted')
    expect((await trpc(t.token, 'goldRates.current', undefined, 'query')).data).toMatchObject({
      rate22kPaise: 590_000,
      source: 'shop',
    })
    expect(today()).toBeTruthy()
  })
})
