import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setCustomerStatus } from '../src/customers/customer-status-service.ts'
import { trpc } from './customers-helpers.ts'
import { call } from './support/http.ts'
import { createTenantWithStaff, insertCustomer, latestOtp } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * Issue 27: portal sign-in by a code texted to the borrower's registered phone. The SMS provider is
 * outside our walls: msw stands in for it and keeps every text it was asked to send.
 */
const texts: { to: string; text: string }[] = []
const mock = setupServer(
  http.post('http://sms.test/v1/messages', async ({ request }) => {
    texts.push((await request.json()) as { to: string; text: string })
    return HttpResponse.json({ id: `sms-${texts.length}` })
  }),
)

let server: TestServer
beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'bypass' })
  server = await startTestServer()
  server.ctx.config.sms = { apiBase: 'http://sms.test/v1', token: 'sms-token' }
})
afterAll(async () => {
  mock.close()
  await server?.close()
})

const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

/** The code of the newest text to the phone (sent after the answer, so it is waited for). */
async function textedCode(phone: string, count = 1): Promise<string> {
  await expect.poll(() => texts.filter((t) => t.to === `91${phone}`).length, { timeout: 5_000 }).toBe(count)
  const text = texts.filter((t) => t.to === `91${phone}`).at(-1)!.text
  expect(text.match(/\b\d{6}\b/g)).toHaveLength(1)
  return /\b(\d{6})\b/.exec(text)![1]!
}

async function borrowerShop(status?: string) {
  const shop = await createTenantWithStaff(server)
  const phone = randomPhone()
  const customer = await insertCustomer(server, shop.tenantId, { phone, name: 'Asha Verma', status })
  return { shop, phone, customer }
}

const send = (tenant: string, phone: string) =>
  call(server.url, 'POST', '/api/otp/send-sms', { body: { tenant, phone } })
const login = (tenant: string, phone: string, code: string) =>
  call(server.url, 'POST', '/api/portal/login/phone', { body: { tenant, phone, code } })

describe('portal sign-in by SMS code (issue 27)', () => {
  it('texts a code to the registered phone, in any written form; the code signs in once, for this shop only', async () => {
    const { shop, phone, customer } = await borrowerShop()
    expect(await send(shop.slug, `+91 ${phone.slice(0, 5)}-${phone.slice(5)}`)).toMatchObject({
      status: 200,
      body: { success: true },
    })
    const code = await textedCode(phone)
    const ok = await login(shop.slug, `0${phone}`, code)
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ token: expect.any(String), customer: { id: customer.id, name: 'Asha Verma' } })
    expect(ok.headers.get('set-cookie') ?? '').toMatch(/gold_session=.*HttpOnly/i)
    const me = await call(server.url, 'GET', '/api/auth/me', { token: ok.body.token, host: server.hostFor(shop.slug) })
    expect(me.body.principal).toMatchObject({ kind: 'customer', customerId: customer.id, tenantSlug: shop.slug })
    expect(await login(shop.slug, phone, code)).toMatchObject({
      status: 400,
      body: { error: 'Invalid or expired code.' },
    })
    // The code is neither an email code of the shop nor a phone code of another shop.
    const other = await createTenantWithStaff(server)
    await insertCustomer(server, other.tenantId, { phone })
    await send(shop.slug, phone)
    const again = await textedCode(phone, 2)
    expect((await login(other.slug, phone, again)).status).toBe(400)
    expect((await login(shop.slug, phone, again)).status).toBe(200)
  })

  it('a wrong code uses up one of the 5 tries; after 5 the right code is refused too', async () => {
    const { shop, phone } = await borrowerShop()
    await send(shop.slug, phone)
    const code = await textedCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      expect(await login(shop.slug, phone, wrong)).toMatchObject({
        status: 400,
        body: { error: 'Invalid or expired code.' },
      })
    expect((await login(shop.slug, phone, code)).status).toBe(400)
  })

  it('an expired code is refused', async () => {
    const { shop, phone } = await borrowerShop()
    await send(shop.slug, phone)
    const code = await textedCode(phone)
    server.clock.advance(10 * 60_000 + 1000)
    try {
      expect((await login(shop.slug, phone, code)).status).toBe(400)
    } finally {
      server.clock.advance(-(10 * 60_000 + 1000))
    }
  })

  it('sending is limited like email codes: the 6th code for a number in 10 minutes is 429', async () => {
    const { shop, phone } = await borrowerShop()
    for (let i = 0; i < 5; i++) expect((await send(shop.slug, phone)).status).toBe(200)
    const res = await send(shop.slug, phone)
    expect(res).toMatchObject({ status: 429, body: { error: 'Too many attempts. Please try again later.' } })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('an unknown phone answers as an unknown email does, and is texted nothing', async () => {
    const shop = await createTenantWithStaff(server)
    const stranger = randomPhone()
    expect(await send(shop.slug, stranger)).toEqual(expect.objectContaining({ status: 200, body: { success: true } }))
    expect(await login(shop.slug, stranger, '123456')).toMatchObject({
      status: 400,
      body: { error: 'Invalid or expired code.' },
    })
    // The unknown email's answers, for comparison.
    const email = 'nobody@example.com'
    expect((await call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email } })).body).toEqual({
      success: true,
    })
    const emailed = await latestOtp(server, email)
    expect(
      (await call(server.url, 'POST', '/api/portal/login', { body: { tenant: shop.slug, email, code: emailed } })).body,
    ).toEqual({ error: 'Invalid or expired code.' })
    await new Promise((r) => setTimeout(r, 200))
    expect(texts.filter((t) => t.to === `91${stranger}`)).toEqual([])
  })

  it('refuses a malformed number, an unknown shop and an Inactive borrower as the email sign-in does', async () => {
    const { shop, phone, customer } = await borrowerShop()
    expect(await send(shop.slug, '12345')).toMatchObject({
      status: 400,
      body: { error: 'Phone number must be a valid 10-digit Indian mobile number.' },
    })
    expect(await send('no-such-shop', phone)).toMatchObject({ status: 404, body: { error: 'Tenant not found.' } })
    await setCustomerStatus(server.ctx, { tenantId: shop.tenantId, customerId: customer.id, status: 'Inactive' })
    await send(shop.slug, phone)
    expect(await login(shop.slug, phone, await textedCode(phone))).toMatchObject({
      status: 403,
      body: { error: 'This account is inactive.' },
    })
  })

  it('tRPC signs in by phone too, and sets the session cookie', async () => {
    const { shop, phone, customer } = await borrowerShop()
    const host = server.hostFor(shop.slug)
    expect((await trpc(server, 'mutation', 'auth.sendPhoneOtp', { tenant: shop.slug, phone }, { host })).data).toEqual({
      success: true,
    })
    const code = await textedCode(phone)
    const res = await trpc(server, 'mutation', 'auth.portalPhoneLogin', { tenant: shop.slug, phone, code }, { host })
    expect(res.data).toEqual({ id: customer.id, name: 'Asha Verma' })
    expect(res.headers.get('set-cookie') ?? '').toMatch(/gold_session=/)
  })
})
