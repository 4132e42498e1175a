import type { DomainError } from '../shared/domain-error.ts'
import { ticketError, type TicketErrorKey } from './tickets-errors.ts'
import {
  isTicketPriority,
  isTicketStatus,
  type TicketPriority,
  type TicketSide,
  type TicketStatus,
} from './ticket-rules.ts'
import { isRecord } from '../shared/is-record.ts'

/** The ticket fields a PATCH may change. */
export type TicketState = {
  status: string
  priority: string
  assigneeId: string | null
  assigneeName: string | null
  resolvedAt: Date | null
  closedAt: Date | null
}

export type TicketActor = { userId: string; name: string }

export type TicketChange =
  | { kind: 'status'; from: string; to: TicketStatus; systemMessage: string }
  | { kind: 'priority'; from: string; to: TicketPriority; systemMessage: string }
  | { kind: 'assign'; assigneeId: string; assigneeName: string; systemMessage: string }
  | { kind: 'unassign'; systemMessage: string }

export type TicketPatchPlan = {
  /** Accepted changes in the order status, priority, assignment; empty for a no-op. */
  changes: TicketChange[]
  /** Columns to write in one conditional update; empty for a no-op. */
  update: Partial<TicketState>
  /** One system message for all accepted changes (null for a no-op). */
  systemMessage: string | null
  /** Only a status change notifies the requester. */
  notifyRequester: boolean
}

export type TicketPatchResult =
  { ok: true; plan: TicketPatchPlan } | { ok: false; code: TicketErrorKey; error: DomainError }

/**
 * PATCH /api/tickets/{id} for a caller already checked to be on the agent side
 * (`ticketAccessError(..., 'manage')`). Validates status then priority; `unassign` wins over
 * `assignToMe`; flags count only as exact `true`. Same values again are no change.
 */
export function planTicketPatch(input: {
  ticket: TicketState
  body: unknown
  actor: TicketActor
  now: Date
}): TicketPatchResult {
  const { ticket, actor, now } = input
  const b: Record<string, unknown> = isRecord(input.body) ? input.body : {}
  const given = (v: unknown) => v !== undefined && v !== null
  if (given(b.status) && !isTicketStatus(b.status))
    return { ok: false, code: 'unknownStatus', error: ticketError('unknownStatus') }
  if (given(b.priority) && !isTicketPriority(b.priority))
    return { ok: false, code: 'unknownPriority', error: ticketError('unknownPriority') }

  const changes: TicketChange[] = []
  const update: Partial<TicketState> = {}

  if (isTicketStatus(b.status) && b.status !== ticket.status) {
    changes.push({
      kind: 'status',
      from: ticket.status,
      to: b.status,
      systemMessage: `Status changed from ${ticket.status} to ${b.status} by ${actor.name}.`,
    })
    Object.assign(update, { status: b.status }, statusStamps(b.status, now))
  }
  if (isTicketPriority(b.priority) && b.priority !== ticket.priority) {
    changes.push({
      kind: 'priority',
      from: ticket.priority,
      to: b.priority,
      systemMessage: `Priority changed from ${ticket.priority} to ${b.priority} by ${actor.name}.`,
    })
    update.priority = b.priority
  }
  if (b.unassign === true) {
    if (ticket.assigneeId !== null) {
      changes.push({ kind: 'unassign', systemMessage: `Ticket unassigned by ${actor.name}.` })
      Object.assign(update, { assigneeId: null, assigneeName: null })
    }
  } else if (b.assignToMe === true && ticket.assigneeId !== actor.userId) {
    changes.push({
      kind: 'assign',
      assigneeId: actor.userId,
      assigneeName: actor.name,
      systemMessage: `Ticket assigned to ${actor.name}.`,
    })
    Object.assign(update, { assigneeId: actor.userId, assigneeName: actor.name })
  }

  return {
    ok: true,
    plan: {
      changes,
      update,
      systemMessage: changes.length ? changes.map((c) => c.systemMessage).join(' ') : null,
      notifyRequester: changes.some((c) => c.kind === 'status'),
    },
  }
}

/**
 * Stamps for entering a status: Resolved stamps resolvedAt; Closed stamps resolvedAt and
 * closedAt; Open and In Progress clear both. Resolved also clears closedAt, so closedAt is set
 * exactly while a ticket is Closed (the spec is silent on Closed to Resolved).
 */
export function statusStamps(status: TicketStatus, now: Date): Pick<TicketState, 'resolvedAt' | 'closedAt'> {
  if (status === 'Resolved') return { resolvedAt: now, closedAt: null }
  if (status === 'Closed') return { resolvedAt: now, closedAt: now }
  return { resolvedAt: null, closedAt: null }
}

/** A requester's message reopens a Resolved ticket; an agent reply does not. */
export function requesterReplyReopens(status: string): boolean {
  return status === 'Resolved'
}

export type MessagePostPlan = {
  /** Ticket columns to write with the message (status reopen, lastMessageAt, seen stamp). */
  update: { status?: 'Open'; resolvedAt?: null; lastMessageAt?: Date } & Partial<Record<SeenStampField, Date>>
  reopened: boolean
}

export type SeenStampField = 'agentSeenAt' | 'requesterSeenAt'

export function seenStampField(side: TicketSide): SeenStampField {
  return side === 'agent' ? 'agentSeenAt' : 'requesterSeenAt'
}

/**
 * Side effects of posting a message: Closed tickets reject; lastMessageAt is bumped unless the
 * note is internal; the poster's own side is marked seen; a requester reply reopens Resolved.
 */
export function planMessagePost(input: {
  status: string
  side: TicketSide
  internal: boolean
  now: Date
}): { ok: true; plan: MessagePostPlan } | { ok: false; code: 'closed'; error: DomainError } {
  const { status, side, internal, now } = input
  if (status === 'Closed') return { ok: false, code: 'closed', error: ticketError('closed') }
  const update: MessagePostPlan['update'] = { [seenStampField(side)]: now }
  if (!internal) update.lastMessageAt = now
  const reopened = side === 'requester' && requesterReplyReopens(status)
  if (reopened) Object.assign(update, { status: 'Open', resolvedAt: null })
  return { ok: true, plan: { update, reopened } }
}
