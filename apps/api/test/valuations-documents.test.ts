import { financialYearOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VERIFY_LIMIT } from '../src/valuations/certificate-service.ts'
import { portalCustomer } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call, getBytes } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { chain, createValuationOk, setGoldRate } from './support/valuation-factories.ts'

/** Issue 17: certificate numbers and verification codes, the public check, the gold receipt, the shop on every document. */

let server: TestServer
const { trpc, openLoanOk } = loanHelpers(() => server)
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

const PROFILE = {
  legalName: 'Sri Lakshmi Gold Finance Private Limited',
  address: '12, Gandhi Bazaar Main Road, Bengaluru 560004',
  phone: '08026601234',
  email: 'desk@lakshmi.example',
  gstin: '29ABCDE1234F1Z5',
  licenceNumber: 'KA-MLA-2019-00421',
}

async function shop(options: { profile?: boolean } = {}) {
  const t = await createTenantWithStaff(server, { name: 'Lakshmi Gold Loans' })
  if (options.profile) await server.ctx.db.prisma.shopProfile.create({ data: { tenantId: t.tenantId, ...PROFILE } })
  const me = await portalCustomer(server, t.tenantId, t.slug, { name: 'Kavya Iyer' })
  return { ...t, me, token: t.employee.token }
}

const stored = (id: string) =>
  server.ctx.db.prisma.valuation.findUniqueOrThrow({
    where: { id },
    select: { certificateNumber: true, verificationCode: true, packetNo: true, sealNo: true, goldReceiptNo: true },
  })

async function certificateText(token: string, id: string) {
  const res = await getBytes(server.url, `/api/valuations/${encodeURIComponent(id)}/certificate`, { token })
  expect(res.status).toBe(200)
  return pdfText(res.bytes)
}

const fy = () => financialYearOf(server.ctx.now())

describe('certificate numbers', () => {
  it('are VC/<FY>/<000001>, gapless per tenant, with a 16-character verification code, assigned at create', async () => {
    const a = await shop()
    const b = await shop()
    const first = await createValuationOk(server, a.token, { customerId: a.me.customer.id })
    const second = await createValuationOk(server, a.token, { customerId: a.me.customer.id })
    const other = await createValuationOk(server, b.token, { customerId: b.me.customer.id })
    const [s1, s2, s3] = await Promise.all([stored(first.id), stored(second.id), stored(other.id)])
    expect([s1.certificateNumber, s2.certificateNumber, s3.certificateNumber]).toEqual([
      `VC/${fy()}/000001`,
      `VC/${fy()}/000002`,
      `VC/${fy()}/000001`,
    ])
    for (const s of [s1, s2, s3]) expect(s.verificationCode).toMatch(/^[A-Z2-7]{16}$/)
    expect(new Set([s1, s2, s3].map((s) => s.verificationCode)).size).toBe(3)
    // The spec's create answer is unchanged: neither field is added to it.
    expect(first).not.toHaveProperty('certificateNumber')
    expect(first).not.toHaveProperty('verificationCode')
  })

  it('a replayed clientRequestId takes no number (the sequence stays gapless)', async () => {
    const t = await shop()
    const body = { customerId: t.me.customer.id, clientRequestId: 'same-request', ornaments: [chain] }
    await createValuationOk(server, t.token, body)
    const replay = await call(server.url, 'POST', '/api/valuations', { token: t.token, body })
    expect(replay.status).toBe(200)
    const next = await createValuationOk(server, t.token, { customerId: t.me.customer.id })
    expect((await stored(next.id)).certificateNumber).toBe(`VC/${fy()}/000002`)
  })

  it('a valuation stored before numbering gets the next number the first time its certificate renders, once', async () => {
    const t = await shop()
    const old = await createValuationOk(server, t.token, { customerId: t.me.customer.id })
    await server.ctx.db.prisma.valuation.update({
      where: { id: old.id },
      data: { certificateNumber: null, verificationCode: null },
    })
    const newer = await createValuationOk(server, t.token, { customerId: t.me.customer.id })
    expect((await stored(newer.id)).certificateNumber).toBe(`VC/${fy()}/000002`)
    const renders = await Promise.all([certificateText(t.token, old.id), certificateText(t.token, old.id)])
    const s = await stored(old.id)
    expect(s.certificateNumber).toBe(`VC/${fy()}/000003`)
    expect(s.verificationCode).toMatch(/^[A-Z2-7]{16}$/)
    for (const pages of renders) expect(pages.join(' ')).toContain(`Certificate No. VC/${fy()}/000003`)
    const next = await createValuationOk(server, t.token, { customerId: t.me.customer.id })
    expect((await stored(next.id)).certificateNumber).toBe(`VC/${fy()}/000004`)
  })

  it('tRPC valuations.get shows the number, packet and seal to the staff app', async () => {
    const t = await shop()
    const v = await createValuationOk(server, t.token, { customerId: t.me.customer.id })
    const res = await trpc(t.token, 'valuations.get', { id: v.id }, 'query')
    expect(res.data).toMatchObject({ certificateNumber: `VC/${fy()}/000001`, packetNo: null, sealNo: null })
  })
})

