import { isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { journalsOf } from './books-support.ts'
import { portalCustomer, trpc as portalTrpc } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { call, getBytes } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'

/** Issue 26: a payment reversed; the loan, the books, the documents and the borrower's view agree. */
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

async function borrowerShop() {
  const { createTenantWithStaff } = await import('./support/factories.ts')
  const t = await createTenantWithStaff(server)
  const me = await portalCustomer(server, t.tenantId, t.slug, { name: 'Meena Rao' })
  return { ...t, token: t.employee.token, me }
}
type Shop = Awaited<ReturnType<typeof borrowerShop>>

const reverse = (token: string, loanId: string, body: Record<string, unknown>) =>
  trpc(token, 'corrections.reversePayment', { id: loanId, body }, 'mutation')
const pay = async (token: string, loanId: string, body: Record<string, unknown>) => {
  const res = await api(token, 'POST', `/api/loans/${loanId}/payments`, body)
  expect(res.status, res.text).toBe(201)
  return res.body.payment as { id: string; receiptNumber: string }
}
const pdf = async (token: string, path: string) => {
  const res = await getBytes(server.url, path, { token })
  const text = res.status === 200 ? (await pdfText(res.bytes)).join(' ') : res.bytes.toString()
  return { status: res.status, text }
}
async function booksAgree(t: Shop) {
  const asOf = today()
  const trial = await api(t.admin.token, 'GET', `/api/books/trial-balance?asOf=${asOf}`)
  const control = await api(t.admin.token, 'GET', `/api/books/control-check?asOf=${asOf}`)
  expect(trial.body.totals.debit).toBe(trial.body.totals.credit)
  expect(control.body.ok, JSON.stringify(control.body)).toBe(true)
}

describe('reversing a payment taken on the wrong loan', () => {
  let t: Shop
  let loan: { id: string; loanNumber: string }
  let before: unknown
  let payment: { id: string; receiptNumber: string }
  let reversed: Awaited<ReturnType<typeof reverse>>

  beforeAll(async () => {
    t = await borrowerShop()
    loan = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id)
    before = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    payment = await pay(t.token, loan.id, { amount: 2_000_000, mode: 'Cash', paidOn: '2026-01-31' })
    reversed = await reverse(t.admin.token, loan.id, { paymentId: payment.id, reason: 'Entered on the wrong loan' })
  })

  it('answers the correction with its cancellation note and the loan as before', () => {
    expect(reversed.status, JSON.stringify(reversed.error)).toBe(200)
    expect(reversed.data.correction).toMatchObject({
      kind: 'paymentReversal',
      paymentId: payment.id,
      noteNumber: expect.stringMatching(/^CN\/\d{4}-\d{2}\/000001$/),
      reason: 'Entered on the wrong loan',
      amount: 2_000_000,
      interest: 98_630,
      principal: 1_901_370,
      postedOn: today(),
    })
    expect(reversed.data.loan.outstanding.principal).toBe(10_000_000)
  })

  it('GET /api/loans/{id} answers exactly as if the payment had never been made', async () => {
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body).toEqual(before)
  })

  it("the staff view keeps the record: REVERSAL entries naming what they reverse, the payment's reversal", async () => {
    const view = (await trpc(t.token, 'loans.get', { id: loan.id }, 'query')).data
    const ledger = view.ledger.map((e: { type: string; amount: number; postedOn: string }) => [
      e.type,
      e.amount,
      e.postedOn,
    ])
    expect(ledger).toEqual([
      ['DISBURSEMENT', 10_000_000, '2026-01-01'],
      ['INTEREST', 98_630, '2026-01-31'],
      ['PAYMENT', 2_000_000, '2026-01-31'],
      ['REVERSAL', 98_630, today()],
      ['REVERSAL', 2_000_000, today()],
    ])
    expect(view.ledger[4].reversesId).toBe(view.ledger[2].id)
    expect(view.payments[0].reversal).toEqual({
      noteNumber: reversed.data.correction.noteNumber,
      postedOn: today(),
      reason: 'Entered on the wrong loan',
    })
    const list = await trpc(t.token, 'corrections.ofLoan', { id: loan.id }, 'query')
    expect(list.data).toMatchObject([{ kind: 'paymentReversal', createdBy: expect.any(String) }])
  })

  it("the shop's audit trail holds the payment before and its reversal after", async () => {
    const trail = await trpc(t.admin.token, 'audit.search', { loanId: loan.id }, 'query')
    const entry = trail.data.items.find((e: { action: string }) => e.action === 'corrections.reversePayment')
    const paid = { id: payment.id, receiptNumber: payment.receiptNumber, amount: 2_000_000, paidOn: '2026-01-31' }
    expect(entry.before).toMatchObject({ payment: paid, loan: { status: 'Active', principalOutstanding: 8_098_630 } })
    expect(entry.after).toMatchObject({
      payment: paid,
      reversal: { kind: 'paymentReversal', paymentId: payment.id, noteNumber: reversed.data.correction.noteNumber },
      loan: { status: 'Active', principalOutstanding: 10_000_000 },
    })
  })

  it('the books: each journal reversed today, balanced, the control accounts tie to the loan', async () => {
    const journals = await journalsOf(server, t.tenantId, { A: loan.id })
    expect(journals.slice(3)).toEqual([
      { kind: 'reversal', date: today(), lines: ['Cr 1410 98630 A', 'Dr 4100 98630'] },
      { kind: 'reversal', date: today(), lines: ['Cr 1100 2000000', 'Dr 1410 98630 A', 'Dr 1400 1901370 A'] },
    ])
    await booksAgree(t)
  })

  it('the day books: the payment stays on its own day, the reversal shows on the day it was posted', async () => {
    const report = async (date: string) =>
      (await api(t.admin.token, 'GET', `/api/reports/day-book?date=${date}`)).body.collections
    const paidDay = await report('2026-01-31')
    expect(paidDay.entries.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ['PAYMENT', 2_000_000],
    ])
    const reversalDay = await report(today())
    expect(reversalDay.total).toBe(-2_000_000)
    expect(reversalDay.byMode[0]).toEqual({ mode: 'Cash', entries: 1, amount: -2_000_000 })
    expect(reversalDay.entries).toEqual([
      expect.objectContaining({
        type: 'REVERSAL',
        mode: 'Cash',
        receiptNumber: payment.receiptNumber,
        amount: -2_000_000,
        principal: -1_901_370,
        interest: -98_630,
        penalCharges: 0,
      }),
    ])
    const books = (await trpc(t.admin.token, 'books.dayBook', { date: today() }, 'query')).data
    expect(books.entries.map((e: { narration: string }) => e.narration)).toEqual([
      `Reversal of receipt ${payment.receiptNumber}`,
      `Reversal of receipt ${payment.receiptNumber}`,
    ])
    expect(books.cashOutPaise).toBe(2_000_000)
    const series = (await trpc(t.admin.token, 'reports.series', undefined, 'query')).data
    expect(series.collections.days.at(-1)).toMatchObject({ date: today(), total: -2_000_000 })
    expect(series.collections.days.at(-1).byMode.Cash).toBe(-2_000_000)
  })

  it('the receipt says CANCELLED; the cancellation note is its own document', async () => {
    const note = reversed.data.correction.noteNumber
    const receipt = await pdf(t.token, `/api/loans/${loan.id}/payments/${payment.id}/receipt`)
    expect(receipt.text).toContain('CANCELLED')
    expect(receipt.text).toContain(note)
    const cn = await pdf(t.token, `/api/loans/${loan.id}/payments/${payment.id}/cancellation-note`)
    expect(cn.status).toBe(200)
    for (const words of ['Payment Cancellation Note', note, payment.receiptNumber, 'Entered on the wrong loan'])
      expect(cn.text).toContain(words)
  })

  it('the borrower is told, and their portal shows the payment reversed with the note', async () => {
    expect(reversed.data.message.deliveries.map((d: { channel: string }) => d.channel).sort()).toEqual([
      'email',
      'sms',
      'whatsapp',
    ])
    const view = await portalTrpc(server, 'query', 'portal.loan', { id: loan.id }, t.me.auth)
    expect(view.data.outstanding.principal).toBe(10_000_000)
    expect(view.data.payments[0]).toMatchObject({
      receiptNumber: payment.receiptNumber,
      reversal: { noteNumber: reversed.data.correction.noteNumber },
    })
    const own = await call(
      server.url,
      'GET',
      `/api/portal/loans/${loan.id}/payments/${payment.id}/cancellation-note`,
      t.me.auth,
    )
    expect(own.status).toBe(200)
  })

  it('is refused a second time, without a reason, and for a payment that stands: no cancellation note', async () => {
    const again = await reverse(t.admin.token, loan.id, { paymentId: payment.id, reason: 'Again' })
    expect([again.status, again.error.message]).toEqual([409, 'This payment has already been reversed.'])
    const noReason = await reverse(t.admin.token, loan.id, { paymentId: payment.id, reason: ' ' })
    expect([noReason.status, noReason.error.message]).toEqual([
      400,
      'Give a reason for the correction (3 to 500 characters).',
    ])
    const standing = await pay(t.token, loan.id, {
      amount: 100_000,
      mode: 'UPI',
      reference: 'UPI-1',
      paidOn: '2026-02-10',
    })
    const cn = await pdf(t.token, `/api/loans/${loan.id}/payments/${standing.id}/cancellation-note`)
    expect([cn.status, cn.text]).toEqual([
      404,
      JSON.stringify({ error: 'This document has not been issued for this loan.' }),
    ])
  })
})

