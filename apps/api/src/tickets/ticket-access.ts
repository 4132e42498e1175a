import { viewerSide, visibilityFilter, type Principal, type TicketListFilters, type TicketPrincipal } from '@gold/core'
import { Prisma } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import type { TicketFile } from '../uploads/upload-service.ts'

/**
 * THE ticket query builder: spec 4.4's visibility table (core `visibilityFilter`) as a Prisma
 * where. Every ticket read goes through it (the unread badge through its SQL twin,
 * `visibleTicketsSql`); list filters are AND-ed on, so they only narrow.
 * Tenant principals always carry their tenantId here, so the unscoped client cannot leak rows.
 */
export function visibleTicketsWhere(principal: TicketPrincipal, filters: TicketListFilters = {}): Prisma.TicketWhereInput {
  const visible = visibilityFilter(principal)
  const narrow: Prisma.TicketWhereInput[] = []
  if (filters.tenantId !== undefined) narrow.push({ tenantId: filters.tenantId })
  if (filters.scope !== undefined) narrow.push({ scope: filters.scope })
  if (filters.category !== undefined) narrow.push({ category: filters.category })
  if (filters.status !== undefined) narrow.push({ status: filters.status })
  return {
    AND: [
      visible.tenantId !== undefined ? { tenantId: visible.tenantId } : {},
      {
        OR: visible.anyOf.map((clause) => ({
          scope: clause.scope,
          ...(clause.requesterType !== undefined ? { requesterType: clause.requesterType } : {}),
          ...(clause.requesterId !== undefined ? { requesterId: clause.requesterId } : {}),
        })),
      },
      ...narrow,
    ],
  }
}

/**
 * The same visibility (core `visibilityFilter`) as a SQL condition on "Ticket", for the one read
 * that aggregates in SQL (the unread badge). Built from the same core filter as the Prisma where.
 */
export function visibleTicketsSql(principal: TicketPrincipal): Prisma.Sql {
  const visible = visibilityFilter(principal)
  const clauses = visible.anyOf.map((clause) => Prisma.sql`("scope" = ${clause.scope}${
    clause.requesterType !== undefined ? Prisma.sql` AND "requesterType" = ${clause.requesterType}` : Prisma.empty}${
    clause.requesterId !== undefined ? Prisma.sql` AND "requesterId" = ${clause.requesterId}` : Prisma.empty})`)
  const anyOf = clauses.length > 0 ? Prisma.sql`(${Prisma.join(clauses, ' OR ')})` : Prisma.sql`false`
  return visible.tenantId !== undefined ? Prisma.sql`"tenantId" = ${visible.tenantId} AND ${anyOf}` : anyOf
}

/** One ticket by id, or null when it does not exist or the principal may not read it. */
export async function findVisibleTicket(ctx: AppContext, principal: TicketPrincipal, ticketId: string) {
  if (typeof ticketId !== 'string' || ticketId === '') return null
  return ctx.db.prisma.ticket.findFirst({ where: { AND: [{ id: ticketId }, visibleTicketsWhere(principal)] } })
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
  const shown = await ctx.db.prisma.ticketMessage.findFirst({
    where: {
      ticketId: ticket.id, tenantId: ticket.tenantId, internal: false, authorType: file.ownerKind, authorId: file.ownerId,
      attachments: { array_contains: [{ pathname: file.pathname }] },
    },
    select: { id: true },
  })
  return shown !== null
}
