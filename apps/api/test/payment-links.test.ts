import { addDays, isoDateOf } from '@gold/core'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { portalCustomer, trpc as trpcAs } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'

/**
 * Issue 27: staff send a payment link by SMS or WhatsApp; its delivery is recorded honestly; the
 * portal's landing checks the token and expiry and sends the signed-in borrower to the pay page.
 */
const texts: { to: string; text: string }[] = []
const answers: number[] = []
const mock = setupServer(
  http.post('http://sms.test/v1/messages', async ({ request }) => {
    texts.push((await request.json()) as { to: string; text: string })
    const status = answers.shift() ?? 200
    return status === 200 ? HttpResponse.json({ id: `sms-${texts.length}` }) : HttpResponse.json({}, { status })
  }),
)

let server: TestServer
beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'bypass' })
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  mock.close()
  await server?.close()
})
afterEach(() => {
  server.ctx.config.sms = {}
  answers.length = 0
})
const { api, loanValuation, shop, openLoanOk, trpc } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

async function setUp() {
  const t = await shop()
  const me = await portalCustomer(server, t.tenantId, t.slug, { name: 'Asha Verma' })
  const loan = await openLoanOk(t.token, (await loanValuation(t.token, me.customer.id)).id, {
    principal: 1_000_000,
    disbursedOn: addDays(today(), -30),
  })
  const phone = (await api(t.token, 'GET', `/api/customers/${me.customer.id}`)).body.phone as string
  return { t, me, loan, phone }
}
const send = (token: string, loanId: string, body: Record<string, unknown>) =>
  trpc(token, 'paymentLinks.send', { loanId, body }, 'mutation')
const tokenIn = (text: string) => /\/pay-link\/([A-Za-z0-9_-]+)/.exec(text)![1]!

