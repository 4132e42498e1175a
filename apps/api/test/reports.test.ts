import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertCustomer } from './support/factories.ts'
import { call, type JsonObject } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'

/** loans.md section 8: the portfolio, ageing and day book, as JSON and CSV, for tenant admins. */
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

/**
 * One shop with three loans of three borrowers:
 * - A: the worked example (₹1,00,000 bullet at 12% from 1 January 2026, ₹50,000 paid by UPI on 31
 *   January), due 1 April and never paid since, so 91+ days past due today;
 * - B: ₹80,000 bullet from 1 February 2026, closed by a bank transfer on 1 March;
 * - C: ₹15,000 EMI in cash, disbursed 10 days ago (current).
 */
async function book() {
  const t = await shop()
  const borrowerB = await insertCustomer(server, t.tenantId, { name: 'Rao, "Anil"' })
  const borrowerC = await insertCustomer(server, t.tenantId)
  const a = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
  const paid = await api(t.token, 'POST', `/api/loans/${a.id}/payments`, {
    amount: 5_000_000,
    mode: 'UPI',
    reference: 'UPI-77',
    paidOn: '2026-01-31',
  })
  expect(paid.status).toBe(201)
  const b = await openLoanOk(t.token, (await loanValuation(t.token, borrowerB.id)).id, {
    principal: 8_000_000,
    disbursedOn: '2026-02-01',
    disbursementReference: 'NEFT-B',
  })
  const quoteB = await api(t.token, 'GET', `/api/loans/${b.id}/closure-quote?asOf=2026-03-01`)
  const closing = await api(t.token, 'POST', `/api/loans/${b.id}/payments`, {
    amount: quoteB.body.total,
    mode: 'BankTransfer',
    reference: 'NEFT-close',
    paidOn: '2026-03-01',
  })
  expect(closing.body.loan.status).toBe('Closed')
  const cDate = addDays(today(), -10)
  const c = await openLoanOk(t.token, (await loanValuation(t.token, borrowerC.id, 10)).id, {
    principal: 1_500_000,
    scheme: 'EMI',
    tenureMonths: 6,
    disbursementMode: 'Cash',
    disbursementReference: null,
    disbursedOn: cDate,
  })
  return { ...t, a, b, c, cDate, paymentA: paid.body.payment, paymentB: closing.body.payment, borrowerB, borrowerC }
}

let shared: Awaited<ReturnType<typeof book>>
beforeAll(async () => {
  shared = await book()
})
const admin = () => shared.admin.token

describe('GET /api/reports/portfolio', () => {
  it('sums the open loans today exactly as their closure quotes do', async () => {
    const quotes = await Promise.all(
      [shared.a, shared.c].map(async (l) => (await api(admin(), 'GET', `/api/loans/${l.id}/closure-quote`)).body),
    )
    const res = await api(admin(), 'GET', '/api/reports/portfolio')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      activeLoans: 2,
      principal: 5_098_630 + 1_500_000,
      interest: quotes[0].interest + quotes[1].interest,
      penalCharges: quotes[0].penalCharges + quotes[1].penalCharges,
      // 30 g and 10 g of 22K chain: 27.48 g and 9.16 g of fine gold.
      fineGoldGrams: 36.64,
      overdueLoans: 1,
    })
    expect((await api(admin(), 'GET', `/api/reports/portfolio?asOf=${today()}`)).body).toEqual(res.body)
  })

  it('replays the books of a past day: payments since are not yet made, later loans not yet open', async () => {
    const res = await api(admin(), 'GET', '/api/reports/portfolio?asOf=2026-02-15')
    expect(res.body).toEqual({
      activeLoans: 2,
      principal: 5_098_630 + 8_000_000,
      // A: 15 days on ₹50,986.30 after the payment (₹251.44); B: 14 days on ₹80,000 (₹368.22), at 12%.
      interest: 25_144 + 36_822,
      penalCharges: 0,
      fineGoldGrams: 54.96,
      overdueLoans: 0,
    })
    const before = await api(admin(), 'GET', '/api/reports/portfolio?asOf=2026-01-15')
    expect(before.body).toMatchObject({ activeLoans: 1, principal: 10_000_000, interest: 46_027 })
    // B closed on 1 March: not open at the end of that day.
    expect((await api(admin(), 'GET', '/api/reports/portfolio?asOf=2026-03-01')).body.activeLoans).toBe(1)
  })
})

