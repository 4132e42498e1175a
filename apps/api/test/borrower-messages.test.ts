import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { addDays, addMonthsClamped, daysBetween, formatHindiDate, formatRupeeFigure, isoDateOf } from '@gold/core'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sendBorrowerMessage, type BorrowerMessage } from '../src/messages/borrower-messages.ts'
import { customerBody, portalCustomer, trpc, unique } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call, type ResponseBody } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createValuationOk, setGoldRate } from './support/valuation-factories.ts'

const CRON_SECRET = 'cron-secret-for-tests'
const DAY = 86_400_000
const SMS = { apiBase: 'http://sms.test/v1', token: 'sms-token', sender: 'GOLDLN' }
const WHATSAPP = { apiBase: 'http://whatsapp.test/v1', token: 'wa-token' }
type ProviderCall = { auth: string | null; body: ResponseBody }
const smsCalls: ProviderCall[] = []
const waCalls: ProviderCall[] = []
let smsStatus = 200
const mock = setupServer(
  http.post('http://sms.test/v1/messages', async ({ request }) => {
    smsCalls.push({ auth: request.headers.get('authorization'), body: await request.json() })
    return smsStatus === 200 ? HttpResponse.json({ id: 'sms-1' }) : new HttpResponse('fail', { status: smsStatus })
  }),
  http.post('http://whatsapp.test/v1/messages', async ({ request }) => {
    waCalls.push({ auth: request.headers.get('authorization'), body: await request.json() })
    return HttpResponse.json({ id: 'wa-1' })
  }),
)

let server: TestServer
const { openLoanOk } = loanHelpers(() => server)
beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'bypass' })
  server = await startTestServer({ env: { CRON_SECRET } })
  await setGoldRate(server)
})
afterAll(async () => {
  mock.close()
  await server?.close()
})
afterEach(() => {
  smsCalls.length = 0
  waCalls.length = 0
  smsStatus = 200
  server.ctx.config.sms = {}
  server.ctx.config.whatsapp = {}
})

/** The message outbox of one channel, addressed to one phone. */
async function outbox(channel: 'sms' | 'whatsapp', phone: string): Promise<ResponseBody[]> {
  const dir = path.join(server.ctx.config.messageOutboxDir, channel)
  const files = (await readdir(dir).catch(() => [] as string[])).sort()
  const records = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))))
  return records.filter((r) => r.to === `91${phone}`)
}

async function borrower(options: { email?: string | null } = {}) {
  const t = await createTenantWithStaff(server, { name: 'Lakshmi Gold Loans' })
  const customer = await insertCustomer(server, t.tenantId, { name: 'Asha Devi', email: options.email })
  const db = server.ctx.db.forTenant(t.tenantId)
  return { ...t, customer, db }
}

const due = (customerId: string, fields: Partial<BorrowerMessage> = {}): BorrowerMessage =>
  ({
    kind: 'due',
    values: { loanNumber: 'GL/2025-26/000007', amountPaise: 1_234_550, dueOn: '2026-03-15' },
    customerId,
    loanId: null,
    dedupeKey: `due:test-${unique()}:2026-03-15`,
    ...fields,
  }) as BorrowerMessage

const DUE_TEXT =
  'Lakshmi Gold Loans: Your EMI of ₹12,345.50 on gold loan GL/2025-26/000007 is due on 15 Mar 2026. Please pay on time.'

