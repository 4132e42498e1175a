import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIntakeToken } from '@gold/core'
import { deactivateTenant } from '../src/auth/identity-admin.ts'
import { CLI_ACTOR } from '@gold/core'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff, latestOtp } from './support/factories.ts'
import { freshPhone, trpc, unique, verifyEmail } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const DAY = 86_400_000
const VAGUE =
  "We couldn't save this submission. Please check your details, or contact the branch if you've already registered."

type Shop = Awaited<ReturnType<typeof createTenantWithStaff>>

async function intakeLink(shop: Shop, token = shop.employee.token) {
  const res = await call(server.url, 'GET', '/api/intake-link', { token })
  expect(res.status, res.text).toBe(200)
  return res.body as { token: string; url: string; expiresAt: string }
}

const submit = (body: unknown) => call(server.url, 'POST', '/api/customer-intake', { body })

/** A ready-to-send intake body for the shop with a fresh phone and OTP-verified email. */
async function verifiedBody(shop: Shop, overrides: Record<string, unknown> = {}) {
  const email = `intake-${unique()}@example.com`
  await verifyEmail(server, shop.slug, email)
  return {
    tenant: shop.slug,
    token: (await intakeLink(shop)).token,
    name: 'Asha Rao',
    phone: freshPhone(),
    email,
    ...overrides,
  }
}

async function withClock<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  server.clock.advance(ms)
  try {
    return await fn()
  } finally {
    server.clock.advance(-ms)
  }
}

describe('intake links (interfaces.md 3)', () => {
  it('GET mints one link for the tenant and keeps answering it; url on the configured main host; TTL 14 days', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'GET', '/api/intake-link', {
      token: shop.employee.token,
      host: 'localhost:3000',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'token', 'url'])
    expect(res.body.url).toBe(`http://localhost:3000/intake/${shop.slug}?token=${res.body.token}`)
    const ttl = new Date(res.body.expiresAt).getTime() - Date.now()
    expect(ttl).toBeGreaterThan(14 * DAY - 60_000)
    expect(ttl).toBeLessThanOrEqual(14 * DAY)
    expect((await intakeLink(shop, shop.admin.token)).token).toBe(res.body.token)
    expect((await call(server.url, 'GET', '/api/intake-link')).status).toBe(401)
  })

  it("builds the url from the configuration, never from the request's Host (REST and tRPC)", async () => {
    const shop = await createTenantWithStaff(server)
    const expected = (token: string) => `${server.ctx.config.publicOrigin}/intake/${shop.slug}?token=${token}`
    expect(server.ctx.config.publicOrigin).toBe('http://localhost:3000')
    for (const host of ['evil.test', 'evil.test:3000', `localhost:${server.port}`]) {
      const res = await call(server.url, 'GET', '/api/intake-link', { token: shop.employee.token, host })
      expect([res.status, res.body.url]).toEqual([200, expected(res.body.token)])
    }
    const viaTrpc = await trpc(server, 'query', 'customers.intakeLink', undefined, {
      token: shop.employee.token,
      host: 'evil.test',
    })
    expect(viaTrpc.data.url).toBe(expected(viaTrpc.data.token))
  })

  it('DELETE is tenant-admin only; it revokes every copy at once and the next GET mints a replacement', async () => {
    const shop = await createTenantWithStaff(server)
    const body = await verifiedBody(shop)
    const employee = await call(server.url, 'DELETE', '/api/intake-link', { token: shop.employee.token })
    expect([employee.status, employee.body]).toEqual([401, { error: 'Unauthorized' }])
    const revoked = await call(server.url, 'DELETE', '/api/intake-link', { token: shop.admin.token })
    expect(revoked.status).toBe(200)
    expect(revoked.body.success).toBe(true)
    const refused = await submit(body)
    expect([refused.status, refused.body]).toEqual([403, { error: 'Invalid customer form link.' }])
    const fresh = await intakeLink(shop)
    expect(fresh.token).not.toBe(body.token)
    expect((await submit({ ...body, token: fresh.token })).status).toBe(200)
    expect((await trpc(server, 'query', 'intake.form', { tenant: shop.slug, token: body.token })).data).toEqual({
      tenant: { name: expect.any(String), slug: shop.slug },
      link: 'revoked',
    })
  })

  it('takes its lifetime from CUSTOMER_INTAKE_TOKEN_TTL_DAYS and its origin from PUBLIC_ORIGIN', async () => {
    const short = await startTestServer({
      env: { CUSTOMER_INTAKE_TOKEN_TTL_DAYS: '2', PUBLIC_ORIGIN: 'https://gold.example' },
    })
    try {
      const shop = await createTenantWithStaff(short)
      const res = await call(short.url, 'GET', '/api/intake-link', { token: shop.admin.token })
      const ttl = new Date(res.body.expiresAt).getTime() - Date.now()
      expect(ttl).toBeGreaterThan(2 * DAY - 60_000)
      expect(ttl).toBeLessThanOrEqual(2 * DAY)
      expect(res.body.url).toBe(`https://gold.example/intake/${shop.slug}?token=${res.body.token}`)
    } finally {
      await short.close()
    }
  })
})

