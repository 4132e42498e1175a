import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvalHelpers } from './approvals-support.ts'
import { journalsOf } from './books-support.ts'
import { portalCustomer, trpc as portalTrpc } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { getBytes } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'

/** Issue 26: a disbursement cancelled the day it was made; the loan, books, documents and borrower agree. */
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
const cancel = (token: string, loanId: string, reason = 'Borrower changed their mind') =>
  api(token, 'POST', `/api/loans/${loanId}/cancel`, { reason })
const cashToday = { principal: 1_500_000, disbursementMode: 'Cash', disbursementReference: undefined }

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
}

describe('cancelling a cash disbursement the day it was made', () => {
  let t: Awaited<ReturnType<typeof borrowerShop>>
  let valuationId: string
  let loan: { id: string; loanNumber: string; valuationId: string }
  let res: Awaited<ReturnType<typeof cancel>>

  beforeAll(async () => {
    t = await borrowerShop()
    valuationId = (await loanValuation(t.token, t.me.customer.id)).id
    loan = await openLoanOk(t.token, valuationId, { ...cashToday, disbursedOn: today() })
    res = await cancel(t.admin.token, loan.id)
  })

  it('answers 200 with the loan Cancelled, owing nothing; GET and the list agree', async () => {
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({
      id: loan.id,
      loanNumber: loan.loanNumber,
      status: 'Cancelled',
      principal: 1_500_000,
      outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
      nextDue: null,
      daysPastDue: 0,
    })
    const got = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(got.status).toBe('Cancelled')
    // loans.md names no REVERSAL: the contract's ledger shows the disbursement as never made.
    expect(got.ledger).toEqual([])
    const listed = (await api(t.token, 'GET', '/api/loans?status=Cancelled')).body.loans
    expect(listed.map((l: { id: string }) => l.id)).toEqual([loan.id])
    const staff = (await trpc(t.token, 'loans.get', { id: loan.id }, 'query')).data
    expect(staff.ledger.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ['DISBURSEMENT', 1_500_000],
      ['REVERSAL', 1_500_000],
    ])
    expect(staff.ledger[1].reversesId).toBe(staff.ledger[0].id)
    const corrections = (await trpc(t.token, 'corrections.ofLoan', { id: loan.id }, 'query')).data
    expect(corrections).toMatchObject([
      { kind: 'disbursementCancel', amount: 1_500_000, principal: 1_500_000, reason: 'Borrower changed their mind' },
    ])
  })

  it('the books: the disbursement journal reversed today, cash back in main cash, balanced and tied', async () => {
    const journals = await journalsOf(server, t.tenantId, { A: loan.id })
    expect(journals).toEqual([
      { kind: 'disbursement', date: today(), lines: ['Dr 1400 1500000 A', 'Cr 1100 1500000'] },
      { kind: 'reversal', date: today(), lines: ['Cr 1400 1500000 A', 'Dr 1100 1500000'] },
    ])
    await booksAgree(t.admin.token)
  })

  it('the voucher prints CANCELLED with the reason; the borrower is told and sees the loan cancelled', async () => {
    const voucher = await getBytes(server.url, `/api/loans/${loan.id}/documents/disbursement`, { token: t.token })
    const text = (await pdfText(voucher.bytes)).join(' ')
    expect(text).toContain('CANCELLED')
    expect(text).toContain('Borrower changed their mind')
    const view = await trpc(t.admin.token, 'loans.get', { id: loan.id }, 'query')
    expect(view.data.status).toBe('Cancelled')
    const portal = await portalTrpc(server, 'query', 'portal.loan', { id: loan.id }, t.me.auth)
    expect(portal.data).toMatchObject({ status: 'Cancelled', outstanding: { total: 0 } })
    const customer = (await api(t.token, 'GET', `/api/customers/${t.me.customer.id}`)).body
    expect(customer.status).toBe('Closed')
    const told = await server.ctx.db
      .forTenant(t.tenantId)
      .loanMessage.findMany({ where: { loanId: loan.id }, select: { kind: true, channel: true } })
    expect(told.map((m) => `${m.kind} ${m.channel}`).sort()).toEqual([
      'loanCancelled email',
      'loanCancelled sms',
      'loanCancelled whatsapp',
    ])
  })

  it('frees the valuation: no schedule left on it, and it can be disbursed again under a new number', async () => {
    const before = (await api(t.token, 'GET', `/api/valuations/${valuationId}`)).body
    expect(before.emiRecords).toEqual([])
    const again = await openLoanOk(t.token, valuationId, { ...cashToday, principal: 1_200_000, disbursedOn: today() })
    expect(again.loanNumber).not.toBe(loan.loanNumber)
    expect(Number(again.loanNumber.slice(-6))).toBe(Number(loan.loanNumber.slice(-6)) + 1)
    const twice = await api(t.token, 'POST', '/api/loans', {
      valuationId,
      principal: 1_000_000,
      scheme: 'BULLET',
      annualRate: 12,
      tenureMonths: 3,
      disbursementMode: 'Cash',
    })
    expect([twice.status, twice.body]).toEqual([409, { error: 'This valuation already has a loan.' }])
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.status).toBe('Cancelled')
    expect((await api(t.token, 'GET', `/api/customers/${t.me.customer.id}`)).body.status).toBe('Loan Active')
    await booksAgree(t.admin.token)
  })

  it('is refused a second time: the loan is no longer Active', async () => {
    const again = await cancel(t.admin.token, loan.id)
    expect([again.status, again.body]).toEqual([400, { error: 'This loan cannot be cancelled in its current state.' }])
  })
})

