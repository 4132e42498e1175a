import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { addDays, isoDateOf } from '@gold/core'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { portalCustomer } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'

/**
 * Issue 28, TRAI's DLT rules: a shop's SMS carry its header and the DLT template id of their kind to
 * the provider (and into the outbox); with DLT required, an SMS whose kind has no template id is
 * not sent and is recorded as failed with the reason. A new shop has DLT off: SMS go as before.
 */
const bodies: Record<string, unknown>[] = []
const mock = setupServer(
  http.post('http://sms.test/v1/messages', async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>)
    return HttpResponse.json({ id: `sms-${bodies.length}` })
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
})
const { loanValuation, shop, openLoanOk, trpc } = loanHelpers(() => server)

async function setUp() {
  const t = await shop()
  const me = await portalCustomer(server, t.tenantId, t.slug, { name: 'Asha Verma' })
  const loan = await openLoanOk(t.token, (await loanValuation(t.token, me.customer.id)).id, {
    principal: 1_000_000,
    disbursedOn: addDays(isoDateOf(server.ctx.now()), -30),
  })
  return { t, loan }
}
const sendLink = (token: string, loanId: string) =>
  trpc(token, 'paymentLinks.send', { loanId, body: { amount: 100_000, channel: 'sms', expiresInDays: 7 } }, 'mutation')
const DLT = {
  dltRequired: true,
  header: 'goldsh',
  entityId: '1101234567890123456',
  templateIds: { paymentLink: '1107160000000000042', due: '1107160000000000001' },
}

describe('SMS under DLT', () => {
  it('a new shop has DLT off and sends exactly as before', async () => {
    const { t, loan } = await setUp()
    expect((await trpc(t.admin.token, 'messages.smsSettings', undefined, 'query')).data).toEqual({
      dltRequired: false,
      header: null,
      entityId: null,
      templateIds: {},
    })
    server.ctx.config.sms = { apiBase: 'http://sms.test/v1', token: 'sms-token' }
    const sent = await sendLink(t.token, loan.id)
    expect(sent.data.status).toBe('sent')
    expect(Object.keys(bodies.at(-1)!).sort()).toEqual(['text', 'to'])
  })

  it('carries the header, entity and template id to the provider and into the outbox', async () => {
    const { t, loan } = await setUp()
    const saved = await trpc(t.admin.token, 'messages.updateSmsSettings', DLT, 'mutation')
    expect(saved.data).toEqual({ ...DLT, header: 'GOLDSH' })
    server.ctx.config.sms = { apiBase: 'http://sms.test/v1', token: 'sms-token', sender: 'PLATFM' }
    expect((await sendLink(t.token, loan.id)).data.status).toBe('sent')
    expect(bodies.at(-1)).toMatchObject({
      from: 'GOLDSH',
      dltTemplateId: '1107160000000000042',
      dltEntityId: '1101234567890123456',
    })

    server.ctx.config.sms = {}
    const before = new Set(await readdir(path.join(server.ctx.config.messageOutboxDir, 'sms')).catch(() => []))
    expect((await sendLink(t.token, loan.id)).data.status).toBe('outbox')
    const dir = path.join(server.ctx.config.messageOutboxDir, 'sms')
    const written = (await readdir(dir)).filter((f) => !before.has(f))
    const files = await Promise.all(written.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))))
    expect(files.find((f) => String(f.text).includes(loan.loanNumber))).toMatchObject({
      from: 'GOLDSH',
      dltTemplateId: '1107160000000000042',
    })
  })

  it('with DLT required and no template id for the kind: not sent, recorded as failed with the reason', async () => {
    const { t, loan } = await setUp()
    await trpc(
      t.admin.token,
      'messages.updateSmsSettings',
      { ...DLT, templateIds: { due: '1107160000000000001' } },
      'mutation',
    )
    server.ctx.config.sms = { apiBase: 'http://sms.test/v1', token: 'sms-token' }
    const count = bodies.length
    const sent = await sendLink(t.token, loan.id)
    expect(sent.data).toMatchObject({
      status: 'failed',
      error: 'Not sent: no DLT template id for "Payment link" SMS (Settings › SMS).',
    })
    expect(bodies.length).toBe(count)
  })

  it('checks the settings with exact messages; only shop settings may change them', async () => {
    const { t } = await setUp()
    for (const [body, message] of [
      [{ dltRequired: true }, 'Enter the SMS header registered on DLT before requiring DLT.'],
      [{ header: 'GOLD' }, 'The SMS header must be the 6 letters registered on DLT.'],
      [{ header: 'GOLDSH', templateIds: { due: '42' } }, 'A DLT template id must be 10 to 25 digits.'],
    ] as const) {
      const res = await trpc(t.admin.token, 'messages.updateSmsSettings', body, 'mutation')
      expect([res.status, res.error?.message]).toEqual([400, message])
    }
    // Shop settings were a tenant admin's before roles: an employee keeps getting that refusal.
    expect((await trpc(t.employee.token, 'messages.updateSmsSettings', DLT, 'mutation')).status).toBe(401)
  })
})
