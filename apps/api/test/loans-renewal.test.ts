import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addDays,
  checkLoanToValue,
  formatRupeeFigure,
  goldValuePaise,
  isoDateOf,
  REGULATOR_LTV_CEILINGS,
} from '@gold/core'
import { insertCustomer } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'

/** loans.md section 5 (renewal and top-up) and issue 16's regulator's value of the gold. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openBody, openLoanOk, trpc } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

/** 30 g of 22K chain at ₹6,000 (the test rate): 27.48 g of fine gold worth ₹1,79,820.05. */
const FINE = [27_480] // mg of fine gold
const VALUE_30G = 17_982_005

/** An Active ₹1,00,000 bullet loan from 2026-01-01 with its interest paid today, ready to renew. */
async function renewableLoan() {
  const t = await shop()
  const old = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
  const quote = await api(t.token, 'GET', `/api/loans/${old.id}/closure-quote`)
  const paid = await api(t.token, 'POST', `/api/loans/${old.id}/payments`, {
    amount: quote.body.interest,
    mode: 'UPI',
    reference: 'UPI-INT',
  })
  expect(paid.status).toBe(201)
  const fresh = await loanValuation(t.token, t.customer.id)
  return { t, old, fresh }
}

const renewBody = (valuationId: string, fields: Record<string, unknown> = {}) =>
  openBody(valuationId, { scheme: 'EMI', tenureMonths: 12, disbursedOn: undefined, ...fields })

