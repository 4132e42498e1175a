import { formatIsoDate, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBytes } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'

/** Issue 23: a renewal's voucher says what was carried, what was paid out and how; the borrower signs for that. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openBody, openLoanOk } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

/** A ₹1,00,000 loan with its interest paid today, renewed into a new loan on a fresh valuation. */
async function renewed(fields: Record<string, unknown>) {
  const t = await shop()
  const old = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
  const quote = await api(t.token, 'GET', `/api/loans/${old.id}/closure-quote`)
  expect(
    (
      await api(t.token, 'POST', `/api/loans/${old.id}/payments`, {
        amount: quote.body.interest,
        mode: 'UPI',
        reference: 'UPI-INT',
      })
    ).status,
  ).toBe(201)
  const fresh = await loanValuation(t.token, t.customer.id)
  const res = await api(
    t.token,
    'POST',
    `/api/loans/${old.id}/renew`,
    openBody(fresh.id, { scheme: 'EMI', tenureMonths: 12, disbursedOn: undefined, ...fields }),
  )
  expect(res.status, res.text).toBe(201)
  const pdf = await getBytes(server.url, `/api/loans/${res.body.id}/documents/disbursement`, { token: t.token })
  expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf'])
  return { t, old, loan: res.body, text: (await pdfText(pdf.bytes)).join(' ') }
}

describe('GET /api/loans/{id}/documents/disbursement of a renewed loan', () => {
  it('shows the principal carried from the old loan, the top-up paid out and its mode; the borrower signs for the top-up', async () => {
    const { t, old, loan, text } = await renewed({
      principal: 15_000_000,
      disbursementMode: 'UPI',
      disbursementReference: 'UPI-TOPUP-9',
    })
    for (const expected of [
      'Gold Loan Renewal Voucher',
      `Loan number: ${loan.loanNumber}`,
      `Renewal of ${old.loanNumber}`,
      `Renewed on ${formatIsoDate(today())}`,
      `Principal carried from ${old.loanNumber} ₹1,00,000.00`,
      'Top-up paid out ₹50,000.00',
      'New loan principal ₹1,50,000.00',
      'Top-up paid to the borrower ₹50,000.00',
      'Rupees Fifty Thousand Only',
      'Top-up paid by UPI',
      'Reference UPI-TOPUP-9',
      `Top-up of ₹50,000.00 received by the borrower (${t.customer.name})`,
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Principal disbursed')
    expect(text).not.toContain('₹1,50,000.00 received')
    expect(text).not.toContain('Rupees One Lakh Fifty Thousand')
  })

  it('a plain renewal pays nothing out and asks no receipt of money', async () => {
    const { t, old, text } = await renewed({ disbursementMode: 'Cash', disbursementReference: undefined })
    for (const expected of [
      'Gold Loan Renewal Voucher',
      `Principal carried from ${old.loanNumber} ₹1,00,000.00`,
      'Top-up paid out ₹0.00',
      'New loan principal ₹1,00,000.00',
      `No money was paid out: the principal of ${old.loanNumber} was carried into this loan.`,
      `Terms accepted by the borrower (${t.customer.name})`,
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Principal disbursed')
    expect(text).not.toContain('received by the borrower')
    expect(text).not.toContain('Paid by Cash')
  })

  it('a loan opened without a renewal keeps its disbursement voucher', async () => {
    const t = await shop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    const pdf = await getBytes(server.url, `/api/loans/${loan.id}/documents/disbursement`, { token: t.token })
    const text = (await pdfText(pdf.bytes)).join(' ')
    for (const expected of [
      'Gold Loan Disbursement Voucher',
      'Principal disbursed ₹1,00,000.00',
      'Paid by Bank transfer',
      `Received by the borrower (${t.customer.name})`,
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Renewal')
  })
})
