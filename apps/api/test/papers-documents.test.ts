import http from 'node:http'
import { addDays, isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { customerBody } from './customers-helpers.ts'
import { chain, createValuationOk, setGoldRate } from './support/valuation-factories.ts'

let server: TestServer

async function customerOk(_server: TestServer, token: string, over: Record<string, unknown>) {
  const res = await call(server.url, 'POST', '/api/customers', { token, body: customerBody(over) })
  expect(res.status, res.text).toBe(201)
  return res.body as { id: string }
}
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

function get(path: string, token: string): Promise<{ status: number; type: string; body: Buffer }> {
  const u = new URL(`${server.url}${path}`)
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          hostname: u.hostname,
          port: u.port,
          path: u.pathname + u.search,
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      .on('error', reject)
  })
}

async function pdfOf(path: string, token: string) {
  const res = await get(path, token)
  expect([res.status, res.type], res.body.toString().slice(0, 200)).toEqual([200, 'application/pdf'])
  return { text: (await pdfText(res.body)).join(' '), raw: res.body.toString('latin1') }
}

/** A loan of ₹50,000 at 12% over 12 EMIs to a borrower whose papers are in `language`. */
async function loanIn(language: 'en' | 'hi' | 'ta', name: string) {
  const shop = await createTenantWithStaff(server, { name: 'Lakshmi Gold Loans' })
  const token = shop.employee.token
  const customer = await customerOk(server, token, { name })
  await server.ctx.db
    .forTenant(shop.tenantId)
    .customer.updateMany({ where: { id: customer.id }, data: { preferredLanguage: language } })
  const v = await createValuationOk(server, token, {
    customerId: customer.id,
    type: 'loan',
    ltvPercentage: 75,
    interestRate: 12,
    ornaments: [{ ...chain, quantity: 3 }],
  })
  const loan = await call(server.url, 'POST', '/api/loans', {
    token,
    body: {
      valuationId: v.id,
      principal: 5_000_000,
      scheme: 'EMI',
      annualRate: 12,
      tenureMonths: 12,
      penalRate: 2,
      graceDays: 7,
      disbursementMode: 'BankTransfer',
      disbursementReference: 'NEFT-1',
      disbursedOn: addDays(isoDateOf(server.ctx.now()), -1),
    },
  })
  expect(loan.status, loan.text).toBe(201)
  return { shop, token, v, loan: loan.body as { id: string; loanNumber: string } }
}

describe('the Key Facts Statement and the loan agreement', () => {
  it('in English: RBI KFS parts, APR, grievance and release terms; the agreement’s clauses', async () => {
    const s = await loanIn('en', 'Kavya Iyer')
    const kfs = await pdfOf(`/api/loans/${s.loan.id}/documents/kfs`, s.token)
    for (const expected of [
      'Key Facts Statement',
      'Part 1 (Interest rate and fees/charges)',
      'Part 2 (Other qualitative information)',
      'Annual Percentage Rate (APR) (%)',
      'Sanctioned loan amount (in Rupees) ₹50,000.00',
      'Computation of APR (Annex B)',
      'Repayment schedule (Annex C)',
      'Kavya Iyer',
      s.loan.loanNumber,
    ])
      expect(kfs.text).toContain(expected)
    expect(kfs.text).toMatch(/Annual Percentage Rate \(APR\) \(%\) 1\d\.\d\d%/)
    const agreement = await pdfOf(`/api/loans/${s.loan.id}/documents/agreement`, s.token)
    for (const expected of [
      'Gold Loan Agreement',
      'Penal charges',
      'Auction',
      'at least 14 days',
      'within 7 working days',
      '₹5,000.00',
      'grievance redressal officer',
      'Schedule: the ornaments pledged',
    ])
      expect(agreement.text).toContain(expected)
  })

  it('in Hindi and Tamil: the language’s face embedded and its words in the text', async () => {
    for (const [language, face, words] of [
      // Words without a reph or a left matra: pdf.js extracts those in glyph order (the PNGs show them right).
      ['hi', 'NotoSansDevanagari', ['मुख्य तथ्य', 'ऋण संख्या', 'मूलधन']],
      ['ta', 'NotoSansTamil', ['வட்டி', 'கடன்']],
    ] as const) {
      const s = await loanIn(language, language === 'hi' ? 'आशा देवी' : 'முருகன்')
      for (const path of [`/api/loans/${s.loan.id}/documents/kfs`, `/api/loans/${s.loan.id}/documents/agreement`]) {
        const pdf = await pdfOf(path, s.token)
        expect(pdf.raw, `${language} ${path}`).toContain(face)
        for (const word of words) expect(pdf.text, `${language} ${path}`).toContain(word)
      }
    }
  })

  it('for proposed terms, before the loan is recorded', async () => {
    const shop = await createTenantWithStaff(server, { name: 'Lakshmi Gold Loans' })
    const customer = await customerOk(server, shop.employee.token, { name: 'Kavya Iyer' })
    const v = await createValuationOk(server, shop.employee.token, {
      customerId: customer.id,
      type: 'loan',
      ltvPercentage: 75,
      interestRate: 12,
      ornaments: [chain],
    })
    const query = 'principal=2000000&scheme=BULLET&annualRate=12&tenureMonths=6&penalRate=2&graceDays=7'
    const kfs = await pdfOf(`/api/valuations/${v.id}/documents/kfs?${query}`, shop.employee.token)
    expect(kfs.text).toContain('Proposed terms, given to the borrower before signing')
    expect(kfs.text).toContain('₹20,000.00')
    const refused = await get(
      `/api/valuations/${v.id}/documents/kfs?principal=2000000&scheme=BULLET&annualRate=12&tenureMonths=24`,
      shop.employee.token,
    )
    expect([refused.status, JSON.parse(refused.body.toString())]).toEqual([
      400,
      { error: 'Bullet and interest-only loans can run for at most 12 months.' },
    ])
  })

  it('reads another tenant’s loan or valuation as 404', async () => {
    const s = await loanIn('en', 'Kavya Iyer')
    const other = await createTenantWithStaff(server, { name: 'Other Shop' })
    for (const path of [`/api/loans/${s.loan.id}/documents/kfs`, `/api/loans/${s.loan.id}/documents/agreement`]) {
      const res = await get(path, other.employee.token)
      expect([res.status, JSON.parse(res.body.toString())]).toEqual([404, { error: 'Loan not found.' }])
    }
    const res = await get(
      `/api/valuations/${s.v.id}/documents/kfs?principal=100000&scheme=EMI&annualRate=12&tenureMonths=6`,
      other.employee.token,
    )
    expect(res.status).toBe(404)
  })
})
