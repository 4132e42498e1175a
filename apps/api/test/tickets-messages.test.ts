import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { client, MESSAGE_FIELDS, ticketTenant } from './tickets-helpers.ts'

let server: TestServer
let api: ReturnType<typeof client>
beforeAll(async () => {
  server = await startTestServer()
  api = client(server)
})
afterAll(async () => {
  await server.close()
})

const fail = (error: string) => ({ error, success: false })

describe('POST /api/tickets/{id}/messages validation (spec 7, post)', () => {
  it.each<[string, unknown, string]>([
    ['empty body', {}, 'A message is required.'],
    ['whitespace', { message: '  \n ' }, 'A message is required.'],
    [
      'only invalid attachments',
      { message: ' ', attachments: [{ name: 'x.pdf' }, { pathname: '' }, 'str'] },
      'A message is required.',
    ],
    ['5001 characters', { message: 'm'.repeat(5001) }, 'Message must be 5000 characters or fewer.'],
    [
      '5001 characters with an attachment',
      { message: 'm'.repeat(5001), attachments: [{ pathname: 'p/a' }] },
      'Message must be 5000 characters or fewer.',
    ],
  ])('%s', async (_case, body, message) => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    expect(await api.post(shop.customer, t.id, body)).toMatchObject({ status: 400, body: fail(message) })
    expect((await api.messages(shop.customer, t.id)).body.messages).toHaveLength(1)
  })

  it('a Closed ticket accepts no replies from either side', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    await api.patch(shop.employee, t.id, { status: 'Closed' })
    for (const actor of [shop.customer, shop.employee]) {
      const res = await api.post(actor, t.id, { message: 'hello?' })
      expect([res.status, res.body]).toEqual([400, fail('This ticket is closed. Raise a new one to continue.')])
    }
    const thread = await api.messages(shop.customer, t.id)
    expect([thread.body.status, thread.body.canReply]).toEqual(['Closed', false])
  })
})

describe('POST /api/tickets/{id}/messages success', () => {
  it('answers 201 with the spec 2.8 message, trimmed, mine', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const res = await api.post(shop.employee, t.id, { message: `  ${'r'.repeat(5000)}  ` })
    expect(res.status).toBe(201)
    expect(res.body.success).toBe(true)
    expect(Object.keys(res.body.message).sort()).toEqual(MESSAGE_FIELDS)
    expect(res.body.message).toMatchObject({
      ticketId: t.id,
      authorType: 'staff',
      authorId: shop.employee.id,
      authorName: shop.employee.name,
      body: 'r'.repeat(5000),
      internal: false,
      attachments: [],
      mine: true,
    })
  })

  it('keeps five attachments, skips items without pathname, truncates and defaults fields', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const attachments = [
      { name: 'no-pathname.pdf' },
      { pathname: 'tickets/a', name: 'n'.repeat(250), size: 1234, contentType: 'c'.repeat(150) },
      ...Array.from({ length: 5 }, (_, i) => ({ pathname: `tickets/f${i}` })),
    ]
    const res = await api.post(shop.customer, t.id, { attachments })
    expect(res.status).toBe(201)
    expect(res.body.message.body).toBe('')
    expect(res.body.message.attachments).toEqual([
      { pathname: 'tickets/a', name: 'n'.repeat(200), size: 1234, contentType: 'c'.repeat(100) },
      ...Array.from({ length: 4 }, (_, i) => ({
        pathname: `tickets/f${i}`,
        name: 'attachment',
        size: 0,
        contentType: 'application/octet-stream',
      })),
    ])
    const stored = (await api.messages(shop.employee, t.id)).body.messages.at(-1)
    expect(stored.attachments).toEqual(res.body.message.attachments)
  })

  it('attachment names: a cut never splits an emoji; a lone surrogate is malformed JSON (was a 500)', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const cut = await api.post(shop.employee, t.id, {
      message: 'x',
      attachments: [{ pathname: 'p/a', name: `${'n'.repeat(199)}🙂`, contentType: `${'c'.repeat(99)}🙂` }],
    })
    expect(cut.status, cut.text).toBe(201)
    expect(cut.body.message.attachments).toEqual([
      { pathname: 'p/a', name: 'n'.repeat(199), size: 0, contentType: 'c'.repeat(99) },
    ])
    const before = await server.ctx.db.prisma.ticketMessage.count({ where: { ticketId: t.id } })
    for (const name of ['\\ud800', 'x\\udc00y', 'a\\ud83d']) {
      const res = await call(server.url, 'POST', `/api/tickets/${t.id}/messages`, {
        token: shop.employee.token,
        rawBody: `{"message":"x","attachments":[{"pathname":"p/a","name":"${name}"}]}`,
      })
      expect([res.status, res.body]).toEqual([400, { error: 'Malformed JSON body.' }])
    }
    expect(await server.ctx.db.prisma.ticketMessage.count({ where: { ticketId: t.id } })).toBe(before)
  })

  it('a requester reply reopens a Resolved ticket and clears resolvedAt; an agent reply does not', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    await api.patch(shop.employee, t.id, { status: 'Resolved' })
    expect((await api.post(shop.employee, t.id, { message: 'glad to help' })).status).toBe(201)
    expect((await api.get(shop.employee, t.id)).body.ticket).toMatchObject({
      status: 'Resolved',
      resolvedAt: expect.any(String),
    })
    expect((await api.post(shop.customer, t.id, { message: 'still broken' })).status).toBe(201)
    expect((await api.get(shop.employee, t.id)).body.ticket).toMatchObject({
      status: 'Open',
      resolvedAt: null,
      closedAt: null,
    })
    // An In Progress ticket stays In Progress when the requester writes.
    await api.patch(shop.employee, t.id, { status: 'In Progress' })
    await api.post(shop.customer, t.id, { message: 'any news?' })
    expect((await api.get(shop.customer, t.id)).body.ticket.status).toBe('In Progress')
  })

  it('coerces internal to false for the requester side; agents may write internal notes', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    expect((await api.post(shop.customer, t.id, { message: 'x', internal: true })).body.message.internal).toBe(false)
    const s2t = await api.open(shop.employee)
    expect((await api.post(shop.employee, s2t.id, { message: 'x', internal: true })).body.message.internal).toBe(false)
    expect((await api.post(shop.admin, s2t.id, { message: 'x', internal: true })).body.message.internal).toBe(true)
  })

  it('bumps lastMessageAt for a reply but not for an internal note', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    server.clock.advance(60_000)
    await api.post(shop.employee, t.id, { message: 'note', internal: true })
    expect((await api.get(shop.employee, t.id)).body.ticket.lastMessageAt).toBe(t.lastMessageAt)
    server.clock.advance(60_000)
    const reply = await api.post(shop.employee, t.id, { message: 'reply' })
    expect((await api.get(shop.employee, t.id)).body.ticket.lastMessageAt).toBe(reply.body.message.createdAt)
  })
})

