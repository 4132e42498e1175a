import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_MAX_ATTEMPTS } from '@gold/core'
import { sendBorrowerMessage, type BorrowerMessage } from '../src/messages/borrower-messages.ts'
import { trpc as trpcCall, unique } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createValuationOk, setGoldRate } from './support/valuation-factories.ts'
import type { ResponseBody } from './support/http.ts'

/**
 * Issue 23: each channel's honest status (a provider's acceptance with its answer, an outbox, a
 * failure), retries of an outage on the job queue under the same dedupe key, and the message log.
 * The SMS and WhatsApp providers are outside our walls: msw stands in for them.
 */
const SMS = { apiBase: 'http://sms.test/v1', token: 'sms-token' }
const WHATSAPP = { apiBase: 'http://whatsapp.test/v1', token: 'wa-token' }
type ProviderCall = { key: string | null; body: ResponseBody }
const smsCalls: ProviderCall[] = []
const waCalls: ProviderCall[] = []
/** The statuses the providers answer next, in turn; 200 once these run out. */
const smsAnswers: number[] = []
const waAnswers: number[] = []

function provider(calls: ProviderCall[], answers: number[], id: string) {
  return async ({ request }: { request: Request }) => {
    calls.push({ key: request.headers.get('idempotency-key'), body: await request.json() })
    const status = answers.shift() ?? 200
    return status === 200
      ? HttpResponse.json({ id: `${id}-${calls.length}` })
      : HttpResponse.json({ error: 'upstream trouble' }, { status })
  }
}
const mock = setupServer(
  http.post('http://sms.test/v1/messages', provider(smsCalls, smsAnswers, 'sms')),
  http.post('http://whatsapp.test/v1/messages', provider(waCalls, waAnswers, 'wa')),
)

let server: TestServer
const { api, loanValuation, openLoanOk } = loanHelpers(() => server)
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
  for (const list of [smsCalls, waCalls, smsAnswers, waAnswers]) list.length = 0
  server.ctx.config.sms = {}
  server.ctx.config.whatsapp = {}
})

async function borrower(options: { email?: string | null } = {}) {
  const t = await createTenantWithStaff(server, { name: 'Lakshmi Gold Loans' })
  const customer = await insertCustomer(server, t.tenantId, { name: 'Asha Devi', email: options.email })
  return { ...t, customer, db: server.ctx.db.forTenant(t.tenantId) }
}

const due = (customerId: string): BorrowerMessage => ({
  kind: 'due',
  values: { loanNumber: 'GL/2025-26/000007', amountPaise: 1_234_550, dueOn: '2026-03-15' },
  customerId,
  loanId: null,
  dedupeKey: `due:test-${unique()}:2026-03-15`,
})

/** Waits for the job queue's retries to bring a row to `status`. */
async function rowReaches(
  db: TestServer['ctx']['db'] extends { forTenant: (id: string) => infer D } ? D : never,
  id: string,
  status: string,
) {
  await expect
    .poll(async () => (await db.loanMessage.findFirstOrThrow({ where: { id } })).status, {
      timeout: 15_000,
      interval: 100,
    })
    .toBe(status)
  return db.loanMessage.findFirstOrThrow({ where: { id } })
}

describe('each channel says what happened', () => {
  it('without providers: written to the outbox, saying which provider is missing, never "sent"', async () => {
    const t = await borrower()
    const result = await sendBorrowerMessage(server.ctx, t.tenantId, due(t.customer.id))
    expect(result.deliveries).toEqual([
      { channel: 'sms', status: 'outbox', detail: 'no SMS provider is set up', attempts: 1 },
      { channel: 'whatsapp', status: 'outbox', detail: 'no WhatsApp provider is set up', attempts: 1 },
      { channel: 'email', status: 'outbox', detail: 'no mail server is set up', attempts: 1 },
    ])
    const rows = await t.db.loanMessage.findMany({ where: { customerId: t.customer.id }, orderBy: { channel: 'asc' } })
    expect(rows.map((r) => [r.channel, r.status, r.providerAnswer, r.attempts, r.recipient])).toEqual([
      ['email', 'outbox', 'no mail server is set up', 1, t.customer.email],
      ['sms', 'outbox', 'no SMS provider is set up', 1, `91${t.customer.phone}`],
      ['whatsapp', 'outbox', 'no WhatsApp provider is set up', 1, `91${t.customer.phone}`],
    ])
  })

  it("a provider's acceptance is sent, with its answer kept; a refusal (400) fails at once and is not retried", async () => {
    server.ctx.config.sms = SMS
    server.ctx.config.whatsapp = WHATSAPP
    waAnswers.push(400)
    const t = await borrower({ email: null })
    const result = await sendBorrowerMessage(server.ctx, t.tenantId, due(t.customer.id))
    expect(result.deliveries).toEqual([
      { channel: 'sms', status: 'sent', detail: '200 {"id":"sms-1"}', attempts: 1 },
      { channel: 'whatsapp', status: 'failed', detail: 'WhatsApp provider answered 400.', attempts: 1 },
      { channel: 'email', status: 'skipped', detail: 'no email address', attempts: 0 },
    ])
    const wa = await t.db.loanMessage.findFirstOrThrow({ where: { customerId: t.customer.id, channel: 'whatsapp' } })
    expect([wa.status, wa.error, wa.providerAnswer]).toEqual([
      'failed',
      'WhatsApp provider answered 400.',
      '400 {"error":"upstream trouble"}',
    ])
    await server.ctx.jobs.settled()
    expect(waCalls).toHaveLength(1)
  })
})