describe('POST /api/loans/{id}/renew', () => {
  it("is refused while interest is due: 400 'Pay the interest due before renewing.'", async () => {
    const t = await shop()
    const old = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    const fresh = await loanValuation(t.token, t.customer.id)
    const res = await api(t.token, 'POST', `/api/loans/${old.id}/renew`, renewBody(fresh.id))
    expect([res.status, res.body]).toEqual([400, { error: 'Pay the interest due before renewing.' }])
    const after = await api(t.token, 'GET', `/api/loans/${old.id}`)
    expect(after.body).toMatchObject({ status: 'Active', renewedToId: null })
    expect(await api(t.token, 'GET', `/api/loans?customerId=${t.customer.id}`)).toMatchObject({
      body: { loans: [{ id: old.id }] },
    })
  })

  it('carries the principal into the new loan with a top-up, and both loans show the chain', async () => {
    const { t, old, fresh } = await renewableLoan()
    const res = await api(
      t.token,
      'POST',
      `/api/loans/${old.id}/renew`,
      renewBody(fresh.id, { principal: 15_000_000, disbursementReference: 'NEFT-TOPUP' }),
    )
    expect(res.status).toBe(201)
    const renewed = res.body
    expect(renewed).toMatchObject({
      valuationId: fresh.id,
      customerId: t.customer.id,
      principal: 15_000_000,
      scheme: 'EMI',
      status: 'Active',
      disbursedOn: today(),
      renewedFromId: old.id,
      renewedToId: null,
      ltvValue: { paise: VALUE_30G, basis: 'valuation' },
      outstanding: { principal: 15_000_000, interest: 0, penalCharges: 0, total: 15_000_000 },
    })
    expect(renewed.loanNumber).toBe('GL/2026-27/000001')

    const newDetail = await api(t.token, 'GET', `/api/loans/${renewed.id}`)
    expect(newDetail.body.ledger).toEqual([
      expect.objectContaining({
        type: 'DISBURSEMENT',
        amount: 5_000_000, // the top-up paid out; the carried ₹1,00,000 moved no money
        principal: 15_000_000,
        mode: 'BankTransfer',
        reference: 'NEFT-TOPUP',
        postedOn: today(),
      }),
    ])

    const oldDetail = await api(t.token, 'GET', `/api/loans/${old.id}`)
    expect(oldDetail.body).toMatchObject({
      status: 'Renewed',
      renewedToId: renewed.id,
      outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
      daysPastDue: 0,
    })
    expect(oldDetail.body.ledger.at(-1)).toMatchObject({
      type: 'RENEWAL',
      amount: 10_000_000,
      principal: 10_000_000,
      interest: 0,
      penalCharges: 0,
      mode: null,
      postedOn: today(),
    })
    // The old loan's unpaid due left its valuation: the new schedule carries it.
    const oldValuation = await api(t.token, 'GET', `/api/valuations/${old.valuationId}`)
    expect(oldValuation.body.emiRecords.filter((e: { status: string }) => e.status !== 'Paid')).toEqual([])
    const newValuation = await api(t.token, 'GET', `/api/valuations/${fresh.id}`)
    expect(newValuation.body.emiRecords).toHaveLength(12)
    // The renewed loan takes no more money, and cannot be renewed again.
    expect(await api(t.token, 'POST', `/api/loans/${old.id}/payments`, { amount: 100, mode: 'Cash' })).toMatchObject({
      status: 400,
      body: { error: 'This loan cannot be paid in its current state.' },
    })
    const again = await api(
      t.token,
      'POST',
      `/api/loans/${old.id}/renew`,
      renewBody((await loanValuation(t.token, t.customer.id)).id),
    )
    expect([again.status, again.body]).toEqual([400, { error: 'This loan cannot be renewed in its current state.' }])
    // The borrower's exposure counts the carried principal once.
    const preview = await trpc(t.token, 'loans.preview', { valuationId: fresh.id }, 'query')
    expect(preview.data.existingExposure).toBe(15_000_000)
  })

  it('refuses a cash top-up of ₹20,000 or more, and takes one below it', async () => {
    const { t, old, fresh } = await renewableLoan()
    const cash = (principal: number) =>
      api(
        t.token,
        'POST',
        `/api/loans/${old.id}/renew`,
        renewBody(fresh.id, { principal, disbursementMode: 'Cash', disbursementReference: undefined }),
      )
    const refused = await cash(12_000_000)
    expect([refused.status, refused.body]).toEqual([
      400,
      { error: 'Cash disbursement must be below ₹20,000. Pay the rest by bank transfer or UPI.' },
    ])
    expect((await api(t.token, 'GET', `/api/loans/${old.id}`)).body.status).toBe('Active')
    const taken = await cash(11_999_900)
    expect(taken.status).toBe(201)
    const ledger = (await api(t.token, 'GET', `/api/loans/${taken.body.id}`)).body.ledger
    expect(ledger[0]).toMatchObject({ type: 'DISBURSEMENT', amount: 1_999_900, principal: 11_999_900, mode: 'Cash' })
  })

  it('a plain renewal (no top-up) pays nothing out', async () => {
    const { t, old, fresh } = await renewableLoan()
    const res = await trpc(
      t.token,
      'loans.renew',
      { id: old.id, body: renewBody(fresh.id, { disbursementMode: 'Cash', disbursementReference: undefined }) },
      'mutation',
    )
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ principal: 10_000_000, renewedFromId: old.id })
    const ledger = (await api(t.token, 'GET', `/api/loans/${res.data.id}`)).body.ledger
    expect(ledger[0]).toMatchObject({ type: 'DISBURSEMENT', amount: 0, principal: 10_000_000, mode: null })
  })

  it.each([
    [
      'a principal below the carried one',
      { principal: 9_999_999 },
      'Principal must be at least the ₹1,00,000 carried over from the old loan.',
    ],
    [
      'a principal over the loan-to-value on the fresh valuation',
      { principal: 16_000_000 },
      `Loan exceeds the permitted loan-to-value: at most ${formatRupeeFigure(Math.floor((VALUE_30G * 0.85) / 100) * 100)} for this borrower.`,
    ],
  ])('refuses %s', async (_name, fields, error) => {
    const { t, old, fresh } = await renewableLoan()
    const res = await api(t.token, 'POST', `/api/loans/${old.id}/renew`, renewBody(fresh.id, fields))
    expect([res.status, res.body]).toEqual([400, { error }])
  })

  it("refuses another borrower's valuation, and one that already has a loan", async () => {
    const { t, old } = await renewableLoan()
    const other = await insertCustomer(server, t.tenantId)
    const theirs = await loanValuation(t.token, other.id)
    const res = await api(t.token, 'POST', `/api/loans/${old.id}/renew`, renewBody(theirs.id))
    expect([res.status, res.body]).toEqual([400, { error: 'This valuation cannot be disbursed.' }])
    const own = await api(t.token, 'POST', `/api/loans/${old.id}/renew`, renewBody(old.valuationId))
    expect([own.status, own.body]).toEqual([409, { error: 'This valuation already has a loan.' }])
  })

  it("answers 404 for another shop's loan", async () => {
    const { old } = await renewableLoan()
    const t2 = await shop()
    const v2 = await loanValuation(t2.token, t2.customer.id)
    const res = await api(t2.token, 'POST', `/api/loans/${old.id}/renew`, renewBody(v2.id))
    expect([res.status, res.body]).toEqual([404, { error: 'Loan not found.' }])
  })
})

