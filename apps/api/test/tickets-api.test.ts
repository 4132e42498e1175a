import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSuperAdminLogin } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { client, MESSAGE_FIELDS, TICKET_FIELDS, ticketTenant } from './tickets-helpers.ts'

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

describe('POST /api/tickets validation (spec 7, create)', () => {
  it.each<[string, unknown, string]>([
    ['unknown scope', { subject: 's', message: 'm', scope: 'EVERYONE' }, 'You cannot raise a ticket of this type.'],
    [
      'scope of another principal',
      { subject: 's', message: 'm', scope: 'TENANT_TO_PLATFORM' },
      'You cannot raise a ticket of this type.',
    ],
    ['unknown category', { subject: 's', message: 'm', category: 'BUG' }, 'Unknown ticket category.'],
    ['lower-case category', { subject: 's', message: 'm', category: 'support' }, 'Unknown ticket category.'],
    ['subject absent', { message: 'm' }, 'A subject is required.'],
    ['subject whitespace', { subject: '  \t ', message: 'm' }, 'A subject is required.'],
    ['subject not a string', { subject: 42, message: 'm' }, 'A subject is required.'],
    ['subject 151 characters', { subject: 's'.repeat(151), message: 'm' }, 'Subject must be 150 characters or fewer.'],
    ['message absent', { subject: 's' }, 'A message is required.'],
    ['message whitespace', { subject: 's', message: ' \n ' }, 'A message is required.'],
    [
      'message 5001 characters',
      { subject: 's', message: 'm'.repeat(5001) },
      'Message must be 5000 characters or fewer.',
    ],
  ])('%s', async (_case, body, message) => {
    const shop = await ticketTenant(server)
    const res = await api.create(shop.customer, body)
    expect([res.status, res.body]).toEqual([400, fail(message)])
    expect(await server.ctx.db.prisma.ticket.count({ where: { tenantId: shop.tenantId } })).toBe(0)
  })

  it('treats malformed JSON as an empty object', async () => {
    const shop = await ticketTenant(server)
    const res = await call(server.url, 'POST', '/api/tickets', {
      token: shop.employee.token,
      rawBody: '{"subject": "x", ',
    })
    expect([res.status, res.body]).toEqual([400, fail('A subject is required.')])
  })

  it('super admins can never raise a ticket', async () => {
    const ops = await createSuperAdminLogin(server)
    const res = await call(server.url, 'POST', '/api/tickets', {
      token: ops.token,
      body: { subject: 's', message: 'm', scope: 'TENANT_TO_PLATFORM' },
    })
    expect([res.status, res.body]).toEqual([400, fail('You cannot raise a ticket of this type.')])
  })
})

describe('POST /api/tickets success', () => {
  it('answers 201 with exactly the spec 2.7 fields, trimmed text, Normal priority and the requester side seen', async () => {
    const shop = await ticketTenant(server)
    const res = await api.create(shop.customer, {
      subject: `  ${'s'.repeat(150)}  `,
      message: `  ${'m'.repeat(5000)}  `,
      priority: 'Urgent',
      category: 'COMPLAINT',
    })
    expect(res.status).toBe(201)
    expect(res.body.success).toBe(true)
    const t = res.body.ticket
    expect(Object.keys(t).sort()).toEqual(TICKET_FIELDS)
    const tenant = await server.ctx.db.prisma.tenant.findUniqueOrThrow({ where: { id: shop.tenantId } })
    expect(t).toEqual({
      id: expect.any(String),
      reference: `TKT-${t.id.slice(-6).toUpperCase()}`,
      tenantId: shop.tenantId,
      tenantName: tenant.name,
      tenantSlug: tenant.slug,
      scope: 'CUSTOMER_TO_TENANT',
      category: 'COMPLAINT',
      status: 'Open',
      priority: 'Normal',
      subject: 's'.repeat(150),
      requesterType: 'customer',
      requesterId: shop.customer.id,
      requesterName: shop.customer.name,
      assigneeId: null,
      assigneeName: null,
      lastMessageAt: t.createdAt,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      resolvedAt: null,
      closedAt: null,
      unread: false,
      viewerSide: 'requester',
      canManage: false,
      canReply: true,
    })
    const thread = await api.messages(shop.customer, t.id)
    expect(thread.body.messages).toHaveLength(1)
    const opening = thread.body.messages[0]
    expect(Object.keys(opening).sort()).toEqual(MESSAGE_FIELDS)
    expect(opening).toEqual({
      id: expect.any(String),
      ticketId: t.id,
      authorType: 'customer',
      authorId: shop.customer.id,
      authorName: shop.customer.name,
      body: 'm'.repeat(5000),
      internal: false,
      attachments: [],
      createdAt: t.createdAt,
      mine: true,
    })
    // The agent side has not seen it yet.
    expect((await api.get(shop.employee, t.id)).body.ticket).toMatchObject({
      unread: true,
      viewerSide: 'agent',
      canManage: true,
    })
  })

  it('records staff requesters as staff, takes the tenant from the principal, defaults scope and category', async () => {
    const shop = await ticketTenant(server)
    const res = await api.create(shop.employee, {
      subject: 'Printer',
      message: 'Broken',
      scope: '',
      category: null,
      tenantId: 'someone-else',
      priority: 'Bogus',
    })
    expect(res.body.ticket).toMatchObject({
      tenantId: shop.tenantId,
      priority: 'Normal',
      scope: 'STAFF_TO_TENANT',
      category: 'SUPPORT',
      requesterType: 'staff',
      requesterId: shop.employee.id,
      requesterName: shop.employee.name,
    })
    const opening = (await api.messages(shop.employee, res.body.ticket.id)).body.messages[0]
    expect(opening).toMatchObject({ authorType: 'staff', authorId: shop.employee.id, mine: true })
    // The admin (agent side) sees the same message as not theirs.
    expect((await api.messages(shop.admin, res.body.ticket.id)).body.messages[0].mine).toBe(false)
  })
})