describe('the certificate PDF', () => {
  it('prints the shop profile, the number, purity test, weights, rate source, declaration and both copies', async () => {
    const t = await shop({ profile: true })
    const v = await createValuationOk(server, t.token, {
      customerId: t.me.customer.id,
      appraiserName: 'Suresh Rao',
      ornaments: [{ ...chain, purityMethod: 'XRF analyser', purityVerified: true }],
    })
    const pages = await certificateText(t.token, v.id)
    const text = pages.join(' ')
    const s = await stored(v.id)
    for (const expected of [
      PROFILE.legalName,
      PROFILE.address,
      `GSTIN ${PROFILE.gstin}`,
      `Licence No. ${PROFILE.licenceNumber}`,
      `Certificate No. ${s.certificateNumber}`,
      'XRF analyser (22K), verified',
      "Appraiser's declaration",
      "Borrower's acknowledgement",
      'Shop seal',
      'Rate source',
      `/verify/${s.verificationCode}`,
    ])
      expect(text).toContain(expected)
    // 10 g of 22K: net 10 g, fine 9.16 g, 22K equivalent 10 g, valued at the 24K rate.
    expect(text).toMatch(
      /Chain 1 XRF analyser \(22K\), verified 10\.00 g 0\.00 g 10\.00 g 9\.16 g 10\.00 g ₹59,940\.02/,
    )
    // Two copies, the borrower's starting on a page of its own.
    expect(pages[0]).toContain('SHOP COPY')
    const borrowerFirst = pages.findIndex((p) => p.includes('BORROWER COPY'))
    expect(borrowerFirst).toBeGreaterThan(0)
    expect(pages[borrowerFirst]).not.toContain('SHOP COPY')
    expect(pages[borrowerFirst]).toContain(PROFILE.legalName)
  })

  it.each([
    [1, 12],
    [1, 60],
    [5, 12],
    [20, 60],
    [20, 0],
  ])('%i ornaments and %i EMIs: the signatures never start a page alone', async (count, emis) => {
    const t = await shop()
    const v = await createValuationOk(server, t.token, {
      customerId: t.me.customer.id,
      type: 'loan',
      ltvPercentage: 75,
      interestRate: 12,
      ...(emis > 0 ? { emiInstallments: emis } : {}),
      ornaments: Array.from({ length: count }, (_, i) => ({ ...chain, type: `Chain ${i + 1}` })),
    })
    const pages = await certificateText(t.token, v.id)
    const withDeclaration = pages.filter((p) => p.includes("Appraiser's declaration"))
    expect(withDeclaration).toHaveLength(2)
    for (const page of withDeclaration) {
      const before = page.slice(0, page.indexOf("Appraiser's declaration"))
      // Something of the certificate itself (rate block, schedule rows or ornaments) precedes it on its page.
      expect(before).toMatch(/Gold rate and valuation|\d{1,2} \d{2} \w{3} \d{4} ₹|Chain \d+ 1/)
    }
    // No page is a table header without rows.
    for (const page of pages)
      expect(page).not.toMatch(/# Due date Amount Status\s*(# Due date Amount Status)?\s*(VC\/|$)/)
  })
})

describe('GET /api/public/certificates/{code}', () => {
  it("answers the certificate's key facts signed out, and nothing personal", async () => {
    const t = await shop({ profile: true })
    const v = await createValuationOk(server, t.token, {
      customerId: t.me.customer.id,
      ornaments: [{ ...chain, quantity: 2, deduction: 0.5 }],
    })
    const s = await stored(v.id)
    const res = await call(server.url, 'GET', `/api/public/certificates/${s.verificationCode!.toLowerCase()}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      certificateNumber: s.certificateNumber,
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      shop: {
        name: 'Lakshmi Gold Loans',
        legalName: PROFILE.legalName,
        address: PROFILE.address,
        gstin: PROFILE.gstin,
        licenceNumber: PROFILE.licenceNumber,
      },
      ornamentCount: 2,
      totalNetWeight: 19,
      totalFineWeight: v.totalNetWeight,
      totalValue: v.totalValue,
      rate22k: 6000,
    })
    expect(res.text).not.toContain('Kavya')
    expect(res.text).not.toContain(t.me.customer.phone)
  })

  it("is 404 'Certificate not found.' for an unknown or malformed code", async () => {
    for (const code of ['AAAAAAAAAAAAAAAA', 'not-a-code', '%20']) {
      const res = await call(server.url, 'GET', `/api/public/certificates/${code}`)
      expect([res.status, res.body]).toEqual([404, { error: 'Certificate not found.' }])
    }
  })

  it('the tRPC procedure the verification page reads answers the same', async () => {
    const t = await shop()
    const v = await createValuationOk(server, t.token, { customerId: t.me.customer.id })
    const s = await stored(v.id)
    const res = await call(
      server.url,
      'GET',
      `/trpc/valuations.verifyCertificate?input=${encodeURIComponent(JSON.stringify({ json: { code: s.verificationCode } }))}`,
    )
    expect(res.status).toBe(200)
    expect(res.body.result.data.json.certificateNumber).toBe(s.certificateNumber)
  })
})

describe('the gold receipt (pledge slip)', () => {
  const receiptPath = (id: string) => `/api/valuations/${encodeURIComponent(id)}/documents/gold-receipt`
  const portalPath = (id: string) => `/api/portal/valuations/${encodeURIComponent(id)}/gold-receipt`

  it('staff printing it issues the receipt number; it carries packet, seal, borrower and weights', async () => {
    const t = await shop({ profile: true })
    const v = await createValuationOk(server, t.token, { customerId: t.me.customer.id })
    const set = await trpc(
      t.token,
      'valuations.setPacket',
      { id: v.id, packetNo: ' P-0042 ', sealNo: 'S-77' },
      'mutation',
    )
    expect(set.data).toEqual({ packetNo: 'P-0042', sealNo: 'S-77' })
    const res = await getBytes(server.url, receiptPath(v.id), { token: t.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const number = `GR-${v.id.slice(-6).toUpperCase()}`
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${number}-gold-receipt.pdf"`)
    const text = (await pdfText(res.bytes)).join(' ')
    for (const expected of [
      'Gold Receipt (Pledge Slip)',
      `Receipt No. ${number}`,
      'Packet No. P-0042',
      'Seal No. S-77',
      'Kavya Iyer',
      PROFILE.legalName,
      'Chain 1 22K 10.00 g 10.00 g 9.16 g',
    ])
      expect(text).toContain(expected)
    expect(await stored(v.id)).toMatchObject({ goldReceiptNo: number, packetNo: 'P-0042', sealNo: 'S-77' })
  })

  it('setPacket refuses more than 40 characters and an unknown valuation', async () => {
    const t = await shop()
    const v = await createValuationOk(server, t.token, { customerId: t.me.customer.id })
    const long = await trpc(t.token, 'valuations.setPacket', { id: v.id, packetNo: 'x'.repeat(41) }, 'mutation')
    expect([long.status, long.error?.message]).toEqual([400, 'Packet number must be 40 characters or fewer.'])
    const missing = await trpc(t.token, 'valuations.setPacket', { id: 'nope', sealNo: 'S' }, 'mutation')
    expect([missing.status, missing.error?.message]).toEqual([404, 'Valuation not found'])
  })

  it('the borrower downloads it from the portal once issued; before that, and for another borrower, 404', async () => {
    const t = await shop()
    const v = await createValuationOk(server, t.token, { customerId: t.me.customer.id })
    const before = await call(server.url, 'GET', portalPath(v.id), t.me.auth)
    expect([before.status, before.body]).toEqual([
      404,
      { error: 'The gold receipt has not been issued for this valuation.' },
    ])
    await call(server.url, 'POST', `/api/valuations/${v.id}/gold-receipt`, { token: t.token })
    const after = await getBytes(server.url, portalPath(v.id), t.me.auth)
    expect(after.status).toBe(200)
    expect(after.headers.get('content-disposition')).toMatch(/^attachment; filename="GR-/)
    const stranger = await portalCustomer(server, t.tenantId, t.slug)
    const other = await call(server.url, 'GET', portalPath(v.id), stranger.auth)
    expect([other.status, other.body]).toEqual([404, { error: 'Valuation not found' }])
  })

  it("another tenant's valuation is 404 'Valuation not found'", async () => {
    const t = await shop()
    const other = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, other.tenantId)
    const v = await createValuationOk(server, other.employee.token, { customerId: customer.id })
    const res = await call(server.url, 'GET', receiptPath(v.id), { token: t.token })
    expect([res.status, res.body]).toEqual([404, { error: 'Valuation not found' }])
    expect((await stored(v.id)).goldReceiptNo).toBeNull()
  })
})

it('the loan documents print the shop identity block', async () => {
  const t = await shop({ profile: true })
  const v = await createValuationOk(server, t.token, {
    customerId: t.me.customer.id,
    type: 'loan',
    interestRate: 12,
    ornaments: [{ ...chain, grossWeight: 30 }],
  })
  const loan = await openLoanOk(t.token, v.id)
  const res = await getBytes(server.url, `/api/loans/${loan.id}/documents/disbursement`, { token: t.token })
  const text = (await pdfText(res.bytes)).join(' ')
  for (const expected of [PROFILE.legalName, PROFILE.address, `GSTIN ${PROFILE.gstin}`, `Phone ${PROFILE.phone}`])
    expect(text).toContain(expected)
})

// Last: it spends this address's lookups.
it('public lookups are rate limited per address (429 with Retry-After)', async () => {
  const statuses: number[] = []
  for (let i = 0; i <= VERIFY_LIMIT.limit; i++)
    statuses.push((await call(server.url, 'GET', '/api/public/certificates/AAAAAAAAAAAAAAAA')).status)
  expect(statuses.at(-1)).toBe(429)
  const res = await call(server.url, 'GET', '/api/public/certificates/AAAAAAAAAAAAAAAA')
  expect(res.status).toBe(429)
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
})
