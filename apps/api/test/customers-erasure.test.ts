import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDateOf } from '@gold/core'
import { journalsOf } from './books-support.ts'
import { customerBody } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { createTenantWithStaff, loginAs } from './support/factories.ts'
import { call } from './support/http.ts'
import { TEST_PNG } from './support/test-images.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'

/**
 * Issue 28, erasure (DPDP Act s. 8(7)): once the shop's retention after the borrower's last loan
 * has passed, the owner erases the borrower's identity data; the books (trial balance, journals,
 * the loan's ledger and the reports) read exactly as before.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, openLoanOk, trpc } = loanHelpers(() => server)

const AADHAAR = '612345098765'
const OPEN = 'This borrower still has an open loan or gold to release: their data cannot be erased.'
const KEPT = 'The law requires this borrower’s records to be kept until the retention period has passed.'
const YEAR_MS = 365.25 * 24 * 3600 * 1000

async function borrowerWithReleasedLoan() {
  const shop = await createTenantWithStaff(server)
  const upload = await call(server.url, 'POST', '/api/upload?purpose=kyc', {
    token: shop.admin.token,
    rawBody: TEST_PNG,
    headers: { 'content-type': 'image/png', 'x-file-name': 'aadhaar.png' },
  })
  expect(upload.status, upload.text).toBe(201)
  const kycPath = upload.body.pathname as string
  const created = await api(
    shop.admin.token,
    'POST',
    '/api/customers',
    customerBody({
      name: 'Kamala Iyer',
      phone: '7012398765',
      email: 'kamala.erase@example.com',
      aadhaar: AADHAAR,
      pan: 'ABCDE1234F',
      address: '4 Temple Street, Madurai',
      aadhaarDocUrl: kycPath,
    }),
  )
  expect(created.status, created.text).toBe(201)
  const customer = created.body as { id: string }
  const loan = await openLoanOk(shop.admin.token, (await loanValuation(shop.admin.token, customer.id)).id, {
    principal: 1_000_000,
  })
  return { shop, customer, loan, kycPath }
}

async function closeAndRelease(token: string, loanId: string) {
  const today = isoDateOf(server.ctx.now())
  const quote = (await api(token, 'GET', `/api/loans/${loanId}/closure-quote?asOf=${today}`)).body
  const paid = await api(token, 'POST', `/api/loans/${loanId}/payments`, { amount: quote.total, mode: 'Cash' })
  expect(paid.status, paid.text).toBe(201)
  const released = await api(token, 'POST', `/api/loans/${loanId}/release`, {
    releasedTo: 'The borrower',
    sealIntact: true,
  })
  expect(released.status, released.text).toBe(200)
}

/** What the books say: trial balance, journals, the loan with its ledger, and the three reports. */
async function books(token: string, tenantId: string, loanId: string, day: string) {
  const get = async (p: string) => {
    const res = await api(token, 'GET', p)
    expect(res.status, `${p}: ${res.text}`).toBe(200)
    return res.body
  }
  const loan = await get(`/api/loans/${loanId}`)
  return {
    trialBalance: await get('/api/books/trial-balance'),
    journals: await journalsOf(server, tenantId),
    loan: { ...loan, borrower: undefined, customerName: undefined },
    ledger: loan.ledger,
    portfolio: await get('/api/reports/portfolio'),
    ageing: await get('/api/reports/ageing'),
    dayBook: await get(`/api/reports/day-book?date=${day}`),
  }
}

