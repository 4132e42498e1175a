import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createSuperAdminLogin, createTenantWithStaff, insertCustomer, latestOtp } from './support/factories.ts'
import { setCustomerStatus } from '../src/customers/customer-status-service.ts'
import { deactivateTenant } from '../src/auth/identity-admin.ts'
import { CLI_ACTOR } from '@gold/core'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('staff login (interfaces.md 3)', () => {
  it('logs in with the exact response shape and sets an httpOnly cookie', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/auth/login', {
      body: { email: shop.employee.email.toUpperCase(), password: shop.employee.password },
    })
    expect(res.status).toBe(200)
    expect(typeof res.body.accessToken).toBe('string')
    expect(res.body.principal).toEqual({
      kind: 'staff',
      role: 'TENANT_EMPLOYEE',
      userId: shop.employee.userId,
      name: expect.any(String),
      tenantId: shop.tenantId,
      tenantSlug: shop.slug,
    })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/gold_session=/)
    expect(cookie).toMatch(/HttpOnly/i)
    const viaCookie = await call(server.url, 'GET', '/api/auth/me', { headers: { cookie: cookie.split(';')[0]! } })
    expect(viaCookie.status).toBe(200)
    expect(viaCookie.body.principal.userId).toBe(shop.employee.userId)
  })

  it('answers 401 with the exact message for a wrong password, unknown email and missing fields', async () => {
    const shop = await createTenantWithStaff(server)
    for (const body of [
      { email: shop.admin.email, password: 'wrong-password' },
      { email: 'nobody@test.gold', password: 'x' },
      {},
    ]) {
      const res = await call(server.url, 'POST', '/api/auth/login', { body })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ error: 'Invalid email or password.' })
    }
  })

  it('logs in super admins with kind superadmin and null tenant', async () => {
    const ops = await createSuperAdminLogin(server)
    const res = await call(server.url, 'POST', '/api/auth/login', {
      body: { email: ops.email, password: ops.password },
    })
    expect(res.body.principal).toEqual({
      kind: 'superadmin',
      role: null,
      userId: ops.userId,
      name: expect.any(String),
      tenantId: null,
      tenantSlug: null,
    })
  })

  it('revokes the token on logout', async () => {
    const shop = await createTenantWithStaff(server)
    expect((await call(server.url, 'GET', '/api/auth/me', { token: shop.admin.token })).status).toBe(200)
    expect((await call(server.url, 'POST', '/api/auth/logout', { token: shop.admin.token })).status).toBe(200)
    const after = await call(server.url, 'GET', '/api/auth/me', { token: shop.admin.token })
    expect(after.status).toBe(401)
    expect(after.body).toEqual({ error: 'Unauthorized' })
  })

  it("refuses a staff token on another tenant's subdomain but accepts it on its own", async () => {
    const a = await createTenantWithStaff(server)
    const b = await createTenantWithStaff(server)
    const other = await call(server.url, 'GET', '/api/auth/me', { token: a.admin.token, host: server.hostFor(b.slug) })
    expect(other.status).toBe(401)
    expect(other.body).toEqual({ error: 'Unauthorized' })
    expect(
      (await call(server.url, 'GET', '/api/auth/me', { token: a.admin.token, host: server.hostFor(a.slug) })).status,
    ).toBe(200)
  })

  it('rate-limits failed logins per account with 429 and Retry-After', async () => {
    const shop = await createTenantWithStaff(server)
    for (let i = 0; i < 10; i++)
      await call(server.url, 'POST', '/api/auth/login', { body: { email: shop.admin.email, password: 'nope' } })
    const res = await call(server.url, 'POST', '/api/auth/login', {
      body: { email: shop.admin.email, password: shop.admin.password },
    })
    expect(res.status).toBe(429)
    expect(res.body).toEqual({ error: 'Too many attempts. Please try again later.' })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('email OTP and portal login', () => {
  it('sends a 6-digit code for any address of a known tenant, and 404 for unknown or suspended tenants', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/otp/send', {
      body: { tenant: shop.slug, email: 'Stranger@Example.com' },
    })
    expect(res).toMatchObject({ status: 200, body: { success: true } })
    const mail = (await server.outbox()).filter((m) => m.to.includes('stranger@example.com')).at(-1)!
    expect(mail.text.match(/\b\d{6}\b/g)).toHaveLength(1)
    expect(
      (await call(server.url, 'POST', '/api/otp/send', { body: { tenant: 'no-such-shop', email: 'a@b.co' } })).body,
    ).toEqual({ error: 'Tenant not found.' })
    const suspended = await createTenantWithStaff(server)
    await deactivateTenant(server.ctx, CLI_ACTOR, suspended.slug)
    const res404 = await call(server.url, 'POST', '/api/otp/send', {
      body: { tenant: suspended.slug, email: 'a@b.co' },
    })
    expect(res404.status).toBe(404)
    expect(res404.body).toEqual({ error: 'Tenant not found.' })
  })

  it('verifies a code once; wrong, reused and expired codes answer 400', async () => {
    const shop = await createTenantWithStaff(server)
    const email = 'verify@example.com'
    await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email } })
    const code = await latestOtp(server, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const bad = await call(server.url, 'POST', '/api/otp/verify', { body: { tenant: shop.slug, email, code: wrong } })
    expect(bad).toMatchObject({ status: 400, body: { error: 'Invalid or expired code.' } })
    expect(
      (await call(server.url, 'POST', '/api/otp/verify', { body: { tenant: shop.slug, email, code } })).body,
    ).toEqual({ success: true })
    expect(
      (await call(server.url, 'POST', '/api/otp/verify', { body: { tenant: shop.slug, email, code } })).status,
    ).toBe(400)
    await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email } })
    const late = await latestOtp(server, email)
    server.clock.advance(10 * 60_000 + 1000)
    try {
      expect(
        (await call(server.url, 'POST', '/api/otp/verify', { body: { tenant: shop.slug, email, code: late } })).status,
      ).toBe(400)
    } finally {
      server.clock.advance(-(10 * 60_000 + 1000))
    }
  })

  it('allows at most 5 tries per code', async () => {
    const shop = await createTenantWithStaff(server)
    const email = 'tries@example.com'
    await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email } })
    const code = await latestOtp(server, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      await call(server.url, 'POST', '/api/otp/verify', { body: { tenant: shop.slug, email, code: wrong } })
    expect(
      (await call(server.url, 'POST', '/api/otp/verify', { body: { tenant: shop.slug, email, code } })).status,
    ).toBe(400)
  })

  it('logs a customer into the portal; the token works only on their subdomain; Inactive is refused and revoked', async () => {
    const shop = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, shop.tenantId, { email: 'borrower@example.com', name: 'Asha Verma' })
    await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email: 'borrower@example.com' } })
    const login = await call(server.url, 'POST', '/api/portal/login', {
      body: { tenant: shop.slug, email: 'borrower@example.com', code: await latestOtp(server, 'borrower@example.com') },
    })
    expect(login.status).toBe(200)
    expect(login.body.customer).toEqual({ id: customer.id, name: 'Asha Verma' })
    const token = login.body.token as string
    expect((await call(server.url, 'GET', '/api/auth/me', { token, host: server.hostFor(shop.slug) })).status).toBe(200)
    expect((await call(server.url, 'GET', '/api/auth/me', { token })).status).toBe(401)
    await setCustomerStatus(server.ctx, { tenantId: shop.tenantId, customerId: customer.id, status: 'Inactive' })
    expect((await call(server.url, 'GET', '/api/auth/me', { token, host: server.hostFor(shop.slug) })).status).toBe(401)
    await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email: 'borrower@example.com' } })
    const refused = await call(server.url, 'POST', '/api/portal/login', {
      body: { tenant: shop.slug, email: 'borrower@example.com', code: await latestOtp(server, 'borrower@example.com') },
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ error: 'This account is inactive.' })
  })
})
