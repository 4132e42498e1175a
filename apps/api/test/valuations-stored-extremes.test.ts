import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { numericViolations } from './abuse-numeric.ts'
import { insertEmi, insertValuation, portalCustomer } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'

/**
 * Rows stored before numbers had domain ranges (issue 13): Infinity, NaN and absurd values written
 * straight through Prisma, bypassing validation. Every reader that renders them must still answer
 * normally, showing '—' where a number cannot be shown.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

const BAD_VALUES = {
  nonFinite: {
    goldRate: Infinity,
    totalGrossWeight: NaN,
    totalNetWeight: -Infinity,
    totalValue: Infinity,
    estimatedLoan: NaN,
    valuationFee: Infinity,
    ltvPercentage: NaN,
    interestRate: Infinity,
  },
  absurd: {
    goldRate: 1e308,
    totalGrossWeight: 1e308,
    totalNetWeight: -1e308,
    totalValue: 1e308,
    estimatedLoan: 1e300,
    valuationFee: 1e308,
    ltvPercentage: 1e308,
    interestRate: -1e308,
  },
}

async function storedBadValuation(kind: keyof typeof BAD_VALUES) {
  const t = await createTenantWithStaff(server, { name: 'Lakshmi Gold Loans' })
  const { customer, auth } = await portalCustomer(server, t.tenantId, t.slug, { name: 'Kavya Iyer' })
  const bad = BAD_VALUES[kind]
  const huge = kind === 'nonFinite' ? Infinity : 1e308
  const v = await insertValuation(server, t.tenantId, customer.id, {
    ...bad,
    liveGoldRate22k: huge,
    bankGoldRate22k: -huge,
    makingCharges: huge,
    otherDeductions: kind === 'nonFinite' ? NaN : -1e308,
    appraiserName: 'Suresh Appraiser',
  })
  const db = server.ctx.db.forTenant(t.tenantId)
  await db.ornament.create({
    data: {
      tenantId: t.tenantId,
      valuationId: v.id,
      type: 'Chain',
      purity: '22K',
      quantity: 2_147_483_647,
      grossWeight: huge,
      netWeight: kind === 'nonFinite' ? NaN : 1e308,
      deduction: -huge,
      estimatedValue: huge,
    },
  })
  const paidAt = new Date(Date.now() - 86_400_000)
  await insertEmi(server, t.tenantId, customer.id, v.id, {
    amount: huge,
    paidAmount: kind === 'nonFinite' ? NaN : 1e308,
  })
  await insertEmi(server, t.tenantId, customer.id, v.id, {
    amount: kind === 'nonFinite' ? NaN : -1e308,
    status: 'Paid',
    paidAt,
  })
  await db.emiReceipt.create({
    data: {
      tenantId: t.tenantId,
      customerId: customer.id,
      valuationId: v.id,
      emiId: 'legacy',
      receiptNo: `ER-${v.id}`,
      amount: huge,
      receivedAmount: kind === 'nonFinite' ? NaN : 1e308,
      paymentMode: 'Cash',
      allocation: [],
      createdAt: paidAt,
    },
  })
  return { ...t, customer, portal: auth, v }
}

type Download = { status: number; contentType: string | undefined; bytes: Buffer }

/** GET with a Bearer token and, for the portal, the tenant's Host header (fetch cannot set Host). */
function download(path: string, auth: { token: string; host?: string }): Promise<Download> {
  const u = new URL(`${server.url}${path}`)
  const headers = { authorization: `Bearer ${auth.token}`, ...(auth.host ? { host: auth.host } : {}) }
  return new Promise((resolve, reject) => {
    http
      .get({ hostname: u.hostname, port: u.port, path: u.pathname, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'],
            bytes: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
  })
}

async function expectPdf(res: Download) {
  expect(res.status, res.bytes.toString('utf8', 0, 200)).toBe(200)
  expect(res.contentType).toBe('application/pdf')
  const text = (await pdfText(new Uint8Array(res.bytes))).join(' ')
  expect(text).toContain('Kavya Iyer')
  expect(text).not.toMatch(/NaN|Infinity|e\+\d/)
  return text
}

describe.each(['nonFinite', 'absurd'] as const)('stored %s numbers', (kind) => {
  it('the staff certificate is a readable PDF with — for a number it cannot show', async () => {
    const t = await storedBadValuation(kind)
    const [stored] = await server.ctx.db.prisma.$queryRawUnsafe<{ value: string }[]>(
      'SELECT "totalValue"::text AS value FROM "Valuation" WHERE id = $1',
      t.v.id,
    )
    expect(stored?.value).toBe(kind === 'nonFinite' ? 'Infinity' : '1e+308')
    // The fuzzers' SQL check sees such rows (so its silence after a fuzz run means something).
    expect(await numericViolations(server)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          kind === 'nonFinite'
            ? /^Valuation\.totalValue not finite: \d+$/
            : /^Valuation\.totalValue outside 0\.\.1000000000000: \d+$/,
        ),
        expect.stringMatching(/^Ornament\.grossWeight outside 0\.\.1000: \d+$/),
        expect.stringMatching(/^EmiRecord\.amount outside /),
      ]),
    )
    const text = await expectPdf(await download(`/api/valuations/${t.v.id}/certificate`, t.employee))
    expect(text).toMatch(/Total value —/)
    expect(text).toContain('Suresh Appraiser')
  })

  it('the portal certificate is a readable PDF', async () => {
    const t = await storedBadValuation(kind)
    await expectPdf(await download(`/api/portal/valuations/${t.v.id}/certificate`, t.portal))
  })

  it('report emails the certificate', async () => {
    const t = await storedBadValuation(kind)
    const res = await call(server.url, 'POST', `/api/valuations/${t.v.id}/report`, { token: t.employee.token })
    expect([res.status, res.body]).toEqual([200, { success: true }])
    const mail = (await server.outbox()).filter((m) => m.to.includes(t.customer.email!)).at(-1)!
    expect(mail.attachments[0]?.contentType).toBe('application/pdf')
    expect(mail.text).not.toMatch(/NaN|Infinity|e\+\d/)
  })

  it('send answers its breakdown', async () => {
    const t = await storedBadValuation(kind)
    const res = await call(server.url, 'POST', `/api/valuations/${t.v.id}/send`, {
      token: t.employee.token,
      body: { customerEmail: true },
    })
    expect([res.status, res.body]).toEqual([200, { sent: ['customerEmail'], skipped: [], failed: [] }])
  })

  it('the customer timeline and detail answer 200', async () => {
    const t = await storedBadValuation(kind)
    const timeline = await call(server.url, 'GET', `/api/customers/${t.customer.id}/timeline`, {
      token: t.employee.token,
    })
    expect(timeline.status, timeline.text.slice(0, 300)).toBe(200)
    expect(timeline.text).not.toMatch(/NaN|Infinity|e\+\d/)
    expect(timeline.body.find((e: { type: string }) => e.type === 'VALUATION')?.detail).toBe('Loan · —')
    const detail = await call(server.url, 'GET', `/api/customers/${t.customer.id}`, { token: t.employee.token })
    expect(detail.status, detail.text.slice(0, 300)).toBe(200)
    const valuation = await call(server.url, 'GET', `/api/valuations/${t.v.id}`, { token: t.employee.token })
    expect(valuation.status, valuation.text.slice(0, 300)).toBe(200)
  })
})
