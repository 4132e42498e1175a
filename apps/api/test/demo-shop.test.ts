import { gstinProblem } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS, seedDemo } from '../src/seed.ts'
import { trpc } from './customers-helpers.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * Issue 23 item 10: the demo shop is a real shop out of the box: every document prints a legal
 * name, an address, a GSTIN that passes its check and a licence, as a bank expects.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('the demo shop', () => {
  it('is seeded with a complete profile that the shop form would accept', async () => {
    expect(await seedDemo(server.ctx)).toEqual({ seeded: true })
    const login = await call(server.url, 'POST', '/api/auth/login', { body: DEMO_LOGINS.admin })
    expect(login.status).toBe(200)
    const profile = await trpc(server, 'query', 'shop.profile', undefined, { token: login.body.accessToken })
    expect(profile.data).toMatchObject({
      name: 'Demo Gold Loans',
      legalName: expect.stringMatching(/Private Limited$/),
      address: expect.stringMatching(/Bengaluru, Karnataka 5600\d\d$/),
      phone: expect.any(String),
      email: expect.stringMatching(/@/),
      gstin: expect.stringMatching(/^29[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/),
      licenceNumber: expect.any(String),
    })
    expect(gstinProblem(profile.data.gstin)).toBeNull()
    // Saving it back unchanged through the form's procedure passes every field check.
    const { name: _name, logoUrl: _logoUrl, ...fields } = profile.data
    const saved = await trpc(server, 'mutation', 'shop.updateProfile', fields, { token: login.body.accessToken })
    expect(saved.status).toBe(200)
    // Issue 26: its four-eyes approval rules are on (a new shop has every rule off).
    const rules = await trpc(server, 'query', 'approvals.rules.get', undefined, { token: login.body.accessToken })
    const on = rules.data.filter((r: { enabled: boolean }) => r.enabled)
    expect(on.map((r: { action: string; threshold: number | null }) => [r.action, r.threshold])).toEqual([
      ['disbursement', 10_000_000],
      ['release', null],
      ['auctionSale', null],
      ['surplusPayout', null],
      ['reversal', 1_000_000],
      ['waiver', 1_000_000],
      ['backDatedEntry', 3],
      ['goldRateEntry', 500],
      ['counterOverShort', 50_000],
      ['dayReopen', null],
    ])
  })

  it("opens its books with the owner's capital in cash and at the bank (issue 25), so cash in hand starts above zero", async () => {
    const login = await call(server.url, 'POST', '/api/auth/login', { body: DEMO_LOGINS.admin })
    const tb = await call(server.url, 'GET', '/api/books/trial-balance', { token: login.body.accessToken })
    expect(tb.body.accounts).toEqual([
      { code: '1100', name: 'Main cash', group: 'Asset', debit: 50_000_000, credit: 0 },
      { code: '1200', name: 'Bank account', group: 'Asset', debit: 200_000_000, credit: 0 },
      { code: '3100', name: 'Capital', group: 'Equity', debit: 0, credit: 250_000_000 },
    ])
  })
})

describe('the demo shop takes UPI (issue 27)', () => {
  it('has a UPI ID and payee name, so receipts and the portal show its QR out of the box', async () => {
    const login = await call(server.url, 'POST', '/api/auth/login', { body: DEMO_LOGINS.admin })
    const auth = { token: login.body.accessToken }
    const upi = await trpc(server, 'query', 'shop.upi', undefined, auth)
    expect(upi.data).toEqual({
      upiId: 'demogoldloans@example',
      payeeName: 'Demo Gold Loans',
      refuseDuplicateUtr: false,
    })
    // The same form the owner saves accepts it back unchanged.
    expect((await trpc(server, 'mutation', 'shop.updateUpi', upi.data, auth)).status).toBe(200)
  })
})

describe('the demo staff (issue 26)', () => {
  it('signs in a manager who reads reports but not billing, and a counter clerk holding cashier + appraiser', async () => {
    const manager = await call(server.url, 'POST', '/api/auth/login', { body: DEMO_LOGINS.manager })
    expect(manager.body.principal.role).toBe('TENANT_EMPLOYEE')
    const auth = { token: manager.body.accessToken }
    expect((await call(server.url, 'GET', '/api/reports/portfolio', auth)).status).toBe(200)
    expect((await call(server.url, 'GET', '/api/billing/plans', auth)).status).toBe(401)
    const clerk = await call(server.url, 'POST', '/api/auth/login', { body: DEMO_LOGINS.employee })
    const me = await trpc(server, 'query', 'auth.me', undefined, { token: clerk.body.accessToken })
    expect(me.data.roles).toEqual(['appraiser', 'cashier'])
  })
})
