import type { RouterOutputs } from '../../trpc.ts'

type Ticket = RouterOutputs['tickets']['get']['ticket']

/** Component tests' ticket, as tickets.get answers it: a borrower's open support ticket at Lakshmi Gold; override what a test is about. */
export function ticketFixture(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 'tkt-1',
    reference: 'TKT-ABC123',
    tenantId: 'ten-1',
    tenantName: 'Lakshmi Gold',
    tenantSlug: 'lakshmi',
    scope: 'CUSTOMER_TO_TENANT',
    category: 'SUPPORT',
    status: 'Open',
    priority: 'Normal',
    subject: 'EMI date query',
    requesterType: 'customer',
    requesterId: 'cus-1',
    requesterName: 'Ravi Kumar',
    assigneeId: null,
    assigneeName: null,
    lastMessageAt: new Date('2026-01-02T05:00:00Z'),
    createdAt: new Date('2026-01-02T05:00:00Z'),
    resolvedAt: null,
    closedAt: null,
    unread: false,
    viewerSide: 'agent',
    canManage: false,
    canReply: true,
    ...overrides,
  }
}
