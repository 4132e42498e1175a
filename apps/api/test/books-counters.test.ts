import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDateOf } from '@gold/core'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { journalsOf } from './books-support.ts'
import { loanHelpers } from './loans-support.ts'

/** Issue 25: counters (tills) opened and closed by denomination; cash loan events through them. */
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

type Shop = Awaited<ReturnType<typeof shop>>
const journals = (t: Shop) => journalsOf(server, t.tenantId)
const later = (t: Shop, n: number) => journals(t).then((all) => all.slice(n))

/** ₹2,000 float: 3 × ₹500, 4 × ₹100, 2 × ₹50 (₹1,400 + ... ) and ₹0 in coins is the default. */
const FLOAT = { notes: { 500: 3, 100: 4, 50: 2 }, coinsPaise: 0 }

const openCounter = (token: string, counterNumber: number, count: unknown = FLOAT) =>
  trpc(token, 'books.openCounter', { counterNumber, count }, 'mutation')
const closeCounter = (token: string, body: Record<string, unknown>) =>
  trpc(token, 'books.closeCounter', body, 'mutation')
const cashPayment = (token: string, loanId: string, amount: number) =>
  api(token, 'POST', `/api/loans/${loanId}/payments`, { amount, mode: 'Cash' })
const setCashNeedsCounter = (t: Shop, on: boolean) =>
  trpc(
    t.admin.token,
    'loans.settings.update',
    {
      ltvUpTo250k: 85,
      ltvUpTo500k: 80,
      ltvAbove500k: 75,
      releaseCompensationPerDay: 500_000,
      cashNeedsOpenCounter: on,
    },
    'mutation',
  )

describe('a counter through a day', () => {
  let t: Shop
  let loanId: string
  beforeAll(async () => {
    t = await shop()
    loanId = (await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, { disbursedOn: today() })).id
  })

  it('opens with a float counted by denomination, taken from main cash', async () => {
    const res = await openCounter(t.token, 1)
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ counterNumber: 1, name: 'Counter 1', openedOn: today(), floatPaise: 200_000 })
    expect((await later(t, 1))[0]).toEqual({
      kind: 'counterOpen',
      date: today(),
      lines: ['Dr 1101 200000', 'Cr 1100 200000'],
    })
    const counters = await trpc(t.token, 'books.counters', undefined, 'query')
    expect(counters.data).toEqual([
      {
        number: 1,
        name: 'Counter 1',
        open: true,
        openedById: t.employee.userId,
        openedByName: `Employee ${t.employee.email.replace(/^staff-|@test\.gold$/g, '')}`,
        openedOn: today(),
        floatPaise: 200_000,
        expectedPaise: 200_000,
      },
    ])
  })

  it('refuses a second counter to the same person, and the same counter to another', async () => {
    const again = await openCounter(t.token, 2)
    expect([again.status, again.error.message]).toEqual([
      409,
      'You already have a counter open: close it before opening another.',
    ])
    const taken = await openCounter(t.admin.token, 1)
    expect([taken.status, taken.error.message]).toEqual([409, 'This counter is already open.'])
  })

  it('a cash payment posts to the open counter of the staff member who took it', async () => {
    const res = await cashPayment(t.token, loanId, 500_000)
    expect(res.status).toBe(201)
    const payment = (await later(t, 2)).find((j) => j.kind === 'payment')
    expect(payment?.lines[0]).toBe('Dr 1101 500000')
  })

  it("the admin's cash, with no counter of their own open, goes to main cash", async () => {
    const res = await cashPayment(t.admin.token, loanId, 100_000)
    expect(res.status).toBe(201)
    const payments = (await journals(t)).filter((j) => j.kind === 'payment')
    expect(payments.at(-1)?.lines[0]).toBe('Dr 1100 100000')
  })

  it('closing ₹10 short needs a reason, then posts the shortage to cash over/short', async () => {
    // Expected ₹7,000: the ₹2,000 float and the ₹5,000 payment. Counted ₹6,990.
    const count = { notes: { 500: 13, 200: 2, 50: 1, 20: 2 }, coinsPaise: 0 }
    const noReason = await closeCounter(t.token, { count })
    expect([noReason.status, noReason.error.message]).toEqual([
      400,
      'Give a reason (2 to 200 characters) for the cash over or short.',
    ])
    const before = (await journals(t)).length
    const res = await closeCounter(t.token, { count, reason: 'Change given twice' })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({
      counterNumber: 1,
      expectedPaise: 700_000,
      countedPaise: 699_000,
      differencePaise: -1_000,
    })
    expect(await later(t, before)).toEqual([
      { kind: 'counterClose', date: today(), lines: ['Dr 5300 1000', 'Cr 1101 1000'] },
      { kind: 'counterHandover', date: today(), lines: ['Dr 1100 699000', 'Cr 1101 699000'] },
    ])
    const tb = await api(t.admin.token, 'GET', '/api/books/trial-balance')
    expect(tb.body.accounts.find((a: { code: string }) => a.code === '1101')).toBeUndefined()
    expect(tb.body.accounts.find((a: { code: string }) => a.code === '5300')).toMatchObject({ debit: 1_000 })
  })

  it('a closed counter cannot be closed again; the next cash goes to main cash', async () => {
    const res = await closeCounter(t.token, { count: FLOAT })
    expect([res.status, res.error.message]).toEqual([400, 'This counter is not open.'])
    expect((await cashPayment(t.token, loanId, 10_000)).status).toBe(201)
    expect((await journals(t)).filter((j) => j.kind === 'payment').at(-1)?.lines[0]).toBe('Dr 1100 10000')
  })

  it('refuses a count that is not whole notes', async () => {
    const res = await openCounter(t.token, 3, { notes: { 500: 1.5 } })
    expect([res.status, res.error.message]).toEqual([400, 'Note counts must be whole numbers from 0 to 1,00,000.'])
  })
})

