import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSuperAdminLogin, latestOtp } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { client, ticketTenant, type Actor, type TicketTenant } from './tickets-helpers.ts'

/**
 * Spec 4.4 visibility table over real HTTP: four principals of tenant A (customer, employee,
 * admin) plus a super admin, against tickets of all three scopes raised by "me" and by someone
 * else, in tenant A and in tenant B. Every id route must agree with the list.
 */
let server: TestServer
let api: ReturnType<typeof client>
let a: TicketTenant
let b: TicketTenant
let ops: Actor
const tickets: Record<string, string> = {}

type Viewer = 'customer' | 'employee' | 'admin' | 'superadmin'
const viewer = (who: Viewer): Actor => (who === 'superadmin' ? ops : a[who])

beforeAll(async () => {
  server = await startTestServer()
  api = client(server)
  ;[a, b] = await Promise.all([ticketTenant(server), ticketTenant(server)])
  const login = await createSuperAdminLogin(server)
  ops = { token: login.token, id: login.userId, email: login.email, name: 'ops' }
  // "own" = raised by the tenant-A viewer of that kind (or by the same seat in tenant B); "other" = by a colleague.
  for (const [label, t] of [
    ['own-tenant', a],
    ['other-tenant', b],
  ] as const) {
    const raisers = {
      C2T: { own: t.customer, other: t.customer2 },
      S2T: { own: t.employee, other: t.employee2 },
      T2P: { own: t.admin, other: t.admin2 },
    }
    for (const [scope, who] of Object.entries(raisers)) {
      for (const [whose, actor] of Object.entries(who)) {
        tickets[`${scope} ${label} ${whose}`] = (await api.open(actor, { subject: `${scope} ${label} ${whose}` })).id
      }
    }
  }
})
afterAll(async () => {
  await server.close()
})

const VISIBLE: Record<Viewer, Record<string, 'agent' | 'requester'>> = {
  customer: { 'C2T own-tenant own': 'requester' },
  employee: { 'C2T own-tenant own': 'agent', 'C2T own-tenant other': 'agent', 'S2T own-tenant own': 'requester' },
  admin: {
    'C2T own-tenant own': 'agent',
    'C2T own-tenant other': 'agent',
    'S2T own-tenant own': 'agent',
    'S2T own-tenant other': 'agent',
    'T2P own-tenant own': 'requester',
    'T2P own-tenant other': 'requester',
  },
  superadmin: {
    'T2P own-tenant own': 'agent',
    'T2P own-tenant other': 'agent',
    'T2P other-tenant own': 'agent',
    'T2P other-tenant other': 'agent',
  },
}

const KEYS = ['C2T', 'S2T', 'T2P'].flatMap((s) =>
  ['own-tenant', 'other-tenant'].flatMap((t) => ['own', 'other'].map((w) => `${s} ${t} ${w}`)),
)
const ROWS = (['customer', 'employee', 'admin', 'superadmin'] as const).flatMap((who) =>
  KEYS.map((key) => [who, key] as const),
)

describe('visibility matrix (spec 4.4), every id route', () => {
  it.each(ROWS)('%s / %s', async (who, key) => {
    const actor = viewer(who)
    const id = tickets[key]!
    const side = VISIBLE[who][key]
    const listed = (await api.list(actor)).body.tickets.map((t: { id: string }) => t.id)
    expect(listed.includes(id)).toBe(side !== undefined)

    const get = await api.get(actor, id)
    const messages = await api.messages(actor, id)
    const patch = await api.patch(actor, id, {})
    const post = await api.post(actor, id, { message: `hello from ${who}` })
    const seen = await api.seen(actor, id)
    if (!side) {
      for (const res of [get, messages, seen])
        expect([res.status, res.body]).toEqual([404, { error: 'Ticket not found' }])
      for (const res of [patch, post])
        expect([res.status, res.body]).toEqual([404, { error: 'Ticket not found', success: false }])
      return
    }
    expect(get.status).toBe(200)
    expect(get.body.ticket).toMatchObject({ id, viewerSide: side, canManage: side === 'agent', canReply: true })
    expect(messages.status).toBe(200)
    expect(post.status).toBe(201)
    expect(seen.body).toEqual({ success: true })
    if (side === 'agent') expect([patch.status, patch.body.success, patch.body.ticket.id]).toEqual([200, true, id])
    else expect([patch.status, patch.body]).toEqual([401, { error: 'Unauthorized', success: false }])
  })

  it('filters only narrow: an employee asking for the platform scope gets nothing', async () => {
    const res = await api.list(a.employee, '?scope=TENANT_TO_PLATFORM')
    expect(res.body.tickets).toEqual([])
    const own = await api.list(a.employee, '?scope=STAFF_TO_TENANT')
    expect(own.body.tickets.map((t: { id: string }) => t.id)).toEqual([tickets['S2T own-tenant own']])
  })

  it('tenantId narrows only for super admins; staff cannot widen with it', async () => {
    const mine = await api.list(ops, `?tenantId=${b.tenantId}`)
    expect(mine.body.tickets.map((t: { id: string }) => t.id).sort()).toEqual(
      [tickets['T2P other-tenant own'], tickets['T2P other-tenant other']].sort(),
    )
    const staff = await api.list(a.admin, `?tenantId=${b.tenantId}`)
    expect(staff.body.tickets.length).toBeGreaterThan(0)
    expect(staff.body.tickets.every((t: { tenantId: string }) => t.tenantId === a.tenantId)).toBe(true)
  })

  it('super admins never see tenant-internal scopes, even when asking for them', async () => {
    for (const scope of ['CUSTOMER_TO_TENANT', 'STAFF_TO_TENANT']) {
      expect((await api.list(ops, `?scope=${scope}&tenantId=${a.tenantId}`)).body.tickets).toEqual([])
    }
  })
})

