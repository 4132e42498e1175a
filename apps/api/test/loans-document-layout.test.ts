import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBytes } from './support/http.ts'
import { overlappingText, pdfText, pdfTextBoxes } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { loanHelpers } from './loans-support.ts'

/** Issue 23: no text of a loan document is drawn over another (checked on the laid-out positions). */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

async function pdfOf(token: string, path: string) {
  const res = await getBytes(server.url, path, { token })
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])
  return res.bytes
}

describe('loan documents lay their text out without overlaps', () => {
  it('the auction notice: its long "amount to close (as of …)" heading stays clear of the amount in words', async () => {
    const t = await shop()
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
    expect(text).toContain('Rupees')
    expect(overlappingText(await pdfTextBoxes(pdf))).toEqual([])
  })

  it('the disbursement voucher', async () => {
    const t = await shop()
    const loan = await openLoanOk(t.token, (await loanValuation(t.token, t.customer.id)).id)
    expect(
      overlappingText(await pdfTextBoxes(await pdfOf(t.token, `/api/loans/${loan.id}/documents/disbursement`))),
    ).toEqual([])
  })
})
