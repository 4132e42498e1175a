import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { insertValuation, portalCustomer, trpc } from './customers-helpers.ts'

/**
 * Issue 23, items 6 and 7: one payment shows one receipt (number and mode) on every portal page,
 * and an installment closed by a renewal or an early closure is not "Paid".
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const today = () => isoDateOf(server.ctx.now())
type Shop = Awaited<ReturnType<typeof createTenantWithStaff>>
type Installment = { no: number; dueOn: string; amount: number; paid: number; state: string }

const staff = async (shop: Shop, method: string, path: string, body?: unknown) => {
  const res = await call(server.url, method, path, { token: shop.admin.token, body })
  expect(res.status, res.text).toBeLessThan(300)
  return res.body
}

async function openLoan(shop: Shop, customerId: string, body: Record<string, unknown>) {
  const valuation = await insertValuation(server, shop.tenantId, customerId)
  return staff(shop, 'POST', '/api/loans', {
    valuationId: valuation.id,
    principal: 5_000_000,
    annualRate: 12,
    tenureMonths: 12,
    disbursementMode: 'UPI',
    disbursementReference: 'UTR-OPEN',
    disbursedOn: addDays(today(), -40),
    ...body,
  })
}

const staffTrpcLoan = async (shop: Shop, id: string) => {
  const res = await trpc(server, 'query', 'loans.get', { id }, { token: shop.admin.token })
  expect(res.status, res.text).toBe(200)
  return res.data
}

describe('installments after a renewal and an early closure (issue 23 item 7)', () => {
  it('a renewed loan: the installments its payments reached are paid, the rest carried to the new loan', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const old = await openLoan(shop, me.customer.id, { scheme: 'MONTHLY_INTEREST' })
    const quote = await staff(shop, 'GET', `/api/loans/${old.id}/closure-quote`)
    await staff(shop, 'POST', `/api/loans/${old.id}/payments`, {
      amount: quote.interest,
      mode: 'BankTransfer',
      reference: 'NEFT-INT',
    })
    const fresh = await insertValuation(server, shop.tenantId, me.customer.id)
    const renewed = await staff(shop, 'POST', `/api/loans/${old.id}/renew`, {
      valuationId: fresh.id,
      principal: 5_000_000,
      scheme: 'MONTHLY_INTEREST',
      annualRate: 12,
      tenureMonths: 12,
      disbursementMode: 'UPI',
      disbursementReference: 'UTR-RENEW',
    })

    const portal = await trpc(server, 'query', 'portal.loan', { id: old.id }, me.auth)
    expect(portal.status, portal.text).toBe(200)
    const rows: Installment[] = portal.data.installments
    expect(rows).toHaveLength(12)
    // 40 days of interest covered the first month's interest and part of the second's.
    expect(rows[0]).toMatchObject({ no: 1, state: 'paid' })
    expect(rows[0]!.paid).toBe(rows[0]!.amount)
    expect(rows[1]).toMatchObject({ no: 2, state: 'carried', paid: quote.interest - rows[0]!.amount })
    expect(rows.slice(2).every((r) => r.state === 'carried' && r.paid === 0)).toBe(true)
    expect(rows.reduce((sum, r) => sum + r.paid, 0)).toBe(quote.interest)
    expect(rows[11]!.amount).toBeGreaterThan(5_000_000) // the principal and a month's interest
    expect(portal.data).toMatchObject({ scheduleEnding: 'renewed', renewedToNumber: renewed.loanNumber })

    // The staff screen reads the same installments.
    const staffView = await staffTrpcLoan(shop, old.id)
    expect(staffView).toMatchObject({ scheduleEnding: 'renewed', renewedToNumber: renewed.loanNumber })
    expect(staffView.installments).toEqual(rows)

    // The spec'd REST answer keeps its schedule, byte for byte: every due of an ended loan covered.
    const rest = await staff(shop, 'GET', `/api/loans/${old.id}`)
    expect(rest.schedule.every((d: { covered: boolean }) => d.covered)).toBe(true)
    expect(rest.schedule.map((d: object) => Object.keys(d))).toEqual(rows.map(() => ['dueOn', 'amount', 'covered']))
    expect(rest).not.toHaveProperty('installments')
  })

  it('a loan closed early: the installments the closing money did not reach are settled at closure, not paid', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const loan = await openLoan(shop, me.customer.id, { scheme: 'BULLET', tenureMonths: 6, principal: 3_000_000 })
    const quote = await staff(shop, 'GET', `/api/loans/${loan.id}/closure-quote`)
    await staff(shop, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: quote.total,
      mode: 'UPI',
      reference: 'UPI-CL',
    })

    const portal = await trpc(server, 'query', 'portal.loan', { id: loan.id }, me.auth)
    expect(portal.status, portal.text).toBe(200)
    expect(portal.data.status).toBe('Closed')
    // Six months of interest were due at maturity; 40 days of it were paid.
    expect(portal.data.installments).toEqual([
      {
        no: 1,
        dueOn: portal.data.maturityOn,
        amount: portal.data.schedule[0].amount,
        paid: quote.total,
        state: 'settled',
      },
    ])
    expect(portal.data.schedule[0].amount).toBeGreaterThan(quote.total)
    expect(portal.data.scheduleEnding).toBe('closed')
    expect((await staffTrpcLoan(shop, loan.id)).installments).toEqual(portal.data.installments)
  })

  it('an open loan: paid, overdue and due as the coverage says', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const loan = await openLoan(shop, me.customer.id, { scheme: 'EMI', disbursedOn: addDays(today(), -75) })
    await staff(shop, 'POST', `/api/loans/${loan.id}/payments`, { amount: 100_000, mode: 'Cash' })
    const portal = await trpc(server, 'query', 'portal.loan', { id: loan.id }, me.auth)
    const states = portal.data.installments.map((r: Installment) => r.state)
    expect(states.slice(0, 3)).toEqual(['overdue', 'overdue', 'due'])
    expect(portal.data.installments[0].paid).toBe(100_000)
    expect(portal.data.scheduleEnding).toBe('open')
  })
})

describe('one payment, one receipt (issue 23 item 6)', () => {
  it("the payments page shows the loan payment's receipt number and mode, as the loan page does", async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const loan = await openLoan(shop, me.customer.id, { scheme: 'EMI' })
    const paid = await staff(shop, 'POST', `/api/loans/${loan.id}/payments`, {
      amount: 120_000,
      mode: 'BankTransfer',
      reference: 'NEFT-77',
    })
    // The EMI form's way of taking money on the same loan: `Online` becomes a UPI loan payment.
    const valuation = await staff(shop, 'GET', `/api/valuations/${loan.valuationId}`)
    const emiId = valuation.emiRecords.find((e: { status: string }) => e.status !== 'Paid').id
    await staff(shop, 'PATCH', `/api/valuations/${loan.valuationId}/emi`, {
      emiId,
      status: 'Paid',
      receivedAmount: 500,
      paymentMode: 'Online',
      paymentReference: 'UPI-55',
    })

    const onLoanPage = (await trpc(server, 'query', 'portal.loan', { id: loan.id }, me.auth)).data.payments
    const receipts = await trpc(server, 'query', 'portal.receipts', {}, me.auth)
    expect(receipts.status, receipts.text).toBe(200)
    const shown = receipts.data.items.map((r: Record<string, unknown>) => [
      r.receiptNo,
      r.paymentMode,
      r.paymentReference,
      r.loanId,
      r.loanPaymentId,
    ])
    expect(shown).toEqual(
      onLoanPage.map((p: { id: string; receiptNumber: string; mode: string; reference: string }) => [
        p.receiptNumber,
        p.mode,
        p.reference,
        loan.id,
        p.id,
      ]),
    )
    expect(shown.at(-1)).toEqual([paid.payment.receiptNumber, 'BankTransfer', 'NEFT-77', loan.id, paid.payment.id])
    expect(shown[0].slice(1, 3)).toEqual(['UPI', 'UPI-55'])
    expect(receipts.text).not.toMatch(/ER-/)
  })

  it('an EMI payment on a valuation without a loan keeps its own receipt', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const v = await insertValuation(server, shop.tenantId, me.customer.id)
    const emi = await staff(shop, 'POST', `/api/valuations/${v.id}/emi`, {
      amount: 1000,
      dueDate: addDays(today(), 20),
    })
    await staff(shop, 'PATCH', `/api/valuations/${v.id}/emi`, {
      emiId: emi.id,
      status: 'Paid',
      paymentMode: 'Online',
      paymentReference: 'NEFT-9',
    })
    const receipts = await trpc(server, 'query', 'portal.receipts', {}, me.auth)
    expect(receipts.data.items).toHaveLength(1)
    expect(receipts.data.items[0]).toMatchObject({
      paymentMode: 'Online',
      paymentReference: 'NEFT-9',
      loanId: null,
      loanPaymentId: null,
    })
    expect(receipts.data.items[0].receiptNo).toMatch(/^ER-[A-Z0-9]{10}$/)
  })
})
