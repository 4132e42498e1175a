import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { journalsOf } from './books-support.ts'
import { portalCustomer, trpc as portalTrpc } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'

/** Issue 26: a waiver of interest; the loan, the books and the borrower's view agree. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, openLoanOk, trpc } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())
const waive = (token: string, loanId: string, body: Record<string, unknown>) =>
  trpc(token, 'corrections.waive', { id: loanId, body }, 'mutation')

describe('waiving interest', () => {
  it('posts the interest to today, waives part of it to the waiver account, and everything agrees', async () => {
    const t = await createTenantWithStaff(server)
    const me = await portalCustomer(server, t.tenantId, t.slug)
    const disbursedOn = addDays(today(), -30)
    const loan = await openLoanOk(t.employee.token, (await loanValuation(t.employee.token, me.customer.id)).id, {
      disbursedOn,
    })
    // 30 days at 12% on ₹1,00,000: ₹986.30.
    const before = (await api(t.employee.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(before.outstanding.interest).toBe(98_630)

    const over = await waive(t.admin.token, loan.id, { interest: 98_631, reason: 'Goodwill' })
    expect([over.status, over.error.message]).toEqual([
      400,
      'A waiver cannot exceed what is due (₹986.30 of interest).',
    ])
    const res = await waive(t.admin.token, loan.id, { interest: 50_000, reason: 'Goodwill after a complaint' })
    expect(res.status, JSON.stringify(res.error)).toBe(200)
    expect(res.data.correction).toMatchObject({ kind: 'waiver', interest: 50_000, penalCharges: 0, postedOn: today() })

    const after = (await api(t.employee.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(after.outstanding).toEqual({ principal: 10_000_000, interest: 48_630, penalCharges: 0, total: 10_048_630 })
    // The contract's ledger names no WAIVER: the accrual shows, the waiver stands in `outstanding`.
    expect(after.ledger.map((e: { type: string }) => e.type)).toEqual(['DISBURSEMENT', 'INTEREST'])
    const staff = (await trpc(t.employee.token, 'loans.get', { id: loan.id }, 'query')).data
    expect(staff.ledger.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ['DISBURSEMENT', 10_000_000],
      ['INTEREST', 98_630],
      ['WAIVER', 50_000],
    ])

    const journals = await journalsOf(server, t.tenantId, { A: loan.id })
    expect(journals.slice(1)).toEqual([
      { kind: 'interestAccrual', date: today(), lines: ['Dr 1410 98630 A', 'Cr 4100 98630'] },
      { kind: 'waiver', date: today(), lines: ['Dr 5150 50000', 'Cr 1410 50000 A'] },
    ])
    const trial = (await api(t.admin.token, 'GET', `/api/books/trial-balance?asOf=${today()}`)).body
    expect(trial.totals.debit).toBe(trial.totals.credit)
    expect(trial.accounts).toContainEqual({
      code: '5150',
      name: 'Interest and penal charges waived',
      group: 'Expense',
      debit: 50_000,
      credit: 0,
    })
    const control = (await api(t.admin.token, 'GET', `/api/books/control-check?asOf=${today()}`)).body
    expect(control.ok, JSON.stringify(control)).toBe(true)

    const portal = await portalTrpc(server, 'query', 'portal.loan', { id: loan.id }, me.auth)
    expect(portal.data.outstanding).toEqual(after.outstanding)

    // The shop's audit trail: the loan as it stood, then the waiver and the loan after it.
    const trail = await trpc(t.admin.token, 'audit.search', { loanId: loan.id }, 'query')
    const entry = trail.data.items.find((e: { action: string }) => e.action === 'corrections.waive')
    expect(entry.before).toMatchObject({ loan: { interestDue: 0, principalOutstanding: 10_000_000 } })
    expect(entry.after).toMatchObject({
      waiver: { kind: 'waiver', interest: 50_000, reason: 'Goodwill after a complaint' },
      loan: { interestDue: 48_630, lastPostedOn: today() },
    })
  })

  it('is refused without a reason, with nothing to waive, and on a closed loan', async () => {
    const t = await createTenantWithStaff(server)
    const me = await portalCustomer(server, t.tenantId, t.slug)
    const loan = await openLoanOk(t.employee.token, (await loanValuation(t.employee.token, me.customer.id)).id)
    // A counter employee (cashier + appraiser) does not hold loans.waive.
    const cashier = await waive(t.employee.token, loan.id, { interest: 1, reason: 'Goodwill' })
    expect([cashier.status, cashier.error.message]).toEqual([403, 'You do not have permission to do this.'])
    const none = await waive(t.admin.token, loan.id, { interest: 0, penalCharges: 0, reason: 'Goodwill' })
    expect([none.status, none.error.message]).toEqual([
      400,
      'Waive a whole number of paise of penal charges or interest, at least one of them.',
    ])
    const noReason = await waive(t.admin.token, loan.id, { interest: 1 })
    expect(noReason.error.message).toBe('Give a reason for the correction (3 to 500 characters).')
    const quote = (await api(t.employee.token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body
    await api(t.employee.token, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: quote.total,
      mode: 'UPI',
      reference: 'U1',
    })
    const closed = await waive(t.admin.token, loan.id, { interest: 1, reason: 'Goodwill' })
    expect([closed.status, closed.error.message]).toEqual([400, 'This loan cannot be waived in its current state.'])
  })
})
