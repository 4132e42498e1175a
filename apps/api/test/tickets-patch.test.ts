import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Mailer } from '../src/mail/mailer.ts'
import { createSuperAdminLogin } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { client, customerActor, ticketTenant, type Actor } from './tickets-helpers.ts'

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
const systemMessages = async (agent: Actor, id: string) =>
  (await api.messages(agent, id)).body.messages.filter((m: { authorType: string }) => m.authorType === 'system')
const mailsTo = async (email: string) => (await server.outbox()).filter((m) => m.to.includes(email))

describe('PATCH /api/tickets/{id} validation and access (spec 7, patch)', () => {
  it.each<[unknown, string]>([
    [{ status: 'Reopened' }, 'Unknown ticket status.'],
    [{ status: 'resolved' }, 'Unknown ticket status.'],
    [{ status: '' }, 'Unknown ticket status.'],
    [{ priority: 'Critical' }, 'Unknown ticket priority.'],
    [{ status: 'Closed', priority: 'Critical' }, 'Unknown ticket priority.'],
  ])('%j -> %s, nothing changed', async (body, message) => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const res = await api.patch(shop.employee, t.id, body)
    expect([res.status, res.body]).toEqual([400, fail(message)])
    expect((await api.get(shop.employee, t.id)).body.ticket).toMatchObject({ status: 'Open', priority: 'Normal' })
  })

  it('a readable ticket patched by the requester side is 401 Unauthorized with success:false', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    expect(await api.patch(shop.customer, t.id, { status: 'Closed' })).toMatchObject({
      status: 401,
      body: fail('Unauthorized'),
    })
    const s2t = await api.open(shop.employee)
    expect(await api.patch(shop.employee, s2t.id, { status: 'Closed' })).toMatchObject({
      status: 401,
      body: fail('Unauthorized'),
    })
    const t2p = await api.open(shop.admin)
    expect(await api.patch(shop.admin2, t2p.id, { assignToMe: true })).toMatchObject({
      status: 401,
      body: fail('Unauthorized'),
    })
  })
})

describe('status transitions and stamps (spec 3.3)', () => {
  it('stamps resolvedAt on Resolved, both on Closed, clears both on Open and In Progress', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const step = async (status: string) => {
      server.clock.advance(60_000)
      const res = await api.patch(shop.employee, t.id, { status })
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      return res.body.ticket
    }
    const resolved = await step('Resolved')
    expect(resolved.status).toBe('Resolved')
    expect(resolved.resolvedAt).toEqual(expect.any(String))
    expect(resolved.closedAt).toBeNull()
    const closed = await step('Closed')
    expect(closed.resolvedAt).toEqual(closed.closedAt)
    expect(Date.parse(closed.closedAt)).toBeGreaterThan(Date.parse(resolved.resolvedAt))
    expect(await step('Open')).toMatchObject({ status: 'Open', resolvedAt: null, closedAt: null })
    await step('Closed')
    expect(await step('In Progress')).toMatchObject({ status: 'In Progress', resolvedAt: null, closedAt: null })
  })

  it('appends one system message per accepted change set, with claim and unassign', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const res = await api.patch(shop.employee, t.id, { status: 'In Progress', priority: 'High', assignToMe: true })
    expect(res.body.ticket).toMatchObject({
      status: 'In Progress',
      priority: 'High',
      assigneeId: shop.employee.id,
      assigneeName: shop.employee.name,
    })
    let system = await systemMessages(shop.employee, t.id)
    expect(system).toHaveLength(1)
    expect(system[0]).toMatchObject({
      authorType: 'system',
      authorId: 'system',
      authorName: 'System',
      internal: false,
      mine: false,
      attachments: [],
      body: `Status changed from Open to In Progress by ${shop.employee.name}. Priority changed from Normal to High by ${shop.employee.name}. Ticket assigned to ${shop.employee.name}.`,
    })
    // The requester reads the triage note too.
    expect(await systemMessages(shop.customer, t.id)).toHaveLength(1)
    const unassigned = await api.patch(shop.admin, t.id, { assignToMe: true, unassign: true })
    expect(unassigned.body.ticket).toMatchObject({ assigneeId: null, assigneeName: null })
    system = await systemMessages(shop.employee, t.id)
    expect(system.map((m: { body: string }) => m.body).at(-1)).toBe(`Ticket unassigned by ${shop.admin.name}.`)
  })

  it('a no-op answers 200 with the unchanged ticket and adds no message', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    await api.patch(shop.employee, t.id, { assignToMe: true })
    const before = (await api.messages(shop.employee, t.id)).body.messages.length
    const header = (await api.get(shop.employee, t.id)).body.ticket
    for (const body of [
      {},
      { status: 'Open' },
      { priority: 'Normal' },
      { assignToMe: true },
      { status: 'Open', priority: 'Normal', assignToMe: true },
    ]) {
      const res = await api.patch(shop.employee, t.id, body)
      expect([res.status, res.body]).toEqual([200, { success: true, ticket: header }])
    }
    expect((await api.messages(shop.employee, t.id)).body.messages).toHaveLength(before)
  })
})