describe('counters under concurrency', () => {
  it('concurrent cash payments on one counter are each posted once, to that counter', async () => {
    const t = await shop()
    const loans = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, { disbursedOn: today() })).id,
      ),
    )
    expect((await openCounter(t.token, 4, { notes: {}, coinsPaise: 0 })).status).toBe(200)
    const results = await Promise.all([...loans, ...loans].map((id, i) => cashPayment(t.token, id, 100_000 + i * 100)))
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201])
    const payments = (await journals(t)).filter((j) => j.kind === 'payment')
    expect(payments.map((p) => p.lines[0]).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `Dr 1104 ${100_000 + i * 100}`).sort(),
    )
    const listed = await trpc(t.token, 'books.counters', undefined, 'query')
    expect(listed.data[0].expectedPaise).toBe(600_000 + 1_500)
  })

  it('two closes of one counter at once: one closes it, the other is told it is not open', async () => {
    const t = await shop()
    expect((await openCounter(t.token, 1)).status).toBe(200)
    const [a, b] = await Promise.all([
      closeCounter(t.token, { count: FLOAT }),
      closeCounter(t.admin.token, { counterNumber: 1, count: FLOAT }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 400])
    expect((await journals(t)).filter((j) => j.kind === 'counterHandover')).toHaveLength(1)
  })

  it('two people opening one counter at once: one gets it', async () => {
    const t = await shop()
    const [a, b] = await Promise.all([openCounter(t.token, 7), openCounter(t.admin.token, 7)])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect((await journals(t)).filter((j) => j.kind === 'counterOpen')).toHaveLength(1)
  })

  it('only the opener or a tenant admin closes a counter', async () => {
    const t = await shop()
    expect((await openCounter(t.admin.token, 2)).status).toBe(200)
    const res = await closeCounter(t.token, { counterNumber: 2, count: FLOAT })
    expect([res.status, res.error.message]).toEqual([
      403,
      'Only the staff member who opened this counter or a tenant admin can close it.',
    ])
  })
})

describe('the shop setting "cash needs an open counter"', () => {
  it('is off for a new shop: cash without a counter goes to main cash, as before', async () => {
    const t = await shop()
    const settings = await trpc(t.admin.token, 'loans.settings.get', undefined, 'query')
    expect(settings.data.cashNeedsOpenCounter).toBe(false)
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      principal: 1_500_000,
      disbursementMode: 'Cash',
      disbursementReference: undefined,
    })
    expect((await journals(t))[0]?.lines).toEqual(['Dr 1400 1500000 ' + loan.id, 'Cr 1100 1500000'])
  })

  it('on: cash by someone without an open counter is refused and nothing is written', async () => {
    const t = await shop()
    const loanId = (await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)).id
    expect((await setCashNeedsCounter(t, true)).data.cashNeedsOpenCounter).toBe(true)
    const before = await journals(t)
    const refused = await cashPayment(t.token, loanId, 100_000)
    expect([refused.status, refused.body]).toEqual([400, { error: 'Open a counter before taking or paying out cash.' }])
    const cashLoan = await api(t.token, 'POST', '/api/loans', {
      valuationId: (await loanValuation(t.token, t.customer.id)).id,
      principal: 1_500_000,
      scheme: 'BULLET',
      annualRate: 12,
      tenureMonths: 3,
      disbursementMode: 'Cash',
    })
    expect([cashLoan.status, cashLoan.body.error]).toEqual([400, 'Open a counter before taking or paying out cash.'])
    expect(await journals(t)).toEqual(before)
    const loan = await api(t.token, 'GET', `/api/loans/${loanId}`)
    expect(loan.body.payments).toEqual([])
    // UPI needs no counter; with a counter open, cash is taken.
    expect(
      (await api(t.token, 'POST', `/api/loans/${loanId}/payments`, { amount: 1_000, mode: 'UPI', reference: 'U1' }))
        .status,
    ).toBe(201)
    expect((await openCounter(t.token, 1)).status).toBe(200)
    expect((await cashPayment(t.token, loanId, 100_000)).status).toBe(201)
    expect((await journals(t)).filter((j) => j.kind === 'payment').at(-1)?.lines[0]).toBe('Dr 1101 100000')
  })
})