describe('payment links (issue 27)', () => {
  it('sends a link by SMS with the amount, loan number, link and expiry; lists it as sent with its provider', async () => {
    const { t, loan, phone } = await setUp()
    server.ctx.config.sms = { apiBase: 'http://sms.test/v1', token: 'sms-token' }
    const sent = await send(t.token, loan.id, { amount: 250_000, channel: 'sms', expiresInDays: 7 })
    expect(sent.status, JSON.stringify(sent.error)).toBe(200)
    expect(sent.data).toMatchObject({
      amount: 250_000,
      channel: 'sms',
      recipient: phone,
      status: 'sent',
      expired: false,
    })
    const text = texts.filter((m) => m.to === `91${phone}`).at(-1)!.text
    expect(text).toMatch(
      new RegExp(
        `^Shop .*: pay ₹2,500 on your gold loan ${loan.loanNumber.replaceAll('/', '\\/')} at http://${t.slug}\\.localhost(:\\d+)?/pay-link/[A-Za-z0-9_-]{32} \\(valid until `,
      ),
    )
    const list = await trpc(t.token, 'paymentLinks.list', { loanId: loan.id }, 'query')
    expect(list.data).toEqual([
      expect.objectContaining({ id: sent.data.id, status: 'sent', createdBy: expect.any(String) }),
    ])
    // The token is not stored: only its hash.
    const row = await server.ctx.db.forTenant(t.tenantId).paymentLink.findFirstOrThrow({ where: { id: sent.data.id } })
    expect(row.tokenHash).not.toContain(tokenIn(text))
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('says outbox, never sent, without a provider; failed when the provider refuses', async () => {
    const { t, loan } = await setUp()
    const outbox = await send(t.token, loan.id, { amount: 10_000, channel: 'whatsapp', expiresInDays: 1 })
    expect(outbox.data).toMatchObject({ status: 'outbox', channel: 'whatsapp', error: null })
    server.ctx.config.sms = { apiBase: 'http://sms.test/v1', token: 'sms-token' }
    answers.push(400)
    const failed = await send(t.token, loan.id, { amount: 10_000, channel: 'sms', expiresInDays: 1 })
    expect(failed.data).toMatchObject({ status: 'failed', error: 'SMS provider answered 400.' })
    const statuses = (await trpc(t.token, 'paymentLinks.list', { loanId: loan.id }, 'query')).data.map(
      (l: { status: string }) => l.status,
    )
    expect(statuses).toEqual(['failed', 'outbox'])
  })

  it('refuses a bad amount, channel or expiry, more than the amount to close, and a closed loan', async () => {
    const { t, loan } = await setUp()
    const message = async (body: Record<string, unknown>, id = loan.id) =>
      (await send(t.token, id, body)).error?.message
    expect(await message({ amount: 50, channel: 'sms', expiresInDays: 7 })).toBe(
      'Amount must be a whole number of paise of at least ₹1.',
    )
    expect(await message({ amount: 100, channel: 'email', expiresInDays: 7 })).toBe('Send the link by SMS or WhatsApp.')
    expect(await message({ amount: 100, channel: 'sms', expiresInDays: 31 })).toBe(
      'The link must expire in 1 to 30 days.',
    )
    const total = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body.total as number
    expect(await message({ amount: total + 1, channel: 'sms', expiresInDays: 7 })).toMatch(
      /^Amount is more than the amount to close this loan \(₹[\d,.]+\)\.$/,
    )
    expect((await send(t.token, loan.id, { amount: total, channel: 'sms', expiresInDays: 7 })).status).toBe(200)
    expect((await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, { amount: total, mode: 'Cash' })).status).toBe(
      201,
    )
    expect(await message({ amount: 100, channel: 'sms', expiresInDays: 7 })).toBe(
      'A payment link can only be sent for an open loan.',
    )
    expect((await send(t.token, 'no-such-loan', { amount: 100, channel: 'sms', expiresInDays: 7 })).status).toBe(404)
  })

  it('the landing checks the token; the signed-in borrower is sent to the pay page; expired links say so', async () => {
    const { t, me, loan } = await setUp()
    server.ctx.config.sms = { apiBase: 'http://sms.test/v1', token: 'sms-token' }
    await send(t.token, loan.id, { amount: 250_000, channel: 'sms', expiresInDays: 2 })
    const token = tokenIn(texts.at(-1)!.text)
    const landing = (tenant: string, tk: string) =>
      trpcAs(server, 'query', 'paymentLinks.landing', { tenant, token: tk })
    expect((await landing(t.slug, token)).data).toMatchObject({
      status: 'live',
      amount: 250_000,
      loanNumber: loan.loanNumber,
    })
    expect((await landing(t.slug, 'nope')).data).toEqual({ status: 'invalid' })
    const otherShop = await shop()
    expect((await landing(otherShop.slug, token)).data).toEqual({ status: 'invalid' })

    const open = (auth: { token: string; host: string }, tk = token) =>
      trpcAs(server, 'mutation', 'paymentLinks.open', { token: tk }, auth)
    expect((await open(me.auth)).data).toEqual({
      loanId: loan.id,
      amount: 250_000,
      payPath: `/loans/${loan.id}/pay?amount=250000`,
    })
    const stranger = await portalCustomer(server, t.tenantId, t.slug)
    expect((await open(stranger.auth)).error).toMatchObject({
      message: 'This payment link was sent to another borrower. Sign out and sign in with the phone it was sent to.',
      httpStatus: 403,
    })
    expect((await open(me.auth, 'nope')).error).toMatchObject({ httpStatus: 404 })
    // Staff see when the borrower opened it.
    expect((await trpc(t.token, 'paymentLinks.list', { loanId: loan.id }, 'query')).data[0].openedAt).not.toBeNull()

    server.clock.advance(3 * 86_400_000)
    try {
      expect((await landing(t.slug, token)).data).toMatchObject({ status: 'expired', amount: 250_000 })
      expect((await open(me.auth)).error).toMatchObject({
        message: 'This payment link has expired. Ask the branch for a new one.',
        httpStatus: 400,
      })
      expect((await trpc(t.token, 'paymentLinks.list', { loanId: loan.id }, 'query')).data[0].expired).toBe(true)
    } finally {
      server.clock.advance(-3 * 86_400_000)
    }
  })

  it('needs loans.sendPaymentLink: an appraiser is refused with 403, a cashier sends', async () => {
    const { t, loan } = await setUp()
    const assign = (roles: string[]) =>
      trpc(t.admin.token, 'roles.assign', { userId: t.employee.userId, roles }, 'mutation')
    expect((await assign(['appraiser'])).status).toBe(200)
    const body = { amount: 100, channel: 'sms', expiresInDays: 1 }
    expect((await send(t.token, loan.id, body)).error).toMatchObject({
      message: 'You do not have permission to do this.',
      data: { httpStatus: 403 },
    })
    await assign(['cashier'])
    expect((await send(t.token, loan.id, body)).status).toBe(200)
  })
})
