import type { TicketListFilters } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolvePrincipal } from '../src/platform/principal-resolver.ts'
import { ticketReadsFor } from '../src/tickets/tickets-platform-repository.ts'
import { visibleTicketsWhere } from '../src/tickets/tickets-repository.ts'
import { createSuperAdminLogin } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { client, ticketTenant } from './tickets-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

/**
 * The ticket list runs as SQL on the driver (tickets-repository.ts `listVisible`); the Prisma where
 * `visibleTicketsWhere` is the rule it must equal, for every kind of caller, filter and page.
 */
describe('ticket list SQL', () => {
  it('lists exactly the tickets visibleTicketsWhere finds, in its order, page by page', async () => {
    const api = client(server)
    const shop = await ticketTenant(server)
    const other = await ticketTenant(server)
    for (const [actor, body] of [
      [shop.customer, { subject: 'Gold 50% help_me' }],
      [shop.customer2, { subject: 'Payment' }],
      [shop.employee, { subject: 'Printer', scope: 'STAFF_TO_TENANT' }],
      [shop.admin, { subject: 'Plan help', scope: 'TENANT_TO_PLATFORM' }],
      [other.customer, { subject: 'Other help' }],
    ] as const) {
      await api.open(actor, body)
      await api.open(actor, { ...body, subject: `${body.subject} again` })
    }
    const ops = await createSuperAdminLogin(server)
    const actors = [
      [shop.customer.token, shop.slug],
      [shop.employee.token, null],
      [shop.admin.token, null],
      [ops.token, null],
    ] as const
    const filterSets: TicketListFilters[] = [
      {},
      { status: 'Open' },
      { scope: 'CUSTOMER_TO_TENANT' },
      { category: 'SUPPORT' },
      { tenantId: shop.tenantId },
      { search: { text: 'help', idSuffix: null } },
      { search: { text: '50%', idSuffix: null } },
      { search: { text: 'HELP_', idSuffix: null } },
    ]
    for (const [token, slug] of actors) {
      const principal = (await resolvePrincipal(server.ctx, token, slug))!
      const db = principal.kind === 'superadmin' ? server.ctx.db.prisma : server.ctx.db.forTenant(principal.tenantId)
      const reads = ticketReadsFor(server.ctx, principal)
      for (const filters of filterSets) {
        const expected = await db.ticket.findMany({
          where: visibleTicketsWhere(principal, filters),
          orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }],
        })
        expect(await reads.listVisible(principal, filters, null, 200), JSON.stringify(filters)).toEqual(expected)
        const paged = []
        let after = null
        for (;;) {
          const page = await reads.listVisible(principal, filters, after, 2)
          paged.push(...page)
          if (page.length < 2) break
          after = { at: page[1]!.lastMessageAt, id: page[1]!.id }
        }
        expect(paged.map((t) => t.id)).toEqual(expected.map((t) => t.id))
      }
    }
  })
})