describe('erasing a borrower’s identity data', () => {
  it('is refused while a loan is open and until the retention has passed, then keeps the books exactly', async () => {
    const { shop, customer, loan, kycPath } = await borrowerWithReleasedLoan()
    const erase = (token: string) => api(token, 'POST', `/api/customers/${customer.id}/erasure`)

    expect(await erase(shop.admin.token)).toMatchObject({ status: 409, body: { error: OPEN } })
    const releasedOn = isoDateOf(server.ctx.now())
    await closeAndRelease(shop.admin.token, loan.id)
    const early = await erase(shop.admin.token)
    expect([early.status, early.body]).toEqual([409, { error: KEPT, retainedTill: expect.any(String) }])
    expect(early.body.retainedTill.slice(0, 4)).toBe(String(Number(releasedOn.slice(0, 4)) + 8))

    server.clock.advance(8 * YEAR_MS + 10 * 24 * 3600 * 1000)
    const admin = await loginAs(server, shop.admin.email, shop.admin.password)
    const employee = await loginAs(server, shop.employee.email, shop.employee.password)
    const before = await books(admin, shop.tenantId, loan.id, releasedOn)

    expect(await api(employee, 'POST', `/api/customers/${customer.id}/erasure`)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to do this.' },
    })
    const erased = await erase(admin)
    expect(erased.status, erased.text).toBe(200)
    expect(erased.body).toMatchObject({
      id: customer.id,
      removed: { vaultEntries: 1, kycFiles: 1, corrections: 0, sessions: 0 },
    })

    // Every figure, date, number and id as before; the reports name the borrower as erased now.
    const renamed = JSON.stringify(before)
      .replaceAll('"Kamala Iyer"', '"Erased borrower"')
      .replaceAll('"7012398765"', `"erased:${customer.id}"`)
    expect(JSON.parse(JSON.stringify(await books(admin, shop.tenantId, loan.id, releasedOn)))).toEqual(
      JSON.parse(renamed),
    )
    expect(renamed).not.toContain('Kamala')

    const detail = (await api(admin, 'GET', `/api/customers/${customer.id}`)).body
    expect(detail).toMatchObject({
      id: customer.id,
      name: 'Erased borrower',
      phone: `erased:${customer.id}`,
      email: null,
      aadhaar: null,
      pan: null,
      address: null,
      status: 'Inactive',
      kyc: { livePhoto: false, idCard: false, aadhaarDoc: false, panDoc: false, passbook: false },
    })
    const db = server.ctx.db.forTenant(shop.tenantId)
    expect(await db.aadhaarVaultEntry.count()).toBe(0)
    expect(await db.storedFile.count({ where: { pathname: kycPath } })).toBe(0)
    expect(existsSync(path.join(server.ctx.config.dataDir, 'uploads', kycPath))).toBe(false)
    const row = JSON.stringify(await db.customer.findFirst({ where: { id: customer.id } }))
    for (const identity of ['Kamala', '7012398765', 'kamala.erase', AADHAAR, 'ABCDE1234F', 'Madurai', kycPath])
      expect([identity, row.includes(identity)]).toEqual([identity, false])
    expect(await db.customerErasure.findFirst({ where: { customerId: customer.id } })).toMatchObject({
      erasedById: shop.admin.userId,
    })

    expect(await erase(admin)).toMatchObject({
      status: 409,
      body: { error: 'This borrower’s identity data has already been erased.' },
    })
    const other = await createTenantWithStaff(server)
    expect(await api(other.admin.token, 'POST', `/api/customers/${customer.id}/erasure`)).toMatchObject({
      status: 404,
      body: { error: 'Customer not found' },
    })
  })

  it('takes the retention from the shop’s setting (5 to 20 whole years)', async () => {
    const shop = await createTenantWithStaff(server)
    const token = shop.admin.token
    expect((await trpc(token, 'customers.privacySettings', undefined, 'query')).data).toEqual({ retentionYears: 8 })
    for (const bad of [4, 21, 7.5, '10']) {
      const res = await trpc(token, 'customers.updatePrivacySettings', { retentionYears: bad }, 'mutation')
      expect([bad, res.status, res.error?.message]).toEqual([
        bad,
        400,
        'Retention must be a whole number of years from 5 to 20.',
      ])
    }
    expect((await trpc(token, 'customers.updatePrivacySettings', { retentionYears: 10 }, 'mutation')).data).toEqual({
      retentionYears: 10,
    })
    expect((await trpc(token, 'customers.privacySettings', undefined, 'query')).data).toEqual({ retentionYears: 10 })
    const employee = await trpc(
      shop.employee.token,
      'customers.updatePrivacySettings',
      { retentionYears: 9 },
      'mutation',
    )
    // Shop settings were a tenant admin's before roles: an employee keeps getting that refusal.
    expect(employee.status).toBe(401)
  })
})

describe('a borrower’s data export', () => {
  it('gives the profile, KYC list, consents and loans as a JSON download, recorded; counter staff are refused', async () => {
    const { shop, customer, loan } = await borrowerWithReleasedLoan()
    const res = await call(server.url, 'GET', `/api/customers/${customer.id}/personal-data`, {
      token: shop.admin.token,
    })
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="personal-data-${customer.id}.json"`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toMatchObject({
      privacyNoticeVersion: '2026-12-30',
      profile: { id: customer.id, name: 'Kamala Iyer', aadhaar: AADHAAR, pan: 'ABCDE1234F' },
      kycDocuments: [{ kind: 'aadhaarDoc', fileName: 'aadhaar.png', contentType: 'image/png' }],
      consents: [],
      loans: [{ loanNumber: loan.loanNumber, status: 'Active', principalPaise: 1_000_000 }],
      erasure: null,
    })
    const viaTrpc = await trpc(shop.admin.token, 'customers.exportData', { id: customer.id }, 'query')
    expect(viaTrpc.data.profile.aadhaar).toBe(AADHAAR)
    const events = await server.ctx.db.prisma.auditEvent.findMany({ where: { subjectId: customer.id } })
    expect(events.map((e) => [e.actorId, e.action])).toEqual([
      [shop.admin.userId, 'PERSONAL_DATA_EXPORTED'],
      [shop.admin.userId, 'PERSONAL_DATA_EXPORTED'],
    ])
    const refused = await call(server.url, 'GET', `/api/customers/${customer.id}/personal-data`, {
      token: shop.employee.token,
    })
    expect([refused.status, refused.body]).toEqual([403, { error: 'You do not have permission to do this.' }])
  })
})