describe('internal notes never reach the requester side', () => {
  it('hidden from the requester thread, header, list and unread count; visible to every agent', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    await api.seen(shop.customer, t.id)
    server.clock.advance(1000)
    await api.post(shop.employee, t.id, { message: 'secret triage', internal: true })
    const requesterThread = (await api.messages(shop.customer, t.id)).body.messages
    expect(requesterThread.map((m: { body: string }) => m.body)).toEqual(['Opening message'])
    expect(JSON.stringify(requesterThread)).not.toContain('secret')
    expect((await api.get(shop.customer, t.id)).body.ticket.unread).toBe(false)
    expect((await api.list(shop.customer)).body.tickets[0].unread).toBe(false)
    expect(await api.unread(shop.customer)).toMatchObject({ body: { unreadCount: 0, openCount: 1 } })
    expect((await api.messages(shop.admin, t.id)).body.messages.map((m: { internal: boolean }) => m.internal)).toEqual([
      false,
      true,
    ])
    // Filtering by `after` does not let it through either.
    expect(
      (await api.messages(shop.customer, t.id, `?after=${encodeURIComponent(t.createdAt)}`)).body.messages,
    ).toEqual([])
  })

  it('an admin on the requester side of a staff ticket sees internal notes only where they are agent', async () => {
    const shop = await ticketTenant(server)
    const s2t = await api.open(shop.employee)
    await api.post(shop.admin, s2t.id, { message: 'admins only', internal: true })
    expect((await api.messages(shop.employee, s2t.id)).body.messages).toHaveLength(1)
    expect((await api.messages(shop.admin2, s2t.id)).body.messages).toHaveLength(2)
  })
})

