import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, getBytes } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { createSession } from '../src/auth/session-service.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff, loginAs } from './support/factories.ts'
import { insertValuation, portalCustomer, trpc } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const today = () => isoDateOf(server.ctx.now())

type Shop = Awaited<ReturnType<typeof createTenantWithStaff>>

/** A loan opened by staff through POST /api/loans on a fresh loan valuation (₹60,000 of gold) of the borrower. */
async function openLoan(shop: Shop, customerId: string, body: Record<string, unknown> = {}) {
  const valuation = await insertValuation(server, shop.tenantId, customerId)
  const res = await call(server.url, 'POST', '/api/loans', {
    token: shop.admin.token,
    body: {
      valuationId: valuation.id,
      principal: 3000000,
      scheme: 'EMI',
      annualRate: 12,
      tenureMonths: 12,
      penalRate: 2,
      graceDays: 0,
      disbursementMode: 'UPI',
      disbursementReference: 'UTR-OPEN-1',
      ...body,
    },
  })
  expect(res.status, res.text).toBe(201)
  return res.body as { id: string; loanNumber: string; valuationId: string }
}

async function pay(shop: Shop, loanId: string, amount: number, paidOn: string) {
  const res = await call(server.url, 'POST', `/api/loans/${loanId}/payments`, {
    token: shop.admin.token,
    body: { amount, mode: 'UPI', reference: 'UTR-PAY-1', paidOn },
  })
  expect(res.status, res.text).toBe(201)
  return res.body.payment as { id: string; receiptNumber: string }
}

const staffLoan = async (shop: Shop, id: string) => {
  const res = await call(server.url, 'GET', `/api/loans/${id}`, { token: shop.admin.token })
  expect(res.status, res.text).toBe(200)
  return res.body
}

const staffQuote = async (shop: Shop, id: string) => {
  const res = await call(server.url, 'GET', `/api/loans/${id}/closure-quote`, { token: shop.admin.token })
  expect(res.status, res.text).toBe(200)
  return res.body
}