describe('sendBorrowerMessage', () => {
  it('without providers writes SMS and WhatsApp to the message outbox and mails the email; a key sends once', async () => {
    const t = await borrower()
    const message = due(t.customer.id)
    expect(await sendBorrowerMessage(server.ctx, t.tenantId, message)).toMatchObject({
      sent: ['sms', 'whatsapp', 'email'],
      skipped: [],
      failed: [],
    })
    expect(await outbox('sms', t.customer.phone)).toEqual([{ to: `91${t.customer.phone}`, text: DUE_TEXT }])
    expect(await outbox('whatsapp', t.customer.phone)).toEqual([
      { to: `91${t.customer.phone}`, type: 'text', text: DUE_TEXT },
    ])
    const mails = (await server.outbox()).filter((m) => m.to.includes(t.customer.email!))
    expect(mails).toEqual([
      expect.objectContaining({
        subject: 'EMI due - Lakshmi Gold Loans',
        text: `Dear Asha Devi,\n\n${DUE_TEXT.replace('Lakshmi Gold Loans: ', '')}\n\nRegards,\nLakshmi Gold Loans`,
        attachments: [],
      }),
    ])
    const rows = await t.db.loanMessage.findMany({ where: { customerId: t.customer.id }, orderBy: { channel: 'asc' } })
    expect(rows.map((r) => [r.channel, r.kind, r.dedupeKey, r.language, r.status, r.error])).toEqual(
      // Written to the outboxes, not sent: no provider or mail server is set up.
      ['email', 'sms', 'whatsapp'].map((channel) => [channel, 'due', message.dedupeKey, 'en', 'outbox', null]),
    )

    // The same key again (a job run twice): every channel skipped, nothing sent.
    expect(await sendBorrowerMessage(server.ctx, t.tenantId, message)).toMatchObject({
      sent: [],
      skipped: ['sms', 'whatsapp', 'email'],
      failed: [],
    })
    expect(await outbox('sms', t.customer.phone)).toHaveLength(1)
    expect(await outbox('whatsapp', t.customer.phone)).toHaveLength(1)
    expect((await server.outbox()).filter((m) => m.to.includes(t.customer.email!))).toHaveLength(1)
    expect(await t.db.loanMessage.count({ where: { customerId: t.customer.id } })).toBe(3)
  })

  it("writes in the borrower's preferred language (set by staff over tRPC); no email means email is skipped", async () => {
    const t = await borrower({ email: null })
    const set = await trpc(
      server,
      'mutation',
      'customers.setLanguage',
      { id: t.customer.id, preferredLanguage: 'hi' },
      { token: t.employee.token },
    )
    expect(set.data).toEqual({ id: t.customer.id, preferredLanguage: 'hi' })
    const result = await sendBorrowerMessage(server.ctx, t.tenantId, {
      kind: 'overdue',
      values: { loanNumber: 'GL/2025-26/000008', amountPaise: 500_000, dueOn: '2026-03-15' },
      customerId: t.customer.id,
      loanId: null,
      dedupeKey: `overdue:test-${unique()}:2026-03-15`,
    })
    expect(result).toMatchObject({ sent: ['sms', 'whatsapp'], skipped: ['email'], failed: [] })
    const [sms] = await outbox('sms', t.customer.phone)
    expect(sms.text).toBe(
      'Lakshmi Gold Loans: आपके गोल्ड लोन GL/2025-26/000008 की ₹5,000 की किस्त 15 मार्च 2026 को देय थी और बकाया है। दंड शुल्क से बचने के लिए तुरंत भुगतान करें।',
    )
    const rows = await t.db.loanMessage.findMany({ where: { customerId: t.customer.id } })
    expect(rows.map((r) => r.language)).toEqual(['hi', 'hi'])
  })

  it('calls the SMS and WhatsApp providers; a PDF goes as a WhatsApp document and an email attachment', async () => {
    server.ctx.config.sms = SMS
    server.ctx.config.whatsapp = WHATSAPP
    const t = await borrower()
    const pdf = Buffer.from('%PDF-1.4 auction notice')
    const result = await sendBorrowerMessage(server.ctx, t.tenantId, {
      kind: 'auctionNotice',
      values: {
        loanNumber: 'GL/2025-26/000009',
        noticeNumber: 'AN/2025-26/000001',
        amountPaise: 12_345_678,
        asOf: '2026-03-18',
        earliestOn: '2026-04-01',
      },
      customerId: t.customer.id,
      loanId: null,
      dedupeKey: `auctionNotice:test-${unique()}`,
      attachment: { filename: 'auction-notice.pdf', pdf },
    })
    expect(result).toMatchObject({ sent: ['sms', 'whatsapp', 'email'], skipped: [], failed: [] })
    expect(result.deliveries.map((d) => [d.channel, d.status, d.detail])).toEqual([
      ['sms', 'sent', '200 {"id":"sms-1"}'],
      ['whatsapp', 'sent', '200 {"id":"wa-1"}'],
      ['email', 'outbox', 'no mail server is set up'],
    ])
    const text =
      'Lakshmi Gold Loans: Auction notice AN/2025-26/000001: pay ₹1,23,456.78 (as of 18 Mar 2026) to close gold loan GL/2025-26/000009 before 1 Apr 2026, or the pledged gold may be auctioned.'
    expect(smsCalls).toEqual([
      { auth: 'Bearer sms-token', body: { to: `91${t.customer.phone}`, from: 'GOLDLN', text } },
    ])
    expect(waCalls).toEqual([
      {
        auth: 'Bearer wa-token',
        body: {
          to: `91${t.customer.phone}`,
          type: 'document',
          caption: text,
          document: { filename: 'auction-notice.pdf', mimeType: 'application/pdf', base64: pdf.toString('base64') },
        },
      },
    ])
    expect(await outbox('sms', t.customer.phone)).toEqual([])
    const [mail] = (await server.outbox()).filter((m) => m.to.includes(t.customer.email!))
    expect(mail!.attachments).toEqual([
      { filename: 'auction-notice.pdf', contentType: 'application/pdf', size: pdf.length },
    ])
  })

  it('records a provider refusal and does not send that channel again for the key', async () => {
    server.ctx.config.sms = SMS
    server.ctx.config.whatsapp = WHATSAPP
    // A refusal (4xx) is final; an outage is retried on the job queue (messages-delivery.test.ts).
    smsStatus = 400
    const t = await borrower({ email: null })
    const message = due(t.customer.id)
    expect(await sendBorrowerMessage(server.ctx, t.tenantId, message)).toMatchObject({
      sent: ['whatsapp'],
      skipped: ['email'],
      failed: [{ channel: 'sms', error: 'SMS provider answered 400.' }],
    })
    const sms = await t.db.loanMessage.findFirstOrThrow({ where: { customerId: t.customer.id, channel: 'sms' } })
    expect([sms.status, sms.error]).toEqual(['failed', 'SMS provider answered 400.'])
    smsStatus = 200
    expect(await sendBorrowerMessage(server.ctx, t.tenantId, message)).toMatchObject({
      sent: [],
      skipped: ['sms', 'whatsapp', 'email'],
      failed: [],
    })
    expect(smsCalls).toHaveLength(1)
  })
})

