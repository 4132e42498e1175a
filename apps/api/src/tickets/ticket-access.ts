import { viewerSide, type Principal, type TicketPrincipal } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import type { TicketFile } from '../uploads/upload-service.ts'
import { ticketReadsFor } from './tickets-platform-repository.ts'
import { ticketsRepository } from './tickets-repository.ts'

/** One ticket by id, or null when it does not exist or the principal may not read it. */
export async function findVisibleTicket(ctx: AppContext, principal: TicketPrincipal, ticketId: string) {
  if (typeof ticketId !== 'string' || ticketId === '') return null
  return ticketReadsFor(ctx, principal).findVisible(principal, ticketId)
}

/**
 * Whether the principal may read a file linked to a ticket (GET /api/files/private re-checks
 * with this on every read). The agent side reads every attachment of a ticket it can read. The
 * requester side reads only what the thread shows it: a file its uploader attached to a message
 * that is not an internal note (an internal note's attachment is as internal as the note).
 */
export async function canReadTicketFile(ctx: AppContext, principal: Principal, file: TicketFile): Promise<boolean> {
  const ticket = await findVisibleTicket(ctx, principal, file.ticketId)
  if (!ticket) return false
  if (viewerSide(principal, ticket) === 'agent') return true
  return ticketsRepository(ctx, ticket.tenantId).attachmentShown(ticket.id, file)
}
