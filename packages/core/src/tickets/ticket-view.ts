import {
  canManage,
  canReply,
  hasUnread,
  ticketReference,
  viewerSide,
  type TicketAccessFields,
  type TicketPrincipal,
  type TicketSide,
} from './ticket-rules.ts'
import { seenStampField } from './ticket-transitions.ts'

export type TicketViewSource = TicketAccessFields & {
  id: string
  lastMessageAt: Date
  agentSeenAt: Date | null
  requesterSeenAt: Date | null
}

export type TicketViewerFlags = {
  reference: string
  viewerSide: TicketSide
  unread: boolean
  canManage: boolean
  canReply: boolean
}

/** The derived, per-caller fields of a Ticket response (spec 2.7). */
export function ticketViewerFlags(principal: TicketPrincipal, ticket: TicketViewSource): TicketViewerFlags {
  const side = viewerSide(principal, ticket)
  return {
    reference: ticketReference(ticket.id),
    viewerSide: side,
    unread: hasUnread({ lastMessageAt: ticket.lastMessageAt, seenAt: ticket[seenStampField(side)] }),
    canManage: canManage(principal, ticket),
    canReply: canReply(principal, ticket),
  }
}
