import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEEDED_CHART, addDays, isoDateOf } from '@gold/core'
import { booksRepository } from '../src/books/books-repository.ts'
import { insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { journalsOf } from './books-support.ts'
import { loanHelpers } from './loans-support.ts'

/** Issue 25: every loan ledger entry posts its journal in the same transaction; the two REST reads. */
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
let t: Shop
let loanA: { id: string }
const loans = () => ({ A: loanA.id })
const journals = () => journalsOf(server, t.tenantId, loans())

describe('a loan in the books', () => {
  beforeAll(async () => {
    t = await shop()
    // ₹1,00,000 bullet from 2026-01-01 by bank transfer.
    loanA = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
  })

  it('disbursement: Dr gold loans principal, Cr the bank', async () => {
    expect(await journals()).toEqual([
      { kind: 'disbursement', date: '2026-01-01', lines: ['Dr 1400 10000000 A', 'Cr 1200 10000000'] },
    ])
  })

  it('part payment in cash: the interest accrued, then the cash against interest and principal', async () => {
    const res = await api(t.token, 'POST', `/api/loans/${loanA.id}/payments`, {
      amount: 2_000_000,
      mode: 'Cash',
      paidOn: '2026-01-31',
    })
    expect(res.status).toBe(201)
    // 30 days at 12% on ₹1,00,000: ₹986.30.
    expect((await journals()).slice(1)).toEqual([
      { kind: 'interestAccrual', date: '2026-01-31', lines: ['Dr 1410 98630 A', 'Cr 4100 98630'] },
      {
        kind: 'payment',
        date: '2026-01-31',
        lines: ['Dr 1100 2000000', 'Cr 1410 98630 A', 'Cr 1400 1901370 A'],
      },
    ])
  })

  it('closure by UPI: the interest to the day, then the whole outstanding off the receivables', async () => {
    const quote = (await api(t.token, 'GET', `/api/loans/${loanA.id}/closure-quote?asOf=2026-03-02`)).body
    expect(quote).toMatchObject({ principal: 8_098_630, interest: 79_877, penalCharges: 0, total: 8_178_507 })
    const res = await api(t.token, 'POST', `/api/loans/${loanA.id}/payments`, {
      amount: quote.total,
      mode: 'UPI',
      reference: 'UPI-CLOSE',
      paidOn: '2026-03-02',
    })
    expect([res.status, res.body.loan.status]).toEqual([201, 'Closed'])
    expect((await journals()).slice(3)).toEqual([
      { kind: 'interestAccrual', date: '2026-03-02', lines: ['Dr 1410 79877 A', 'Cr 4100 79877'] },
      {
        kind: 'payment',
        date: '2026-03-02',
        lines: ['Dr 1300 8178507', 'Cr 1410 79877 A', 'Cr 1400 8098630 A'],
      },
    ])
  })

  it('trial balance: balanced, zero balances left out, income and money where they went', async () => {
    const res = await api(t.admin.token, 'GET', '/api/books/trial-balance?asOf=2026-03-02')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      asOf: '2026-03-02',
      accounts: [
        { code: '1100', name: 'Main cash', group: 'Asset', debit: 2_000_000, credit: 0 },
        { code: '1200', name: 'Bank account', group: 'Asset', debit: 0, credit: 10_000_000 },
        { code: '1300', name: 'Gateway/UPI clearing', group: 'Asset', debit: 8_178_507, credit: 0 },
        { code: '4100', name: 'Interest income', group: 'Income', debit: 0, credit: 178_507 },
      ],
      totals: { debit: 10_178_507, credit: 10_178_507 },
    })
    // At the end of January: the loan still out, the first payment in.
    const jan = await api(t.admin.token, 'GET', '/api/books/trial-balance?asOf=2026-01-31')
    expect(jan.body.accounts).toEqual([
      { code: '1100', name: 'Main cash', group: 'Asset', debit: 2_000_000, credit: 0 },
      { code: '1200', name: 'Bank account', group: 'Asset', debit: 0, credit: 10_000_000 },
      { code: '1400', name: 'Gold loans principal', group: 'Asset', debit: 8_098_630, credit: 0 },
      { code: '4100', name: 'Interest income', group: 'Income', debit: 0, credit: 98_630 },
    ])
    expect(jan.body.totals).toEqual({ debit: 10_098_630, credit: 10_098_630 })
  })

  it('renewal with a top-up: the carried principal moves between the loans, only the top-up is paid out', async () => {
    const old = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    const quote = (await api(t.token, 'GET', `/api/loans/${old.id}/closure-quote`)).body
    const paid = await api(t.token, 'POST', `/api/loans/${old.id}/payments`, {
      amount: quote.interest,
      mode: 'UPI',
      reference: 'UPI-INT',
    })
    expect(paid.status).toBe(201)
    const fresh = await loanValuation(t.token, t.customer.id)
    const res = await api(
      t.token,
      'POST',
      `/api/loans/${old.id}/renew`,
      openBody(fresh.id, { scheme: 'EMI', tenureMonths: 12, disbursedOn: undefined, principal: 15_000_000 }),
    )
    expect(res.status).toBe(201)
    const names = { A: loanA.id, B: old.id, C: res.body.id }
    const all = await journalsOf(server, t.tenantId, names)
    expect(all.filter((j) => j.lines.some((l) => / [BC]$/.test(l)))).toEqual([
      { kind: 'disbursement', date: '2026-01-01', lines: ['Dr 1400 10000000 B', 'Cr 1200 10000000'] },
      { kind: 'interestAccrual', date: today(), lines: [`Dr 1410 ${quote.interest} B`, `Cr 4100 ${quote.interest}`] },
      { kind: 'payment', date: today(), lines: [`Dr 1300 ${quote.interest}`, `Cr 1410 ${quote.interest} B`] },
      { kind: 'disbursement', date: today(), lines: ['Dr 1400 5000000 C', 'Cr 1200 5000000'] },
      { kind: 'renewal', date: today(), lines: ['Dr 1400 10000000 C', 'Cr 1400 10000000 B'] },
    ])
  })

  it('control check: every control account equals the loans after the sequence', async () => {
    const res = await api(t.admin.token, 'GET', '/api/books/control-check')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      asOf: today(),
      ok: true,
      checks: [
        { account: '1400', books: 15_000_000, subLedger: 15_000_000, difference: 0 },
        { account: '1410', books: 0, subLedger: 0, difference: 0 },
        { account: '2100', books: 0, subLedger: 0, difference: 0 },
      ],
    })
    const jan = await api(t.admin.token, 'GET', '/api/books/control-check?asOf=2026-01-31')
    expect(jan.body.checks[0]).toEqual({ account: '1400', books: 18_098_630, subLedger: 18_098_630, difference: 0 })
    expect(jan.body.ok).toBe(true)
    const tb = (await api(t.admin.token, 'GET', '/api/books/trial-balance')).body
    expect(tb.totals.debit).toBe(tb.totals.credit)
  })

  it('tRPC answers the same two reads', async () => {
    const rest = (await api(t.admin.token, 'GET', '/api/books/trial-balance?asOf=2026-03-02')).body
    expect((await trpc(t.admin.token, 'books.trialBalance', { asOf: '2026-03-02' }, 'query')).data).toEqual(rest)
    const check = (await api(t.admin.token, 'GET', '/api/books/control-check')).body
    expect((await trpc(t.admin.token, 'books.controlCheck', undefined, 'query')).data).toEqual(check)
  })
})

