import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLoanToValue, formatRupeeFigure, isoDateOf } from '@gold/core'
import { insertCustomer } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'
import type { JsonObject } from './support/http.ts'

/** loans.md sections 1, 2 and 3: opening, the numbers, payments, and the worked example end to end. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openBody, openLoanOk } = loanHelpers(() => server)
const todayInIndia = () => isoDateOf(new Date())

describe('the worked example of loans.md section 2', () => {
  it('quotes, takes ₹50,000 and quotes again to the paisa', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id)
    expect(loan).toMatchObject({
      loanNumber: 'GL/2025-26/000001',
      valuationId: v.id,
      customerId: t.customer.id,
      customer: { id: t.customer.id, name: t.customer.name, phone: t.customer.phone },
      scheme: 'BULLET',
      principal: 10_000_000,
      annualRate: 12,
      penalRate: 0,
      graceDays: 0,
      tenureMonths: 3,
      disbursedOn: '2026-01-01',
      maturityOn: '2026-04-01',
      disbursementMode: 'BankTransfer',
      disbursementReference: 'NEFT-1',
      status: 'Active',
      closedOn: null,
      releaseDueBy: null,
      releasedOn: null,
    })

    const quote1 = await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=2026-01-31`)
    expect(quote1.status).toBe(200)
    expect(quote1.body).toEqual({
      asOf: '2026-01-31',
      principal: 10_000_000,
      interest: 98_630,
      penalCharges: 0,
      total: 10_098_630,
    })

    const paid = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: 5_000_000,
      mode: 'UPI',
      reference: 'UPI-77',
      paidOn: '2026-01-31',
    })
    expect(paid.status).toBe(201)
    expect(paid.body.payment).toMatchObject({
      receiptNumber: 'PR/2025-26/000001',
      amount: 5_000_000,
      penalCharges: 0,
      interest: 98_630,
      principal: 4_901_370,
      paidOn: '2026-01-31',
    })
    expect(paid.body.loan.outstanding.principal).toBe(5_098_630)

    const quote2 = await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=2026-03-02`)
    expect(quote2.body).toEqual({
      asOf: '2026-03-02',
      principal: 5_098_630,
      interest: 50_288,
      penalCharges: 0,
      total: 5_148_918,
    })

    const detail = await api(t.token, 'GET', `/api/loans/${loan.id}`)
    expect(detail.status).toBe(200)
    expect(
      detail.body.ledger.map((e: JsonObject) => [
        e.type,
        e.amount,
        e.principal,
        e.interest,
        e.penalCharges,
        e.postedOn,
      ]),
    ).toEqual([
      ['DISBURSEMENT', 10_000_000, 10_000_000, 0, 0, '2026-01-01'],
      ['INTEREST', 98_630, 0, 98_630, 0, '2026-01-31'],
      ['PAYMENT', 5_000_000, 4_901_370, 98_630, 0, '2026-01-31'],
    ])
    expect(detail.body.ledger[0].createdBy).toMatch(/^Employee /)
    expect(detail.body.schedule).toEqual([{ dueOn: '2026-04-01', amount: 10_295_890, covered: false }])
    expect(detail.body.payments).toHaveLength(1)
    // The bullet due is not covered: ₹50,000 went to it, the rest is the next due, overdue since 1 April.
    expect(detail.body.nextDue).toEqual({ dueOn: '2026-04-01', amount: 10_295_890 - 5_000_000 })
    expect(detail.body.daysPastDue).toBeGreaterThan(0)

    // Quotes before the last posting are refused.
    const early = await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=2026-01-30`)
    expect(early).toMatchObject({ status: 400, body: { error: 'Quote date is before the last payment.' } })
  })
})

describe('opening a loan (loans.md 1.1)', () => {
  it('writes the schedule as the valuation EMI records, readable through GET /api/valuations/{id}', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const before = await api(t.token, 'GET', `/api/valuations/${v.id}`)
    expect(before.body.emiRecords).toHaveLength(3)
    const loan = await openLoanOk(t.token, v.id, { scheme: 'MONTHLY_INTEREST', tenureMonths: 3 })
    const after = await api(t.token, 'GET', `/api/valuations/${v.id}`)
    const detail = await api(t.token, 'GET', `/api/loans/${loan.id}`)
    expect(detail.body.schedule.map((d: JsonObject) => d.dueOn)).toEqual(['2026-02-01', '2026-03-01', '2026-04-01'])
    expect(
      after.body.emiRecords.map((e: { dueDate: string; amount: number }) => [
        e.dueDate.slice(0, 10),
        Math.round(e.amount * 100),
      ]),
    ).toEqual(detail.body.schedule.map((d: JsonObject) => [d.dueOn, d.amount]))
    // 31, 28 and 31 days of interest on the full principal; the last adds the principal.
    expect(detail.body.schedule.map((d: JsonObject) => d.amount)).toEqual([101_918, 92_055, 10_101_918])
  })

  it('refuses what loans.md refuses, with its messages', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const post = (fields: Record<string, unknown>, valuationId = v.id) =>
      api(t.token, 'POST', '/api/loans', openBody(valuationId, fields))

    const sale = await loanValuation(t.token, t.customer.id)
    await server.ctx.db.forTenant(t.tenantId).valuation.update({ where: { id: sale.id }, data: { type: 'sell' } })
    expect(await post({}, sale.id)).toMatchObject({
      status: 400,
      body: { error: 'This valuation cannot be disbursed.' },
    })
    expect(await post({}, 'no-such-valuation')).toMatchObject({
      status: 400,
      body: { error: 'This valuation cannot be disbursed.' },
    })
    expect(await post({ scheme: 'BULLET', tenureMonths: 13 })).toMatchObject({
      status: 400,
      body: { error: 'Bullet and interest-only loans can run for at most 12 months.' },
    })
    expect(await post({ scheme: 'MONTHLY_INTEREST', tenureMonths: 13 })).toMatchObject({
      status: 400,
      body: { error: 'Bullet and interest-only loans can run for at most 12 months.' },
    })
    expect((await post({ scheme: 'EMI', tenureMonths: 61 })).status).toBe(400)
    expect(await post({ disbursedOn: '2099-01-01' })).toMatchObject({
      status: 400,
      body: { error: 'Dates may not be in the future.' },
    })
    expect(await post({ principal: 2_000_000, disbursementMode: 'Cash', disbursementReference: null })).toMatchObject({
      status: 400,
      body: { error: 'Cash disbursement must be below ₹20,000. Pay the rest by bank transfer or UPI.' },
    })
    expect(await api(t.token, 'GET', `/api/loans?customerId=${t.customer.id}`)).toMatchObject({
      body: { loans: [], nextCursor: null },
    })
    const cash = await post({ principal: 1_999_999, disbursementMode: 'Cash', disbursementReference: null })
    expect(cash.status).toBe(201)
    expect(await post({})).toMatchObject({ status: 409, body: { error: 'This valuation already has a loan.' } })
  })

  it('refuses a valuation with a Paid EMI record', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const emis = (await api(t.token, 'GET', `/api/valuations/${v.id}`)).body.emiRecords
    const paid = await api(t.token, 'PATCH', `/api/valuations/${v.id}/emi`, { emiId: emis[0].id, status: 'Paid' })
    expect(paid.status).toBe(200)
    expect(await api(t.token, 'POST', '/api/loans', openBody(v.id))).toMatchObject({
      status: 400,
      body: { error: 'This valuation cannot be disbursed.' },
    })
  })

  it('tests loan-to-value on the borrower’s exposure, the bullet interest and the shop’s lower ceilings', async () => {
    const t = await shop()
    const big = await loanValuation(t.token, t.customer.id, 100) // ₹5,99,400.2
    const small = await loanValuation(t.token, t.customer.id, 30) // ₹1,79,820.06
    const smallPaise = Math.round(small.totalValue * 100)
    const emi = { scheme: 'EMI', tenureMonths: 12 }
    const maxOf = (existingExposure: number, ceilings = { upTo250kBp: 8500, upTo500kBp: 8000, above500kBp: 7500 }) =>
      checkLoanToValue({ valuePaise: smallPaise, existingExposure, principal: 1, bullet: null, ceilings }).maxPrincipal
    const refusal = (max: number) => ({
      status: 400,
      body: {
        error: `Loan exceeds the permitted loan-to-value: at most ${formatRupeeFigure(Math.floor(max / 100) * 100)} for this borrower.`,
      },
    })

    // Alone, ₹1,45,000 on the small valuation is within 85%; over 85% is refused.
    expect(maxOf(0)).toBe(Math.floor((smallPaise * 85) / 100))
    const over = await api(t.token, 'POST', '/api/loans', openBody(small.id, { ...emi, principal: maxOf(0) + 100 }))
    expect(over).toMatchObject(refusal(maxOf(0)))
    // A bullet loan is tested with its interest to maturity: the same principal, at 85%, fails.
    const bullet = await api(
      t.token,
      'POST',
      '/api/loans',
      openBody(small.id, { principal: maxOf(0) - 100, tenureMonths: 12 }),
    )
    expect(bullet.status).toBe(400)
    expect(bullet.body.error).toMatch(
      /^Loan exceeds the permitted loan-to-value: at most ₹1,\d\d,\d{3} for this borrower\.$/,
    )

    // With ₹2,00,000 open on another loan the exposure passes ₹2,50,000: 80% applies.
    await openLoanOk(t.token, big.id, { ...emi, principal: 20_000_000 })
    expect(maxOf(20_000_000)).toBe(Math.floor((smallPaise * 80) / 100))
    const tier2 = await api(t.token, 'POST', '/api/loans', openBody(small.id, { ...emi, principal: 14_500_000 }))
    expect(tier2).toMatchObject(refusal(maxOf(20_000_000)))

    // The shop lowers its ceilings (never above the regulator's): 70% up to ₹5 lakh.
    const low = { ltvUpTo250k: 70, ltvUpTo500k: 70, ltvAbove500k: 70, releaseCompensationPerDay: 500_000 }
    const { trpc } = loanHelpers(() => server)
    const refused = await trpc(t.admin.token, 'loans.settings.update', { ...low, ltvUpTo250k: 90 }, 'mutation')
    expect(refused.status).toBe(400)
    expect((await trpc(t.admin.token, 'loans.settings.update', low, 'mutation')).status).toBe(200)
    expect((await trpc(t.employee.token, 'loans.settings.update', low, 'mutation')).status).toBe(401)
    const shopCeiling = { upTo250kBp: 7000, upTo500kBp: 7000, above500kBp: 7000 }
    const tier3 = await api(t.token, 'POST', '/api/loans', openBody(small.id, { ...emi, principal: 12_800_000 }))
    expect(tier3).toMatchObject(refusal(maxOf(20_000_000, shopCeiling)))
    const ok = await api(
      t.token,
      'POST',
      '/api/loans',
      openBody(small.id, { ...emi, principal: maxOf(20_000_000, shopCeiling) }),
    )
    expect(ok.status).toBe(201)
  })
})

describe('payments (loans.md sections 2 and 3)', () => {
  it('posts penal charges after the grace days and allocates penal charges, then interest, then principal', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, {
      principal: 1_000_000,
      tenureMonths: 1,
      penalRate: 24,
      graceDays: 5,
    })
    const quote = (asOf: string) => api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=${asOf}`)
    // Due 1 Feb: ₹10,000 + 31 days' interest (10192). Within the grace days: no penal charge.
    expect((await quote('2026-02-06')).body).toEqual({
      asOf: '2026-02-06',
      principal: 1_000_000,
      interest: 11_836,
      penalCharges: 0,
      total: 1_011_836,
    })
    // Past the grace days: 24% on the overdue 1010192 for every day after the due date (6 days).
    expect((await quote('2026-02-07')).body).toEqual({
      asOf: '2026-02-07',
      principal: 1_000_000,
      interest: 12_164,
      penalCharges: 3_985,
      total: 1_016_149,
    })
    const paid = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: 5_000,
      mode: 'Cash',
      paidOn: '2026-02-07',
    })
    expect(paid.body.payment).toMatchObject({ amount: 5_000, penalCharges: 3_985, interest: 1_015, principal: 0 })
    const detail = await api(t.token, 'GET', `/api/loans/${loan.id}`)
    expect(detail.body.ledger.map((e: JsonObject) => [e.type, e.amount])).toEqual([
      ['DISBURSEMENT', 1_000_000],
      ['INTEREST', 12_164],
      ['PENAL_CHARGE', 3_985],
      ['PAYMENT', 5_000],
    ])
    // Nothing is charged on penal charges and they never join the principal.
    expect((await quote('2026-02-07')).body).toMatchObject({ principal: 1_000_000, interest: 11_149, penalCharges: 0 })
  })

  it('refuses overpayment, dates in the future or before the last payment, and a closed loan', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, { principal: 1_000_000, tenureMonths: 3 })
    const pay = (body: Record<string, unknown>) =>
      api(t.token, 'POST', `/api/loans/${loan.id}/payments`, { mode: 'UPI', reference: 'U1', ...body })
    // 1000000 + 30 days at 12% (9863) closes it on 31 January.
    expect(await pay({ amount: 1_009_864, paidOn: '2026-01-31' })).toMatchObject({
      status: 400,
      body: { error: 'Payment is more than the amount to close this loan (₹10,098.63).' },
    })
    expect(await pay({ amount: 100, paidOn: '2099-01-01' })).toMatchObject({
      status: 400,
      body: { error: 'Dates may not be in the future.' },
    })
    expect((await pay({ amount: 100, paidOn: '2026-01-20' })).status).toBe(201)
    expect(await pay({ amount: 100, paidOn: '2026-01-19' })).toMatchObject({
      status: 400,
      body: { error: 'Payment date is before the last payment.' },
    })
    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=2026-01-31`)).body
    const closing = await pay({ amount: quote.total, paidOn: '2026-01-31' })
    expect(closing.status).toBe(201)
    expect(closing.body.loan).toMatchObject({
      status: 'Closed',
      closedOn: '2026-01-31',
      outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
      nextDue: null,
      daysPastDue: 0,
    })
    expect(await pay({ amount: 100, paidOn: '2026-01-31' })).toMatchObject({
      status: 400,
      body: { error: 'This loan cannot be paid in its current state.' },
    })
    // Every EMI record is Paid once the loan is closed.
    const emis = (await api(t.token, 'GET', `/api/valuations/${v.id}`)).body.emiRecords
    expect(emis.map((e: JsonObject) => e.status)).toEqual(['Paid'])
  })

  it('marks the EMI records the money covers Paid and shows partial coverage', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, { scheme: 'EMI', tenureMonths: 3, principal: 3_000_000 })
    const dues = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.schedule
    const first = dues[0].amount
    const res = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: first + 1000,
      mode: 'Cash',
      paidOn: '2026-02-01',
    })
    expect(res.status).toBe(201)
    const towardsDues = res.body.payment.interest + res.body.payment.principal
    expect(towardsDues).toBe(first + 1000)
    const detail = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(detail.schedule.map((d: JsonObject) => d.covered)).toEqual([true, false, false])
    expect(detail.nextDue).toEqual({ dueOn: dues[1].dueOn, amount: dues[1].amount - 1000 })
    const rows = await server.ctx.db
      .forTenant(t.tenantId)
      .emiRecord.findMany({ where: { valuationId: v.id }, orderBy: { dueDate: 'asc' } })
    expect(rows.map((r) => [r.status, Number(r.paidAmountPaise)])).toEqual([
      ['Paid', first],
      [expect.not.stringMatching(/^Paid$/), 1000],
      [expect.not.stringMatching(/^Paid$/), 0],
    ])
    expect(rows[0]!.paidAt).not.toBeNull()
    expect(rows[0]!.paymentMode).toBe('Cash')
    const receipts = await server.ctx.db.forTenant(t.tenantId).emiReceipt.findMany({ where: { valuationId: v.id } })
    expect(receipts).toHaveLength(1)
    expect(Number(receipts[0]!.amountPaise)).toBe(first + 1000)
  })

  it('refuses cash of ₹2,00,000 or more from one borrower in one day, across their loans', async () => {
    const t = await shop()
    const a = await loanValuation(t.token, t.customer.id, 100)
    const b = await loanValuation(t.token, t.customer.id, 100)
    const loanA = await openLoanOk(t.token, a.id, { scheme: 'EMI', tenureMonths: 12, principal: 20_000_000 })
    const loanB = await openLoanOk(t.token, b.id, { scheme: 'EMI', tenureMonths: 12, principal: 20_000_000 })
    const pay = (loanId: string, amount: number, mode = 'Cash', paidOn = '2026-01-10') =>
      api(t.token, 'POST', `/api/loans/${loanId}/payments`, {
        amount,
        mode,
        paidOn,
        reference: mode === 'Cash' ? null : 'R1',
      })
    expect((await pay(loanA.id, 15_000_000)).status).toBe(201)
    expect(await pay(loanB.id, 5_000_000)).toMatchObject({
      status: 400,
      body: { error: 'Cash receipts from one borrower must stay below ₹2,00,000 a day.' },
    })
    expect((await pay(loanB.id, 4_999_999)).status).toBe(201)
    expect((await pay(loanB.id, 5_000_000, 'UPI')).status).toBe(201)
    expect((await pay(loanB.id, 5_000_000, 'Cash', '2026-01-11')).status).toBe(201)
  })

  it('answers the same idempotency key with the first payment (200) and refuses it for another payment (409)', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id)
    const body = { amount: 500_000, mode: 'UPI', reference: 'U9', paidOn: '2026-02-01', idempotencyKey: 'pay-key-0001' }
    const first = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, body)
    expect(first.status).toBe(201)
    const again = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, body)
    expect(again.status).toBe(200)
    expect(again.body.payment).toEqual(first.body.payment)
    expect(await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, { ...body, amount: 500_001 })).toMatchObject({
      status: 409,
      body: { error: 'This idempotency key was already used for a different payment.' },
    })
    const detail = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(detail.payments).toHaveLength(1)
    expect(detail.ledger.filter((e: JsonObject) => e.type === 'PAYMENT')).toHaveLength(1)
  })
})

describe('closure and release (loans.md sections 4 and 6)', () => {
  it('closes with a deadline 7 working days later (Sundays and holidays skipped) and releases once, late with compensation', async () => {
    const t = await shop()
    const { trpc } = loanHelpers(() => server)
    expect(
      (await trpc(t.admin.token, 'loans.settings.addHoliday', { date: '2026-01-26', name: 'Republic Day' }, 'mutation'))
        .status,
    ).toBe(200)
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, { principal: 1_000_000 })
    expect(
      await api(t.token, 'POST', `/api/loans/${loan.id}/release`, { releasedTo: 'The borrower', sealIntact: true }),
    ).toMatchObject({ status: 400, body: { error: 'This loan cannot be released in its current state.' } })
    // Closed on Thursday 22 January 2026: Fri 23, Sat 24, (Sun 25), (Mon 26 holiday), Tue 27 ... Sat 31.
    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=2026-01-22`)).body
    const closed = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: quote.total,
      mode: 'UPI',
      reference: 'U1',
      paidOn: '2026-01-22',
    })
    expect(closed.body.loan).toMatchObject({ status: 'Closed', closedOn: '2026-01-22', releaseDueBy: '2026-01-31' })
    const dashboard = await trpc(t.token, 'loans.dashboard', undefined, 'query')
    expect(
      dashboard.data.awaitingRelease.map((r: { loan: { id: string }; releaseDueBy: string }) => [
        r.loan.id,
        r.releaseDueBy,
      ]),
    ).toEqual([[loan.id, '2026-01-31']])
    expect(dashboard.data.awaitingRelease[0].daysLeft).toBeLessThan(0)

    const released = await api(t.token, 'POST', `/api/loans/${loan.id}/release`, {
      releasedTo: 'The borrower',
      sealIntact: true,
      note: 'Checked weights',
    })
    expect(released.status).toBe(200)
    const today = todayInIndia()
    const late = Math.round((Date.parse(today) - Date.parse('2026-01-31')) / 86_400_000)
    expect(released.body).toMatchObject({
      status: 'Released',
      releasedOn: today,
      releasedTo: 'The borrower',
      sealIntact: true,
      releaseDelayDays: late,
      releaseCompensation: late * 500_000,
    })
    const row = await server.ctx.db.forTenant(t.tenantId).loan.findFirstOrThrow({ where: { id: loan.id } })
    expect(row.releaseReceiptNumber).toMatch(/^RR\/\d{4}-\d{2}\/000001$/)
    expect(
      await api(t.token, 'POST', `/api/loans/${loan.id}/release`, { releasedTo: 'The borrower', sealIntact: true }),
    ).toMatchObject({ status: 400, body: { error: 'This loan cannot be released in its current state.' } })
  })
})

describe('borrower status, numbering, lists and tenants', () => {
  it('the borrower status follows the loans, and Inactive is kept', async () => {
    const t = await shop()
    const status = async (id = t.customer.id) =>
      (await server.ctx.db.forTenant(t.tenantId).customer.findFirstOrThrow({ where: { id } })).status
    const v = await loanValuation(t.token, t.customer.id)
    // Disbursed in the past and due in March: overdue now.
    const loan = await openLoanOk(t.token, v.id, { principal: 1_000_000, tenureMonths: 2 })
    expect(await status()).toBe('Overdue')
    const recent = await shop()
    const v2 = await loanValuation(recent.token, recent.customer.id)
    await openLoanOk(recent.token, v2.id, { principal: 1_000_000, disbursedOn: todayInIndia() })
    expect(
      (await server.ctx.db.forTenant(recent.tenantId).customer.findFirstOrThrow({ where: { id: recent.customer.id } }))
        .status,
    ).toBe('Loan Active')

    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body
    await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, { amount: quote.total, mode: 'UPI', reference: 'U' })
    expect(await status()).toBe('Closed')
    const events = await server.ctx.db.forTenant(t.tenantId).timelineEvent.findMany({
      where: { customerId: t.customer.id, type: 'STATUS_CHANGE' },
      orderBy: { occurredAt: 'asc' },
    })
    expect(events.map((e) => e.detail)).toHaveLength(2)

    const archived = await insertCustomer(server, t.tenantId, { status: 'Inactive' })
    const v3 = await loanValuation(t.token, archived.id)
    await openLoanOk(t.token, v3.id, { principal: 1_000_000 })
    expect(await status(archived.id)).toBe('Inactive')
  })

  it('numbers loans and receipts per tenant and financial year without gaps', async () => {
    const t = await shop()
    const other = await shop()
    const numbers: string[] = []
    for (const [owner, disbursedOn] of [
      [t, '2026-01-01'],
      [other, '2026-01-01'],
      [t, '2026-03-31'],
      [t, '2026-04-01'],
    ] as const) {
      const v = await loanValuation(owner.token, owner.customer.id)
      // A refused opening takes no number.
      await api(owner.token, 'POST', '/api/loans', openBody(v.id, { disbursedOn, principal: 1e12 }))
      numbers.push((await openLoanOk(owner.token, v.id, { disbursedOn, principal: 1_000_000 })).loanNumber)
    }
    expect(numbers).toEqual(['GL/2025-26/000001', 'GL/2025-26/000001', 'GL/2025-26/000002', 'GL/2026-27/000001'])
  })

  it('lists newest first with search, filters and pages, and another tenant’s loan is 404', async () => {
    const t = await shop()
    const other = await shop()
    const second = await insertCustomer(server, t.tenantId, { name: 'Meenakshi Sundaram', phone: '9876501234' })
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const v = await loanValuation(t.token, i === 2 ? second.id : t.customer.id)
      // The first is disbursed today (nothing due yet), the others in January with a due on 1 February.
      const fields = i === 0 ? { disbursedOn: todayInIndia(), tenureMonths: 12 } : { tenureMonths: 1 }
      ids.push((await openLoanOk(t.token, v.id, { principal: 1_000_000, ...fields })).id)
    }
    const list = async (query: string) => (await api(t.token, 'GET', `/api/loans${query}`)).body
    expect((await list('')).loans.map((l: JsonObject) => l.id)).toEqual([...ids].reverse())
    expect((await list('?search=meenakshi')).loans.map((l: JsonObject) => l.id)).toEqual([ids[2]])
    expect((await list('?search=98765-01234')).loans.map((l: JsonObject) => l.id)).toEqual([ids[2]])
    const number = (await api(t.token, 'GET', `/api/loans/${ids[1]}`)).body.loanNumber
    expect((await list(`?search=${encodeURIComponent(number)}`)).loans.map((l: JsonObject) => l.id)).toEqual([ids[1]])
    expect((await list(`?customerId=${second.id}`)).loans.map((l: JsonObject) => l.id)).toEqual([ids[2]])
    expect((await list('?overdue=true')).loans.map((l: JsonObject) => l.id)).toEqual([ids[2], ids[1]])
    expect((await list('?status=Closed')).loans).toEqual([])
    expect(await api(t.token, 'GET', '/api/loans?status=Nope')).toMatchObject({
      status: 400,
      body: { error: 'Unknown loan status.' },
    })

    const { trpc } = loanHelpers(() => server)
    const page = await trpc(t.token, 'loans.list', {}, 'query')
    expect(page.data.items).toHaveLength(3)

    for (const path of [`/api/loans/${ids[0]}`, `/api/loans/${ids[0]}/closure-quote`]) {
      expect(await api(other.token, 'GET', path)).toMatchObject({ status: 404, body: { error: 'Loan not found.' } })
    }
    expect(
      await api(other.token, 'POST', `/api/loans/${ids[0]}/payments`, { amount: 100, mode: 'Cash' }),
    ).toMatchObject({ status: 404, body: { error: 'Loan not found.' } })
    expect(
      await api(other.token, 'POST', `/api/loans/${ids[0]}/release`, { releasedTo: 'Someone', sealIntact: true }),
    ).toMatchObject({ status: 404, body: { error: 'Loan not found.' } })
    expect((await api(other.token, 'GET', '/api/loans')).body.loans).toEqual([])
  })

  it('keeps the ledger append-only: an UPDATE or DELETE of an entry fails', async () => {
    const t = await shop()
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, { principal: 1_000_000 })
    const db = server.ctx.db.prisma
    await expect(
      db.$executeRawUnsafe(`UPDATE "LoanLedgerEntry" SET "amount" = 1 WHERE "loanId" = $1`, loan.id),
    ).rejects.toThrow(/append-only/)
    await expect(db.$executeRawUnsafe(`DELETE FROM "LoanLedgerEntry" WHERE "loanId" = $1`, loan.id)).rejects.toThrow(
      /append-only/,
    )
    const entries = await db.loanLedgerEntry.findMany({ where: { loanId: loan.id } })
    expect(entries.map((e) => Number(e.amount))).toEqual([1_000_000])
  })
})