describe("the regulator's value of the gold (issue 16)", () => {
  const rate = (date: string, rate22k: number) =>
    server.ctx.db.prisma.goldRate.create({
      data: {
        rate22kPaise: rate22k * 100,
        rate24kPaise: 0,
        source: 'test-series',
        fetchedAt: new Date(`${date}T06:00:00Z`),
      },
    })

  const maxAt = (valuePaise: number) =>
    checkLoanToValue({
      valuePaise,
      existingExposure: 0,
      principal: 0,
      bullet: null,
      ceilings: REGULATOR_LTV_CEILINGS,
    }).maxPrincipal

  it('uses the 30-day average when it is below the valuation and the previous close, and says so', async () => {
    // Window for a loan dated 2026-06-01: 2026-05-02 to 2026-05-31.
    await rate('2026-05-01', 3000) // 31 days before: outside the window
    await rate('2026-05-10', 4000)
    await rate('2026-05-31', 4500)
    await rate('2026-05-31', 5000) // later the same day: the day's close
    const regulator = goldValuePaise(FINE, 450_000) // average of 4,000 and 5,000
    expect(regulator).toBeLessThan(VALUE_30G)
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const fields = { scheme: 'EMI', tenureMonths: 12, disbursedOn: '2026-06-01' }
    const over = await api(
      t.token,
      'POST',
      '/api/loans',
      openBody(v.id, { ...fields, principal: maxAt(regulator) + 100 }),
    )
    expect([over.status, over.body]).toEqual([
      400,
      {
        error: `Loan exceeds the permitted loan-to-value: at most ${formatRupeeFigure(Math.floor(maxAt(regulator) / 100) * 100)} for this borrower.`,
      },
    ])
    const loan = await openLoanOk(t.token, v.id, { ...fields, principal: maxAt(regulator) })
    expect(loan.ltvValue).toEqual({ paise: regulator, basis: 'average30d' })
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.ltvValue).toEqual({
      paise: regulator,
      basis: 'average30d',
    })
  })

  it("uses the previous day's close when it is the lower, at renewal too", async () => {
    // Window for 2026-07-01: 2026-06-01 to 2026-06-30; average 5,500, previous close 5,200.
    await rate('2026-06-05', 5800)
    await rate('2026-06-30', 5200)
    const t = await shop()
    const old = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      disbursedOn: '2026-06-30',
      principal: 5_000_000,
      tenureMonths: 12,
      scheme: 'EMI',
    })
    // Pay the one day's interest on the renewal date first.
    const quote = await api(t.token, 'GET', `/api/loans/${old.id}/closure-quote?asOf=2026-07-01`)
    await api(t.token, 'POST', `/api/loans/${old.id}/payments`, {
      amount: quote.body.interest,
      mode: 'UPI',
      reference: 'UPI-1',
      paidOn: '2026-07-01',
    })
    const fresh = await loanValuation(t.token, t.customer.id)
    const res = await api(
      t.token,
      'POST',
      `/api/loans/${old.id}/renew`,
      renewBody(fresh.id, { principal: 6_000_000, disbursedOn: '2026-07-01' }),
    )
    expect(res.status).toBe(201)
    expect(res.body.ltvValue).toEqual({ paise: goldValuePaise(FINE, 520_000), basis: 'previousClose' })
  })

  it('keeps the valuation when the series is above it, or has no rate in the 30 days', async () => {
    await rate('2026-08-20', 6500)
    const t = await shop()
    const above = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      disbursedOn: '2026-09-01',
    })
    expect(above.ltvValue).toEqual({ paise: VALUE_30G, basis: 'valuation' })
    const none = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      disbursedOn: addDays('2026-01-01', 0),
    })
    expect(none.ltvValue).toEqual({ paise: VALUE_30G, basis: 'valuation' })
  })

  it("the Disburse form's preview tests today's loan against the same value the server will", async () => {
    // Runs last: a close yesterday below the valuation prices every loan dated today.
    await rate(addDays(today(), -10), 6000)
    await rate(addDays(today(), -1), 5000)
    const regulator = goldValuePaise(FINE, 500_000)
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const preview = await trpc(t.token, 'loans.preview', { valuationId: v.id }, 'query')
    expect(preview.data).toMatchObject({
      valuation: { totalValue: VALUE_30G },
      ltvValue: { paise: regulator, basis: 'previousClose' },
      maxPrincipalByScheme: { EMI: maxAt(regulator) },
    })
    const loan = await openLoanOk(t.token, v.id, {
      scheme: 'EMI',
      tenureMonths: 12,
      disbursedOn: undefined,
      principal: maxAt(regulator),
    })
    expect(loan.ltvValue).toEqual(preview.data.ltvValue)
  })
})
