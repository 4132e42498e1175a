import { addDays, formatRupeeFigure, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { updateApprovalRules } from '../src/approvals/approval-reads-service.ts'
import { DEMO_APPROVAL_RULES } from '../src/seed.ts'
import { emiInRupees, receiptInRupees } from './support/emi-rupees.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { chain, createValuationOk, setGoldRate } from './support/valuation-factories.ts'

/** Issue 15: PATCH /api/valuations/{id}/emi with Paid on a disbursed valuation is a payment on its loan (loans.md 3). */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

const today = () => isoDateOf(server.ctx.now())
const toPaise = (rupees: number) => Math.round(rupees * 100)

/**
 * A 12% EMI loan of ₹30,000 over 3 months disbursed 40 days ago by bank transfer (its first
 * installment is overdue), or `principal` paise on a larger valuation.
 */
async function disbursedLoan(options: { principal?: number; chains?: number } = {}) {
  const t = await createTenantWithStaff(server)
  const customer = await insertCustomer(server, t.tenantId)
  const v = await createValuationOk(server, t.employee.token, {
    customerId: customer.id,
    type: 'loan',
    interestRate: 12,
    emiInstallments: 3,
    ornaments: [{ ...chain, quantity: options.chains ?? 1 }],
  })
  const opened = await call(server.url, 'POST', '/api/loans', {
    token: t.employee.token,
    body: {
      valuationId: v.id,
      principal: options.principal ?? 3_000_000,
      scheme: 'EMI',
      annualRate: 12,
      tenureMonths: 3,
      disbursementMode: 'BankTransfer',
      disbursementReference: 'NEFT-1',
      disbursedOn: addDays(today(), -40),
    },
  })
  expect(opened.status, opened.text).toBe(201)
  const db = server.ctx.db.forTenant(t.tenantId)
  const emis = (await db.emiRecord.findMany({ where: { valuationId: v.id }, orderBy: { dueDate: 'asc' } })).map(
    emiInRupees,
  )
  expect(emis.map((e) => e.installmentNo)).toEqual([1, 2, 3])
  return { ...t, customer, v, db, emis, loanId: opened.body.id as string }
}
type Disbursed = Awaited<ReturnType<typeof disbursedLoan>>

const patchEmi = (t: Disbursed, body: Record<string, unknown>) =>
  call(server.url, 'PATCH', `/api/valuations/${t.v.id}/emi`, {
    token: t.employee.token,
    body: { emiId: t.emis[0]!.id, status: 'Paid', ...body },
  })
const loanOf = async (t: Disbursed) =>
  (await call(server.url, 'GET', `/api/loans/${t.loanId}`, { token: t.employee.token })).body
const quoteOf = async (t: Disbursed) =>
  (await call(server.url, 'GET', `/api/loans/${t.loanId}/closure-quote`, { token: t.employee.token })).body

describe('PATCH /api/valuations/{id}/emi on a disbursed valuation', () => {
  it("is a payment dated today, so no approval rule holds it (the back-dated rule is a payment's only one)", async () => {
    const t = await disbursedLoan()
    // Every rule on, the back-dated one at 0 days: a payment of today is still not older than that.
    const rules = DEMO_APPROVAL_RULES.map((r) => (r.action === 'backDatedEntry' ? { ...r, threshold: 0 } : r))
    await updateApprovalRules(server.ctx, t.tenantId, rules)
    const res = await patchEmi(t, { paymentMode: 'Online', paymentReference: 'UTR-RULES' })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ id: t.emis[0]!.id, status: 'Paid' })
    expect((await loanOf(t)).payments).toEqual([expect.objectContaining({ paidOn: today(), reference: 'UTR-RULES' })])
  })

  it('Paid posts a loan payment of the installment with its interest/principal split, a receipt and a notification', async () => {
    const t = await disbursedLoan()
    const installment = toPaise(t.emis[0]!.amount)
    const quote = await quoteOf(t)
    expect(quote.interest).toBeGreaterThan(0)

    const res = await patchEmi(t, { paymentMode: 'Online', paymentReference: 'UTR-4411' })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({
      id: t.emis[0]!.id,
      valuationId: t.v.id,
      status: 'Paid',
      amount: t.emis[0]!.amount,
    })
    expect(res.body.paidAt).not.toBeNull()

    const loan = await loanOf(t)
    expect(loan.payments).toHaveLength(1)
    const payment = loan.payments[0]
    expect(payment).toMatchObject({
      amount: installment,
      penalCharges: 0,
      interest: quote.interest,
      principal: installment - quote.interest,
      paidOn: today(),
      mode: 'UPI',
      reference: 'UTR-4411',
    })
    expect(payment.receiptNumber).toMatch(/^PR\/\d{4}-\d{2}\/\d{6}$/)
    expect(loan.ledger.map((e: { type: string }) => e.type)).toEqual(['DISBURSEMENT', 'INTEREST', 'PAYMENT'])
    expect(loan.ledger[1].interest).toBe(quote.interest)
    expect(loan.ledger[2]).toMatchObject({ amount: installment, createdBy: expect.any(String) })
    expect(loan.outstanding.principal).toBe(3_000_000 - (installment - quote.interest))
    expect(loan.schedule.map((d: { covered: boolean }) => d.covered)).toEqual([true, false, false])
    expect(loan.nextDue).toMatchObject({ amount: toPaise(t.emis[1]!.amount) })

    const stored = (await t.db.emiRecord.findMany({ where: { valuationId: t.v.id }, orderBy: { dueDate: 'asc' } })).map(
      emiInRupees,
    )
    expect(stored.map((e) => e.status)).toEqual([
      'Paid',
      expect.not.stringMatching('Paid'),
      expect.not.stringMatching('Paid'),
    ])
    expect(stored[0]).toMatchObject({
      paidAmount: t.emis[0]!.amount,
      paymentMode: 'Online',
      paymentReference: 'UTR-4411',
    })
    const receipts = (await t.db.emiReceipt.findMany({ where: { valuationId: t.v.id } })).map(receiptInRupees)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ emiId: t.emis[0]!.id, amount: t.emis[0]!.amount, receivedAmount: null })
    expect(await t.db.notification.count({ where: { customerId: t.customer.id, title: 'Payment received' } })).toBe(1)
    expect(await t.db.loanPayment.count({ where: { loanId: t.loanId } })).toBe(1)
  })

  it('a receivedAmount is the payment (UNSPECIFIED mode is cash); a part payment leaves the installment unpaid', async () => {
    const t = await disbursedLoan()
    const res = await patchEmi(t, { receivedAmount: 2500 })
    expect(res.status, res.text).toBe(200)
    expect(res.body.status).not.toBe('Paid')
    const loan = await loanOf(t)
    expect(loan.payments[0]).toMatchObject({ amount: 250_000, mode: 'Cash', reference: null })
    const paid = loan.payments[0].interest + loan.payments[0].principal
    const row = emiInRupees(await t.db.emiRecord.findFirstOrThrow({ where: { id: t.emis[0]!.id } }))
    expect(toPaise(row.paidAmount)).toBe(paid)
    expect(loan.nextDue).toEqual({ dueOn: loan.schedule[0].dueOn, amount: toPaise(t.emis[0]!.amount) - paid })
  })

  it('a receivedAmount above the amount to close is the loans.md overpayment 400 and records nothing', async () => {
    const t = await disbursedLoan()
    const quote = await quoteOf(t)
    const res = await patchEmi(t, { receivedAmount: (quote.total + 1) / 100, paymentMode: 'Online' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: `Payment is more than the amount to close this loan (${formatRupeeFigure(quote.total)}).`,
    })
    expect(await t.db.loanPayment.count({ where: { loanId: t.loanId } })).toBe(0)
    expect(await t.db.emiReceipt.count({ where: { valuationId: t.v.id } })).toBe(0)
    expect(emiInRupees(await t.db.emiRecord.findFirstOrThrow({ where: { id: t.emis[0]!.id } })).paidAmount).toBe(0)
  })

  it('the amount to close closes the loan and every installment becomes Paid', async () => {
    const t = await disbursedLoan()
    const quote = await quoteOf(t)
    const res = await patchEmi(t, {
      receivedAmount: quote.total / 100,
      paymentMode: 'Online',
      paymentReference: 'UTR-9',
    })
    expect(res.status, res.text).toBe(200)
    const loan = await loanOf(t)
    expect(loan).toMatchObject({ status: 'Closed', closedOn: today(), outstanding: { total: 0 } })
    const stored = await t.db.emiRecord.findMany({ where: { valuationId: t.v.id } })
    expect(stored.every((e) => e.status === 'Paid' && e.paidAt !== null)).toBe(true)
    // Paid again without money records nothing.
    const again = await patchEmi(t, { emiId: t.emis[2]!.id })
    expect(again.status).toBe(200)
    expect(await t.db.loanPayment.count({ where: { loanId: t.loanId } })).toBe(1)
  })

  it('cash of ₹2,00,000 or more in a day from one borrower is refused with the 269ST message', async () => {
    const t = await disbursedLoan({ principal: 25_000_000, chains: 6 })
    const res = await patchEmi(t, { receivedAmount: 200_000 })
    expect(res.status, res.text).toBe(400)
    expect(res.body).toEqual({ error: 'Cash receipts from one borrower must stay below ₹2,00,000 a day.' })
    expect(await t.db.loanPayment.count({ where: { loanId: t.loanId } })).toBe(0)
  })

  it('the same idempotencyKey records once; with another amount it is 409', async () => {
    const t = await disbursedLoan()
    const body = { receivedAmount: 1000, paymentMode: 'Online', idempotencyKey: 'emi-form-submit-1' }
    const [a, b] = await Promise.all([patchEmi(t, body), patchEmi(t, body)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(await patchEmi(t, body)).toMatchObject({ status: 200 })
    expect(await t.db.loanPayment.count({ where: { loanId: t.loanId } })).toBe(1)
    expect(await t.db.emiReceipt.count({ where: { valuationId: t.v.id } })).toBe(1)
    expect(await patchEmi(t, { ...body, receivedAmount: 1001 })).toMatchObject({
      status: 409,
      body: { error: 'This idempotency key was already used for a different payment.' },
    })
    expect(await t.db.loanPayment.count({ where: { loanId: t.loanId } })).toBe(1)
  })

  it('concurrent PATCH emi and POST payments on one loan are serialised: each recorded once, balances add up', async () => {
    const t = await disbursedLoan()
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? patchEmi(t, { receivedAmount: 1000 + i, paymentMode: 'Online', paymentReference: `UTR-${i}` })
          : call(server.url, 'POST', `/api/loans/${t.loanId}/payments`, {
              token: t.employee.token,
              body: { amount: 100_000 + i * 100, mode: 'UPI', reference: `UPI-${i}` },
            }),
      ),
    )
    for (const r of results) expect([200, 201], r.text).toContain(r.status)
    const loan = await loanOf(t)
    const amounts = loan.payments.map((p: { amount: number }) => p.amount).sort((a: number, b: number) => a - b)
    expect(amounts).toEqual(Array.from({ length: 8 }, (_, i) => 100_000 + i * 100))
    const repaid = loan.payments.reduce((s: number, p: { principal: number }) => s + p.principal, 0)
    expect(loan.outstanding.principal).toBe(3_000_000 - repaid)
    const towardsDues = loan.payments.reduce(
      (s: number, p: { interest: number; principal: number }) => s + p.interest + p.principal,
      0,
    )
    const interestPosted = loan.ledger
      .filter((e: { type: string }) => e.type === 'INTEREST')
      .reduce((s: number, e: { interest: number }) => s + e.interest, 0)
    expect(loan.payments.reduce((s: number, p: { interest: number }) => s + p.interest, 0)).toBe(interestPosted)
    const rows = (await t.db.emiRecord.findMany({ where: { valuationId: t.v.id } })).map(emiInRupees)
    expect(rows.reduce((s, e) => s + toPaise(e.paidAmount), 0)).toBe(towardsDues)
    expect(loan.ledger.filter((e: { type: string }) => e.type === 'PAYMENT')).toHaveLength(8)
    expect(new Set(loan.payments.map((p: { receiptNumber: string }) => p.receiptNumber)).size).toBe(8)
    expect(await t.db.emiReceipt.count({ where: { valuationId: t.v.id } })).toBe(8)
  })
})
