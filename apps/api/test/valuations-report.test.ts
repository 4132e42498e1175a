import { writeFile } from 'node:fs/promises'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderCertificatePdf } from '../src/valuations/certificate-pdf.ts'
import { loadValuationDocument } from '../src/valuations/valuation-document.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call, type JsonObject, type ResponseBody } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createValuationOk, setGoldRate, sharedBank } from './support/valuation-factories.ts'

const WHATSAPP_API_BASE = 'http://whatsapp.test/v1'
const WHATSAPP_TOKEN = 'wa-token'
type WaCall = { auth: string | null; body: ResponseBody }
const waCalls: WaCall[] = []
let waStatus = 200
const mock = setupServer(
  http.post('http://whatsapp.test/v1/messages', async ({ request }) => {
    waCalls.push({ auth: request.headers.get('authorization'), body: await request.json() })
    return waStatus === 200 ? HttpResponse.json({ id: 'msg-1' }) : new HttpResponse('fail', { status: waStatus })
  }),
)

let server: TestServer
beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'bypass' })
  server = await startTestServer({ env: { WHATSAPP_API_BASE, WHATSAPP_TOKEN } })
  await setGoldRate(server)
})
afterAll(async () => {
  mock.close()
  await server?.close()
})
afterEach(() => {
  waCalls.length = 0
  waStatus = 200
  server.ctx.config.whatsapp = { apiBase: WHATSAPP_API_BASE, token: WHATSAPP_TOKEN }
})

const ornaments = [
  { type: 'Necklace', purity: '22K', grossWeight: 25.5, deduction: 1.5 },
  { type: 'Bangle', purity: '18K', grossWeight: 12, deduction: 0, quantity: 2 },
  { type: 'Coin', purity: '24K', grossWeight: 10 },
]

async function setup(options: { email?: string | null; valuation?: Record<string, unknown> } = {}) {
  const t = await createTenantWithStaff(server, { name: 'Lakshmi Gold Loans' })
  const customer = await insertCustomer(server, t.tenantId, { name: 'Kavya Iyer', email: options.email })
  const v = await createValuationOk(server, t.employee.token, {
    customerId: customer.id,
    type: 'loan',
    ornaments,
    ltvPercentage: 75,
    interestRate: 12,
    emiInstallments: 3,
    appraiserName: 'Suresh Appraiser',
    ...options.valuation,
  })
  return { ...t, customer, v, db: server.ctx.db.forTenant(t.tenantId) }
}

const mailsTo = async (email: string) => (await server.outbox()).filter((m) => m.to.includes(email))

describe('certificate PDF', () => {
  it('lists the shop, customer, every ornament row, totals, rate, loan, EMI schedule and appraiser', async () => {
    const t = await setup()
    await call(server.url, 'POST', `/api/valuations/${t.v.id}/gold-receipt`, { token: t.employee.token })
    const doc = await loadValuationDocument(server.ctx, t.tenantId, t.v.id)
    const pdf = await renderCertificatePdf(doc!)
    if (process.env.KEEP_PDF) await writeFile(process.env.KEEP_PDF, pdf)
    const text = (await pdfText(pdf)).join(' ')
    expect(text).toContain('Lakshmi Gold Loans')
    expect(text).toContain('Kavya Iyer')
    // Issue 17: line weights gross, less, net, fine and 22K equivalent (fine / 0.916).
    // Necklace: (25.5 - 1.5) x 0.916 = 21.98 g; Bangle: 12 x 0.75 = 9 x 2 = 18 g; Coin: 10 x 0.999 = 9.99 g
    expect(text).toMatch(/Necklace 1 .*?\(22K\).*? 25\.50 g 1\.50 g 24\.00 g 21\.98 g 24\.00 g ₹1,43,829\.87/)
    expect(text).toMatch(/Bangle 2 .*?\(18K\).*? 24\.00 g 0\.00 g 24\.00 g 18\.00 g 19\.65 g ₹1,17,786\.06/)
    expect(text).toMatch(/Coin 1 .*?\(24K\).*? 10\.00 g 0\.00 g 10\.00 g 9\.99 g 10\.91 g ₹65,371\.26/)
    expect(text).toMatch(/Total 4 59\.50 g 1\.50 g 58\.00 g 49\.97 g 54\.56 g ₹3,26,987\.19/)
    expect(t.v).toMatchObject({ totalGrossWeight: 59.5, totalNetWeight: 49.97, totalValue: 326987.19 })
    expect(text).toContain('₹6,000.00 per gram')
    expect(text).toContain('Rate basis Market rate')
    expect(text).toContain('Rate source test')
    expect(text).toContain('75%')
    expect(text).toContain('₹2,45,240.39') // estimated loan 326987.19 x 0.75
    expect(text).toContain('Repayment schedule')
    expect(text).toContain('Suresh Appraiser')
    expect(text).toContain(`GR-${t.v.id.slice(-6).toUpperCase()}`)
  })
})

