import { describe, expect, it } from 'vitest'
import type { TicketPrincipal } from './ticket-rules.ts'
import { ticketViewerFlags, type TicketViewSource } from './ticket-view.ts'

const t = (s: number) => new Date(s * 1000)
const ticket: TicketViewSource = {
  id: 'clxyzabc123',
  tenantId: 't1',
  scope: 'CUSTOMER_TO_TENANT',
  requesterType: 'customer',
  requesterId: 'c1',
  status: 'Open',
  lastMessageAt: t(10),
  agentSeenAt: t(5),
  requesterSeenAt: t(10),
}
const customer: TicketPrincipal = { kind: 'customer', tenantId: 't1', customerId: 'c1' }
const employee: TicketPrincipal = { kind: 'staff', role: 'TENANT_EMPLOYEE', tenantId: 't1', userId: 'u1' }

describe('ticketViewerFlags', () => {
  it.each<[string, TicketPrincipal, TicketViewSource, object]>([
    [
      'requester has seen everything',
      customer,
      ticket,
      { reference: 'TKT-ABC123', viewerSide: 'requester', unread: false, canManage: false, canReply: true },
    ],
    ['agent side has unread', employee, ticket, { viewerSide: 'agent', unread: true, canManage: true, canReply: true }],
    ['agent never stamped', employee, { ...ticket, agentSeenAt: null }, { unread: true }],
    ['closed cannot reply', employee, { ...ticket, status: 'Closed' }, { canManage: true, canReply: false }],
  ])('%s', (_case, principal, source, expected) => expect(ticketViewerFlags(principal, source)).toMatchObject(expected))
})
