import type { StaffRole } from '../auth/principal.ts'

export const TICKET_SCOPES = ['CUSTOMER_TO_TENANT', 'STAFF_TO_TENANT', 'TENANT_TO_PLATFORM'] as const
export const TICKET_CATEGORIES = ['SUPPORT', 'COMPLAINT', 'SUGGESTION'] as const
export const TICKET_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const
export const TICKET_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const
/** Only these count for the unread badge (spec 4.4 unread-count). */
export const ACTIVE_TICKET_STATUSES = ['Open', 'In Progress'] as const

export type TicketScope = (typeof TICKET_SCOPES)[number]
export type TicketCategory = (typeof TICKET_CATEGORIES)[number]
export type TicketStatus = (typeof TICKET_STATUSES)[number]
export type TicketPriority = (typeof TICKET_PRIORITIES)[number]
export type TicketSide = 'agent' | 'requester'
export type TicketRequesterType = 'customer' | 'staff'

const member =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value)
export const isTicketScope = member(TICKET_SCOPES)
export const isTicketCategory = member(TICKET_CATEGORIES)
export const isTicketStatus = member(TICKET_STATUSES)
export const isTicketPriority = member(TICKET_PRIORITIES)

/** Structurally satisfied by the auth `Principal`, which carries more fields. */
export type TicketPrincipal =
  | { kind: 'customer'; tenantId: string; customerId: string }
  | { kind: 'staff'; role: StaffRole; tenantId: string; userId: string }
  | { kind: 'superadmin'; userId: string }

/** The fields of a ticket that access depends on. */
export type TicketAccessFields = {
  tenantId: string
  scope: string
  requesterType: string
  requesterId: string
  status: string
}

/** Scopes a principal may open; empty for super admins. */
export function creatableScopes(principal: TicketPrincipal): TicketScope[] {
  if (principal.kind === 'customer') return ['CUSTOMER_TO_TENANT']
  if (principal.kind === 'superadmin') return []
  return principal.role === 'TENANT_ADMIN' ? ['TENANT_TO_PLATFORM'] : ['STAFF_TO_TENANT']
}

/** What a requester of this principal is recorded as on a ticket it raises (null: raises none). */
export function requesterIdentity(
  principal: TicketPrincipal,
): { requesterType: TicketRequesterType; requesterId: string } | null {
  if (principal.kind === 'customer') return { requesterType: 'customer', requesterId: principal.customerId }
  if (principal.kind === 'staff') return { requesterType: 'staff', requesterId: principal.userId }
  return null
}

/**
 * The visible set as data, for a query builder: a ticket is visible when it is in `tenantId`
 * (when set) and matches at least one clause; a clause matches on scope and, when given,
 * requester type and id. List filters may only narrow this set.
 */
export type VisibilityClause = { scope: TicketScope; requesterType?: TicketRequesterType; requesterId?: string }
export type VisibilityFilter = { tenantId?: string; anyOf: VisibilityClause[] }

/** Spec 4.4 visibility table. */
export function visibilityFilter(principal: TicketPrincipal): VisibilityFilter {
  switch (principal.kind) {
    case 'customer':
      return {
        tenantId: principal.tenantId,
        anyOf: [{ scope: 'CUSTOMER_TO_TENANT', requesterType: 'customer', requesterId: principal.customerId }],
      }
    case 'superadmin':
      return { anyOf: [{ scope: 'TENANT_TO_PLATFORM' }] }
    case 'staff':
      if (principal.role === 'TENANT_ADMIN') {
        return { tenantId: principal.tenantId, anyOf: TICKET_SCOPES.map((scope) => ({ scope })) }
      }
      return {
        tenantId: principal.tenantId,
        anyOf: [
          { scope: 'CUSTOMER_TO_TENANT' },
          { scope: 'STAFF_TO_TENANT', requesterType: 'staff', requesterId: principal.userId },
        ],
      }
  }
}

/** Evaluate a visibility filter against one ticket (the in-memory twin of the query). */
export function matchesVisibility(filter: VisibilityFilter, ticket: TicketAccessFields): boolean {
  if (filter.tenantId !== undefined && ticket.tenantId !== filter.tenantId) return false
  return filter.anyOf.some(
    (clause) =>
      clause.scope === ticket.scope &&
      (clause.requesterType === undefined || clause.requesterType === ticket.requesterType) &&
      (clause.requesterId === undefined || clause.requesterId === ticket.requesterId),
  )
}

export function canRead(principal: TicketPrincipal, ticket: TicketAccessFields): boolean {
  return matchesVisibility(visibilityFilter(principal), ticket)
}

/**
 * Agent side by scope: CUSTOMER_TO_TENANT any staff of the owning tenant; STAFF_TO_TENANT only
 * its admins; TENANT_TO_PLATFORM super admins only. Everyone else is the requester side.
 * Meaningful only on a readable ticket. Decided by the tenant and scope alone, so a count can
 * group by those two.
 */
export function viewerSide(
  principal: TicketPrincipal,
  ticket: Pick<TicketAccessFields, 'tenantId' | 'scope'>,
): TicketSide {
  if (principal.kind === 'superadmin') return ticket.scope === 'TENANT_TO_PLATFORM' ? 'agent' : 'requester'
  if (principal.kind !== 'staff' || principal.tenantId !== ticket.tenantId) return 'requester'
  if (ticket.scope === 'CUSTOMER_TO_TENANT') return 'agent'
  if (ticket.scope === 'STAFF_TO_TENANT' && principal.role === 'TENANT_ADMIN') return 'agent'
  return 'requester'
}

export function canManage(principal: TicketPrincipal, ticket: TicketAccessFields): boolean {
  return canRead(principal, ticket) && viewerSide(principal, ticket) === 'agent'
}

export function canReply(principal: TicketPrincipal, ticket: TicketAccessFields): boolean {
  return canRead(principal, ticket) && ticket.status !== 'Closed'
}

/**
 * Which error an id route answers, or null when allowed. Unreadable is always 404, never 403;
 * a readable ticket managed by a non-agent is 401; posting to a Closed ticket is rejected.
 */
export function ticketAccessError(
  principal: TicketPrincipal,
  ticket: TicketAccessFields | null,
  need: 'read' | 'manage' | 'reply',
): 'notFound' | 'unauthorized' | 'closed' | null {
  if (!ticket || !canRead(principal, ticket)) return 'notFound'
  if (need === 'manage' && viewerSide(principal, ticket) !== 'agent') return 'unauthorized'
  if (need === 'reply' && ticket.status === 'Closed') return 'closed'
  return null
}

/** `TKT-` plus the last six characters of the id, upper-cased (derived, not unique). */
export function ticketReference(id: string): string {
  return `TKT-${id.slice(-6).toUpperCase()}`
}

/** A side has unread mail when the last message is newer than its seen stamp, or it was never stamped. */
export function hasUnread(stamps: { lastMessageAt: Date; seenAt: Date | null | undefined }): boolean {
  return !stamps.seenAt || stamps.lastMessageAt.getTime() > stamps.seenAt.getTime()
}