describe('creatable scopes (spec 4.4)', () => {
  it.each([
    ['customer', ['CUSTOMER_TO_TENANT']],
    ['employee', ['STAFF_TO_TENANT']],
    ['admin', ['TENANT_TO_PLATFORM']],
    ['superadmin', []],
  ] as const)('%s may open %j and nothing else', async (who, allowed) => {
    const actor = viewer(who)
    expect((await api.list(actor)).body.creatableScopes).toEqual(allowed)
    for (const scope of ['CUSTOMER_TO_TENANT', 'STAFF_TO_TENANT', 'TENANT_TO_PLATFORM']) {
      const res = await api.create(actor, { subject: 's', message: 'm', scope })
      if ((allowed as readonly string[]).includes(scope))
        expect([res.status, res.body.ticket.scope]).toEqual([201, scope])
      else
        expect([res.status, res.body]).toEqual([
          400,
          { error: 'You cannot raise a ticket of this type.', success: false },
        ])
    }
    const defaulted = await api.create(actor, { subject: 's', message: 'm' })
    if (allowed.length) expect(defaulted.body.ticket.scope).toBe(allowed[0])
    else expect(defaulted.status).toBe(400)
  })
})

describe('authentication surfaces (spec 5, rule 2)', () => {
  it("a customer token is refused on the main domain and on another tenant's subdomain", async () => {
    for (const host of [undefined, server.hostFor(b.slug)]) {
      const res = await call(server.url, 'GET', '/api/tickets', { token: a.customer.token, host })
      expect([res.status, res.body]).toEqual([401, { error: 'Unauthorized' }])
    }
  })

  it('every route answers 401 without a principal; create, patch and post add success:false', async () => {
    const id = tickets['C2T own-tenant own']!
    const plain = [
      ['GET', '/api/tickets'],
      ['GET', `/api/tickets/${id}`],
      ['GET', `/api/tickets/${id}/messages`],
      ['POST', `/api/tickets/${id}/seen`],
      ['GET', '/api/tickets/unread-count'],
    ]
    for (const [method, path] of plain) {
      const res = await call(server.url, method!, path!)
      expect([path, res.status, res.body]).toEqual([path, 401, { error: 'Unauthorized' }])
    }
    const strict = [
      ['POST', '/api/tickets'],
      ['PATCH', `/api/tickets/${id}`],
      ['POST', `/api/tickets/${id}/messages`],
    ]
    for (const [method, path] of strict) {
      const res = await call(server.url, method!, path!, { body: { subject: 's', message: 'm' } })
      expect([path, res.status, res.body]).toEqual([path, 401, { error: 'Unauthorized', success: false }])
    }
  })

  it('a customer logged in through OTP on the subdomain reaches their own tickets', async () => {
    const email = a.customer.email!
    expect((await call(server.url, 'POST', '/api/otp/send', { body: { tenant: a.slug, email } })).status).toBe(200)
    const login = await call(server.url, 'POST', '/api/portal/login', {
      body: { tenant: a.slug, email, code: await latestOtp(server, email) },
    })
    expect(login.status).toBe(200)
    const res = await call(server.url, 'GET', '/api/tickets', { token: login.body.token, host: server.hostFor(a.slug) })
    expect(res.body.tickets.map((t: { id: string }) => t.id)).toContain(tickets['C2T own-tenant own'])
    expect(res.body.tickets.every((t: { requesterId: string }) => t.requesterId === a.customer.id)).toBe(true)
  })
})