describe('POST /api/customer-intake', () => {
  it('creates an unverified New customer and answers only {success, customer: {id, name}}', async () => {
    const shop = await createTenantWithStaff(server)
    const body = await verifiedBody(shop, {
      email: undefined,
      name: ' Asha Rao ',
      phone: '+91 98111-00001',
      aadhaar: '123456789012',
      pan: 'abcde1234f',
      address: '1 Main Rd',
      nomineeName: 'Ravi',
      nomineeRel: 'Son',
      bankName: 'SBI',
      accountNumber: '1234 5678 90',
      ifsc: 'sbin0001234',
      livePhotoUrl: '/evil.jpg',
      aadhaarDocUrl: '/evil.pdf',
      status: 'Active',
      phoneVerified: true,
    })
    const email = `mixed-${unique()}@example.com`
    await verifyEmail(server, shop.slug, email)
    const res = await submit({ ...body, email: email.toUpperCase() })
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toEqual({ success: true, customer: { id: expect.any(String), name: 'Asha Rao' } })
    const row = await server.ctx.db.forTenant(shop.tenantId).customer.findFirst({ where: { id: res.body.customer.id } })
    expect(row).toMatchObject({
      phone: '9811100001',
      email,
      status: 'New',
      phoneVerified: false,
      phoneVerifiedAt: null,
      accountNumber: '1234 5678 90',
      ifsc: 'SBIN0001234',
      pan: 'ABCDE1234F',
      livePhotoUrl: null,
      aadhaarDocUrl: null,
    })
  })

  it('checks in the spec order: tenant, link, fields, email, tenant existence, OTP', async () => {
    const shop = await createTenantWithStaff(server)
    const good = await verifiedBody(shop)
    const unverified = `nobody-${unique()}@example.com`
    const secret = server.ctx.config.intakeTokenSecret
    const ghostToken = signIntakeToken({
      tenantSlug: 'ghost-shop',
      linkId: 'x',
      expiresAt: new Date(Date.now() + DAY),
      secret,
    })
    const cases: [string, Record<string, unknown>, number, string][] = [
      [
        'tenant absent (before a bad token and fields)',
        { tenant: undefined, token: 'forged', name: '' },
        400,
        'Tenant is required.',
      ],
      ['tenant blank', { tenant: '   ' }, 400, 'Tenant is required.'],
      ['token absent', { token: undefined }, 403, 'Invalid customer form link.'],
      [
        'forged token (before fields)',
        { token: `${good.token.slice(0, -2)}xx`, name: '' },
        403,
        'Invalid customer form link.',
      ],
      [
        'token signed with another secret',
        {
          token: signIntakeToken({
            tenantSlug: shop.slug,
            linkId: 'l',
            expiresAt: new Date(Date.now() + DAY),
            secret: 'attacker-secret-123456',
          }),
        },
        403,
        'Invalid customer form link.',
      ],
      ['field message', { name: 'A' }, 400, 'Name must be at least 2 characters long.'],
      ['phone message', { phone: '12345' }, 400, 'Phone number must be a valid 10-digit Indian mobile number.'],
      ['bank all-or-nothing', { bankName: 'SBI' }, 400, 'Account number is required when bank details are provided.'],
      ['nominee all-or-nothing', { nomineeRel: 'Son' }, 400, 'Please specify the nominee name.'],
      [
        'account number validated as 9-20 digits',
        { bankName: 'SBI', accountNumber: '12-34', ifsc: 'SBIN0001234' },
        400,
        'Account number must be 9-20 digits.',
      ],
      [
        'field messages before the missing email',
        { email: '', pan: 'bad' },
        400,
        'PAN must be 5 letters, 4 digits and 1 letter (e.g., ABCDE1234F).',
      ],
      ['email absent', { email: undefined }, 400, 'Email address is required.'],
      [
        'unknown tenant with a genuine token for it',
        { tenant: 'ghost-shop', token: ghostToken },
        404,
        'Tenant not found.',
      ],
      ['email never verified', { email: unverified }, 403, 'Please verify your email address before submitting.'],
    ]
    for (const [label, overrides, status, message] of cases) {
      const res = await submit({ ...good, ...overrides })
      expect([label, res.status, res.body]).toEqual([label, status, { error: message }])
    }
    const list = await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })
    expect(list.body).toEqual([])
  })

  it('refuses a token of another tenant, an expired token and a suspended tenant', async () => {
    const a = await createTenantWithStaff(server)
    const b = await createTenantWithStaff(server)
    const body = await verifiedBody(a)
    const tokenOfB = (await intakeLink(b)).token
    expect((await submit({ ...body, token: tokenOfB })).body).toEqual({ error: 'Invalid customer form link.' })
    expect((await submit({ ...body, tenant: b.slug })).body).toEqual({ error: 'Invalid customer form link.' })

    const expired = await withClock(14 * DAY + 1000, async () => {
      const form = await trpc(server, 'query', 'intake.form', { tenant: a.slug, token: body.token })
      return { submit: await submit(body), form: form.data }
    })
    expect([expired.submit.status, expired.submit.body]).toEqual([403, { error: 'Invalid customer form link.' }])
    expect(expired.form.link).toBe('expired')

    const suspended = await createTenantWithStaff(server)
    const sBody = await verifiedBody(suspended)
    await deactivateTenant(server.ctx, CLI_ACTOR, suspended.slug)
    expect([(await submit(sBody)).status, (await submit(sBody)).body]).toEqual([404, { error: 'Tenant not found.' }])
  })

  it('needs a recent OTP verification of that email for that tenant: missing, wrong, expired, reused and stale codes fail', async () => {
    const shop = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const token = (await intakeLink(shop)).token
    const NOT_VERIFIED = { error: 'Please verify your email address before submitting.' }
    const attempt = (email: string) =>
      submit({ tenant: shop.slug, token, name: 'Asha Rao', phone: freshPhone(), email })

    const missing = `missing-${unique()}@example.com`
    await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email: missing } })
    expect([(await attempt(missing)).status, (await attempt(missing)).body]).toEqual([403, NOT_VERIFIED])

    const wrong = `wrong-${unique()}@example.com`
    await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email: wrong } })
    const code = await latestOtp(server, wrong)
    const bad = await call(server.url, 'POST', '/api/otp/verify', {
      body: { tenant: shop.slug, email: wrong, code: code === '000000' ? '111111' : '000000' },
    })
    expect(bad.body).toEqual({ error: 'Invalid or expired code.' })
    expect((await attempt(wrong)).body).toEqual(NOT_VERIFIED)

    const expired = `expired-${unique()}@example.com`
    await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email: expired } })
    const late = await latestOtp(server, expired)
    const lateVerify = await withClock(10 * 60_000 + 1000, () =>
      call(server.url, 'POST', '/api/otp/verify', { body: { tenant: shop.slug, email: expired, code: late } }),
    )
    expect(lateVerify.body).toEqual({ error: 'Invalid or expired code.' })
    expect((await attempt(expired)).body).toEqual(NOT_VERIFIED)

    // a code works once; reusing it (here: for another address or tenant) verifies nothing
    const used = `used-${unique()}@example.com`
    await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email: used } })
    const once = await latestOtp(server, used)
    expect(
      (await call(server.url, 'POST', '/api/otp/verify', { body: { tenant: shop.slug, email: used, code: once } }))
        .status,
    ).toBe(200)
    const reused = await call(server.url, 'POST', '/api/otp/verify', {
      body: { tenant: shop.slug, email: used, code: once },
    })
    expect(reused.body).toEqual({ error: 'Invalid or expired code.' })
    const elsewhere = `elsewhere-${unique()}@example.com`
    await verifyEmail(server, other.slug, elsewhere)
    expect((await attempt(elsewhere)).body).toEqual(NOT_VERIFIED)

    // a verification counts for 30 minutes
    expect(
      (
        await withClock(31 * 60_000, async () => {
          const t = (await call(server.url, 'GET', '/api/intake-link', { token: shop.admin.token })).body.token
          return submit({ tenant: shop.slug, token: t, name: 'Asha Rao', phone: freshPhone(), email: used })
        })
      ).body,
    ).toEqual(NOT_VERIFIED)
    expect((await attempt(used)).status).toBe(200)
  })

  it('answers the deliberately vague 400 for a phone or email already registered', async () => {
    const shop = await createTenantWithStaff(server)
    const first = await verifiedBody(shop)
    expect((await submit(first)).status).toBe(200)
    const samePhone = await verifiedBody(shop, { phone: `0${first.phone}` })
    expect([(await submit(samePhone)).status, (await submit(samePhone)).body]).toEqual([400, { error: VAGUE }])
    expect((await submit({ ...first, phone: freshPhone(), email: first.email.toUpperCase() })).body).toEqual({
      error: VAGUE,
    })
    expect((await submit(first)).body).toEqual({ error: VAGUE })
  })
})

