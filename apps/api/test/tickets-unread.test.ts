import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSuperAdminLogin } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { client, ticketTenant, type Actor } from './tickets-helpers.ts'

let server: TestServer
let api: ReturnType<typeof client>
beforeAll(async () => {
  server = await startTestServer()
  api = client(server)
})
afterAll(async () => {
  await server.close()
})

const unreadOf = async (actor: Actor, id: string) => (await api.get(actor, id)).body.ticket.unread as boolean

describe('unread per side (spec 4.4)', () => {
  it('each side is unread until it stamps seen or posts; reading the thread alone does not stamp', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    expect([await unreadOf(shop.customer, t.id), await unreadOf(shop.employee, t.id)]).toEqual([false, true])
    await api.messages(shop.employee, t.id)
    expect(await unreadOf(shop.employee, t.id)).toBe(true)
    server.clock.advance(1000)
    expect(await api.seen(shop.employee, t.id)).toMatchObject({ status: 200, body: { success: true } })
    // Seen stamps are per side: every agent of the tenant now reads it as seen.
    expect([await unreadOf(shop.employee, t.id), await unreadOf(shop.admin, t.id)]).toEqual([false, false])
    server.clock.advance(1000)
    await api.post(shop.admin, t.id, { message: 'reply' })
    expect([await unreadOf(shop.customer, t.id), await unreadOf(shop.employee, t.id)]).toEqual([true, false])
    server.clock.advance(1000)
    await api.post(shop.customer, t.id, { message: 'thanks' })
    expect([await unreadOf(shop.customer, t.id), await unreadOf(shop.employee, t.id)]).toEqual([false, true])
  })

  it('a status change is news for the requester, not for the agent who made it', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    server.clock.advance(1000)
    const res = await api.patch(shop.employee, t.id, { status: 'Resolved' })
    expect(res.body.ticket.unread).toBe(false)
    expect(await unreadOf(shop.customer, t.id)).toBe(true)
  })

  it('platform tickets are co-owned: every admin of the tenant shares the requester side', async () => {
    const shop = await ticketTenant(server)
    const login = await createSuperAdminLogin(server)
    const ops: Actor = { token: login.token, id: login.userId, email: login.email, name: 'ops' }
    const t = await api.open(shop.admin, { subject: 'Billing question' })
    expect((await api.get(shop.admin2, t.id)).body.ticket).toMatchObject({
      viewerSide: 'requester',
      unread: false,
      requesterId: shop.admin.id,
    })
    expect(await unreadOf(ops, t.id)).toBe(true)
    server.clock.advance(1000)
    await api.post(ops, t.id, { message: 'Looking into it' })
    expect([await unreadOf(shop.admin, t.id), await unreadOf(shop.admin2, t.id)]).toEqual([true, true])
    server.clock.advance(1000)
    const reply = await api.post(shop.admin2, t.id, { message: 'Thanks from the co-owner' })
    expect(reply.body.message).toMatchObject({ authorType: 'staff', authorId: shop.admin2.id, mine: true })
    expect([await unreadOf(shop.admin, t.id), await unreadOf(ops, t.id)]).toEqual([false, true])
    const superMessage = (await api.messages(shop.admin, t.id)).body.messages.find(
      (m: { body: string }) => m.body === 'Looking into it',
    )
    expect(superMessage).toMatchObject({ authorType: 'superadmin', authorId: login.userId, mine: false })
  })
})

describe('GET /api/tickets/unread-count', () => {
  it("counts Open and In Progress tickets only, and those unread for the caller's side", async () => {
    const shop = await ticketTenant(server)
    const [a, b, c, d] = [
      await api.open(shop.customer),
      await api.open(shop.customer),
      await api.open(shop.customer),
      await api.open(shop.customer2),
    ]
    expect((await api.unread(shop.employee)).body).toEqual({ unreadCount: 4, openCount: 4 })
    expect((await api.unread(shop.customer)).body).toEqual({ unreadCount: 0, openCount: 3 })
    await api.patch(shop.employee, b.id, { status: 'In Progress' })
    await api.patch(shop.employee, c.id, { status: 'Resolved' })
    await api.patch(shop.employee, d.id, { status: 'Closed' })
    // b and c carry system messages the customer has not seen; c is Resolved so it does not count.
    expect((await api.unread(shop.customer)).body).toEqual({ unreadCount: 1, openCount: 2 })
    expect((await api.unread(shop.employee)).body).toEqual({ unreadCount: 1, openCount: 2 })
    await api.seen(shop.customer, b.id)
    await api.seen(shop.employee, a.id)
    expect((await api.unread(shop.customer)).body).toEqual({ unreadCount: 0, openCount: 2 })
    expect((await api.unread(shop.employee)).body).toEqual({ unreadCount: 0, openCount: 2 })
    expect((await api.unread(shop.customer2)).body).toEqual({ unreadCount: 0, openCount: 0 })
  })

  it('scans at most 500 tickets', async () => {
    const shop = await ticketTenant(server)
    await server.ctx.db.prisma.ticket.createMany({
      data: Array.from({ length: 505 }, (_, i) => ({
        tenantId: shop.tenantId,
        scope: 'CUSTOMER_TO_TENANT',
        category: 'SUPPORT',
        subject: `bulk ${i}`,
        requesterType: 'customer',
        requesterId: shop.customer.id,
        requesterName: 'x',
        status: i % 2 ? 'Open' : 'In Progress',
      })),
    })
    expect((await api.unread(shop.employee)).body).toEqual({ unreadCount: 500, openCount: 500 })
  })

  it('agrees with the unread flags of the list for every kind of caller (both sides, every scope)', async () => {
    const shop = await ticketTenant(server)
    const login = await createSuperAdminLogin(server)
    const ops: Actor = { token: login.token, id: login.userId, email: login.email, name: 'ops' }
    const platform = await api.open(shop.admin, { subject: 'Billing question' })
    const staff = await api.open(shop.employee, { subject: 'Printer jammed' })
    const borrower = await api.open(shop.customer)
    server.clock.advance(1000)
    await api.post(ops, platform.id, { message: 'Looking into it' })
    await api.post(shop.admin, staff.id, { message: 'On it' })
    await api.seen(shop.employee, borrower.id)
    for (const actor of [shop.admin, shop.admin2, shop.employee, shop.customer, ops]) {
      const active = ((await api.list(actor)).body.tickets as { status: string; unread: boolean }[]).filter((t) =>
        ['Open', 'In Progress'].includes(t.status),
      )
      expect((await api.unread(actor)).body, actor.name).toEqual({
        unreadCount: active.filter((t) => t.unread).length,
        openCount: active.length,
      })
    }
  })

  it('its only non-200 is 401', async () => {
    const res = await call(server.url, 'GET', '/api/tickets/unread-count', { token: 'not-a-token' })
    expect([res.status, res.body]).toEqual([401, { error: 'Unauthorized' }])
  })
})

describe('POST /api/tickets/{id}/seen', () => {
  it('needs no body and answers {success:true}; unreadable tickets are 404', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const res = await call(server.url, 'POST', `/api/tickets/${t.id}/seen`, { token: shop.admin.token })
    expect([res.status, res.body]).toEqual([200, { success: true }])
    expect(await api.seen(shop.customer2, t.id)).toMatchObject({ status: 404, body: { error: 'Ticket not found' } })
  })
})
