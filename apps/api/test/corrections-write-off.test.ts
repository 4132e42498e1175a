import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvalHelpers } from './approvals-support.ts'
import { journalsOf } from './books-support.ts'
import { portalCustomer, trpc as portalTrpc } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { createTenantWithStaff, loginAs } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'

/** Issue 26: a loan written off; the loan, the books, the reports and the borrower's view agree. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, openLoanOk, trpc } = loanHelpers(() => server)
const { shopWithChecker, setRules, approve } = approvalHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())
const writeOff = (token: string, loanId: string, reason = 'Spurious gold found at the audit') =>
  api(token, 'POST', `/api/loans/${loanId}/write-off`, { reason })

async function borrowerShop() {
  const t = await createTenantWithStaff(server)
  const me = await portalCustomer(server, t.tenantId, t.slug, { name: 'Meena Rao' })
  return { ...t, token: t.employee.token, me }
}
async function booksAgree(adminToken: string) {
  const trial = await api(adminToken, 'GET', `/api/books/trial-balance?asOf=${today()}`)
  const control = await api(adminToken, 'GET', `/api/books/control-check?asOf=${today()}`)
  expect(trial.body.totals.debit).toBe(trial.body.totals.credit)
  expect(control.body.ok, JSON.stringify(control.body)).toBe(true)
  return trial.body
}

describe('writing off an active loan', () => {
  let t: Awaited<ReturnType<typeof borrowerShop>>
  let loan: { id: string; loanNumber: string }
  let res: Awaited<ReturnType<typeof writeOff>>

  beforeAll(async () => {
    t = await borrowerShop()
    loan = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id, {
      disbursedOn: addDays(today(), -30),
    })
    res = await writeOff(t.admin.token, loan.id)
  })

  it('answers 200 with the loan WrittenOff, owing nothing; the whole outstanding is the correction', async () => {
    expect(res.status, res.text).toBe(200)
    // 30 days at 12% on ₹1,00,000: ₹986.30 of interest, posted before the write-off.
    expect(res.body).toMatchObject({
      status: 'WrittenOff',
      outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
      closedOn: today(),
    })
    const corrections = (await trpc(t.token, 'corrections.ofLoan', { id: loan.id }, 'query')).data
    expect(corrections).toMatchObject([
      { kind: 'writeOff', amount: 10_098_630, principal: 10_000_000, interest: 98_630, penalCharges: 0 },
    ])
    const got = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(got.status).toBe('WrittenOff')
    expect(got.ledger.map((e: { type: string }) => e.type)).toEqual(['DISBURSEMENT', 'INTEREST'])
    const staff = (await trpc(t.token, 'loans.get', { id: loan.id }, 'query')).data
    expect(staff.ledger.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ['DISBURSEMENT', 10_000_000],
      ['INTEREST', 98_630],
      ['WRITE_OFF', 10_098_630],
    ])
    const listed = (await api(t.token, 'GET', '/api/loans?status=WrittenOff')).body.loans
    expect(listed.map((l: { id: string }) => l.id)).toEqual([loan.id])
  })

  it('the books: Dr 5250 written off, Cr the receivables; balanced and tied to the loans', async () => {
    const journals = await journalsOf(server, t.tenantId, { A: loan.id })
    expect(journals.slice(1)).toEqual([
      { kind: 'interestAccrual', date: today(), lines: ['Dr 1410 98630 A', 'Cr 4100 98630'] },
      { kind: 'loanWriteOff', date: today(), lines: ['Dr 5250 10098630', 'Cr 1410 98630 A', 'Cr 1400 10000000 A'] },
    ])
    const trial = await booksAgree(t.admin.token)
    expect(trial.accounts).toContainEqual(expect.objectContaining({ code: '5250', debit: 10_098_630, credit: 0 }))
  })

  it('the reports leave it out; the borrower is told, reads it written off and is Closed', async () => {
    const portfolio = (await api(t.admin.token, 'GET', '/api/reports/portfolio')).body
    expect(JSON.stringify(portfolio)).not.toContain(loan.id)
    expect(portfolio.totals ?? portfolio).toMatchObject({ principal: 0 })
    const portal = await portalTrpc(server, 'query', 'portal.loan', { id: loan.id }, t.me.auth)
    expect(portal.data).toMatchObject({ status: 'WrittenOff', outstanding: { total: 0 } })
    expect((await api(t.token, 'GET', `/api/customers/${t.me.customer.id}`)).body.status).toBe('Closed')
    const told = await server.ctx.db
      .forTenant(t.tenantId)
      .loanMessage.findMany({ where: { loanId: loan.id }, select: { kind: true } })
    expect(told.map((m) => m.kind)).toContain('loanWrittenOff')
  })

  it('keeps the gold in custody: no release, no payment, no second write-off', async () => {
    const release = await api(t.token, 'POST', `/api/loans/${loan.id}/release`, {
      releasedTo: 'Meena Rao',
      sealIntact: true,
    })
    expect([release.status, release.body]).toEqual([
      400,
      { error: 'This loan cannot be released in its current state.' },
    ])
    const pay = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: 100,
      mode: 'UPI',
      reference: 'U',
    })
    expect([pay.status, pay.body]).toEqual([400, { error: 'This loan cannot be paid in its current state.' }])
    const again = await writeOff(t.admin.token, loan.id)
    expect([again.status, again.body]).toEqual([
      400,
      { error: 'This loan cannot be written off in its current state.' },
    ])
  })
})

describe('what cannot be written off', () => {
  it('a closed loan, a cancelled one, without a reason or the permission', async () => {
    const t = await borrowerShop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id)
    // A counter employee (cashier + appraiser) does not hold loans.writeOff (nor does a manager: the walk proves it).
    expect(await writeOff(t.token, loan.id)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to do this.' },
    })
    expect((await api(t.admin.token, 'POST', `/api/loans/${loan.id}/write-off`, {})).body).toEqual({
      error: 'Give a reason for the correction (3 to 500 characters).',
    })
    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body
    await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, { amount: quote.total, mode: 'UPI', reference: 'U' })
    expect((await writeOff(t.admin.token, loan.id)).body).toEqual({
      error: 'This loan cannot be written off in its current state.',
    })
    const sameDay = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id, {
      disbursedOn: today(),
    })
    expect((await api(t.admin.token, 'POST', `/api/loans/${sameDay.id}/cancel`, { reason: 'Wrong' })).status).toBe(200)
    expect((await writeOff(t.admin.token, sameDay.id)).body).toEqual({
      error: 'This loan cannot be written off in its current state.',
    })
    await booksAgree(t.admin.token)
  })
})

describe('two write-offs at once', () => {
  it('write it off once: one 200, the other 400; one WRITE_OFF entry, the books tie', async () => {
    const t = await borrowerShop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id)
    const both = await Promise.all([writeOff(t.admin.token, loan.id), writeOff(t.admin.token, loan.id)])
    expect(both.map((r) => r.status).sort()).toEqual([200, 400])
    const view = (await trpc(t.token, 'loans.get', { id: loan.id }, 'query')).data
    expect(view.ledger.filter((e: { type: string }) => e.type === 'WRITE_OFF')).toHaveLength(1)
    expect((await trpc(t.token, 'corrections.ofLoan', { id: loan.id }, 'query')).data).toHaveLength(1)
    await booksAgree(t.admin.token)
  })
})

describe('the waiver rule holds a write-off above its threshold', () => {
  it('answers 202 {pending} over REST and tRPC; the approval writes off what is owed then', async () => {
    const t = await shopWithChecker()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      disbursedOn: today(),
    })
    await setRules(t.admin.token, [{ action: 'waiver', threshold: 100_000, enabled: true }])
    const held = await writeOff(t.admin.token, loan.id)
    expect(held.status, held.text).toBe(202)
    expect(held.body.pending).toMatchObject({ action: 'waiver', operation: 'loan.writeOff', amount: 10_000_000 })
    const viaTrpc = await trpc(
      t.admin.token,
      'corrections.writeOff',
      { id: loan.id, body: { reason: 'Fraud' } },
      'mutation',
    )
    expect(viaTrpc.data.pending).toMatchObject({ operation: 'loan.writeOff' })
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.status).toBe('Active')
    expect((await approve(t.checker.token, held.body.pending.id)).data).toMatchObject({ status: 'posted' })
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.status).toBe('WrittenOff')
  })
})

describe('writing off an auction shortfall', () => {
  it('takes what the sale left owing off the books; the shortfall is no longer reported', async () => {
    const t = await borrowerShop()
    // ₹1,50,000 interest-only from 2026-01-01, long past due: what closes it is above the gold's reserve price.
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id, {
      scheme: 'MONTHLY_INTEREST',
      principal: 15_000_000,
    })
    expect((await api(t.token, 'POST', `/api/loans/${loan.id}/auction-notice`)).status).toBe(200)
    server.clock.advance(15 * 86_400_000)
    const token = await loginAs(server, t.employee.email, t.employee.password)
    const admin = await loginAs(server, t.admin.email, t.admin.password)
    const sold = await api(token, 'POST', `/api/loans/${loan.id}/auction`, {
      soldOn: today(),
      amount: 16_183_805,
      buyer: 'Ram Jewellers',
    })
    expect(sold.status, sold.text).toBe(201)
    const owed = (await api(token, 'GET', `/api/loans/${loan.id}`)).body.outstanding.total
    expect(owed).toBeGreaterThan(0)
    const res = await writeOff(admin, loan.id, 'Shortfall not recoverable')
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ status: 'WrittenOff', outstanding: { total: 0 } })
    const corrections = (await trpc(token, 'corrections.ofLoan', { id: loan.id }, 'query')).data
    expect(corrections[0].amount).toBe(owed)
    const shortfalls = await trpc(admin, 'reports.shortfalls', undefined, 'query')
    expect(shortfalls.status).toBe(200)
    expect(JSON.stringify(shortfalls.data)).not.toContain(loan.id)
    await booksAgree(admin)
  })
})