describe('GET /api/reports/ageing', () => {
  it('puts each open loan in its bucket of days past due, every bucket listed', async () => {
    const res = await api(admin(), 'GET', '/api/reports/ageing')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      current: { loans: 1, principal: 1_500_000 },
      '1-30': { loans: 0, principal: 0 },
      '31-60': { loans: 0, principal: 0 },
      '61-90': { loans: 0, principal: 0 },
      '91+': { loans: 1, principal: 5_098_630 },
    })
    // 10 days after A's bullet due of 1 April.
    const past = await api(admin(), 'GET', '/api/reports/ageing?asOf=2026-04-11')
    expect(past.body['1-30']).toEqual({ loans: 1, principal: 5_098_630 })
    expect(past.body.current).toEqual({ loans: 0, principal: 0 })
  })
})

describe('GET /api/reports/day-book', () => {
  it('lists the day disbursements and collections by mode with the entries', async () => {
    const res = await api(admin(), 'GET', '/api/reports/day-book?date=2026-03-01')
    expect(res.status).toBe(200)
    expect(res.body.date).toBe('2026-03-01')
    expect(res.body.disbursements).toEqual({
      total: 0,
      byMode: [
        { mode: 'Cash', entries: 0, amount: 0 },
        { mode: 'BankTransfer', entries: 0, amount: 0 },
        { mode: 'UPI', entries: 0, amount: 0 },
      ],
      entries: [],
    })
    expect(res.body.collections.total).toBe(shared.paymentB.amount)
    expect(res.body.collections.byMode[1]).toEqual({ mode: 'BankTransfer', entries: 1, amount: shared.paymentB.amount })
    expect(res.body.collections.entries).toEqual([
      {
        id: expect.any(String),
        loanId: shared.b.id,
        loanNumber: shared.b.loanNumber,
        customerId: shared.borrowerB.id,
        borrower: 'Rao, "Anil"',
        type: 'PAYMENT',
        mode: 'BankTransfer',
        reference: 'NEFT-close',
        receiptNumber: shared.paymentB.receiptNumber,
        amount: shared.paymentB.amount,
        principal: 8_000_000,
        interest: shared.paymentB.interest,
        penalCharges: 0,
      },
    ])

    const opened = await api(admin(), 'GET', `/api/reports/day-book?date=${shared.cDate}`)
    expect(opened.body.disbursements.total).toBe(1_500_000)
    expect(opened.body.disbursements.byMode[0]).toEqual({ mode: 'Cash', entries: 1, amount: 1_500_000 })
    expect(opened.body.disbursements.entries[0]).toMatchObject({ type: 'DISBURSEMENT', loanId: shared.c.id })
  })

  it('defaults to today', async () => {
    expect((await api(admin(), 'GET', '/api/reports/day-book')).body.date).toBe(today())
  })
})