describe('the chart of a new shop', () => {
  it('is seeded once when its first loans are disbursed at the same time', async () => {
    const fresh = await shop()
    const other = await insertCustomer(server, fresh.tenantId)
    const [v1, v2] = await Promise.all([
      loanValuation(fresh.token, fresh.customer.id),
      loanValuation(fresh.token, other.id),
    ])
    const opened = await Promise.all(
      [v1, v2].map((v) =>
        api(
          fresh.token,
          'POST',
          '/api/loans',
          openBody(v.id, { disbursementMode: 'UPI', disbursementReference: 'UPI-1' }),
        ),
      ),
    )
    expect(opened.map((r) => r.status)).toEqual([201, 201])
    const tb = (await api(fresh.admin.token, 'GET', '/api/books/trial-balance')).body
    expect(tb.accounts).toEqual([
      { code: '1300', name: 'Gateway/UPI clearing', group: 'Asset', debit: 0, credit: 20_000_000 },
      { code: '1400', name: 'Gold loans principal', group: 'Asset', debit: 20_000_000, credit: 0 },
    ])
    expect((await api(fresh.admin.token, 'GET', '/api/books/control-check')).body.ok).toBe(true)
    expect(await booksRepository(server.ctx, fresh.tenantId).ledgerAccounts()).toEqual(SEEDED_CHART)
  })
})

describe('who may read the books, and what they read', () => {
  const paths = ['/api/books/trial-balance', '/api/books/control-check']

  it('is for tenant admins: employees and anonymous callers get 401', async () => {
    for (const path of paths) {
      expect(await api(t.employee.token, 'GET', path)).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
      expect(await call(server.url, 'GET', path)).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
    }
    expect((await trpc(t.employee.token, 'books.trialBalance', {}, 'query')).status).toBe(401)
    expect((await trpc(t.employee.token, 'books.controlCheck', {}, 'query')).status).toBe(401)
  })

  it('another shop sees none of it: an empty, balanced book', async () => {
    const other = await shop()
    expect((await api(other.admin.token, 'GET', '/api/books/trial-balance')).body).toEqual({
      asOf: today(),
      accounts: [],
      totals: { debit: 0, credit: 0 },
    })
    expect((await api(other.admin.token, 'GET', '/api/books/control-check')).body).toEqual({
      asOf: today(),
      ok: true,
      checks: [
        { account: '1400', books: 0, subLedger: 0, difference: 0 },
        { account: '1410', books: 0, subLedger: 0, difference: 0 },
        { account: '2100', books: 0, subLedger: 0, difference: 0 },
      ],
    })
    expect(await journalsOf(server, other.tenantId)).toEqual([])
  })

  it.each(['2026-02-30', '15-02-2026', '2026-1-5', 'today'])('asOf=%s is refused with 400', async (asOf) => {
    for (const path of paths)
      expect(await api(t.admin.token, 'GET', `${path}?asOf=${asOf}`)).toMatchObject({
        status: 400,
        body: { error: 'Dates must be calendar dates written YYYY-MM-DD.' },
      })
  })

  it('refuses a day that has not come yet', async () => {
    const tomorrow = addDays(today(), 1)
    for (const path of paths)
      expect(await api(t.admin.token, 'GET', `${path}?asOf=${tomorrow}`)).toMatchObject({
        status: 400,
        body: { error: 'Dates may not be in the future.' },
      })
    const viaTrpc = await trpc(t.admin.token, 'books.trialBalance', { asOf: tomorrow }, 'query')
    expect([viaTrpc.status, viaTrpc.error?.message]).toEqual([400, 'Dates may not be in the future.'])
  })
})