describe('the daily job reaches the phone', () => {
  const today = () => isoDateOf(server.ctx.now())
  const runCron = () =>
    call(server.url, 'GET', '/api/cron/emi-reminders', { headers: { authorization: `Bearer ${CRON_SECRET}` } })

  /** A ₹30,000 EMI loan over 3 months for a Hindi-speaking borrower. */
  async function openLoan(disbursedOn: string) {
    const t = await borrower()
    await t.db.customer.updateMany({ where: { id: t.customer.id }, data: { preferredLanguage: 'hi' } })
    const v = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      type: 'loan',
      emiInstallments: 3,
    })
    const loan = await openLoanOk(t.employee.token, v.id, {
      principal: 3_000_000,
      scheme: 'EMI',
      tenureMonths: 3,
      disbursedOn,
    })
    return { ...t, loan }
  }

  it('an overdue installment: one SMS and one WhatsApp in Hindi however often the job runs', async () => {
    const t = await openLoan(addDays(addMonthsClamped(today(), -1), -2))
    const { nextDue } = t.loan
    expect(nextDue.dueOn < today()).toBe(true)
    for (const run of [runCron(), runCron()]) expect((await run).status).toBe(200)
    expect((await runCron()).status).toBe(200)

    const text = `Lakshmi Gold Loans: आपके गोल्ड लोन ${t.loan.loanNumber} की ${formatRupeeFigure(nextDue.amount)} की किस्त ${formatHindiDate(nextDue.dueOn)} को देय थी और बकाया है। दंड शुल्क से बचने के लिए तुरंत भुगतान करें।`
    expect(await outbox('sms', t.customer.phone)).toEqual([{ to: `91${t.customer.phone}`, text }])
    expect(await outbox('whatsapp', t.customer.phone)).toEqual([{ to: `91${t.customer.phone}`, type: 'text', text }])
    const rows = await t.db.loanMessage.findMany({ where: { loanId: t.loan.id }, orderBy: { channel: 'asc' } })
    expect(rows.map((r) => [r.channel, r.kind, r.dedupeKey, r.status])).toEqual([
      ['sms', 'overdue', `overdue:${t.loan.id}:${nextDue.dueOn}`, 'outbox'],
      ['whatsapp', 'overdue', `overdue:${t.loan.id}:${nextDue.dueOn}`, 'outbox'],
    ])
    // The reminder email and the in-app notice are as before (English, one each).
    const mails = (await server.outbox()).filter((m) => m.to.includes(t.customer.email!))
    expect(mails.map((m) => m.subject)).toEqual(['EMI overdue - Lakshmi Gold Loans'])
  })

  it('a due installment is told once: due soon, then nothing new on its due day', async () => {
    const t = await openLoan(addDays(addMonthsClamped(today(), -1), 3))
    const { nextDue } = t.loan
    // Near a month's end the clamped due date is fewer than 3 days away: go to the due day itself.
    const toDueDay = daysBetween(today(), nextDue.dueOn) * DAY
    expect((await runCron()).status).toBe(200)
    server.clock.advance(toDueDay)
    try {
      expect((await runCron()).status).toBe(200)
    } finally {
      server.clock.advance(-toDueDay)
    }
    const sms = await outbox('sms', t.customer.phone)
    expect(sms.map((m) => m.text)).toEqual([
      `Lakshmi Gold Loans: आपके गोल्ड लोन ${t.loan.loanNumber} की ${formatRupeeFigure(nextDue.amount)} की किस्त ${formatHindiDate(nextDue.dueOn)} को देय है। कृपया समय पर भुगतान करें।`,
    ])
    // Email keeps its two windows (due soon, due today).
    const mails = (await server.outbox()).filter((m) => m.to.includes(t.customer.email!))
    expect(mails.map((m) => m.subject.split(' - ')[0]).sort()).toEqual(['EMI due soon', 'EMI due today'])
  })
})

