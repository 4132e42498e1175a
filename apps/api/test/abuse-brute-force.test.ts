import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenantWithStaff, insertCustomer, latestOtp } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

const TOO_MANY = { error: 'Too many attempts. Please try again later.' }
const BAD_CODE = { error: 'Invalid or expired code.' }
const MINUTE = 60_000

/**
 * Password and OTP guessing is stopped: 10 failed logins per account and address (50 per address)
 * in 15 minutes, then 429 with Retry-After, and 100 per account from all addresses in an hour; 5 OTP mails per address in 10 minutes, then 429; 5 tries per
 * code, after which even the right code is refused. On PostgreSQL the limits also hold against
 * concurrent guesses (each guess claims its slot atomically before it is checked).
 */
describe('abuse: brute force', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.close()
  })

  const login = (email: string, password: string) =>
    call(server.url, 'POST', '/api/auth/login', { body: { email, password } })
  // The server trusts X-Forwarded-For from loopback (a reverse proxy in front of it), so tests can speak from any address.
  const loginFrom = (ip: string, email: string, password: string) =>
    call(server.url, 'POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } })
  const otpCode = (shopSlug: string, email: string, code: string, path = '/api/otp/verify') =>
    call(server.url, 'POST', path, { body: { tenant: shopSlug, email, code } })
  const wrongCodes = (code: string, n: number) =>
    Array.from({ length: n }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))

  it('ten wrong passwords lock the account with 429 and Retry-After, even for the right password, until the window passes', async () => {
    const shop = await createTenantWithStaff(server)
    for (let i = 0; i < 10; i++) expect((await login(shop.employee.email, `guess-${i}`)).status).toBe(401)
    const locked = await login(shop.employee.email, 'guess-10')
    expect([locked.status, locked.body]).toEqual([429, TOO_MANY])
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login(shop.employee.email, shop.employee.password)).status).toBe(429)
    expect((await login(shop.admin.email, shop.admin.password)).status).toBe(200)
    server.clock.advance(16 * MINUTE)
    expect((await login(shop.employee.email, shop.employee.password)).status).toBe(200)
  })

  it('guessing from rotating addresses locks each of them, never the owner at their own address', async () => {
    const shop = await createTenantWithStaff(server)
    const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3']
    for (const ip of attackers) {
      for (let i = 0; i < 10; i++) expect((await loginFrom(ip, shop.admin.email, `guess-${ip}-${i}`)).status).toBe(401)
    }
    for (const ip of attackers) {
      const locked = await loginFrom(ip, shop.admin.email, shop.admin.password)
      expect([locked.status, locked.body]).toEqual([429, TOO_MANY])
    }
    const owner = await loginFrom('198.51.100.7', shop.admin.email, shop.admin.password)
    expect(owner.status).toBe(200)
    expect(owner.body.principal.userId).toBe(shop.admin.userId)
  })

  it('a hundred failures from many addresses in an hour lock the account everywhere, for at most the hour', async () => {
    const shop = await createTenantWithStaff(server)
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 10; i++)
        expect((await loginFrom(`192.0.2.${a + 10}`, shop.employee.email, `spray-${a}-${i}`)).status).toBe(401)
    }
    const owner = await loginFrom('198.51.100.8', shop.employee.email, shop.employee.password)
    expect([owner.status, owner.body]).toEqual([429, TOO_MANY])
    const retryAfter = Number(owner.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(15 * 60)
    expect(retryAfter).toBeLessThanOrEqual(60 * 60)
    expect((await loginFrom('198.51.100.8', shop.admin.email, shop.admin.password)).status).toBe(200)
    server.clock.advance(61 * MINUTE)
    expect((await loginFrom('198.51.100.8', shop.employee.email, shop.employee.password)).status).toBe(200)
  })

  it('successful logins never count against the limit', async () => {
    const shop = await createTenantWithStaff(server)
    for (let i = 0; i < 15; i++) expect((await login(shop.admin.email, shop.admin.password)).status).toBe(200)
  })

  it('fifty failures from one address block every account from it', async () => {
    server.clock.advance(16 * MINUTE)
    const shops = await Promise.all([0, 1, 2, 3, 4, 5].map(() => createTenantWithStaff(server)))
    const fresh = await createTenantWithStaff(server)
    let failures = 0
    for (const shop of shops) {
      for (let i = 0; i < 9 && failures < 50; i++, failures++)
        expect((await login(shop.employee.email, `nope-${i}`)).status).toBe(401)
    }
    expect(failures).toBe(50)
    expect((await login(fresh.admin.email, 'wrong')).status).toBe(429)
    expect((await login(fresh.admin.email, fresh.admin.password)).status).toBe(429)
    server.clock.advance(16 * MINUTE)
    expect((await login(fresh.admin.email, fresh.admin.password)).status).toBe(200)
  })

  it('a sixth OTP mail to one address in ten minutes is 429', async () => {
    const shop = await createTenantWithStaff(server)
    const send = () =>
      call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email: 'spam-target@example.com' } })
    for (let i = 0; i < 5; i++) expect((await send()).body).toEqual({ success: true })
    const sixth = await send()
    expect([sixth.status, sixth.body]).toEqual([429, TOO_MANY])
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('five wrong codes burn the code: the right one is then refused for verify and portal login', async () => {
    const shop = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, shop.tenantId, { email: `guess-${shop.slug}@example.com` })
    await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email: customer.email } })
    const code = await latestOtp(server, customer.email!)
    for (const wrong of wrongCodes(code, 5))
      expect((await otpCode(shop.slug, customer.email!, wrong, '/api/portal/login')).body).toEqual(BAD_CODE)
    expect((await otpCode(shop.slug, customer.email!, code, '/api/portal/login')).body).toEqual(BAD_CODE)
    expect((await otpCode(shop.slug, customer.email!, code)).body).toEqual(BAD_CODE)
  })

  describe.runIf(process.env.TEST_DATABASE_URL)('concurrent guessing (PostgreSQL)', () => {
    it('40 parallel wrong passwords: exactly ten are checked, thirty get 429', async () => {
      server.clock.advance(16 * MINUTE)
      const shop = await createTenantWithStaff(server)
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(shop.employee.email, `parallel-${i}`)),
      )
      expect(results.filter((r) => r.status === 401)).toHaveLength(10)
      expect(results.filter((r) => r.status === 429)).toHaveLength(30)
    })

    it('30 parallel portal logins with guessed codes plus the right one: at most five are checked, at most one session', async () => {
      server.clock.advance(16 * MINUTE)
      const shop = await createTenantWithStaff(server)
      const customer = await insertCustomer(server, shop.tenantId, { email: `race-${shop.slug}@example.com` })
      await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email: customer.email } })
      const code = await latestOtp(server, customer.email!)
      const results = await Promise.all(
        [...wrongCodes(code, 30), code].map((c) => otpCode(shop.slug, customer.email!, c, '/api/portal/login')),
      )
      expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1)
      const row = await server.ctx.db
        .forTenant(shop.tenantId)
        .otpCode.findFirstOrThrow({ where: { email: customer.email! } })
      expect(row.attempts).toBeLessThanOrEqual(5)
      expect(
        await server.ctx.db.prisma.session.count({ where: { kind: 'customer', subjectId: customer.id } }),
      ).toBeLessThanOrEqual(1)
    })
  })
})
