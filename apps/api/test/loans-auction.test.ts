import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, formatIsoDate, formatRupeeFigure, isoDateOf } from '@gold/core'
import { loginAs } from './support/factories.ts'
import { call } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'

/** loans.md sections 4 and 7: default, the auction notice, the auction, surplus and shortfall. */
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
const DAY_MS = 86_400_000

/** The texts of the SMS outbox (no provider set in tests) sent to one phone. */
async function smsTo(phone: string): Promise<string[]> {
  const dir = path.join(server.ctx.config.messageOutboxDir, 'sms')
  const files = (await readdir(dir).catch(() => [] as string[])).sort()
  const records = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))))
  return records.filter((r) => r.to === `91${phone}`).map((r) => r.text)
}

/** 30 g of 22K chain at ₹6,000: worth ₹1,79,820.05; reserve 90% = ₹1,61,838.05, 85% = ₹1,52,847.05. */
const RESERVE_90 = 16_183_805
const RESERVE_85 = 15_284_705

/** A loan past its maturity (a 3-month bullet from 2026-01-01) with nothing paid. */
async function defaulted(fields: Record<string, unknown> = {}) {
  const t = await shop()
  const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, fields)
  return { t, loan }
}

const relogin = (t: { employee: { email: string; password: string } }) =>
  loginAs(server, t.employee.email, t.employee.password)
const notice = (token: string, id: string) => api(token, 'POST', `/api/loans/${id}/auction-notice`)
const auction = (token: string, id: string, body: Record<string, unknown>) =>
  api(token, 'POST', `/api/loans/${id}/auction`, body)