describe("the borrower's language", () => {
  it('is set on the staff form and the portal over tRPC, never shown in the REST customer', async () => {
    const t = await createTenantWithStaff(server)
    const auth = { token: t.employee.token }
    const created = await trpc(server, 'mutation', 'customers.create', customerBody({ preferredLanguage: 'hi' }), auth)
    expect(created.status, created.text).toBe(200)
    expect(created.data).not.toHaveProperty('preferredLanguage')
    const id = created.data.id as string
    expect((await trpc(server, 'query', 'customers.get', { id }, auth)).data.preferredLanguage).toBe('hi')

    const rest = await call(server.url, 'GET', `/api/customers/${id}`, auth)
    expect(rest.body).not.toHaveProperty('preferredLanguage')
    const list = await call(server.url, 'GET', '/api/customers', auth)
    expect(list.body.find((c: { id: string }) => c.id === id)).not.toHaveProperty('preferredLanguage')
    const restCreated = await call(server.url, 'POST', '/api/customers', {
      ...auth,
      body: customerBody({ preferredLanguage: 'hi' }),
    })
    expect(restCreated.status).toBe(201)
    expect(restCreated.body).not.toHaveProperty('preferredLanguage')
    const stored = await server.ctx.db
      .forTenant(t.tenantId)
      .customer.findFirstOrThrow({ where: { id: restCreated.body.id } })
    expect(stored.preferredLanguage).toBe('en')

    const refused = await trpc(server, 'mutation', 'customers.setLanguage', { id, preferredLanguage: 'te' }, auth)
    expect([refused.status, refused.error?.message]).toEqual([
      400,
      'Language must be English (en), Hindi (hi) or Tamil (ta).',
    ])
    const missing = await trpc(
      server,
      'mutation',
      'customers.setLanguage',
      { id: 'nope', preferredLanguage: 'en' },
      auth,
    )
    expect([missing.status, missing.error?.message]).toEqual([404, 'Customer not found'])

    const me = await portalCustomer(server, t.tenantId, t.slug)
    expect((await trpc(server, 'query', 'portal.profile', {}, me.auth)).data.preferredLanguage).toBe('en')
    const changed = await trpc(server, 'mutation', 'portal.setLanguage', { preferredLanguage: 'hi' }, me.auth)
    expect(changed.data).toEqual({ preferredLanguage: 'hi' })
    expect((await trpc(server, 'query', 'portal.profile', {}, me.auth)).data.preferredLanguage).toBe('hi')
    // Issue 28: the portal reads in Tamil too, and its switcher saves the choice here.
    await trpc(server, 'mutation', 'portal.setLanguage', { preferredLanguage: 'ta' }, me.auth)
    expect((await trpc(server, 'query', 'portal.profile', {}, me.auth)).data.preferredLanguage).toBe('ta')
  })
})
