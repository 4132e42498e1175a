import { PRIVACY_NOTICE_VERSION } from '@gold/core/privacy/privacy-notice'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerBody, freshPhone, trpc, unique, verifyEmail } from './customers-helpers.ts'
import { call } from './support/http.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * Issue 28 (DPDP Act): a consent to the privacy notice is recorded with the notice's version, where
 * it was given (the intake form or the counter) and by whom; a form without one, or naming an old
 * version, is saved as before and records none.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

type Shop = Awaited<ReturnType<typeof createTenantWithStaff>>

async function consentsOf(shop: Shop, id: string) {
  const res = await trpc(server, 'query', 'customers.consents', { id }, { token: shop.employee.token })
  return res.data as Array<{ noticeVersion: string; channel: string; recordedById: string | null; consentedAt: Date }>
}

async function atCounter(shop: Shop, extra: Record<string, unknown>) {
  const res = await trpc(server, 'mutation', 'customers.create', customerBody(extra), { token: shop.employee.token })
  expect(res.status, res.text).toBe(200)
  return res.data.id as string
}

async function byIntake(shop: Shop, extra: Record<string, unknown>) {
  const link = await call(server.url, 'GET', '/api/intake-link', { token: shop.employee.token })
  const email = `consent-${unique()}@example.com`
  await verifyEmail(server, shop.slug, email)
  const body = {
    tenant: shop.slug,
    token: (link.body as { token: string }).token,
    name: 'मीना शर्मा',
    phone: freshPhone(),
    email,
    ...extra,
  }
  return (await trpc(server, 'mutation', 'intake.submit', body)).data.customer.id as string
}

describe('consent to the privacy notice', () => {
  it('at the counter: the version, the channel and the staff member who recorded it', async () => {
    const shop = await createTenantWithStaff(server)
    const id = await atCounter(shop, { privacyNoticeVersion: PRIVACY_NOTICE_VERSION })
    expect(await consentsOf(shop, id)).toEqual([
      expect.objectContaining({
        noticeVersion: PRIVACY_NOTICE_VERSION,
        channel: 'counter',
        recordedById: shop.employee.userId,
      }),
    ])
  })

  it('on the intake form: the borrower gave it, so no staff member is named', async () => {
    const shop = await createTenantWithStaff(server)
    const id = await byIntake(shop, { privacyNoticeVersion: PRIVACY_NOTICE_VERSION })
    expect(await consentsOf(shop, id)).toEqual([
      expect.objectContaining({ noticeVersion: PRIVACY_NOTICE_VERSION, channel: 'intake', recordedById: null }),
    ])
  })

  it('none given, or an old version: the borrower is saved as before and no consent is recorded', async () => {
    const shop = await createTenantWithStaff(server)
    expect(await consentsOf(shop, await atCounter(shop, {}))).toEqual([])
    expect(await consentsOf(shop, await atCounter(shop, { privacyNoticeVersion: '2001-01-01' }))).toEqual([])
    expect(await consentsOf(shop, await byIntake(shop, {}))).toEqual([])
  })

  it("another shop's borrower reads as not found", async () => {
    const [mine, other] = [await createTenantWithStaff(server), await createTenantWithStaff(server)]
    const id = await atCounter(mine, { privacyNoticeVersion: PRIVACY_NOTICE_VERSION })
    const res = await trpc(server, 'query', 'customers.consents', { id }, { token: other.employee.token })
    expect(res.status).toBe(404)
  })
})