describe('portal loans', () => {
  it("lists the borrower's own loans newest first, with today's figures equal to the staff API's closure quote", async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const someone = await portalCustomer(server, shop.tenantId, shop.slug)
    // Overdue: disbursed 75 days ago, the first EMI fell due about 45 days ago and was part-paid.
    const older = await openLoan(shop, me.customer.id, { disbursedOn: addDays(today(), -75) })
    await pay(shop, older.id, 100000, addDays(today(), -30))
    const newer = await openLoan(shop, me.customer.id, { scheme: 'BULLET', tenureMonths: 6, principal: 2000000 })
    await openLoan(shop, someone.customer.id)

    const res = await trpc(server, 'query', 'portal.loans', {}, me.auth)
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.data.items.map((l: { id: string }) => l.id)).toEqual([newer.id, older.id])
    expect(res.data.nextCursor).toBeNull()
    for (const item of res.data.items) {
      const staff = await staffLoan(shop, item.id)
      const quote = await staffQuote(shop, item.id)
      expect(item).toMatchObject({
        asOf: today(),
        loanNumber: staff.loanNumber,
        status: 'Active',
        principal: staff.principal,
        outstanding: {
          principal: quote.principal,
          interest: quote.interest,
          penalCharges: quote.penalCharges,
          total: quote.total,
        },
        nextDue: staff.nextDue,
        daysPastDue: staff.daysPastDue,
      })
    }
    const [bullet, emi] = res.data.items
    expect(emi.daysPastDue).toBeGreaterThan(0)
    expect(emi.outstanding.penalCharges).toBeGreaterThan(0)
    expect(bullet).toMatchObject({ daysPastDue: 0, outstanding: { principal: 2000000, interest: 0, total: 2000000 } })
    // The shop's business stays with the shop: no borrower block, ledger or disbursement reference.
    expect(res.text).not.toMatch(/UTR-OPEN-1|"ledger"|"customer"|createdBy/)

    const summary = await trpc(server, 'query', 'portal.loansSummary', undefined, me.auth)
    expect(summary.status, summary.text).toBe(200)
    expect(summary.data).toEqual({
      asOf: today(),
      openLoans: 2,
      toCloseToday: emi.outstanding.total + bullet.outstanding.total,
      overdueLoans: 1,
      nextDue: { loanId: older.id, loanNumber: older.loanNumber, ...emi.nextDue },
    })
  })

  it('pages the list with a cursor', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const ids = []
    for (let i = 0; i < 3; i++) ids.unshift((await openLoan(shop, me.customer.id, { principal: 100000 })).id)
    const first = await trpc(server, 'query', 'portal.loans', { limit: 2 }, me.auth)
    const second = await trpc(server, 'query', 'portal.loans', { limit: 2, cursor: first.data.nextCursor }, me.auth)
    expect([...first.data.items, ...second.data.items].map((l: { id: string }) => l.id)).toEqual(ids)
    expect(second.data.nextCursor).toBeNull()
  })

  it("a valuation carries the loan opened on it with the loan's state (a valuation's own status is always Completed)", async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const someone = await portalCustomer(server, shop.tenantId, shop.slug)
    const loan = await openLoan(shop, me.customer.id)
    const unpledged = await insertValuation(server, shop.tenantId, me.customer.id)
    await openLoan(shop, someone.customer.id)

    const list = await trpc(server, 'query', 'portal.valuations', {}, me.auth)
    expect(list.status, list.text).toBe(200)
    expect(list.data.items.map((v: { id: string; loan: unknown }) => [v.id, v.loan])).toEqual([
      [unpledged.id, null],
      [loan.valuationId, { id: loan.id, loanNumber: loan.loanNumber, status: 'Active' }],
    ])
    const one = await trpc(server, 'query', 'portal.valuation', { id: loan.valuationId }, me.auth)
    expect(one.data.loan).toEqual({ id: loan.id, loanNumber: loan.loanNumber, status: 'Active' })
    const quote = await staffQuote(shop, loan.id)
    await pay(shop, loan.id, quote.total, today())
    const closed = await trpc(server, 'query', 'portal.valuation', { id: loan.valuationId }, me.auth)
    expect(closed.data.loan).toMatchObject({ status: 'Closed' })
  })

  it('one loan: the schedule with coverage and every payment with its receipt number, as the staff API has them', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const loan = await openLoan(shop, me.customer.id, { disbursedOn: addDays(today(), -75) })
    const first = await pay(shop, loan.id, 300000, addDays(today(), -40))
    const second = await pay(shop, loan.id, 50000, addDays(today(), -10))

    const res = await trpc(server, 'query', 'portal.loan', { id: loan.id }, me.auth)
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const staff = await staffLoan(shop, loan.id)
    const quote = await staffQuote(shop, loan.id)
    expect(res.data).toMatchObject({
      id: loan.id,
      loanNumber: loan.loanNumber,
      valuationId: loan.valuationId,
      outstanding: {
        principal: quote.principal,
        interest: quote.interest,
        penalCharges: quote.penalCharges,
        total: quote.total,
      },
      nextDue: staff.nextDue,
      daysPastDue: staff.daysPastDue,
      schedule: staff.schedule,
    })
    expect(res.data.schedule).toHaveLength(12)
    expect(res.data.schedule[0].covered).toBe(true)
    expect(res.data.schedule[1].covered).toBe(false)
    expect(res.data.payments.map((p: { id: string; receiptNumber: string }) => [p.id, p.receiptNumber])).toEqual([
      [second.id, second.receiptNumber],
      [first.id, first.receiptNumber],
    ])
    expect(res.data.payments[1]).toEqual(staff.payments.find((p: { id: string }) => p.id === first.id))
    expect(res.data.payments[1].receiptNumber).toMatch(/^PR\/\d{4}-\d{2}\/\d{6}$/)
    expect(res.text).not.toMatch(/"ledger"|"customer"|createdBy/)
  })

  it("another borrower's loan, another shop's loan and a missing id read as 404 'Loan not found.'", async () => {
    const shop = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const someone = await portalCustomer(server, shop.tenantId, shop.slug)
    const elsewhere = await portalCustomer(server, other.tenantId, other.slug)
    const theirs = await openLoan(shop, someone.customer.id)
    const otherShops = await openLoan(other, elsewhere.customer.id)
    for (const id of [theirs.id, otherShops.id, 'no-such-loan', ' ']) {
      const res = await trpc(server, 'query', 'portal.loan', { id }, me.auth)
      expect([res.status, res.error?.message, res.error?.code]).toEqual([404, 'Loan not found.', 'NOT_FOUND'])
    }
    const mine = await trpc(server, 'query', 'portal.loans', {}, me.auth)
    expect(mine.data).toEqual({ items: [], nextCursor: null })
    const summary = await trpc(server, 'query', 'portal.loansSummary', undefined, me.auth)
    expect(summary.data).toEqual({ asOf: today(), openLoans: 0, toCloseToday: 0, overdueLoans: 0, nextDue: null })
    // The other shop's borrower, on their own shop, sees their loan.
    const theirShop = await trpc(server, 'query', 'portal.loan', { id: otherShops.id }, elsewhere.auth)
    expect(theirShop.status, theirShop.text).toBe(200)
  })

  it('a closed loan shows zeros and every due covered; staff and anonymous callers are refused', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const loan = await openLoan(shop, me.customer.id, { disbursedOn: addDays(today(), -20) })
    const quote = await staffQuote(shop, loan.id)
    await pay(shop, loan.id, quote.total, today())
    const res = await trpc(server, 'query', 'portal.loan', { id: loan.id }, me.auth)
    expect(res.data).toMatchObject({
      status: 'Closed',
      closedOn: today(),
      outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
      nextDue: null,
      daysPastDue: 0,
    })
    expect(res.data.releaseDueBy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(res.data.schedule.every((d: { covered: boolean }) => d.covered)).toBe(true)
    const summary = await trpc(server, 'query', 'portal.loansSummary', undefined, me.auth)
    expect(summary.data).toMatchObject({ openLoans: 0, toCloseToday: 0, nextDue: null })

    for (const who of [{}, { token: shop.admin.token }]) {
      for (const [path, input] of [
        ['portal.loans', {}],
        ['portal.loan', { id: loan.id }],
        ['portal.loansSummary', undefined],
      ] as const) {
        expect((await trpc(server, 'query', path, input, { ...who, host: me.auth.host })).status).toBe(401)
      }
    }
  })

  // Last: it moves the server's clock past the notice period.
  it('an auction: the notice and its PDF, then the sale and the surplus owed until it is paid out', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const loan = await openLoan(shop, me.customer.id, {
      scheme: 'BULLET',
      tenureMonths: 3,
      disbursedOn: addDays(today(), -200),
    })
    const noticed = await call(server.url, 'POST', `/api/loans/${loan.id}/auction-notice`, { token: shop.admin.token })
    expect(noticed.status, noticed.text).toBe(200)
    const onNotice = await trpc(server, 'query', 'portal.loan', { id: loan.id }, me.auth)
    expect(onNotice.data).toMatchObject({
      status: 'AuctionNoticed',
      auction: { noticedOn: today(), earliestOn: addDays(today(), 14), auctionedOn: null },
      sale: null,
      surplusOwed: 0,
    })
    const pdf = await getBytes(server.url, `/api/portal/loans/${loan.id}/documents/auction-notice`, me.auth)
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf'])
    expect((await pdfText(pdf.bytes)).join(' ')).toContain(onNotice.data.auction.noticeNumber)

    server.clock.advance(15 * 86_400_000)
    const staff = await loginAs(server, shop.admin.email, shop.admin.password)
    const auth = { ...me.auth, token: await createSession(server.ctx, 'customer', me.customer.id, shop.tenantId) }
    const quote = (await call(server.url, 'GET', `/api/loans/${loan.id}/closure-quote`, { token: staff })).body
    const amount = 6_000_000 // the whole ₹60,000 of gold: above the reserve and the amount to close
    const sold = await call(server.url, 'POST', `/api/loans/${loan.id}/auction`, {
      token: staff,
      body: { soldOn: today(), amount, buyer: 'Ram Jewellers' },
    })
    expect(sold.status, sold.text).toBe(201)
    const after = await trpc(server, 'query', 'portal.loan', { id: loan.id }, auth)
    expect(after.data).toMatchObject({
      status: 'Auctioned',
      outstanding: { total: 0 },
      auction: { auctionedOn: today() },
      sale: { soldOn: today(), amount },
      surplusOwed: amount - quote.total,
      surplusPaid: 0,
      surplusPaidOn: null,
    })
    expect(after.data).not.toHaveProperty('sale.buyer')
    const paidOut = await call(server.url, 'POST', `/api/loans/${loan.id}/surplus-payout`, {
      token: staff,
      body: { mode: 'UPI', reference: 'UTR-SURPLUS' },
    })
    expect(paidOut.status, paidOut.text).toBe(200)
    const settled = await trpc(server, 'query', 'portal.loan', { id: loan.id }, auth)
    expect(settled.data).toMatchObject({ surplusOwed: 0, surplusPaid: amount - quote.total, surplusPaidOn: today() })
  })
})