describe('what cannot be cancelled', () => {
  it('a loan of another day, one with a payment, a renewal, without a reason or the permission', async () => {
    const t = await borrowerShop()
    const old = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id, {
      disbursedOn: addDays(today(), -1),
    })
    expect((await cancel(t.admin.token, old.id)).body).toEqual({
      error: 'A disbursement can be cancelled only on the day it was made.',
    })
    const paid = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id, {
      disbursedOn: today(),
    })
    const pay = await api(t.token, 'POST', `/api/loans/${paid.id}/payments`, {
      amount: 100,
      mode: 'UPI',
      reference: 'U',
    })
    expect(pay.status, pay.text).toBe(201)
    const afterPay = await cancel(t.admin.token, paid.id)
    expect([afterPay.status, afterPay.body]).toEqual([
      400,
      { error: 'Something has been posted on this loan since it was disbursed: it cannot be cancelled.' },
    ])
    const interest = (await api(t.token, 'GET', `/api/loans/${old.id}/closure-quote`)).body.interest
    await api(t.token, 'POST', `/api/loans/${old.id}/payments`, { amount: interest, mode: 'UPI', reference: 'U2' })
    const renewal = await api(t.token, 'POST', `/api/loans/${old.id}/renew`, {
      valuationId: (await loanValuation(t.token, t.me.customer.id)).id,
      principal: 10_000_000,
      scheme: 'BULLET',
      annualRate: 12,
      tenureMonths: 3,
      disbursementMode: 'BankTransfer',
      disbursementReference: 'NEFT-2',
    })
    expect(renewal.status, renewal.text).toBe(201)
    expect(await cancel(t.admin.token, renewal.body.id)).toMatchObject({
      status: 400,
      body: { error: 'A renewal cannot be cancelled: the principal it carried would need the old loan opened again.' },
    })
    const fresh = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id, {
      disbursedOn: today(),
    })
    expect((await api(t.admin.token, 'POST', `/api/loans/${fresh.id}/cancel`, { reason: ' ' })).body).toEqual({
      error: 'Give a reason for the correction (3 to 500 characters).',
    })
    // A counter employee (cashier + appraiser) does not hold loans.cancelDisbursement.
    expect(await cancel(t.token, fresh.id)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to do this.' },
    })
    expect((await api(t.token, 'GET', `/api/loans/${fresh.id}`)).body.status).toBe('Active')
    await booksAgree(t.admin.token)
  })

  it('a day closed in the books', async () => {
    const t = await borrowerShop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id, {
      disbursedOn: today(),
    })
    const closed = await trpc(t.admin.token, 'books.closeDay', { date: today() }, 'mutation')
    expect(closed.status, JSON.stringify(closed.error)).toBe(200)
    const res = await cancel(t.admin.token, loan.id)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(/closed/)
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.status).toBe('Active')
  })
})

describe('two cancellations at once', () => {
  it('cancel once: one 200, the other 400; one REVERSAL, one correction, the books tie', async () => {
    const t = await borrowerShop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id, {
      disbursedOn: today(),
    })
    const both = await Promise.all([cancel(t.admin.token, loan.id), cancel(t.admin.token, loan.id)])
    expect(both.map((r) => r.status).sort()).toEqual([200, 400])
    const view = (await trpc(t.token, 'loans.get', { id: loan.id }, 'query')).data
    expect(view.ledger.filter((e: { type: string }) => e.type === 'REVERSAL')).toHaveLength(1)
    expect((await trpc(t.token, 'corrections.ofLoan', { id: loan.id }, 'query')).data).toHaveLength(1)
    await booksAgree(t.admin.token)
  })
})

describe('the reversal rule holds a cancellation above its threshold', () => {
  it('answers 202 {pending}; nothing moves until a second person approves', async () => {
    const t = await shopWithChecker()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      disbursedOn: today(),
    })
    await setRules(t.admin.token, [{ action: 'reversal', threshold: 100_000, enabled: true }])
    const held = await cancel(t.admin.token, loan.id)
    expect(held.status, held.text).toBe(202)
    expect(held.body.pending).toMatchObject({
      action: 'reversal',
      operation: 'loan.cancelDisbursement',
      amount: 10_000_000,
      loanId: loan.id,
      status: 'pending',
    })
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.status).toBe('Active')
    const approved = await approve(t.checker.token, held.body.pending.id)
    expect(approved.data).toMatchObject({ status: 'posted' })
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.status).toBe('Cancelled')
  })
})
