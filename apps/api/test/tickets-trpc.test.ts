import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { client, ticketTenant, trpc } from './tickets-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('tRPC tickets router (same services as REST)', () => {
  it('runs a whole conversation: create, list, get, post, messages, seen, patch, unreadCount', async () => {
    const shop = await ticketTenant(server)
    const created = await trpc(server, shop.customer, 'mutation', 'create', {
      subject: ' Loan query ',
      message: 'When is my EMI due?',
    })
    expect(created.data).toMatchObject({
      success: true,
      ticket: { subject: 'Loan query', scope: 'CUSTOMER_TO_TENANT', viewerSide: 'requester' },
    })
    const id = created.data.ticket.id as string

    const list = await trpc(server, shop.employee, 'query', 'list', { status: 'Open', scope: 'bogus' })
    expect(list.data.items.map((t: { id: string }) => t.id)).toEqual([id])
    expect(list.data.nextCursor).toBeNull()
    expect(list.data.creatableScopes).toEqual(['STAFF_TO_TENANT'])
    expect((await trpc(server, shop.employee, 'query', 'list')).data.items).toHaveLength(1)
    expect((await trpc(server, shop.employee, 'query', 'get', { id })).data.ticket).toMatchObject({
      id,
      unread: true,
      canManage: true,
    })
    expect((await trpc(server, shop.employee, 'query', 'unreadCount')).data).toEqual({ unreadCount: 1, openCount: 1 })

    expect((await trpc(server, shop.employee, 'mutation', 'seen', { id })).data).toEqual({ success: true })
    server.clock.advance(1000)
    const note = await trpc(server, shop.employee, 'mutation', 'post', { id, message: 'check ledger', internal: true })
    expect(note.data).toMatchObject({ success: true, message: { internal: true, mine: true } })
    const reply = await trpc(server, shop.employee, 'mutation', 'post', { id, message: 'On the 5th.' })
    server.clock.advance(1000)
    const patched = await trpc(server, shop.employee, 'mutation', 'patch', { id, status: 'Resolved', assignToMe: true })
    expect(patched.data).toMatchObject({ success: true, ticket: { status: 'Resolved', assigneeId: shop.employee.id } })

    const thread = await trpc(server, shop.customer, 'query', 'messages', { id })
    expect(thread.data.messages.map((m: { body: string }) => m.body)).toEqual([
      'When is my EMI due?',
      'On the 5th.',
      `Status changed from Open to Resolved by ${shop.employee.name}. Ticket assigned to ${shop.employee.name}.`,
    ])
    expect([thread.data.status, thread.data.canReply]).toEqual(['Resolved', true])
    const after = await trpc(server, shop.customer, 'query', 'messages', { id, after: reply.data.message.createdAt })
    expect(after.data.messages).toHaveLength(1)
    // The REST view agrees with what tRPC wrote.
    expect((await client(server).get(shop.customer, id)).body.ticket).toMatchObject({
      status: 'Resolved',
      unread: true,
    })
  })

  it('keeps the spec messages and maps statuses to tRPC codes', async () => {
    const shop = await ticketTenant(server)
    const { data } = await trpc(server, shop.customer, 'mutation', 'create', { subject: 's', message: 'm' })
    const id = data.ticket.id as string
    expect((await trpc(server, null, 'query', 'list')).error).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' })
    expect((await trpc(server, shop.customer, 'mutation', 'create', { subject: '', message: 'm' })).error).toEqual({
      message: 'A subject is required.',
      code: 'BAD_REQUEST',
    })
    expect((await trpc(server, shop.customer, 'mutation', 'patch', { id, status: 'Closed' })).error).toEqual({
      message: 'Unauthorized',
      code: 'UNAUTHORIZED',
    })
    expect((await trpc(server, shop.customer2, 'query', 'get', { id })).error).toEqual({
      message: 'Ticket not found',
      code: 'NOT_FOUND',
    })
    await trpc(server, shop.admin, 'mutation', 'patch', { id, status: 'Closed' })
    expect((await trpc(server, shop.customer, 'mutation', 'post', { id, message: 'hi' })).error).toEqual({
      message: 'This ticket is closed. Raise a new one to continue.',
      code: 'BAD_REQUEST',
    })
  })

  // Issue 14: create, patch and post take core's ticket input schemas, the ones the REST routes parse
  // with; their checks stay in the services, after the caller's scopes and the ticket's 404.
  it("typed inputs answer what the REST routes answer, in the spec's order", async () => {
    const shop = await ticketTenant(server)
    const id = (await trpc(server, shop.customer, 'mutation', 'create', { subject: 's', message: 'm' })).data.ticket
      .id as string
    const cases: [
      actor: typeof shop.customer,
      procedure: string,
      rest: [string, string],
      ticket: string,
      body: Record<string, unknown>,
      status: number,
      error: string,
    ][] = [
      [
        shop.customer,
        'create',
        ['POST', '/api/tickets'],
        '',
        { subject: 5, message: 'm' },
        400,
        'A subject is required.',
      ],
      [
        shop.customer,
        'create',
        ['POST', '/api/tickets'],
        '',
        { scope: 'STAFF_TO_TENANT', subject: '' },
        400,
        'You cannot raise a ticket of this type.',
      ],
      [shop.employee, 'patch', ['PATCH', '/api/tickets/:id'], id, { status: 'Bogus' }, 400, 'Unknown ticket status.'],
      [
        shop.employee,
        'patch',
        ['PATCH', '/api/tickets/:id'],
        'no-such-ticket',
        { status: 'Bogus' },
        404,
        'Ticket not found',
      ],
      [
        shop.employee,
        'post',
        ['POST', '/api/tickets/:id/messages'],
        id,
        { message: ' ', attachments: [{ name: 'no pathname' }] },
        400,
        'A message is required.',
      ],
      [
        shop.employee,
        'post',
        ['POST', '/api/tickets/:id/messages'],
        'no-such-ticket',
        { message: '' },
        404,
        'Ticket not found',
      ],
    ]
    for (const [actor, procedure, [method, path], ticket, body, status, error] of cases) {
      const viaTrpc = await trpc(
        server,
        actor,
        'mutation',
        procedure,
        procedure === 'create' ? body : { id: ticket, ...body },
      )
      const rest = await call(server.url, method, path.replace(':id', ticket), {
        token: actor.token,
        host: actor.host,
        body,
      })
      expect([procedure, viaTrpc.status, viaTrpc.error?.message, rest.status, rest.body]).toEqual([
        procedure,
        status,
        error,
        status,
        { error, success: false },
      ])
    }
    // The id is checked before the fields beside it.
    expect(await trpc(server, shop.employee, 'mutation', 'post', { message: '' })).toEqual({
      status: 400,
      error: { message: 'Invalid input: expected string, received undefined', code: 'BAD_REQUEST' },
    })
  })
})

