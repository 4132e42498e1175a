import http from 'node:http'
import { addDays, formatIsoDate, formatPaise, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portalCustomer } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call, type ResponseBody } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { chain, createValuationOk, setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

const { trpc } = loanHelpers(() => server)

type Auth = { token: string; host?: string }
const today = () => isoDateOf(server.ctx.now())
const daysAgo = (n: number) => addDays(today(), -n)

/** GET a PDF with its headers and text (node:http: the portal needs its Host header). */
function getPdf(
  path: string,
  auth: Auth,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const u = new URL(`${server.url}${path}`)
  const headers: Record<string, string> = { authorization: `Bearer ${auth.token}` }
  if (auth.host) headers.host = auth.host
  return new Promise((resolve, reject) => {
    http
      .get({ hostname: u.hostname, port: u.port, path: u.pathname, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

async function textOf(path: string, auth: Auth) {
  const res = await getPdf(path, auth)
  expect([res.status, res.headers['content-type']], res.body.toString()).toEqual([200, 'application/pdf'])
  expect(res.headers['cache-control']).toBe('private, no-store')
  return { text: (await pdfText(res.body)).join(' '), disposition: res.headers['content-disposition'] }
}

function ok(res: { status: number; text: string; body: ResponseBody }, status = 201): ResponseBody {
  expect(res.status, res.text).toBe(status)
  return res.body
}

/**
 * loans.md section 2's worked example, dated back from today: ₹1,00,000 at 12% BULLET disbursed 60
 * days ago by UPI, ₹50,000 in cash 30 days ago (interest ₹986.30, principal ₹49,013.70), then
 * the amount to close (₹51,489.18) today by bank transfer.
 */
async function setup() {
  const shop = await createTenantWithStaff(server, { name: 'Lakshmi Gold Loans' })
  const me = await portalCustomer(server, shop.tenantId, shop.slug, { name: 'Kavya Iyer' })
  const v = await createValuationOk(server, shop.employee.token, {
    customerId: me.customer.id,
    type: 'loan',
    ltvPercentage: 75,
    interestRate: 12,
    ornaments: [{ ...chain, quantity: 3 }],
  })
  const staff = { token: shop.employee.token }
  const loan = await ok(
    await call(server.url, 'POST', '/api/loans', {
      ...staff,
      body: {
        valuationId: v.id,
        principal: 10_000_000,
        scheme: 'BULLET',
        annualRate: 12,
        tenureMonths: 6,
        penalRate: 2,
        graceDays: 7,
        disbursementMode: 'UPI',
        disbursementReference: 'UTR-445566',
        disbursedOn: daysAgo(60),
      },
    }),
  )
  return { shop, me, v, staff, loan }
}

async function pay(s: Awaited<ReturnType<typeof setup>>, body: Record<string, unknown>) {
  return ok(await call(server.url, 'POST', `/api/loans/${s.loan.id}/payments`, { ...s.staff, body }))
}

const voucherPath = (id: string) => `/api/loans/${encodeURIComponent(id)}/documents/disbursement`
const receiptPath = (id: string, paymentId: string) =>
  `/api/loans/${encodeURIComponent(id)}/payments/${encodeURIComponent(paymentId)}/receipt`
const releasePath = (id: string) => `/api/loans/${encodeURIComponent(id)}/documents/release`
const portal = (path: string) => path.replace('/api/', '/api/portal/')
const fileName = (number: string) => number.replaceAll('/', '-')

describe('GET /api/loans/{id}/documents/disbursement', () => {
  it('states the shop, borrower, loan number, terms, gold and schedule in Indian rupees', async () => {
    const s = await setup()
    const { text, disposition } = await textOf(voucherPath(s.loan.id), s.staff)
    expect(disposition).toBe(`inline; filename="${fileName(s.loan.loanNumber)}-disbursement-voucher.pdf"`)
    expect(s.loan.loanNumber).toMatch(/^GL\/\d{4}-\d{2}\/\d{6}$/)
    for (const expected of [
      'Lakshmi Gold Loans',
      'Gold Loan Disbursement Voucher',
      `Loan number: ${s.loan.loanNumber}`,
      `Date: ${formatIsoDate(daysAgo(60))}`,
      'Kavya Iyer',
      s.me.customer.phone,
      'Principal disbursed ₹1,00,000.00',
      'Rupees One Lakh Only',
      'Bullet (principal and interest at maturity)',
      'Interest rate 12% a year',
      '2% a year on overdue dues, after 7 grace days',
      'Tenure 6 months',
      `Maturity date ${formatIsoDate(s.loan.maturityOn)}`,
      'Paid by UPI',
      'Reference UTR-445566',
      'Chain 3 22K 10.00 g',
      `Value of the gold ${formatPaise(Math.round(s.v.totalValue * 100))}`,
    ])
      expect(text).toContain(expected)
    const detail = await ok(await call(server.url, 'GET', `/api/loans/${s.loan.id}`, s.staff), 200)
    expect(detail.schedule).toHaveLength(1)
    const due = detail.schedule[0]
    expect(text).toContain(`1 ${formatIsoDate(due.dueOn)} ${formatPaise(due.amount)}`)
    expect(text).toContain(`Total repayable if paid on the due dates: ${formatPaise(due.amount)}`)
  })
})

describe('GET /api/loans/{id}/payments/{paymentId}/receipt', () => {
  it('states the receipt number, the amount and its split, mode, date and what is left', async () => {
    const s = await setup()
    const first = await pay(s, { amount: 5_000_000, mode: 'Cash', paidOn: daysAgo(30) })
    expect(first.payment).toMatchObject({ interest: 98_630, principal: 4_901_370, penalCharges: 0 })
    const { text, disposition } = await textOf(receiptPath(s.loan.id, first.payment.id), s.staff)
    expect(first.payment.receiptNumber).toMatch(/^PR\/\d{4}-\d{2}\/\d{6}$/)
    expect(disposition).toBe(`inline; filename="${fileName(first.payment.receiptNumber)}.pdf"`)
    for (const expected of [
      'Lakshmi Gold Loans',
      'Gold Loan Payment Receipt',
      `Receipt number: ${first.payment.receiptNumber}`,
      `Date: ${formatIsoDate(daysAgo(30))}`,
      'Kavya Iyer',
      `Loan number ${s.loan.loanNumber}`,
      'Amount received ₹50,000.00',
      'Rupees Fifty Thousand Only',
      'Mode Cash',
      'Penal charges ₹0.00 Interest ₹986.30 Principal ₹49,013.70 Total received ₹50,000.00',
      'Principal ₹50,986.30 Interest ₹0.00 Penal charges ₹0.00 Total outstanding ₹50,986.30',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('closed the loan')

    const last = await pay(s, { amount: 5_148_918, mode: 'BankTransfer', reference: 'NEFT-7788' })
    expect(last.loan.status).toBe('Closed')
    const closing = (await textOf(receiptPath(s.loan.id, last.payment.id), s.staff)).text
    for (const expected of [
      `Receipt number: ${last.payment.receiptNumber}`,
      'Amount received ₹51,489.18',
      'Rupees Fifty One Thousand Four Hundred Eighty Nine and Eighteen Paise Only',
      'Mode Bank transfer',
      'Reference NEFT-7788',
      'Penal charges ₹0.00 Interest ₹502.88 Principal ₹50,986.30 Total received ₹51,489.18',
      'Total outstanding ₹0.00',
      `This payment closed the loan on ${formatIsoDate(today())}.`,
      `due back to the borrower by ${formatIsoDate(last.loan.releaseDueBy)}`,
    ])
      expect(closing).toContain(expected)
    // A receipt printed again later still says what was left after its own payment.
    expect((await textOf(receiptPath(s.loan.id, first.payment.id), s.staff)).text).toContain(
      'Total outstanding ₹50,986.30',
    )
  })

  it("answers 404 'Payment not found.' for an unknown payment or another loan's", async () => {
    const s = await setup()
    const other = await setup()
    const theirs = await pay(other, { amount: 100_000, mode: 'UPI', reference: 'UPI-1' })
    for (const paymentId of ['no-such-payment', theirs.payment.id, ' ']) {
      const res = await call(server.url, 'GET', receiptPath(s.loan.id, paymentId), s.staff)
      expect([res.status, res.body]).toEqual([404, { error: 'Payment not found.' }])
    }
  })
})

describe('GET /api/loans/{id}/documents/release', () => {
  it("answers 404 'This document has not been issued for this loan.' until the gold is released", async () => {
    const s = await setup()
    const res = await call(server.url, 'GET', releasePath(s.loan.id), s.staff)
    expect([res.status, res.body]).toEqual([404, { error: 'This document has not been issued for this loan.' }])
  })

  it('states the ornaments, loan number, closure and release dates, and no compensation when on time', async () => {
    const s = await setup()
    const packet = { id: s.v.id, packetNo: 'P-14', sealNo: 'S-0093' }
    expect((await trpc(s.staff.token, 'valuations.setPacket', packet, 'mutation')).status).toBe(200)
    await pay(s, { amount: 10_197_260, mode: 'UPI', reference: 'UPI-CLOSE' })
    const released = await ok(
      await call(server.url, 'POST', `/api/loans/${s.loan.id}/release`, {
        ...s.staff,
        body: { releasedTo: 'Kavya Iyer', sealIntact: true, note: 'Checked each piece' },
      }),
      200,
    )
    expect(released.releaseDelayDays).toBe(0)
    const detail = await ok(await call(server.url, 'GET', `/api/loans/${s.loan.id}`, s.staff), 200)
    const { text, disposition } = await textOf(releasePath(s.loan.id), s.staff)
    const number = /Receipt number: (RR\/\d{4}-\d{2}\/\d{6})/.exec(text)?.[1]
    expect(number).toBeDefined()
    expect(disposition).toBe(`inline; filename="${fileName(number!)}.pdf"`)
    for (const expected of [
      'Lakshmi Gold Loans',
      'Gold Release Receipt',
      `Date: ${formatIsoDate(today())}`,
      'Kavya Iyer',
      `Loan number ${s.loan.loanNumber}`,
      `Loan closed on ${formatIsoDate(today())}`,
      `Release due by ${formatIsoDate(detail.releaseDueBy)}`,
      `Released on ${formatIsoDate(today())}`,
      'Released to Kavya Iyer',
      'Packet seal Intact (packet P-14, seal S-0093)',
      'in their sealed packet',
      'Note Checked each piece',
      'Chain 3 22K 10.00 g',
      'no compensation is due',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Delay compensation')
    expect(text).not.toContain('Days of delay')
  })

  it('states the days of delay and the compensation owed when released after the deadline', async () => {
    const s = await setup()
    await pay(s, { amount: 5_000_000, mode: 'Cash', paidOn: daysAgo(30) })
    const closed = await pay(s, { amount: 5_115_393, mode: 'UPI', reference: 'UPI-CLOSE', paidOn: daysAgo(20) })
    expect(closed.loan.status).toBe('Closed')
    // 20 days ago, the 7 working days after closure have run by today whatever the holidays.
    const released = await ok(
      await call(server.url, 'POST', `/api/loans/${s.loan.id}/release`, {
        ...s.staff,
        body: { releasedTo: 'Ravi Iyer (son)', sealIntact: false },
      }),
      200,
    )
    const delay = released.releaseDelayDays as number
    expect(delay).toBeGreaterThan(0)
    expect(released.releaseCompensation).toBe(delay * 500_000)
    const { text } = await textOf(releasePath(s.loan.id), s.staff)
    for (const expected of [
      `Loan closed on ${formatIsoDate(daysAgo(20))}`,
      `Release due by ${formatIsoDate(released.releaseDueBy)}`,
      'Released to Ravi Iyer (son)',
      'Packet seal No packet recorded',
      'Delay compensation',
      `Days of delay ${delay} days after ${formatIsoDate(released.releaseDueBy)}`,
      `Compensation owed ${formatPaise(delay * 500_000)} (${delay} × ₹5,000.00 a day)`,
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('no compensation is due')
  })
})

describe('who may read loan documents', () => {
  it("reads another tenant's loan and an unknown id as 404 'Loan not found.'", async () => {
    const s = await setup()
    const first = await pay(s, { amount: 100_000, mode: 'Cash' })
    const other = await createTenantWithStaff(server)
    for (const [token, id] of [
      [other.admin.token, s.loan.id],
      [other.employee.token, s.loan.id],
      [s.staff.token, 'no-such-loan'],
    ] as const) {
      for (const path of [voucherPath(id), receiptPath(id, first.payment.id), releasePath(id)]) {
        const res = await call(server.url, 'GET', path, { token })
        expect([res.status, res.body], path).toEqual([404, { error: 'Loan not found.' }])
      }
    }
  })

  it("gives the borrower their own loan's documents in the portal, and reads anyone else's as 404", async () => {
    const s = await setup()
    const paid = await pay(s, { amount: 10_197_260, mode: 'UPI', reference: 'UPI-CLOSE' })
    await ok(
      await call(server.url, 'POST', `/api/loans/${s.loan.id}/release`, {
        ...s.staff,
        body: { releasedTo: 'Kavya Iyer', sealIntact: true },
      }),
      200,
    )
    const voucher = await textOf(portal(voucherPath(s.loan.id)), s.me.auth)
    expect(voucher.disposition).toBe(`attachment; filename="${fileName(s.loan.loanNumber)}-disbursement-voucher.pdf"`)
    expect(voucher.text).toContain(`Loan number: ${s.loan.loanNumber}`)
    const receipt = await textOf(portal(receiptPath(s.loan.id, paid.payment.id)), s.me.auth)
    expect(receipt.text).toContain(`Receipt number: ${paid.payment.receiptNumber}`)
    expect(receipt.text).toContain('Amount received ₹1,01,972.60')
    const release = await textOf(portal(releasePath(s.loan.id)), s.me.auth)
    expect(release.text).toContain('Gold Release Receipt')
    // Issue 23: no packet or seal was ever recorded, so a ticked seal cannot be vouched for.
    expect(release.text).toContain('Packet seal No packet recorded')
    expect(release.text).not.toContain('sealed packet')

    // Another borrower of the same shop, and a borrower of another shop.
    const someone = await portalCustomer(server, s.shop.tenantId, s.shop.slug)
    const elsewhere = await createTenantWithStaff(server)
    const stranger = await portalCustomer(server, elsewhere.tenantId, elsewhere.slug)
    for (const who of [someone.auth, stranger.auth]) {
      for (const path of [voucherPath(s.loan.id), receiptPath(s.loan.id, paid.payment.id), releasePath(s.loan.id)]) {
        const res = await call(server.url, 'GET', portal(path), who)
        expect([res.status, res.body], path).toEqual([404, { error: 'Loan not found.' }])
      }
    }
    const unknownPayment = await call(server.url, 'GET', portal(receiptPath(s.loan.id, 'nope')), s.me.auth)
    expect([unknownPayment.status, unknownPayment.body]).toEqual([404, { error: 'Payment not found.' }])
  })

  it("answers the portal's release receipt 404 before release, and refuses staff and anonymous callers", async () => {
    const s = await setup()
    const early = await call(server.url, 'GET', portal(releasePath(s.loan.id)), s.me.auth)
    expect([early.status, early.body]).toEqual([404, { error: 'This document has not been issued for this loan.' }])
    for (const who of [{}, { token: s.shop.admin.token }]) {
      const res = await call(server.url, 'GET', portal(voucherPath(s.loan.id)), who)
      expect([res.status, res.body]).toEqual([401, { error: 'Unauthorized' }])
    }
    for (const who of [{}, s.me.auth]) {
      const res = await call(server.url, 'GET', voucherPath(s.loan.id), who)
      expect([res.status, res.body]).toEqual([401, { error: 'Unauthorized' }])
    }
  })

  it('opens with the session cookie too (the apps link the PDFs as plain links)', async () => {
    const s = await setup()
    const res = await fetch(`${server.url}${voucherPath(s.loan.id)}`, {
      headers: { cookie: `gold_session=${s.staff.token}` },
    })
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])
  })
})