describe('POST /api/loans/{id}/auction-notice', () => {
  it('is refused before the default threshold (90 days past due) on a loan not yet mature', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, {
      scheme: 'EMI',
      tenureMonths: 12,
      disbursedOn: addDays(today(), -100),
    })
    expect(loan.daysPastDue).toBeGreaterThan(60)
    expect(loan.daysPastDue).toBeLessThan(90)
    const res = await notice(t.token, loan.id)
    expect([res.status, res.body]).toEqual([
      400,
      { error: 'This loan cannot be put up for auction in its current state.' },
    ])
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body).toMatchObject({ status: 'Active', auction: null })
  })

  it('at 90 days past due: AuctionNoticed, AN number, earliest date 14 days on, the notice PDF sent', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, {
      scheme: 'EMI',
      tenureMonths: 12,
      disbursedOn: addDays(today(), -125),
    })
    expect(loan.daysPastDue).toBeGreaterThanOrEqual(90)
    const res = await notice(t.token, loan.id)
    expect(res.status).toBe(200)
    const earliestOn = addDays(today(), 14)
    const number = `AN/${today() >= '2026-04-01' ? '2026-27' : '2025-26'}/000001`
    expect(res.body.notice).toEqual({ number, noticedOn: today(), earliestOn })
    expect(res.body.loan).toMatchObject({
      status: 'AuctionNoticed',
      auction: { noticeNumber: number, noticedOn: today(), earliestOn, failedAuctions: 0, auctionedOn: null },
    })
    expect(res.body.send).toEqual({ sent: ['sms', 'whatsapp', 'email'], skipped: [], failed: [] })
    const mail = (await server.outbox()).find((m) => m.to.includes(t.customer.email!))
    expect(mail?.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })])
    // Interest keeps running: the SMS dates its amount to close, as the PDF does.
    expect(await smsTo(t.customer.phone)).toEqual([
      expect.stringContaining(
        `pay ${formatRupeeFigure(res.body.loan.outstanding.total)} (as of ${formatIsoDate(today())}) to close gold loan ${loan.loanNumber} before ${formatIsoDate(earliestOn)},`,
      ),
    ])

    const pdf = await fetch(`${server.url}/api/loans/${loan.id}/documents/auction-notice`, {
      headers: { authorization: `Bearer ${t.token}` },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = (await pdfText(await pdf.arrayBuffer())).join(' ')
    const toClose = res.body.loan.outstanding.total as number
    for (const expected of [
      'Notice of Auction of Pledged Gold',
      number,
      loan.loanNumber,
      formatIsoDate(earliestOn),
      `₹${(toClose / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    ])
      expect(text).toContain(expected)

    const again = await notice(t.token, loan.id)
    expect([again.status, again.body]).toEqual([
      400,
      { error: 'This loan cannot be put up for auction in its current state.' },
    ])
  })

  it("reports a channel that failed like spec 4.5's send does: failed: [{target, error}]", async () => {
    const { t, loan } = await defaulted()
    // Nothing listens on the discard port: the SMS provider cannot be reached.
    server.ctx.config.sms = { apiBase: 'http://127.0.0.1:9/v1', token: 'sms-token' }
    try {
      const res = await notice(t.token, loan.id)
      expect([res.status, res.body.send]).toEqual([
        200,
        {
          sent: ['whatsapp', 'email'],
          skipped: [],
          failed: [{ target: 'sms', error: 'SMS provider could not be reached.' }],
        },
      ])
    } finally {
      server.ctx.config.sms = {}
    }
  })

  it('the notice PDF is 404 until a notice is issued', async () => {
    const { t, loan } = await defaulted({ scheme: 'EMI', tenureMonths: 12, disbursedOn: today() })
    const res = await api(t.token, 'GET', `/api/loans/${loan.id}/documents/auction-notice`)
    expect([res.status, res.body]).toEqual([404, { error: 'This document has not been issued for this loan.' }])
  })
})

describe('POST /api/loans/{id}/auction', () => {
  // Every loan is noticed today, then the clock moves past the notice period.
  let surplusCase: Awaited<ReturnType<typeof defaulted>>
  let shortfallCase: Awaited<ReturnType<typeof defaulted>>
  let failuresCase: Awaited<ReturnType<typeof defaulted>>
  let raceCase: Awaited<ReturnType<typeof defaulted>>
  let noticedOn: string

  beforeAll(async () => {
    surplusCase = await defaulted()
    // ₹1,50,000 interest-only: the amount to close by December is above the reserve.
    shortfallCase = await defaulted({ scheme: 'MONTHLY_INTEREST', principal: 15_000_000 })
    failuresCase = await defaulted()
    raceCase = await defaulted()
    noticedOn = today()
    for (const c of [surplusCase, shortfallCase, failuresCase, raceCase])
      expect((await notice(c.t.token, c.loan.id)).status).toBe(200)
    const early = await auction(surplusCase.t.token, surplusCase.loan.id, {
      soldOn: today(),
      amount: RESERVE_90,
      buyer: 'Ram Jewellers',
    })
    expect([early.status, early.body]).toEqual([
      400,
      {
        error: `The gold cannot be auctioned before ${formatIsoDate(addDays(noticedOn, 14))}, when the notice period ends.`,
      },
    ])
    server.clock.advance(15 * DAY_MS)
    // Access tokens do not outlive a fortnight: sign in again.
    for (const c of [surplusCase, shortfallCase, failuresCase, raceCase]) c.t.token = await relogin(c.t)
  })

  it('is refused before the notice period ends (checked above) and on an Active loan', async () => {
    const { t, loan } = await defaulted()
    const res = await auction(t.token, loan.id, { soldOn: today(), amount: RESERVE_90, buyer: 'Ram Jewellers' })
    expect([res.status, res.body]).toEqual([400, { error: 'This loan cannot be auctioned in its current state.' }])
  })

  it('refuses a sale below the reserve price (90% of the gold at the current rate) with the figure', async () => {
    const { t, loan } = surplusCase
    const preview = await trpc(t.token, 'loans.auctionPreview', { id: loan.id }, 'query')
    expect(preview.data).toMatchObject({
      goldValue: 17_982_005,
      reservePrice: RESERVE_90,
      failedAuctions: 0,
      rate22kPaise: 600_000,
    })
    const res = await auction(t.token, loan.id, { soldOn: today(), amount: RESERVE_90 - 1, buyer: 'Ram Jewellers' })
    expect([res.status, res.body]).toEqual([400, { error: 'Sale amount is below the reserve price (₹1,61,838.05).' }])
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.status).toBe('AuctionNoticed')
  })

  it('records the surplus and pays it out once', async () => {
    const { t, loan } = surplusCase
    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body
    const amount = 17_000_000
    const res = await auction(t.token, loan.id, { soldOn: today(), amount, buyer: 'Ram Jewellers' })
    expect(res.status).toBe(201)
    expect(res.body.auction).toMatchObject({
      soldOn: today(),
      amount,
      buyer: 'Ram Jewellers',
      failed: false,
      reservePrice: RESERVE_90,
    })
    const surplus = amount - quote.total
    expect(surplus).toBeGreaterThan(0)
    expect(res.body.loan).toMatchObject({
      status: 'Auctioned',
      outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
      closedOn: today(),
      releaseDueBy: null,
      surplusOwed: surplus,
      surplusPaid: 0,
      surplusPaidOn: null,
      auction: { auctionedOn: today(), failedAuctions: 0 },
    })
    const detail = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(detail.ledger.slice(-2)).toEqual([
      expect.objectContaining({ type: 'INTEREST', interest: quote.interest }),
      expect.objectContaining({
        type: 'AUCTION',
        amount,
        principal: quote.principal,
        interest: quote.interest,
        penalCharges: 0,
        reference: 'Ram Jewellers',
      }),
    ])
    expect(detail.auctions).toEqual([expect.objectContaining({ amount, failed: false, reservePrice: RESERVE_90 })])
    // Nothing is owed on it, so no payment is taken.
    const pay = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, { amount: 100, mode: 'Cash' })
    expect([pay.status, pay.body]).toEqual([400, { error: 'This loan cannot be paid in its current state.' }])

    const noRef = await api(t.token, 'POST', `/api/loans/${loan.id}/surplus-payout`, { mode: 'BankTransfer' })
    expect([noRef.status, noRef.body]).toEqual([400, { error: 'A reference is required for bank transfer and UPI.' }])
    const paid = await api(t.token, 'POST', `/api/loans/${loan.id}/surplus-payout`, {
      mode: 'BankTransfer',
      reference: 'NEFT-SURPLUS',
    })
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({
      surplusOwed: 0,
      surplusPaid: surplus,
      surplusPaidOn: today(),
      status: 'Auctioned',
    })
    const ledger = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.ledger
    expect(ledger.at(-1)).toMatchObject({
      type: 'SURPLUS_PAYOUT',
      amount: surplus,
      principal: 0,
      interest: 0,
      mode: 'BankTransfer',
      reference: 'NEFT-SURPLUS',
    })
    const twice = await trpc(t.token, 'loans.paySurplus', { id: loan.id, body: { mode: 'Cash' } }, 'mutation')
    expect(twice.error).toMatchObject({ message: 'No surplus is owed to the borrower on this loan.' })
  })

  it('sells once and pays the surplus out once under parallel requests', async () => {
    const { t, loan } = raceCase
    const sale = { soldOn: today(), amount: 17_000_000, buyer: 'Ram Jewellers' }
    const sales = await Promise.all([1, 2, 3].map(() => auction(t.token, loan.id, sale)))
    expect(sales.map((r) => r.status).sort()).toEqual([201, 400, 400])
    const payout = { mode: 'BankTransfer', reference: 'NEFT-RACE' }
    const payouts = await Promise.all(
      [1, 2, 3].map(() => api(t.token, 'POST', `/api/loans/${loan.id}/surplus-payout`, payout)),
    )
    expect(payouts.map((r) => r.status).sort()).toEqual([200, 400, 400])
    const detail = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(detail.auctions).toHaveLength(1)
    const entries = (type: string) => detail.ledger.filter((e: { type: string }) => e.type === type)
    expect(entries('AUCTION')).toHaveLength(1)
    expect(entries('SURPLUS_PAYOUT')).toEqual([expect.objectContaining({ amount: detail.surplusPaid })])
    expect(detail).toMatchObject({ status: 'Auctioned', surplusOwed: 0 })
  })

  it('leaves a shortfall outstanding, collected as loan payments; the borrower is Overdue until it is paid', async () => {
    const { t, loan } = shortfallCase
    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body
    expect(quote.total).toBeGreaterThan(RESERVE_90)
    const res = await auction(t.token, loan.id, { soldOn: today(), amount: RESERVE_90, buyer: 'Shah & Sons' })
    expect(res.status).toBe(201)
    const shortfall = quote.total - RESERVE_90
    expect(res.body.loan).toMatchObject({
      status: 'Auctioned',
      surplusOwed: 0,
      closedOn: null,
      outstanding: { principal: shortfall, interest: 0, penalCharges: 0, total: shortfall },
    })
    const customer = await server.ctx.db.forTenant(t.tenantId).customer.findFirst({ where: { id: t.customer.id } })
    expect(customer?.status).toBe('Overdue')

    const over = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: shortfall + 1,
      mode: 'UPI',
      reference: 'U1',
    })
    expect(over.body).toEqual({
      error: `Payment is more than the amount to close this loan (₹${(shortfall / 100).toLocaleString('en-IN', { minimumFractionDigits: shortfall % 100 ? 2 : 0 })}).`,
    })
    const paid = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: shortfall,
      mode: 'UPI',
      reference: 'U2',
    })
    expect(paid.status).toBe(201)
    expect(paid.body.payment).toMatchObject({ principal: shortfall, interest: 0 })
    expect(paid.body.loan).toMatchObject({ status: 'Auctioned', closedOn: today(), outstanding: { total: 0 } })
    const after = await server.ctx.db.forTenant(t.tenantId).customer.findFirst({ where: { id: t.customer.id } })
    expect(after?.status).toBe('Closed')
  })

  it('lowers the reserve to 85% after two failed auctions', async () => {
    const { t, loan } = failuresCase
    for (const n of [1, 2]) {
      const failed = await auction(t.token, loan.id, { soldOn: today(), failed: true })
      expect(failed.status).toBe(201)
      expect(failed.body.auction).toMatchObject({ failed: true, amount: 0, buyer: null, reservePrice: RESERVE_90 })
      expect(failed.body.loan).toMatchObject({ status: 'AuctionNoticed', auction: { failedAuctions: n } })
    }
    const below = await auction(t.token, loan.id, { soldOn: today(), amount: RESERVE_85 - 1, buyer: 'Gupta Gold' })
    expect([below.status, below.body]).toEqual([
      400,
      { error: 'Sale amount is below the reserve price (₹1,52,847.05).' },
    ])
    const sold = await auction(t.token, loan.id, { soldOn: today(), amount: RESERVE_85, buyer: 'Gupta Gold' })
    expect(sold.status).toBe(201)
    expect(sold.body.auction.reservePrice).toBe(RESERVE_85)
    const detail = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(detail.auctions.map((a: { failed: boolean; reservePrice: number }) => [a.failed, a.reservePrice])).toEqual([
      [true, RESERVE_90],
      [true, RESERVE_90],
      [false, RESERVE_85],
    ])
  })

  it('checks the body and the date', async () => {
    const { t, loan } = failuresCase
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: RESERVE_90, buyer: 'X Y' }, 'Dates must be calendar dates written YYYY-MM-DD.'],
      [{ soldOn: today(), amount: RESERVE_90 }, 'Say who bought the gold (2 to 100 characters).'],
      [{ soldOn: today(), buyer: 'X Y' }, 'Amount must be a whole number of paise from ₹0.01 to ₹10,00,00,000.'],
    ]
    for (const [body, error] of cases) {
      const res = await call(server.url, 'POST', `/api/loans/${loan.id}/auction`, { token: t.token, body })
      expect([res.status, res.body]).toEqual([400, { error }])
    }
    const { t: t2, loan: l2 } = await defaulted()
    await notice(t2.token, l2.id)
    server.clock.advance(15 * DAY_MS)
    t2.token = await relogin(t2)
    const future = await auction(t2.token, l2.id, { soldOn: addDays(today(), 1), amount: RESERVE_90, buyer: 'X Y' })
    expect([future.status, future.body]).toEqual([400, { error: 'Dates may not be in the future.' }])
  })
})
