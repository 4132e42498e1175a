import { describe, expect, it } from 'vitest'
import {
  planMessagePost,
  planTicketPatch,
  requesterReplyReopens,
  statusStamps,
  type TicketState,
} from './ticket-transitions.ts'
import { TICKET_STATUSES } from './ticket-rules.ts'

const now = new Date('2025-03-01T10:00:00Z')
const earlier = new Date('2025-02-01T10:00:00Z')
const actor = { userId: 'u1', name: 'Asha' }
const open: TicketState = {
  status: 'Open',
  priority: 'Normal',
  assigneeId: null,
  assigneeName: null,
  resolvedAt: null,
  closedAt: null,
}
const closed: TicketState = { ...open, status: 'Closed', resolvedAt: earlier, closedAt: earlier }

describe('planTicketPatch validation', () => {
  it.each<[unknown, string]>([
    [{ status: 'Reopened' }, 'Unknown ticket status.'],
    [{ status: 'open' }, 'Unknown ticket status.'],
    [{ status: '' }, 'Unknown ticket status.'],
    [{ status: 'Bogus', priority: 'Bogus' }, 'Unknown ticket status.'],
    [{ priority: 'Critical' }, 'Unknown ticket priority.'],
    [{ status: 'Resolved', priority: 3 }, 'Unknown ticket priority.'],
  ])('%j -> %s', (body, message) => {
    const result = planTicketPatch({ ticket: open, body, actor, now })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect([result.error.status, result.error.message, result.error.body]).toEqual([400, message, { success: false }])
  })
})

describe('planTicketPatch changes', () => {
  it.each<[string, TicketState, unknown, object, string | null, boolean]>([
    ['no-op: empty body', open, {}, {}, null, false],
    ['no-op: same status and priority', open, { status: 'Open', priority: 'Normal' }, {}, null, false],
    [
      'resolve',
      open,
      { status: 'Resolved' },
      { status: 'Resolved', resolvedAt: now, closedAt: null },
      'Status changed from Open to Resolved by Asha.',
      true,
    ],
    [
      'close',
      open,
      { status: 'Closed' },
      { status: 'Closed', resolvedAt: now, closedAt: now },
      'Status changed from Open to Closed by Asha.',
      true,
    ],
    [
      'reopen clears stamps',
      closed,
      { status: 'Open' },
      { status: 'Open', resolvedAt: null, closedAt: null },
      'Status changed from Closed to Open by Asha.',
      true,
    ],
    [
      'in progress clears stamps',
      closed,
      { status: 'In Progress' },
      { status: 'In Progress', resolvedAt: null, closedAt: null },
      'Status changed from Closed to In Progress by Asha.',
      true,
    ],
    [
      'priority only, no notification',
      open,
      { priority: 'Urgent' },
      { priority: 'Urgent' },
      'Priority changed from Normal to Urgent by Asha.',
      false,
    ],
    [
      'claim',
      open,
      { assignToMe: true },
      { assigneeId: 'u1', assigneeName: 'Asha' },
      'Ticket assigned to Asha.',
      false,
    ],
    [
      'claim from someone else',
      { ...open, assigneeId: 'u9', assigneeName: 'Ravi' },
      { assignToMe: true },
      { assigneeId: 'u1', assigneeName: 'Asha' },
      'Ticket assigned to Asha.',
      false,
    ],
    [
      'claim when already mine',
      { ...open, assigneeId: 'u1', assigneeName: 'Asha' },
      { assignToMe: true },
      {},
      null,
      false,
    ],
    [
      'unassign',
      { ...open, assigneeId: 'u9', assigneeName: 'Ravi' },
      { unassign: true },
      { assigneeId: null, assigneeName: null },
      'Ticket unassigned by Asha.',
      false,
    ],
    [
      'unassign wins over assignToMe',
      { ...open, assigneeId: 'u9', assigneeName: 'Ravi' },
      { unassign: true, assignToMe: true },
      { assigneeId: null, assigneeName: null },
      'Ticket unassigned by Asha.',
      false,
    ],
    ['unassign when unassigned, assignToMe ignored', open, { unassign: true, assignToMe: true }, {}, null, false],
    ['flags must be exactly true', open, { assignToMe: 'true', unassign: 1 }, {}, null, false],
    [
      'everything at once',
      open,
      { status: 'In Progress', priority: 'High', assignToMe: true, unrelated: 1 },
      {
        status: 'In Progress',
        resolvedAt: null,
        closedAt: null,
        priority: 'High',
        assigneeId: 'u1',
        assigneeName: 'Asha',
      },
      'Status changed from Open to In Progress by Asha. Priority changed from Normal to High by Asha. Ticket assigned to Asha.',
      true,
    ],
  ])('%s', (_case, ticket, body, update, systemMessage, notifyRequester) => {
    const result = planTicketPatch({ ticket, body, actor, now })
    expect(result).toMatchObject({ ok: true, plan: { update, systemMessage, notifyRequester } })
    if (result.ok) {
      expect(result.plan.update).toEqual(update)
      expect(result.plan.changes.length === 0).toBe(systemMessage === null)
    }
  })
})

describe('statusStamps', () => {
  it.each(TICKET_STATUSES.map((s) => [s] as const))('%s', (status) => {
    const stamps = statusStamps(status, now)
    expect(stamps.resolvedAt).toBe(status === 'Resolved' || status === 'Closed' ? now : null)
    expect(stamps.closedAt).toBe(status === 'Closed' ? now : null)
  })
})

describe('message posting', () => {
  it.each(TICKET_STATUSES.map((s) => [s, s === 'Resolved'] as const))(
    'requesterReplyReopens(%s) = %s',
    (status, expected) => {
      expect(requesterReplyReopens(status)).toBe(expected)
    },
  )

  it.each<[string, Parameters<typeof planMessagePost>[0], object | 'closed', boolean]>([
    ['closed rejects requester', { status: 'Closed', side: 'requester', internal: false, now }, 'closed', false],
    ['closed rejects agent', { status: 'Closed', side: 'agent', internal: false, now }, 'closed', false],
    [
      'requester reopens Resolved',
      { status: 'Resolved', side: 'requester', internal: false, now },
      { requesterSeenAt: now, lastMessageAt: now, status: 'Open', resolvedAt: null },
      true,
    ],
    [
      'agent reply does not reopen',
      { status: 'Resolved', side: 'agent', internal: false, now },
      { agentSeenAt: now, lastMessageAt: now },
      false,
    ],
    [
      'internal note does not bump',
      { status: 'Open', side: 'agent', internal: true, now },
      { agentSeenAt: now },
      false,
    ],
    [
      'requester on open',
      { status: 'In Progress', side: 'requester', internal: false, now },
      { requesterSeenAt: now, lastMessageAt: now },
      false,
    ],
  ])('%s', (_case, input, update, reopened) => {
    const result = planMessagePost(input)
    if (update === 'closed') {
      expect(result.ok).toBe(false)
      if (!result.ok)
        expect([result.error.message, result.error.status]).toEqual([
          'This ticket is closed. Raise a new one to continue.',
          400,
        ])
    } else {
      expect(result).toEqual({ ok: true, plan: { update, reopened } })
    }
  })
})