describe('an outage is retried on the job queue', () => {
  it('fails, then the retry is accepted: one row, two attempts, the same idempotency key; the key still holds', async () => {
    server.ctx.config.sms = SMS
    server.ctx.config.whatsapp = WHATSAPP
    smsAnswers.push(503)
    const t = await borrower({ email: null })
    const message = due(t.customer.id)
    const first = await sendBorrowerMessage(server.ctx, t.tenantId, message)
    expect(first.deliveries[0]).toEqual({
      channel: 'sms',
      status: 'retrying',
      detail: 'SMS provider answered 503.',
      attempts: 1,
    })
    // The spec's send report is unchanged: a failure this time is failed.
    expect(first.failed).toEqual([{ channel: 'sms', error: 'SMS provider answered 503.' }])
    const row = await t.db.loanMessage.findFirstOrThrow({ where: { customerId: t.customer.id, channel: 'sms' } })
    expect([row.status, row.attempts, row.error]).toEqual(['retrying', 1, 'SMS provider answered 503.'])

    const sent = await rowReaches(t.db, row.id, 'sent')
    expect([sent.attempts, sent.error, sent.providerAnswer]).toEqual([2, null, '200 {"id":"sms-2"}'])
    expect(smsCalls.map((c) => c.key)).toEqual([row.id, row.id])
    expect(smsCalls[1]!.body).toEqual(smsCalls[0]!.body)

    // The same key again sends nothing, and nothing more is queued.
    const again = await sendBorrowerMessage(server.ctx, t.tenantId, message)
    expect(again.deliveries.map((d) => d.status)).toEqual(['skipped', 'skipped', 'skipped'])
    await server.ctx.jobs.settled()
    expect(smsCalls).toHaveLength(2)
    expect(await t.db.loanMessage.count({ where: { customerId: t.customer.id } })).toBe(2)
  })

  it(`gives up after ${MESSAGE_MAX_ATTEMPTS} attempts: failed, with the last error`, async () => {
    server.ctx.config.sms = SMS
    server.ctx.config.whatsapp = WHATSAPP
    smsAnswers.push(500, 500)
    const t = await borrower({ email: null })
    await sendBorrowerMessage(server.ctx, t.tenantId, { ...due(t.customer.id), channels: ['sms'] })
    const row = await t.db.loanMessage.findFirstOrThrow({ where: { customerId: t.customer.id, channel: 'sms' } })
    // As if the earlier retries had run: the queued job takes the row at the count it finds.
    await t.db.loanMessage.updateMany({ where: { id: row.id }, data: { attempts: MESSAGE_MAX_ATTEMPTS - 1 } })
    const failed = await rowReaches(t.db, row.id, 'failed')
    expect([failed.attempts, failed.error]).toEqual([MESSAGE_MAX_ATTEMPTS, 'SMS provider answered 500.'])
    await server.ctx.jobs.settled()
    expect(smsCalls).toHaveLength(2)
  })

  it("the auction notice's WhatsApp document is rebuilt for its retry", async () => {
    server.ctx.config.whatsapp = WHATSAPP
    waAnswers.push(502)
    const t = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, t.tenantId)
    const loan = await openLoanOk(t.employee.token, (await loanValuation(t.employee.token, customer.id)).id)
    const res = await api(t.employee.token, 'POST', `/api/loans/${loan.id}/auction-notice`)
    expect(res.status).toBe(200)
    expect(res.body.send).toEqual({
      sent: ['sms', 'email'],
      skipped: [],
      failed: [{ target: 'whatsapp', error: 'WhatsApp provider answered 502.' }],
    })
    expect(res.body.deliveries).toEqual([
      { channel: 'sms', status: 'outbox', detail: 'no SMS provider is set up', attempts: 1 },
      { channel: 'whatsapp', status: 'retrying', detail: 'WhatsApp provider answered 502.', attempts: 1 },
      { channel: 'email', status: 'outbox', detail: 'no mail server is set up', attempts: 1 },
    ])
    const db = server.ctx.db.forTenant(t.tenantId)
    const row = await db.loanMessage.findFirstOrThrow({ where: { loanId: loan.id, channel: 'whatsapp' } })
    await rowReaches(db, row.id, 'sent')
    expect(waCalls).toHaveLength(2)
    const [first, retry] = waCalls.map((c) => c.body)
    expect(retry).toMatchObject({ type: 'document', caption: first.caption })
    expect(retry.document.filename).toBe(first.document.filename)
    expect(Buffer.from(retry.document.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('the message log (tRPC messages.list)', () => {
  it("lists the shop's messages newest first, by channel, status and borrower; another shop sees none", async () => {
    server.ctx.config.sms = SMS
    smsAnswers.push(400)
    const t = await borrower()
    const other = await insertCustomer(server, t.tenantId, { name: 'Ravi Kumar' })
    await sendBorrowerMessage(server.ctx, t.tenantId, due(t.customer.id))
    await sendBorrowerMessage(server.ctx, t.tenantId, { ...due(other.id), channels: ['whatsapp'] })
    const auth = { token: t.employee.token }
    const list = (input: object) => trpcCall(server, 'query', 'messages.list', input, auth)

    const all = await list({})
    expect(all.status, all.text).toBe(200)
    expect(all.data.items).toHaveLength(4)
    expect(all.data.items[0]).toMatchObject({ channel: 'whatsapp', customer: { id: other.id, name: 'Ravi Kumar' } })

    const failed = await list({ status: 'failed' })
    expect(failed.data.items).toEqual([
      expect.objectContaining({
        channel: 'sms',
        kind: 'due',
        status: 'failed',
        detail: 'SMS provider answered 400.',
        providerAnswer: '400 {"error":"upstream trouble"}',
        attempts: 1,
        recipient: `91${t.customer.phone}`,
        customer: { id: t.customer.id, name: 'Asha Devi' },
        loan: null,
      }),
    ])
    const outboxEmail = await list({ channel: 'email', status: 'outbox' })
    expect(outboxEmail.data.items.map((r: { detail: string }) => r.detail)).toEqual(['no mail server is set up'])
    const hers = await list({ customerId: t.customer.id })
    expect(hers.data.items.map((r: { channel: string }) => r.channel).sort()).toEqual(['email', 'sms', 'whatsapp'])

    const page = await list({ limit: 3 })
    expect(page.data.items).toHaveLength(3)
    const rest = await list({ limit: 3, cursor: page.data.nextCursor })
    expect(rest.data).toMatchObject({
      items: [expect.objectContaining({ id: all.data.items[3].id })],
      nextCursor: null,
    })

    const bad = await list({ status: 'delivered' })
    expect([bad.status, bad.error?.message]).toEqual([400, 'Status must be sending, sent, outbox, retrying or failed.'])
    const stranger = await createTenantWithStaff(server)
    const theirs = await trpcCall(
      server,
      'query',
      'messages.list',
      { customerId: t.customer.id },
      { token: stranger.admin.token },
    )
    expect(theirs.data.items).toEqual([])
    expect((await trpcCall(server, 'query', 'messages.list', {})).status).toBe(401)
  })
})

describe('the valuation send (platform-spec 4.5)', () => {
  it('keeps the REST body exactly; tRPC names the targets that only reached the mail outbox', async () => {
    const t = await borrower()
    const v = await createValuationOk(server, t.employee.token, { customerId: t.customer.id })
    const rest = await api(t.employee.token, 'POST', `/api/valuations/${v.id}/send`, { customerEmail: true })
    expect([rest.status, rest.body]).toEqual([200, { sent: ['customerEmail'], skipped: [], failed: [] }])
    const res = await trpcCall(
      server,
      'mutation',
      'valuations.send',
      { id: v.id, body: { customerEmail: true } },
      { token: t.employee.token },
    )
    expect(res.data).toEqual({
      sent: ['customerEmail'],
      skipped: [],
      failed: [],
      allFailed: false,
      outbox: ['customerEmail'],
    })
  })
})