describe('GET /api/tickets/{id}/messages', () => {
  it('is oldest first; `after` keeps strictly later messages; unparseable `after` is ignored', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const bodies: string[] = ['Opening message']
    for (const n of [1, 2, 3]) {
      server.clock.advance(1000)
      await api.post(n % 2 ? shop.employee : shop.customer, t.id, { message: `m${n}` })
      bodies.push(`m${n}`)
    }
    const all = (await api.messages(shop.customer, t.id)).body
    expect(all.messages.map((m: { body: string }) => m.body)).toEqual(bodies)
    expect([all.status, all.canReply]).toEqual(['Open', true])
    const second = all.messages[1].createdAt
    const after = async (q: string) =>
      (await api.messages(shop.customer, t.id, `?after=${q}`)).body.messages.map((m: { body: string }) => m.body)
    expect(await after(encodeURIComponent(second))).toEqual(['m2', 'm3'])
    expect(await after(encodeURIComponent(new Date(Date.parse(second) - 1).toISOString()))).toEqual(['m1', 'm2', 'm3'])
    expect(await after('yesterday-ish')).toEqual(bodies)
    expect(await after('')).toEqual(bodies)
  })

  it('returns at most 500 messages', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const base = Date.parse(t.createdAt)
    await server.ctx.db.prisma.ticketMessage.createMany({
      data: Array.from({ length: 505 }, (_, i) => ({
        ticketId: t.id,
        tenantId: shop.tenantId,
        authorType: 'customer',
        authorId: shop.customer.id,
        authorName: 'x',
        body: `bulk ${i}`,
        createdAt: new Date(base + (i + 1) * 1000),
      })),
    })
    const messages = (await api.messages(shop.customer, t.id)).body.messages
    expect(messages).toHaveLength(500)
    expect([messages[0].body, messages[499].body]).toEqual(['Opening message', 'bulk 498'])
  })
})

describe('attachments read back through GET /api/files/private', () => {
  it('readers of the ticket may fetch an attached upload; others, and foreign pathnames, may not', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const pdf = Buffer.from('%PDF-1.4\n%ticket attachment\n')
    const upload = async (actor: typeof shop.customer) =>
      call(server.url, 'POST', '/api/upload?purpose=ticket', {
        token: actor.token,
        host: actor.host,
        rawBody: pdf,
        headers: { 'content-type': 'application/pdf', 'x-file-name': 'receipt.pdf' },
      })
    const mine = await upload(shop.customer)
    expect(mine.status).toBe(201)
    const foreign = await upload(shop.customer2)
    const res = await api.post(shop.customer, t.id, {
      message: 'see receipt',
      attachments: [
        { pathname: mine.body.pathname, name: 'receipt.pdf', size: pdf.length, contentType: 'application/pdf' },
        { pathname: foreign.body.pathname },
      ],
    })
    expect(res.status).toBe(201)
    const read = (actor: typeof shop.customer, pathname: string) =>
      call(server.url, 'GET', `/api/files/private?pathname=${encodeURIComponent(pathname)}`, {
        token: actor.token,
        host: actor.host,
      })
    expect((await read(shop.employee, mine.body.pathname)).status).toBe(200)
    expect((await read(shop.customer2, mine.body.pathname)).status).toBe(404)
    // Naming another customer's upload does not link it, so it gains no readers through the ticket.
    expect((await read(shop.customer, foreign.body.pathname)).status).toBe(404)
    const linked = await server.ctx.db.prisma.storedFile.findMany({ where: { ticketId: t.id } })
    expect(linked.map((f) => f.pathname)).toEqual([mine.body.pathname])
  })

  it('a file attached only to an internal note stays on the agent side until its uploader shows it in a reply', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const pdf = Buffer.from('%PDF-1.4\n%internal triage\n')
    const uploaded = await call(server.url, 'POST', '/api/upload?purpose=ticket', {
      token: shop.employee.token,
      rawBody: pdf,
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'triage.pdf' },
    })
    const pathname = uploaded.body.pathname as string
    const note = await api.post(shop.employee, t.id, {
      message: 'internal only',
      internal: true,
      attachments: [{ pathname, name: 'triage.pdf' }],
    })
    expect([note.status, note.body.message.internal]).toEqual([201, true])
    const read = (actor: typeof shop.customer) =>
      call(server.url, 'GET', `/api/files/private?pathname=${encodeURIComponent(pathname)}`, {
        token: actor.token,
        host: actor.host,
      })
    expect([(await read(shop.customer)).status, (await read(shop.customer)).body]).toEqual([
      404,
      { error: 'File not found' },
    ])
    expect((await read(shop.employee)).status).toBe(200)
    expect((await read(shop.employee2)).status).toBe(200)
    expect((await read(shop.admin)).status).toBe(200)
    // Naming the pathname in the requester's own reply grants nothing: only the uploader's messages count.
    expect((await api.post(shop.customer, t.id, { message: 'gimme', attachments: [{ pathname }] })).status).toBe(201)
    expect((await read(shop.customer)).status).toBe(404)
    // Another agent's public reply naming it does not count either.
    expect((await api.post(shop.employee2, t.id, { message: 'fwd', attachments: [{ pathname }] })).status).toBe(201)
    expect((await read(shop.customer)).status).toBe(404)
    expect(
      (await api.post(shop.employee, t.id, { message: 'sharing it now', attachments: [{ pathname }] })).status,
    ).toBe(201)
    expect((await read(shop.customer)).status).toBe(200)
    expect((await read(shop.customer2)).status).toBe(404)
  })
})