describe('reversing the payment that closed a loan, taken on a day since closed', () => {
  it('opens the loan again, dates the reversal today, and the books still tie', async () => {
    const t = await borrowerShop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id)
    const before = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=2026-02-10`)).body
    const closing = await pay(t.token, loan.id, {
      amount: quote.total,
      mode: 'BankTransfer',
      reference: 'NEFT-9',
      paidOn: '2026-02-10',
    })
    expect((await api(t.token, 'GET', `/api/loans/${loan.id}`)).body.status).toBe('Closed')
    expect((await trpc(t.admin.token, 'books.closeDay', { date: '2026-02-10' }, 'mutation')).status).toBe(200)

    const res = await reverse(t.admin.token, loan.id, { paymentId: closing.id, reason: 'Cheque bounced' })
    expect(res.status, JSON.stringify(res.error)).toBe(200)
    const after = (await api(t.token, 'GET', `/api/loans/${loan.id}`)).body
    expect(after).toEqual(before)
    expect(after).toMatchObject({ status: 'Active', closedOn: null, releaseDueBy: null })
    const journals = await journalsOf(server, t.tenantId, { A: loan.id })
    expect(journals.filter((j) => j.kind === 'reversal').map((j) => j.date)).toEqual([today(), today()])
    await booksAgree(t)
  })
})

describe('two reversals of one payment at once', () => {
  it('reverse it once: one answer 200, the other 409, one cancellation note', async () => {
    const t = await borrowerShop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id)
    const payment = await pay(t.token, loan.id, { amount: 500_000, mode: 'Cash', paidOn: '2026-01-15' })
    const both = await Promise.all([
      reverse(t.admin.token, loan.id, { paymentId: payment.id, reason: 'Wrong loan' }),
      reverse(t.admin.token, loan.id, { paymentId: payment.id, reason: 'Wrong loan too' }),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const view = (await trpc(t.token, 'loans.get', { id: loan.id }, 'query')).data
    expect(view.ledger.filter((e: { type: string }) => e.type === 'REVERSAL')).toHaveLength(2)
    expect((await trpc(t.token, 'corrections.ofLoan', { id: loan.id }, 'query')).data).toHaveLength(1)
    await booksAgree(t)
  })
})

describe('which payments can be reversed', () => {
  it('only the latest: the earlier one after the later one is reversed', async () => {
    const t = await borrowerShop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.me.customer.id)).id)
    const first = await pay(t.token, loan.id, { amount: 500_000, mode: 'Cash', paidOn: '2026-01-15' })
    const second = await pay(t.token, loan.id, { amount: 300_000, mode: 'Cash', paidOn: '2026-01-20' })
    const early = await reverse(t.admin.token, loan.id, { paymentId: first.id, reason: 'Wrong loan' })
    expect([early.status, early.error.message]).toEqual([
      400,
      'Only the latest payment on a loan can be reversed: reverse the later ones first.',
    ])
    expect((await reverse(t.admin.token, loan.id, { paymentId: second.id, reason: 'Wrong loan' })).status).toBe(200)
    expect((await reverse(t.admin.token, loan.id, { paymentId: first.id, reason: 'Wrong loan' })).status).toBe(200)
    const notes = (await trpc(t.token, 'corrections.ofLoan', { id: loan.id }, 'query')).data.map(
      (c: { noteNumber: string }) => c.noteNumber.slice(-6),
    )
    expect(notes).toEqual(['000001', '000002'])
    const cashier = await reverse(t.token, loan.id, { paymentId: 'nope', reason: 'Wrong loan' })
    expect([cashier.status, cashier.error.message]).toEqual([403, 'You do not have permission to do this.'])
    const unknown = await reverse(t.admin.token, loan.id, { paymentId: 'nope', reason: 'Wrong loan' })
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Payment not found.'])
    await booksAgree(t)
  })
})