describe('GET /api/tickets', () => {
  it('orders by most recent activity and applies valid filters, ignoring invalid ones', async () => {
    const shop = await ticketTenant(server)
    const first = await api.open(shop.customer, { subject: 'first', category: 'SUGGESTION' })
    server.clock.advance(1000)
    const second = await api.open(shop.customer2, { subject: 'second' })
    server.clock.advance(1000)
    const ids = async (query = '') =>
      (await api.list(shop.employee, query)).body.tickets.map((t: { id: string }) => t.id)
    expect(await ids()).toEqual([second.id, first.id])
    await api.post(shop.customer, first.id, { message: 'bump' })
    expect(await ids()).toEqual([first.id, second.id])
    expect(await ids('?category=SUGGESTION')).toEqual([first.id])
    expect(await ids('?category=suggestion&status=open&scope=nope&tenantId=x')).toEqual([first.id, second.id])
    await api.patch(shop.employee, second.id, { status: 'In Progress' })
    expect(await ids('?status=In%20Progress')).toEqual([second.id])
    expect(await ids('?status=Open&scope=CUSTOMER_TO_TENANT')).toEqual([first.id])
  })

  it('returns at most 200 tickets, the most recently active', async () => {
    const shop = await ticketTenant(server)
    const base = Date.now()
    await server.ctx.db.prisma.ticket.createMany({
      data: Array.from({ length: 205 }, (_, i) => ({
        tenantId: shop.tenantId,
        scope: 'CUSTOMER_TO_TENANT',
        category: 'SUPPORT',
        subject: `bulk ${i}`,
        requesterType: 'customer',
        requesterId: shop.customer.id,
        requesterName: 'x',
        lastMessageAt: new Date(base + i * 1000),
      })),
    })
    const res = await api.list(shop.customer)
    expect(res.body.tickets).toHaveLength(200)
    expect(res.body.tickets[0].subject).toBe('bulk 204')
    expect(res.body.tickets[199].subject).toBe('bulk 5')
  })
})

describe('GET /api/tickets/{id}', () => {
  it('returns the header only, with no seen stamps; unknown ids are 404', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const res = await api.get(shop.admin, t.id)
    expect(Object.keys(res.body)).toEqual(['ticket'])
    expect(Object.keys(res.body.ticket).sort()).toEqual(TICKET_FIELDS)
    expect(res.body.ticket).toMatchObject({ id: t.id, viewerSide: 'agent', canManage: true, unread: true })
    expect([(await api.get(shop.admin, 'nope')).status, (await api.get(shop.admin, 'nope')).body]).toEqual([
      404,
      { error: 'Ticket not found' },
    ])
  })

  it('unread-count is routed before the id route', async () => {
    const shop = await ticketTenant(server)
    const res = await api.unread(shop.admin)
    expect([res.status, res.body]).toEqual([200, { unreadCount: 0, openCount: 0 }])
  })
})
