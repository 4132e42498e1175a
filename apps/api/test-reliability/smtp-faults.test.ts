import net from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPlan } from '../test/billing-support.ts'
import { createTenantWithStaff, insertCustomer } from '../test/support/factories.ts'
import { call } from '../test/support/http.ts'
import { createMailer } from '../src/mail/mailer.ts'
import { startTestServer, type TestServer } from '../test/support/test-server.ts'
import { createValuationOk, setGoldRate } from '../test/support/valuation-factories.ts'
import { freePort } from './support/api-process.ts'
import { checkoutAt, isCleanError, verifyAt } from './support/billing-calls.ts'
import { startFakeGateway, type FakeGateway } from './support/fake-gateway.ts'
import { expectMoneyInvariants, prismaQuery } from './support/money-invariants.ts'

/**
 * Mail is down. Where the spec makes mail best-effort (purchase receipt, EMI payment notice, ticket
 * status notice) the request still succeeds and its state is kept; where mail is the point of the
 * request (report: 500; send: 502 with the failure listed) it fails cleanly and records nothing as sent.
 */
/** Bounded SMTP waits (mailer SMTP_TIMEOUTS), shortened here through SMTP_URL so the suite stays quick. */
const SHORT_TIMEOUTS = 'connectionTimeout=1000&greetingTimeout=1000&socketTimeout=2000'

describe.each([
  { name: 'SMTP port closed (connection refused)', blackHole: false },
  { name: 'SMTP server accepts connections but never answers', blackHole: true },
])('mail down: $name', ({ blackHole }) => {
  let gateway: FakeGateway
  let server: TestServer
  let smtp: net.Server | null = null
  const sockets = new Set<net.Socket>()

  beforeAll(async () => {
    gateway = await startFakeGateway()
    let port = await freePort()
    if (blackHole) {
      smtp = net.createServer((s) => {
        sockets.add(s)
        s.on('error', () => {})
      })
      await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve))
      port = (smtp.address() as net.AddressInfo).port
    }
    server = await startTestServer({
      env: { ...gateway.env, SMTP_URL: `smtp://mailer:secret@127.0.0.1:${port}/?${SHORT_TIMEOUTS}` },
    })
    // The test server writes to the outbox whatever the config says; use the real SMTP mailer.
    server.ctx.mailer = createMailer(server.ctx.config)
    expect(server.ctx.mailer.kind).toBe('smtp')
    await setGoldRate(server)
  })
  afterAll(async () => {
    await server?.close()
    await gateway?.close()
    for (const s of sockets) s.destroy()
    await new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve(undefined)))
  })
  let started = 0
  beforeEach(() => {
    started = Date.now()
  })
  afterEach(async () => {
    // Every request above waits at most about one bounded SMTP attempt (never nodemailer's minutes).
    expect(Date.now() - started).toBeLessThan(15_000)
    await expectMoneyInvariants(prismaQuery(server.ctx.db.prisma))
  })

  async function valuationFor(email: string | null) {
    const shop = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, shop.tenantId, { email })
    const v = await createValuationOk(server, shop.employee.token, {
      customerId: customer.id,
      type: 'loan',
      ltvPercentage: 75,
      interestRate: 12,
      emiInstallments: 3,
    })
    return { shop, customer, v }
  }
  const timeline = (tenantId: string, customerId: string) =>
    server.ctx.db.forTenant(tenantId).timelineEvent.findMany({ where: { customerId }, select: { type: true } })

  it('report answers 500 {error: Internal Server Error} and records no EMAIL_SENT event', async () => {
    const { shop, customer, v } = await valuationFor('borrower@example.com')
    const res = await call(server.url, 'POST', `/api/valuations/${v.id}/report`, { token: shop.employee.token })
    expect([res.status, res.body]).toEqual([500, { error: 'Internal Server Error' }])
    expect(isCleanError(res)).toBe(true)
    expect(await timeline(shop.tenantId, customer.id)).toEqual([])
  })

  it('send lists the email target as failed (502 when nothing went out) and records nothing as sent', async () => {
    const { shop, customer, v } = await valuationFor('borrower@example.com')
    const res = await call(server.url, 'POST', `/api/valuations/${v.id}/send`, {
      token: shop.employee.token,
      body: { customerEmail: true },
    })
    expect(res.status).toBe(502)
    expect(res.body).toEqual({
      sent: [],
      skipped: [],
      failed: [{ target: 'customerEmail', error: 'The email could not be sent.' }],
    })
    expect(await timeline(shop.tenantId, customer.id)).toEqual([])
  })

  it('a settled purchase stays settled with its document although the receipt email fails', async () => {
    const shop = await createTenantWithStaff(server)
    const plan = await createPlan(server)
    const started = await checkoutAt(server.url, shop.admin.token, { planId: plan.planId, billingCycle: 'monthly' })
    const { confirmation } = gateway.capture(started.body.orderId)
    const res = await verifyAt(server.url, shop.admin.token, confirmation)
    expect([res.status, res.body]).toEqual([200, { ok: true, settled: true }])
    // The document and the receipt are the settlement's job; the mail fails and is retried later.
    await server.ctx.jobs.settled()
    const purchase = await server.ctx.db.prisma.purchase.findUniqueOrThrow({
      where: { id: started.body.purchaseId },
      include: { documents: true },
    })
    expect(purchase.status).toBe('PAID')
    expect(purchase.documents).toHaveLength(1)
  })

  it('an EMI marked Paid and a ticket status change succeed; their notices are best-effort', async () => {
    const { shop, v } = await valuationFor('borrower@example.com')
    const detail = await call(server.url, 'GET', `/api/valuations/${v.id}`, { token: shop.employee.token })
    const emiId = detail.body.emiRecords[0].id as string
    const paid = await call(server.url, 'PATCH', `/api/valuations/${v.id}/emi`, {
      token: shop.employee.token,
      body: { emiId, status: 'Paid', paymentMode: 'Cash' },
    })
    expect([paid.status, paid.body.status]).toEqual([200, 'Paid'])
    expect(await server.ctx.db.forTenant(shop.tenantId).emiReceipt.count({ where: { emiId } })).toBe(1)

    const ticket = await call(server.url, 'POST', '/api/tickets', {
      token: shop.employee.token,
      body: { subject: 'Scale calibration', message: 'The scale reads 0.2 g high.' },
    })
    expect(ticket.status).toBe(201)
    const patched = await call(server.url, 'PATCH', `/api/tickets/${ticket.body.ticket.id}`, {
      token: shop.admin.token,
      body: { status: 'Resolved' },
    })
    expect([patched.status, patched.body.ticket.status]).toEqual([200, 'Resolved'])
  })

  it('an OTP that cannot be mailed fails cleanly (5xx {error}) instead of claiming it was sent', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await call(server.url, 'POST', '/api/otp/send', {
      body: { tenant: shop.slug, email: 'someone@example.com' },
    })
    expect(res.status).toBeGreaterThanOrEqual(500)
    expect(isCleanError(res)).toBe(true)
  })
})