describe('status-change notifications (spec 3.3, 6)', () => {
  it('emails a customer requester and writes an in-app notification; priority and claim changes notify nobody', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    await api.patch(shop.employee, t.id, { priority: 'Urgent', assignToMe: true })
    expect(await mailsTo(shop.customer.email!)).toHaveLength(0)
    await api.patch(shop.employee, t.id, { status: 'Resolved' })
    const mails = await mailsTo(shop.customer.email!)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain(t.reference)
    expect(mails[0]!.subject).toContain('Resolved')
    expect(mails[0]!.text).toContain('from Open to Resolved')
    const notes = await server.ctx.db.prisma.notification.findMany({
      where: { tenantId: shop.tenantId, customerId: shop.customer.id },
    })
    expect(notes).toHaveLength(1)
    expect(notes[0]!.title).toBe(mails[0]!.subject)
  })

  it('emails a staff requester, and a tenant admin who raised a platform ticket when a super admin changes it', async () => {
    const shop = await ticketTenant(server)
    const s2t = await api.open(shop.employee)
    await api.patch(shop.admin, s2t.id, { status: 'Closed' })
    expect((await mailsTo(shop.employee.email!)).map((m) => m.subject)).toEqual([
      `${s2t.reference}: your ticket is now Closed`,
    ])
    const login = await createSuperAdminLogin(server)
    const t2p = await api.open(shop.admin2)
    const res = await api.patch({ token: login.token, id: login.userId, email: login.email, name: 'ops' }, t2p.id, {
      status: 'In Progress',
    })
    expect(res.status).toBe(200)
    expect((await mailsTo(shop.admin2.email)).map((m) => m.subject)).toEqual([
      `${t2p.reference}: your ticket is now In Progress`,
    ])
    expect(await mailsTo(shop.admin.email!)).toHaveLength(0)
  })

  it('is best-effort: a failing mailer or a customer without email never fails the patch', async () => {
    const shop = await ticketTenant(server)
    const noEmail = await customerActor(server, shop.tenantId, shop.slug)
    await server.ctx.db.prisma.customer.update({ where: { id: noEmail.id }, data: { email: null } })
    const quiet = await api.open(noEmail)
    expect((await api.patch(shop.employee, quiet.id, { status: 'Resolved' })).status).toBe(200)
    expect(await server.ctx.db.prisma.notification.count({ where: { customerId: noEmail.id } })).toBe(1)

    const t = await api.open(shop.customer)
    const real = server.ctx.mailer
    const broken: Mailer = {
      kind: 'outbox',
      send: () => Promise.reject(new Error('SMTP down')),
    }
    server.ctx.mailer = broken
    try {
      const res = await api.patch(shop.employee, t.id, { status: 'Closed' })
      expect([res.status, res.body.ticket.status]).toEqual([200, 'Closed'])
    } finally {
      server.ctx.mailer = real
    }
  })
})
