import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { createStaffUser } from '../src/auth/identity-admin.ts'
import { createSession } from '../src/auth/session-service.ts'
import { call, type ApiResponse, type ResponseBody } from './support/http.ts'
import { createTenantWithStaff, insertCustomer, loginAs } from './support/factories.ts'
import type { TestServer } from './support/test-server.ts'

/** How a caller authenticates: a token, plus the tenant subdomain Host for customers. */
export type Actor = { token: string; host?: string; id: string; email: string | null; name: string }

export function client(server: TestServer) {
  const req = (actor: Actor | null, method: string, path: string, body?: unknown): Promise<ApiResponse> =>
    call(server.url, method, path, { token: actor?.token, host: actor?.host, body })
  return {
    req,
    list: (a: Actor, query = '') => req(a, 'GET', `/api/tickets${query}`),
    create: (a: Actor, body: unknown) => req(a, 'POST', '/api/tickets', body),
    get: (a: Actor, id: string) => req(a, 'GET', `/api/tickets/${id}`),
    patch: (a: Actor, id: string, body: unknown) => req(a, 'PATCH', `/api/tickets/${id}`, body),
    messages: (a: Actor, id: string, query = '') => req(a, 'GET', `/api/tickets/${id}/messages${query}`),
    post: (a: Actor, id: string, body: unknown) => req(a, 'POST', `/api/tickets/${id}/messages`, body),
    seen: (a: Actor, id: string) => req(a, 'POST', `/api/tickets/${id}/seen`),
    unread: (a: Actor) => req(a, 'GET', '/api/tickets/unread-count'),
    /** Create and return the ticket, asserting success. */
    async open(a: Actor, body: Record<string, unknown> = {}) {
      const res = await req(a, 'POST', '/api/tickets', { subject: 'Need help', message: 'Opening message', ...body })
      expect(res.status, res.text).toBe(201)
      return res.body.ticket as Record<string, ResponseBody>
    },
  }
}

const unique = () => randomBytes(4).toString('hex')

/** A customer of the tenant with a live portal token, used on the tenant's subdomain. */
export async function customerActor(
  server: TestServer,
  tenantId: string,
  slug: string,
  name = `Borrower ${unique()}`,
): Promise<Actor> {
  const customer = await insertCustomer(server, tenantId, { name })
  const token = await createSession(server.ctx, 'customer', customer.id, tenantId)
  return { token, host: server.hostFor(slug), id: customer.id, email: customer.email, name: customer.name }
}

/** A tenant with two admins, two employees and two customers, all ready to call the API. */
export async function ticketTenant(server: TestServer) {
  const shop = await createTenantWithStaff(server)
  const [admin, employee] = await Promise.all(
    (['TENANT_ADMIN', 'TENANT_EMPLOYEE'] as const).map(async (role) => {
      const email = `${role === 'TENANT_ADMIN' ? 'admin2' : 'staff2'}-${unique()}@test.gold`
      const { userId } = await createStaffUser(server.ctx, {
        tenant: shop.slug,
        role,
        email,
        password: 'Second@12345',
        name: `Second ${role}`,
      })
      return { token: await loginAs(server, email, 'Second@12345'), id: userId, email, name: `Second ${role}` }
    }),
  )
  const staffActor = (s: typeof shop.admin, name: string): Actor => ({
    token: s.token,
    id: s.userId,
    email: s.email,
    name,
  })
  const names = await server.ctx.db.prisma.user.findMany({ where: { tenantId: shop.tenantId } })
  const nameOf = (id: string) => names.find((u) => u.id === id)!.name
  return {
    tenantId: shop.tenantId,
    slug: shop.slug,
    admin: staffActor(shop.admin, nameOf(shop.admin.userId)),
    admin2: admin!,
    employee: staffActor(shop.employee, nameOf(shop.employee.userId)),
    employee2: employee!,
    customer: await customerActor(server, shop.tenantId, shop.slug),
    customer2: await customerActor(server, shop.tenantId, shop.slug),
  }
}

export type TicketTenant = Awaited<ReturnType<typeof ticketTenant>>

export const TICKET_FIELDS = [
  'id',
  'reference',
  'tenantId',
  'tenantName',
  'tenantSlug',
  'scope',
  'category',
  'status',
  'priority',
  'subject',
  'requesterType',
  'requesterId',
  'requesterName',
  'assigneeId',
  'assigneeName',
  'lastMessageAt',
  'createdAt',
  'resolvedAt',
  'closedAt',
  'unread',
  'viewerSide',
  'canManage',
  'canReply',
].sort()

export const MESSAGE_FIELDS = [
  'id',
  'ticketId',
  'authorType',
  'authorId',
  'authorName',
  'body',
  'internal',
  'attachments',
  'createdAt',
  'mine',
].sort()

/** A tRPC call (superjson transformer) over HTTP: queries as GET, mutations as POST. */
export async function trpc(
  server: TestServer,
  actor: Actor | null,
  kind: 'query' | 'mutation',
  path: string,
  input?: unknown,
) {
  const payload = encodeURIComponent(JSON.stringify({ json: input }))
  const auth = { token: actor?.token, host: actor?.host }
  const res =
    kind === 'query'
      ? await call(server.url, 'GET', `/trpc/tickets.${path}${input === undefined ? '' : `?input=${payload}`}`, auth)
      : await call(server.url, 'POST', `/trpc/tickets.${path}`, { ...auth, body: { json: input } })
  const body = res.body
  if (body?.error)
    return {
      status: res.status,
      error: { message: body.error.json.message as string, code: body.error.json.data.code as string },
    }
  return { status: res.status, data: body?.result?.data?.json }
}