describe('public intake tRPC procedures', () => {
  it('tells the form the shop and link state, and submits through the same checks', async () => {
    const shop = await createTenantWithStaff(server, { name: 'Golden Shop' })
    const body = await verifiedBody(shop)
    expect((await trpc(server, 'query', 'intake.form', { tenant: shop.slug, token: body.token })).data).toEqual({
      tenant: { name: 'Golden Shop', slug: shop.slug },
      link: 'valid',
    })
    expect((await trpc(server, 'query', 'intake.form', { tenant: shop.slug, token: 'forged' })).data.link).toBe(
      'invalid',
    )
    expect((await trpc(server, 'query', 'intake.form', { tenant: 'no-such-shop', token: body.token })).data).toEqual({
      tenant: null,
      link: 'invalid',
    })
    const bad = await trpc(server, 'mutation', 'intake.submit', { ...body, email: undefined })
    expect([bad.status, bad.error?.message]).toEqual([400, 'Email address is required.'])
    const ok = await trpc(server, 'mutation', 'intake.submit', body)
    expect(ok.data).toEqual({ success: true, customer: { id: expect.any(String), name: 'Asha Rao' } })
  })

  // Issue 14: submit takes core's customerIntakeInput, the schema the REST route parses with; the
  // checks stay the service's, in the spec's order (tenant, then token, then the form's fields).
  it("submit answers what POST /api/customer-intake answers for the same body, in the spec's order", async () => {
    const shop = await createTenantWithStaff(server)
    const body = await verifiedBody(shop)
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...body, tenant: 5, name: '' }, 400, 'Tenant is required.'],
      [{ ...body, token: 'forged', name: '' }, 403, 'Invalid customer form link.'],
      [{ ...body, name: '', phone: 'x' }, 400, 'Name is required.'],
      [{ ...body, phone: 12345 }, 400, 'Phone number must be a valid 10-digit Indian mobile number.'],
    ]
    for (const [input, status, error] of cases) {
      const viaTrpc = await trpc(server, 'mutation', 'intake.submit', input)
      const rest = await call(server.url, 'POST', '/api/customer-intake', { body: input })
      expect([viaTrpc.status, viaTrpc.error?.message, rest.status, rest.body]).toEqual([
        status,
        error,
        status,
        { error },
      ])
    }
  })
})