describe('tRPC tickets.list pages', () => {
  it('pages the REST list (same filters and order) a bounded page at a time', async () => {
    const shop = await ticketTenant(server)
    for (let i = 0; i < 5; i++) {
      server.clock.advance(1000)
      expect(
        (await trpc(server, shop.customer, 'mutation', 'create', { subject: `Query ${i}`, message: 'Hello' })).status,
      ).toBe(200)
    }
    const rest = await client(server).list(shop.employee)
    const seen: string[] = []
    let cursor: string | null = null
    for (const size of [2, 2, 1]) {
      const page = await trpc(server, shop.employee, 'query', 'list', { limit: 2, cursor })
      expect(page.data.items).toHaveLength(size)
      expect(page.data.creatableScopes).toEqual(['STAFF_TO_TENANT'])
      seen.push(...page.data.items.map((t: { id: string }) => t.id))
      cursor = page.data.nextCursor
    }
    expect(cursor).toBeNull()
    expect(seen).toEqual(rest.body.tickets.map((t: { id: string }) => t.id))
    const open = await trpc(server, shop.employee, 'query', 'list', { status: 'Open', limit: 100 })
    expect(open.data.items).toHaveLength(5)
    expect((await trpc(server, shop.employee, 'query', 'list', { limit: 101 })).status).toBe(400)
    expect((await trpc(server, shop.employee, 'query', 'list', { cursor: 'x' })).error?.message).toBe(
      'Invalid page cursor.',
    )
  })
})

describe('tRPC tickets.list search (the inbox search box)', () => {
  it("finds tickets by subject, requester or assignee in any case, or by reference, within the caller's visible set", async () => {
    const shop = await ticketTenant(server)
    const other = await ticketTenant(server)
    const open = async (actor: typeof shop.customer, subject: string) =>
      (await trpc(server, actor, 'mutation', 'create', { subject, message: 'Hello' })).data.ticket as {
        id: string
        reference: string
      }
    const emi = await open(shop.customer, 'EMI date query')
    const gold = await open(shop.customer2, 'Gold release slot')
    await open(other.customer, 'EMI date query elsewhere')
    await trpc(server, shop.employee, 'mutation', 'patch', { id: gold.id, assignToMe: true })
    const ids = async (search: string, extra: Record<string, unknown> = {}) => {
      const res = await trpc(server, shop.employee, 'query', 'list', { search, ...extra })
      expect(res.status, res.error?.message).toBe(200)
      return res.data.items.map((t: { id: string }) => t.id).sort()
    }
    expect(await ids('emi DATE')).toEqual([emi.id])
    expect(await ids(shop.customer2.name.toUpperCase())).toEqual([gold.id])
    expect(await ids(shop.employee.name)).toEqual([gold.id])
    expect(await ids(` ${emi.reference.toLowerCase()} `)).toEqual([emi.id])
    expect(await ids('')).toEqual([emi.id, gold.id].sort())
    expect(await ids('query', { status: 'Resolved' })).toEqual([])
    expect(await ids('no such words')).toEqual([])
    const tooLong = await trpc(server, shop.employee, 'query', 'list', { search: 'x'.repeat(101) })
    expect([tooLong.status, tooLong.error?.message]).toEqual([400, 'Search text must be 100 characters or fewer.'])
    // The spec's REST list takes no search: an unknown query parameter changes nothing.
    const rest = await client(server).list(shop.employee, '?search=EMI')
    expect(rest.body.tickets).toHaveLength(2)
  })
})
