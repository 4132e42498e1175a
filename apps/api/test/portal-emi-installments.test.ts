import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { insertValuation, portalCustomer, trpc } from './customers-helpers.ts'

/**
 * Issue 23 item 7, on the EMI pages: after an early closure the valuation's EMI records all read
 * `Paid` at their full amount (platform-spec 3.5 has no other word for them). The portal's EMI
 * schedule and home count and the staff valuation page say what the loan page says instead.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

type Shop = Awaited<ReturnType<typeof createTenantWithStaff>>
type EmiRow = {
  id: string
  valuationId: string
  installmentNo: number
  state: string
  paidAmountPaise: number
  outstandingPaise: number
}
type Installment = { no: number; paid: number; state: string }

const staff = async (shop: Shop, method: string, path: string, body?: unknown) => {
  const res = await call(server.url, method, path, { token: shop.admin.token, body })
  expect(res.status, res.text).toBeLessThan(300)
  return res.body
}

async function query(path: string, input: unknown, auth: { token?: string; host?: string }) {
  const res = await trpc(server, 'query', path, input, auth)
  expect(res.status, res.text).toBe(200)
  return res.data
}

/** An EMI loan of ₹50,000 over 12 months, disbursed 40 days ago and closed today with the closing amount. */
async function closedEarly(shop: Shop, customerId: string) {
  const valuation = await insertValuation(server, shop.tenantId, customerId)
  const loan = await staff(shop, 'POST', '/api/loans', {
    valuationId: valuation.id,
    principal: 5_000_000,
    scheme: 'EMI',
    annualRate: 12,
    tenureMonths: 12,
    disbursementMode: 'UPI',
    disbursementReference: 'UTR-OPEN',
    disbursedOn: addDays(isoDateOf(server.ctx.now()), -40),
  })
  const quote = await staff(shop, 'GET', `/api/loans/${loan.id}/closure-quote`)
  await staff(shop, 'POST', `/api/loans/${loan.id}/payments`, { amount: quote.total, mode: 'UPI', reference: 'UPI-CL' })
  return { loan, quote }
}

const shown = (rows: EmiRow[]) => rows.map((e) => ({ no: e.installmentNo, state: e.state, paid: e.paidAmountPaise }))

describe('EMI pages after an early closure (issue 23 item 7)', () => {
  it('portal.emiSchedule and portal.emiSummary say settled at closure and what was paid, as the loan page does', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const { loan, quote } = await closedEarly(shop, me.customer.id)

    const onLoanPage: Installment[] = (await query('portal.loan', { id: loan.id }, me.auth)).installments
    const schedule = await query('portal.emiSchedule', {}, me.auth)
    const rows: EmiRow[] = schedule.items
    expect(rows).toHaveLength(12)
    expect(shown(rows)).toEqual(onLoanPage.map(({ no, state, paid }) => ({ no, state, paid })))
    const settled = rows.filter((e) => e.state === 'settled')
    // The closing money (principal and 40 days' interest) fell short of the schedule's twelve installments.
    expect(settled.length).toBeGreaterThan(0)
    expect(rows.reduce((sum, e) => sum + e.paidAmountPaise, 0)).toBe(quote.total)
    expect(rows.every((e) => e.outstandingPaise === 0)).toBe(true)
    expect(rows[0]).toMatchObject({ loanNumber: loan.loanNumber, scheduleEnding: 'closed' })

    const summary = await query('portal.emiSummary', undefined, me.auth)
    expect(summary).toMatchObject({
      total: 12,
      paid: 12 - settled.length,
      settled: settled.length,
      overdue: 0,
      next: null,
    })

    // The valuation page of the portal reads the same.
    const valuation = await query('portal.valuation', { id: loan.valuationId }, me.auth)
    expect(shown(valuation.emiSchedule)).toEqual(shown(rows))

    // The staff valuation page (tRPC valuations.get) too.
    const staffView = await query('valuations.get', { id: loan.valuationId }, { token: shop.admin.token })
    expect(shown(staffView.emiRecords)).toEqual(shown(rows))

    // The spec'd REST answers keep the stored records: Paid, with only the spec's fields.
    const rest = await staff(shop, 'GET', `/api/valuations/${loan.valuationId}`)
    expect(rest.emiRecords.every((e: { status: string }) => e.status === 'Paid')).toBe(true)
    expect(rest.emiRecords.map((e: object) => Object.keys(e).sort())).toEqual(
      rest.emiRecords.map(() => ['amount', 'dueDate', 'id', 'paidAt', 'status', 'valuationId']),
    )
    const customer = await staff(shop, 'GET', `/api/customers/${me.customer.id}`)
    expect(customer.emiRecords.every((e: { status: string }) => e.status === 'Paid')).toBe(true)
    expect(customer.emiRecords[0]).not.toHaveProperty('state')
  })

  it('an EMI without a loan speaks for itself, and is the next one owed after a closed loan', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    await closedEarly(shop, me.customer.id)
    const other = await insertValuation(server, shop.tenantId, me.customer.id)
    const dueOn = addDays(isoDateOf(server.ctx.now()), 400)
    const added = await staff(shop, 'POST', `/api/valuations/${other.id}/emi`, { amount: 1500, dueDate: dueOn })

    const summary = await query('portal.emiSummary', undefined, me.auth)
    expect(summary.total).toBe(13)
    expect(summary.next).toMatchObject({ id: added.id, state: 'due', loanNumber: null, outstandingPaise: 150_000 })
    const row = (await query('portal.emiSchedule', { limit: 50 }, me.auth)).items.find((e: EmiRow) => e.id === added.id)
    expect(row).toMatchObject({ state: 'due', scheduleEnding: 'open', paidAmountPaise: 0, outstandingPaise: 150_000 })
  })
})
