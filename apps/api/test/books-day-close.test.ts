import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDateOf } from '@gold/core'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { journalsOf } from './books-support.ts'
import { loanHelpers } from './loans-support.ts'

/** Issue 25: a day closes once every counter is closed; nothing is posted into a closed day. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk, openBody, trpc } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

type Shop = Awaited<ReturnType<typeof shop>>
const closeDay = (token: string, date?: string) => trpc(token, 'books.closeDay', { date }, 'mutation')
const reopenDay = (token: string, body: Record<string, unknown>) => trpc(token, 'books.reopenDay', body, 'mutation')
const CLOSED_MESSAGE = 'The books for 10 Feb 2026 are closed. Ask the owner to reopen the day to post into it.'

describe('closing the day', () => {
  it('is refused while a counter is open, and done once every counter is closed', async () => {
    const t = await shop()
    const count = { notes: { 100: 5 }, coinsPaise: 0 }
    expect((await trpc(t.token, 'books.openCounter', { counterNumber: 3, count }, 'mutation')).status).toBe(200)
    const refused = await closeDay(t.admin.token)
    expect([refused.status, refused.error.message]).toEqual([
      400,
      'Close every counter before closing the day: Counter 3 is still open.',
    ])
    expect((await trpc(t.token, 'books.closeCounter', { count }, 'mutation')).status).toBe(200)
    const closed = await closeDay(t.admin.token)
    expect([closed.status, closed.data]).toEqual([200, { date: today(), closed: true }])
    const again = await closeDay(t.admin.token, today())
    expect(again.status).toBe(409)
    // Today is closed: opening a counter again (its float journal is dated today) is refused.
    const late = await trpc(t.token, 'books.openCounter', { counterNumber: 3, count }, 'mutation')
    expect(late.status).toBe(400)
    expect(late.error.message).toMatch(/^The books for .* are closed\./)
  })

  it('is for tenant admins: an employee gets 401', async () => {
    const t = await shop()
    expect((await closeDay(t.token)).status).toBe(401)
    expect((await reopenDay(t.token, { date: today(), reason: 'Typo' })).status).toBe(401)
  })
})

describe('a closed day', () => {
  let t: Shop
  let loanId: string
  beforeAll(async () => {
    t = await shop()
    loanId = (await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)).id
    expect((await closeDay(t.admin.token, '2026-02-10')).status).toBe(200)
  })

  it('refuses a back-dated payment into it with the date, and writes nothing', async () => {
    const before = await journalsOf(server, t.tenantId)
    const res = await api(t.token, 'POST', `/api/loans/${loanId}/payments`, {
      amount: 100_000,
      mode: 'UPI',
      reference: 'UPI-LATE',
      paidOn: '2026-02-10',
    })
    expect([res.status, res.body]).toEqual([400, { error: CLOSED_MESSAGE }])
    expect(await journalsOf(server, t.tenantId)).toEqual(before)
    expect((await api(t.token, 'GET', `/api/loans/${loanId}`)).body.payments).toEqual([])
  })

  it('refuses a back-dated disbursement and a voucher dated in it', async () => {
    const valuation = await loanValuation(t.token, t.customer.id)
    const res = await api(t.token, 'POST', '/api/loans', openBody(valuation.id, { disbursedOn: '2026-02-10' }))
    expect([res.status, res.body]).toEqual([400, { error: CLOSED_MESSAGE }])
    const voucher = await trpc(
      t.admin.token,
      'books.writeVoucher',
      {
        type: 'payment',
        moneyAccountCode: '1100',
        accountCode: '5400',
        amountPaise: 100,
        narration: 'x',
        date: '2026-02-10',
      },
      'mutation',
    )
    expect([voucher.status, voucher.error.message]).toEqual([400, CLOSED_MESSAGE])
  })

  it('the day before and after stay open', async () => {
    const res = await api(t.token, 'POST', `/api/loans/${loanId}/payments`, {
      amount: 100_000,
      mode: 'UPI',
      reference: 'UPI-NEXT',
      paidOn: '2026-02-11',
    })
    expect(res.status).toBe(201)
  })

  it('reopening needs a reason, is logged, and then postings into the day are accepted', async () => {
    const noReason = await reopenDay(t.admin.token, { date: '2026-02-10', reason: ' ' })
    expect([noReason.status, noReason.error.message]).toEqual([
      400,
      'Give a reason (2 to 200 characters) for reopening the day.',
    ])
    const notClosed = await reopenDay(t.admin.token, { date: '2026-02-09', reason: 'Late entry' })
    expect([notClosed.status, notClosed.error.message]).toEqual([400, 'The books for 9 Feb 2026 are not closed.'])
    const res = await reopenDay(t.admin.token, { date: '2026-02-10', reason: 'Cheque entered late' })
    expect([res.status, res.data]).toEqual([200, { date: '2026-02-10', closed: false, reason: 'Cheque entered late' }])
    const logged = await server.ctx.db.prisma.auditEvent.findMany({
      where: { tenantId: t.tenantId, subjectType: 'BooksDay' },
      orderBy: { createdAt: 'asc' },
    })
    expect(logged.map((e) => [e.action, e.actorId, e.actorRole, e.subjectId, e.detail])).toEqual([
      ['BOOKS_DAY_CLOSED', t.admin.userId, 'TENANT_ADMIN', '2026-02-10', '{"date":"2026-02-10"}'],
      [
        'BOOKS_DAY_REOPENED',
        t.admin.userId,
        'TENANT_ADMIN',
        '2026-02-10',
        '{"date":"2026-02-10","reason":"Cheque entered late"}',
      ],
    ])
    const voucher = await trpc(
      t.admin.token,
      'books.writeVoucher',
      {
        type: 'payment',
        moneyAccountCode: '1100',
        accountCode: '5400',
        amountPaise: 100,
        narration: 'Tea',
        date: '2026-02-10',
      },
      'mutation',
    )
    expect(voucher.status).toBe(200)
  })
})

describe('closing a day while payments into it are being posted', () => {
  it('each payment is either in the day before it closes, or refused with nothing written', async () => {
    const t = await shop()
    const loans = await Promise.all(
      Array.from(
        { length: 6 },
        async () => (await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)).id,
      ),
    )
    const pay = (id: string, i: number) =>
      api(t.token, 'POST', `/api/loans/${id}/payments`, {
        amount: 100_000 + i,
        mode: 'UPI',
        reference: `UPI-RACE-${i}`,
        paidOn: '2026-03-10',
      })
    const [close, ...payments] = await Promise.all([
      closeDay(t.admin.token, '2026-03-10'),
      ...loans.map((id, i) => pay(id, i)),
    ])
    expect(close.status).toBe(200)
    const refused = payments.filter((p) => p.status === 400)
    for (const p of refused) expect(p.body).toEqual({ error: CLOSED_MESSAGE.replace('10 Feb', '10 Mar') })
    const taken = payments.filter((p) => p.status === 201)
    expect(taken.length + refused.length).toBe(loans.length)
    // Acknowledged exactly when it is in the books: one payment journal for each, none for the refused.
    const inDay = (await journalsOf(server, t.tenantId)).filter((j) => j.kind === 'payment' && j.date === '2026-03-10')
    expect(inDay).toHaveLength(taken.length)
    for (const [i, id] of loans.entries()) {
      const recorded = (await api(t.token, 'GET', `/api/loans/${id}`)).body.payments
      expect(recorded).toHaveLength(payments[i]!.status === 201 ? 1 : 0)
    }
    // Now closed: a payment into it is refused.
    expect((await pay(loans[0], 99)).status).toBe(400)
  })
})