describe('POST /api/valuations/{id}/report', () => {
  it('emails the certificate PDF with the default subject and records EMAIL_SENT', async () => {
    const t = await setup()
    const res = await call(server.url, 'POST', `/api/valuations/${t.v.id}/report`, { token: t.employee.token })
    expect(res).toMatchObject({ status: 200, body: { success: true } })
    const [mail] = await mailsTo(t.customer.email!)
    expect(mail!.subject).toBe('Your gold valuation report from Lakshmi Gold Loans')
    expect(mail!.text).toContain('Dear Kavya Iyer')
    expect(mail!.attachments).toEqual([
      { filename: `valuation-certificate-${t.v.id}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ])
    expect(mail!.attachments[0]!.size).toBeGreaterThan(1000)
    const events = await t.db.timelineEvent.findMany({ where: { customerId: t.customer.id } })
    expect(events.map((e) => e.type)).toEqual(['EMAIL_SENT'])
  })

  it('uses the tenant EMAIL_REPORT template with placeholders interpolated and HTML-escaped', async () => {
    const t = await setup()
    await server.ctx.db.prisma.tenant.update({ where: { id: t.tenantId }, data: { name: 'Gold & <Co>' } })
    const put = await call(server.url, 'PUT', '/api/communication-templates/EMAIL_REPORT', {
      token: t.admin.token,
      body: {
        subject: 'Report for {{customerName}} ({{valuationId}})',
        body: '<p>Hello {{borrowerName}} from {{tenantName}}: {{totalValue}}, loan {{estimatedLoan}}, next {{emiAmount}} on {{dueDate}}</p>',
      },
    })
    expect(put.status).toBe(200)
    expect(
      (await call(server.url, 'POST', `/api/valuations/${t.v.id}/report`, { token: t.employee.token })).status,
    ).toBe(200)
    const [mail] = await mailsTo(t.customer.email!)
    expect(mail!.subject).toBe(`Report for Kavya Iyer (${t.v.id})`)
    expect(mail!.html).toContain('Hello Kavya Iyer from Gold &amp; &lt;Co&gt;: ₹3,26,987.19, loan ₹2,45,240.39, next ₹')
    expect(mail!.html).not.toContain('{{')
  })

  it('400 Valuation not found or customer has no email (never 404)', async () => {
    const t = await setup({ email: null })
    const msg = { status: 400, body: { error: 'Valuation not found or customer has no email' } }
    expect(
      await call(server.url, 'POST', `/api/valuations/${t.v.id}/report`, { token: t.employee.token }),
    ).toMatchObject(msg)
    expect(await call(server.url, 'POST', '/api/valuations/nope/report', { token: t.employee.token })).toMatchObject(
      msg,
    )
  })

  it('500 Internal Server Error when the mail provider fails', async () => {
    const t = await setup()
    const mailer = server.ctx.mailer
    server.ctx.mailer = {
      kind: 'outbox',
      send: () => Promise.reject(new Error('smtp down')),
    }
    try {
      expect(
        await call(server.url, 'POST', `/api/valuations/${t.v.id}/report`, { token: t.employee.token }),
      ).toMatchObject({ status: 500, body: { error: 'Internal Server Error' } })
    } finally {
      server.ctx.mailer = mailer
    }
    expect(await t.db.timelineEvent.count()).toBe(0)
  })
})

describe('POST /api/valuations/{id}/send', () => {
  async function withBank(options: { managerEmail?: string | null; defaultEmail?: string | null } = {}) {
    const t = await setup()
    const { bank, branches } = await sharedBank(server, {
      name: `Indian Bank ${t.slug}`,
      defaultEmail: options.defaultEmail === undefined ? `gold-${t.slug}@bank.test` : options.defaultEmail,
      branches: [
        {
          branchName: 'Mylapore',
          managerEmail: options.managerEmail === undefined ? `mylapore-${t.slug}@bank.test` : options.managerEmail,
        },
      ],
    })
    const v = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      type: 'certificate',
      bankId: bank.id,
      ornaments,
    })
    return { ...t, v, bank, branch: branches[0]! }
  }
  const send = (t: { employee: { token: string } }, id: string, body?: unknown, rawBody?: string) =>
    call(server.url, 'POST', `/api/valuations/${id}/send`, { token: t.employee.token, body, rawBody })

  it('sends to the customer by email and WhatsApp and to the branch manager; stores the branch; records events', async () => {
    const t = await withBank()
    const res = await send(t, t.v.id, {
      customerEmail: true,
      customerWhatsApp: true,
      bankEmail: true,
      bankBranchId: t.branch.id,
    })
    expect(res).toMatchObject({
      status: 200,
      body: { sent: ['customerEmail', 'customerWhatsApp', 'bankEmail'], skipped: [], failed: [] },
    })
    expect(await mailsTo(t.customer.email!)).toHaveLength(1)
    const [bankMail] = await mailsTo(`mylapore-${t.slug}@bank.test`)
    expect(bankMail!.subject).toBe('Gold valuation certificate for Kavya Iyer from Lakshmi Gold Loans')
    expect(bankMail!.attachments[0]!.contentType).toBe('application/pdf')
    expect(waCalls).toHaveLength(1)
    expect(waCalls[0]!.auth).toBe(`Bearer ${WHATSAPP_TOKEN}`)
    expect(waCalls[0]!.body).toMatchObject({
      to: `91${t.customer.phone}`,
      type: 'document',
      document: { mimeType: 'application/pdf', filename: `valuation-certificate-${t.v.id}.pdf` },
    })
    expect(Buffer.from(waCalls[0]!.body.document.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-')
    expect((await t.db.valuation.findFirstOrThrow({ where: { id: t.v.id } })).bankBranchId).toBe(t.branch.id)
    const events = await t.db.timelineEvent.findMany({
      where: { customerId: t.customer.id },
      orderBy: { occurredAt: 'asc' },
    })
    expect(events.map((e) => e.type).sort()).toEqual(['BANK_SHARED', 'EMAIL_SENT', 'WHATSAPP_SENT'])
    expect(events.find((e) => e.type === 'BANK_SHARED')!.detail).toBe(t.bank.name)
  })

  it('only exact true enables a target; unparseable body gives three empty arrays', async () => {
    const t = await withBank()
    expect(await send(t, t.v.id, { customerEmail: 'true', customerWhatsApp: 1, bankEmail: 'yes' })).toMatchObject({
      status: 200,
      body: { sent: [], skipped: [], failed: [] },
    })
    expect(await send(t, t.v.id, undefined, '{not json')).toMatchObject({
      status: 200,
      body: { sent: [], skipped: [], failed: [] },
    })
    expect(waCalls).toHaveLength(0)
  })

  it('bank recipient: stored branch manager, then the bank default email; skipped without either', async () => {
    const noManager = await withBank({ managerEmail: null })
    await noManager.db.valuation.updateMany({
      where: { id: noManager.v.id },
      data: { bankBranchId: noManager.branch.id },
    })
    expect((await send(noManager, noManager.v.id, { bankEmail: true })).body.sent).toEqual(['bankEmail'])
    expect(await mailsTo(`gold-${noManager.slug}@bank.test`)).toHaveLength(1)

    const stored = await withBank({ managerEmail: `stored-${Date.now()}@bank.test` })
    await stored.db.valuation.updateMany({ where: { id: stored.v.id }, data: { bankBranchId: stored.branch.id } })
    expect((await send(stored, stored.v.id, { bankEmail: true })).body.sent).toEqual(['bankEmail'])
    expect(await mailsTo(stored.branch.managerEmail!)).toHaveLength(1)

    const none = await withBank({ managerEmail: null, defaultEmail: null })
    expect(await send(none, none.v.id, { bankEmail: true, bankBranchId: none.branch.id })).toMatchObject({
      status: 200,
      body: { sent: [], skipped: ['bankEmail'], failed: [] },
    })
    const noBank = await setup()
    expect((await send(noBank, noBank.v.id, { bankEmail: true })).body.skipped).toEqual(['bankEmail'])
  })

  it('a bankBranchId of another bank or tenant is ignored and the stored branch is used', async () => {
    const t = await withBank({ managerEmail: 'right@bank.test' })
    await t.db.valuation.updateMany({ where: { id: t.v.id }, data: { bankBranchId: t.branch.id } })
    const other = await sharedBank(server, {
      name: `Other Bank ${t.slug}`,
      branches: [{ branchName: 'Elsewhere', managerEmail: 'wrong@bank.test' }],
    })
    const res = await send(t, t.v.id, { bankEmail: true, bankBranchId: other.branches[0]!.id })
    expect(res.body.sent).toEqual(['bankEmail'])
    expect(await mailsTo('right@bank.test')).toHaveLength(1)
    expect(await mailsTo('wrong@bank.test')).toHaveLength(0)
    expect((await t.db.valuation.findFirstOrThrow({ where: { id: t.v.id } })).bankBranchId).toBe(t.branch.id)
  })

  it('bank subject and body: branch override, then tenant EMAIL_BANK, then the shared default', async () => {
    const t = await withBank()
    await call(server.url, 'PUT', '/api/communication-templates/EMAIL_BANK', {
      token: t.admin.token,
      body: { subject: 'Tenant subject {{customerName}}', body: 'Tenant body {{totalValue}}' },
    })
    await send(t, t.v.id, { bankEmail: true, bankBranchId: t.branch.id })
    await server.ctx.db.prisma.bankBranch.update({
      where: { id: t.branch.id },
      data: { emailSubject: 'Branch subject {{valuationId}}' },
    })
    await send(t, t.v.id, { bankEmail: true })
    const mails = await mailsTo(`mylapore-${t.slug}@bank.test`)
    expect(mails.map((m) => m.subject)).toEqual(['Tenant subject Kavya Iyer', `Branch subject ${t.v.id}`])
    expect(mails[1]!.text).toBe('Tenant body ₹3,26,987.19')
  })

  it('customerEmail is skipped without a customer email; WhatsApp unconfigured is a clear failure', async () => {
    const t = await setup({ email: null })
    server.ctx.config.whatsapp = {}
    const res = await send(t, t.v.id, { customerEmail: true, customerWhatsApp: true })
    expect(res).toMatchObject({
      status: 502,
      body: {
        sent: [],
        skipped: ['customerEmail'],
        failed: [{ target: 'customerWhatsApp', error: 'WhatsApp is not configured.' }],
      },
    })
    expect(Object.keys(res.body).sort()).toEqual(['failed', 'sent', 'skipped'])
  })

  it('a partial failure is 200; every attempted target failing is 502 with the breakdown', async () => {
    const t = await setup()
    waStatus = 500
    const partial = await send(t, t.v.id, { customerEmail: true, customerWhatsApp: true })
    expect(partial.status).toBe(200)
    expect(partial.body.sent).toEqual(['customerEmail'])
    expect(partial.body.failed).toEqual([{ target: 'customerWhatsApp', error: expect.stringContaining('500') }])
    const all = await send(t, t.v.id, { customerWhatsApp: true })
    expect(all.status).toBe(502)
    expect(all.body).toEqual({
      sent: [],
      skipped: [],
      failed: [{ target: 'customerWhatsApp', error: expect.any(String) }],
    })
    expect(await t.db.timelineEvent.count({ where: { type: 'WHATSAPP_SENT' } })).toBe(0)
  })

  it('404 Valuation not found. (with the dot)', async () => {
    const t = await setup()
    expect(await send(t, 'nope', { customerEmail: true })).toMatchObject({
      status: 404,
      body: { error: 'Valuation not found.' },
    })
  })
})

describe('communication templates', () => {
  it('GET lists both kinds (default until customised); PUT and DELETE are tenant admin only', async () => {
    const t = await createTenantWithStaff(server)
    const list = await call(server.url, 'GET', '/api/communication-templates', { token: t.employee.token })
    expect(list.body.templates.map((x: JsonObject) => [x.kind, x.isCustom])).toEqual([
      ['EMAIL_REPORT', false],
      ['EMAIL_BANK', false],
    ])
    const body = { subject: 'S', body: 'B' }
    expect(
      (await call(server.url, 'PUT', '/api/communication-templates/EMAIL_BANK', { token: t.employee.token, body }))
        .status,
    ).toBe(401)
    expect(
      (await call(server.url, 'PUT', '/api/communication-templates/EMAIL_BANK', { token: t.admin.token, body })).body,
    ).toMatchObject({ kind: 'EMAIL_BANK', subject: 'S', body: 'B', isCustom: true })
    expect(
      (await call(server.url, 'PUT', '/api/communication-templates/OTHER', { token: t.admin.token, body })).status,
    ).toBe(404)
    expect(
      (
        await call(server.url, 'PUT', '/api/communication-templates/EMAIL_BANK', {
          token: t.admin.token,
          body: { subject: ' ' },
        })
      ).status,
    ).toBe(400)
    expect(
      (await call(server.url, 'DELETE', '/api/communication-templates/EMAIL_BANK', { token: t.admin.token })).body
        .isCustom,
    ).toBe(false)
  })
})