describe('CSV', () => {
  it('answers each report as CSV, row for row the JSON, by ?format=csv or Accept: text/csv', async () => {
    const csv = await api(admin(), 'GET', '/api/reports/portfolio?asOf=2026-02-15&format=csv')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="portfolio-2026-02-15.csv"')
    // The figures of the 15 February test above: interest ₹251.44 on A and ₹368.22 on B. Amounts
    // are rupees with two decimals, and the header says so (a spreadsheet read paise as rupees).
    expect(csv.text).toBe(
      'activeLoans,principalRupees,interestRupees,penalChargesRupees,fineGoldGrams,overdueLoans\r\n' +
        '2,130986.30,619.66,0.00,54.96,0\r\n',
    )

    const ageingCsv = await call(server.url, 'GET', '/api/reports/ageing', {
      token: admin(),
      headers: { accept: 'text/csv' },
    })
    expect(ageingCsv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(ageingCsv.text).toBe(
      'bucket,loans,principalRupees\r\n' +
        'current,1,15000.00\r\n' +
        '1-30,0,0.00\r\n' +
        '31-60,0,0.00\r\n' +
        '61-90,0,0.00\r\n' +
        '91+,1,50986.30\r\n',
    )

    // B's closing payment: ₹80,000 and 28 days of interest at 12% (₹736.44). The borrower's comma
    // and quotes are quoted (RFC 4180); the disbursements section has no entry that day.
    const bookCsv = await call(server.url, 'GET', '/api/reports/day-book?date=2026-03-01&format=csv', {
      token: admin(),
    })
    expect(bookCsv.text).toBe(
      'section,type,loanNumber,borrower,mode,reference,receiptNumber,' +
        'amountRupees,principalRupees,interestRupees,penalChargesRupees\r\n' +
        `collection,PAYMENT,${shared.b.loanNumber},"Rao, ""Anil""",BankTransfer,NEFT-close,` +
        `${shared.paymentB.receiptNumber},80736.44,80000.00,736.44,0.00\r\n`,
    )
    // ?format=json wins over Accept.
    const forced = await call(server.url, 'GET', '/api/reports/ageing?format=json', {
      token: admin(),
      headers: { accept: 'text/csv' },
    })
    expect(forced.body).toEqual((await api(admin(), 'GET', '/api/reports/ageing')).body)
  })
})

describe('who may read the reports, and what they read', () => {
  it('is for tenant admins: employees and anonymous callers get 401', async () => {
    for (const path of ['/api/reports/portfolio', '/api/reports/ageing', '/api/reports/day-book']) {
      expect(await api(shared.employee.token, 'GET', path)).toMatchObject({
        status: 401,
        body: { error: 'Unauthorized' },
      })
      expect(await call(server.url, 'GET', path)).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
    }
    expect((await trpc(shared.employee.token, 'reports.portfolio', {}, 'query')).status).toBe(401)
  })

  it('reads only its own shop', async () => {
    const other = await shop()
    expect((await api(other.admin.token, 'GET', '/api/reports/portfolio')).body).toEqual({
      activeLoans: 0,
      principal: 0,
      interest: 0,
      penalCharges: 0,
      fineGoldGrams: 0,
      overdueLoans: 0,
    })
    const book = await api(other.admin.token, 'GET', '/api/reports/day-book?date=2026-03-01')
    expect(book.body.collections.entries).toEqual([])
  })

  it('tRPC answers the same figures with the day they are for', async () => {
    const rest = (await api(admin(), 'GET', '/api/reports/portfolio?asOf=2026-02-15')).body
    const viaTrpc = await trpc(admin(), 'reports.portfolio', { asOf: '2026-02-15' }, 'query')
    expect(viaTrpc.data).toEqual({ asOf: '2026-02-15', report: rest })
    const series = await trpc(admin(), 'reports.series', undefined, 'query')
    expect(series.status).toBe(200)
    expect(series.data.outstanding).toHaveLength(12)
    expect(series.data.outstanding.at(-1)).toMatchObject({ date: today(), loans: 2, principal: 6_598_630 })
    expect(series.data.collections.days).toHaveLength(30)
    expect(series.data.ageing['91+']).toEqual({ loans: 1, principal: 5_098_630 })
    expect(series.data.goldRates.at(-1)).toEqual({ date: today(), rate22kPaise: 600_000 })
  })
})

describe('dates and formats', () => {
  it.each([
    ['/api/reports/portfolio?asOf=2026-02-30', 'Dates must be calendar dates written YYYY-MM-DD.'],
    ['/api/reports/ageing?asOf=15-02-2026', 'Dates must be calendar dates written YYYY-MM-DD.'],
    ['/api/reports/day-book?date=2026-1-5', 'Dates must be calendar dates written YYYY-MM-DD.'],
    ['/api/reports/portfolio?asOf=2026-01-01&asOf=2026-01-02', 'Dates must be calendar dates written YYYY-MM-DD.'],
    ['/api/reports/ageing?format=xml', 'Format must be json or csv.'],
  ])('%s is refused', async (path, error) => {
    expect(await api(admin(), 'GET', path)).toMatchObject({ status: 400, body: { error } })
  })

  it('refuses a day that has not come yet', async () => {
    const tomorrow = addDays(today(), 1)
    for (const path of [`/api/reports/portfolio?asOf=${tomorrow}`, `/api/reports/day-book?date=${tomorrow}`])
      expect(await api(admin(), 'GET', path)).toMatchObject({
        status: 400,
        body: { error: 'Dates may not be in the future.' },
      })
  })
})

describe('renewals in the reports', () => {
  it('count the new loan only, and put only the top-up in the day book', async () => {
    const t = await shop()
    const day = today()
    const old = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      principal: 5_000_000,
      disbursedOn: day,
    })
    const renewed = await api(t.token, 'POST', `/api/loans/${old.id}/renew`, {
      valuationId: (await loanValuation(t.token, t.customer.id)).id,
      principal: 6_000_000,
      scheme: 'BULLET',
      annualRate: 12,
      tenureMonths: 3,
      disbursementMode: 'UPI',
      disbursementReference: 'UPI-TOPUP',
    })
    expect(renewed.status).toBe(201)
    const portfolio = await api(t.admin.token, 'GET', '/api/reports/portfolio')
    // The gold stays pledged once: the new loan's valuation (the old loan ended today).
    expect(portfolio.body).toMatchObject({ activeLoans: 1, principal: 6_000_000, fineGoldGrams: 27.48 })
    const book = await api(t.admin.token, 'GET', '/api/reports/day-book')
    expect(book.body.disbursements.entries.map((e: JsonObject) => [e.loanId, e.mode, e.amount])).toEqual([
      [old.id, 'BankTransfer', 5_000_000],
      [renewed.body.id, 'UPI', 1_000_000],
    ])
    expect(book.body.collections.entries).toEqual([])
  })
})
