import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBytes } from './support/http.ts'
import { overlappingText, pdfText, pdfTextBoxes } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'
import { portalCustomer, trpc as trpcAs } from './customers-helpers.ts'

/** Issue 27: the shop's UPI ID and payee name, and the UPI QR block on receipts and auction notices. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk, trpc } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

async function pdfOf(token: string, path: string) {
  const res = await getBytes(server.url, path, { token })
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])
  return res.bytes
}

const UPI = { upiId: ' LakshmiGold@OKAXIS ', payeeName: 'Lakshmi Gold Loans' }

describe('shop UPI settings (issue 27)', () => {
  it('stores a valid UPI ID lowercased with its payee name; refuses a malformed one with the field named', async () => {
    const t = await shop()
    expect((await trpc(t.admin.token, 'shop.upi', undefined, 'query')).data).toEqual({
      upiId: null,
      payeeName: null,
      refuseDuplicateUtr: false,
    })
    const bad = await trpc(t.admin.token, 'shop.updateUpi', { upiId: 'lakshmigold', payeeName: 'X' }, 'mutation')
    expect(bad.error.message).toMatch(/^UPI ID must look like yourshop@okaxis/)
    const noName = await trpc(t.admin.token, 'shop.updateUpi', { upiId: 'ab@okaxis' }, 'mutation')
    expect(noName.error.message).toMatch(/^Payee name is required/)
    const saved = await trpc(t.admin.token, 'shop.updateUpi', UPI, 'mutation')
    expect(saved.data).toEqual({
      upiId: 'lakshmigold@okaxis',
      payeeName: 'Lakshmi Gold Loans',
      refuseDuplicateUtr: false,
    })
    // Staff read it (documents and screens); only shop settings change it.
    expect((await trpc(t.token, 'shop.upi', undefined, 'query')).data.upiId).toBe('lakshmigold@okaxis')
    expect((await trpc(t.token, 'shop.updateUpi', UPI, 'mutation')).status).toBe(401)
  })

  it('a payment receipt carries the UPI block for what is outstanding, only when the shop has a UPI ID', async () => {
    const t = await shop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id, {
      disbursedOn: addDays(today(), -30),
    })
    const paid = await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, { amount: 100_000, mode: 'Cash' })
    expect(paid.status).toBe(201)
    const path = `/api/loans/${loan.id}/payments/${paid.body.payment.id}/receipt`
    const before = (await pdfText(await pdfOf(t.token, path))).join(' ')
    expect(before).not.toContain('UPI')

    await trpc(t.admin.token, 'shop.updateUpi', UPI, 'mutation')
    const pdf = await pdfOf(t.token, path)
    const after = (await pdfText(pdf)).join(' ')
    // Every text of the receipt is still there, the block is added after it.
    for (const part of before.split(' · ')[0]!.split(/\s+/).filter(Boolean)) expect(after).toContain(part)
    expect(after).toContain('Pay by UPI')
    expect(after).toMatch(
      /Scan with any UPI app to pay ₹[\d,]+\.\d\d to Lakshmi Gold Loans \(UPI ID lakshmigold@okaxis\)/,
    )
    expect(after).toContain(`The payment note is the loan number, ${loan.loanNumber}.`)
    expect(overlappingText(await pdfTextBoxes(pdf))).toEqual([])
  })

  it('an auction notice carries the UPI block for the amount to close', async () => {
    const t = await shop()
    await trpc(t.admin.token, 'shop.updateUpi', UPI, 'mutation')
    const v = await loanValuation(t.token, t.customer.id)
    const loan = await openLoanOk(t.token, v.id, {
      scheme: 'EMI',
      tenureMonths: 12,
      disbursedOn: addDays(today(), -125),
    })
    expect((await api(t.token, 'POST', `/api/loans/${loan.id}/auction-notice`)).status).toBe(200)
    const pdf = await pdfOf(t.token, `/api/loans/${loan.id}/documents/auction-notice`)
    const text = (await pdfText(pdf)).join(' ')
    expect(text).toContain('Amount to close the loan (as of')
    expect(text).toContain('Close the loan by UPI')
    expect(text).toContain('lakshmigold@okaxis')
    expect(overlappingText(await pdfTextBoxes(pdf))).toEqual([])
  })

  it("the portal's loan UPI: null without a UPI ID; then the QR for today's amount to close, with the loan number as the note", async () => {
    const t = await shop()
    const me = await portalCustomer(server, t.tenantId, t.slug)
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, me.customer.id)).id, {
      disbursedOn: addDays(today(), -30),
    })
    const read = () => trpcAs(server, 'query', 'portal.loanUpi', { id: loan.id }, me.auth)
    expect((await read()).data).toBeNull()
    await trpc(t.admin.token, 'shop.updateUpi', UPI, 'mutation')
    const toClose = (await trpcAs(server, 'query', 'portal.loan', { id: loan.id }, me.auth)).data.outstanding.total
    const upi = (await read()).data
    expect(upi).toMatchObject({ upiId: 'lakshmigold@okaxis', payeeName: 'Lakshmi Gold Loans', nextDue: null })
    expect(upi.toClose.amount).toBe(toClose)
    const rupees = `${Math.floor(toClose / 100)}.${String(toClose % 100).padStart(2, '0')}`
    expect(upi.toClose.uri).toBe(
      `upi://pay?pa=lakshmigold@okaxis&pn=Lakshmi%20Gold%20Loans&am=${rupees}&tn=${encodeURIComponent(loan.loanNumber)}&cu=INR`,
    )
    expect(upi.toClose.qrDataUrl).toMatch(/^data:image\/png;base64,/)
    // Another borrower's loan reads as not found.
    const other = await portalCustomer(server, t.tenantId, t.slug)
    expect((await trpcAs(server, 'query', 'portal.loanUpi', { id: loan.id }, other.auth)).error?.httpStatus).toBe(404)
  })
})
