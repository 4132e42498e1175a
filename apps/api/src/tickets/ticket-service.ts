import {
  creatableScopes,
  pageFrom,
  pageRequest,
  parseCreateTicket,
  parseListFilters,
  planTicketPatch,
  requesterIdentity,
  ticketAccessError,
  ticketError,
  ticketErrors,
  ticketSearch,
  type PageQuery,
  type Principal,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { findVisibleTicket } from './ticket-access.ts'
import { authorOf, oneTicketJson, SYSTEM_AUTHOR, ticketsJson } from './ticket-json.ts'
import { notifyStatusChange } from './ticket-notify.ts'
import { ticketReadsFor } from './tickets-platform-repository.ts'
import { ticketsRepository } from './tickets-repository.ts'

export const TICKET_LIST_CAP = 200

/** GET /api/tickets: the caller's visible set, narrowed by valid filters, most recent activity first. */
export async function listTickets(ctx: AppContext, principal: Principal, query: unknown) {
  const filters = parseListFilters(query, principal)
  const rows = await ticketReadsFor(ctx, principal).listVisible(principal, filters, null, TICKET_LIST_CAP)
  return { tickets: await ticketsJson(ctx, principal, rows), creatableScopes: creatableScopes(principal) }
}

/**
 * tRPC tickets.list: the same visible set and filters, plus the inbox's search (core
 * `ticketSearch`), most recent activity first, a keyset page at a time. Activity reorders tickets, so a ticket answered while the caller pages may show on
 * two pages or move above the cursor; the apps drop repeats and refresh from the first page.
 */
export async function listTicketsPage(
  ctx: AppContext,
  principal: Principal,
  query: PageQuery & { search?: string } & Record<string, unknown>,
) {
  const { limit, after } = pageRequest(query)
  const search = ticketSearch(query.search)
  const filters = { ...parseListFilters(query, principal), ...(search && { search }) }
  const rows = await ticketReadsFor(ctx, principal).listVisible(principal, filters, after, limit + 1)
  const page = pageFrom(rows, limit, (t) => ({ at: t.lastMessageAt, id: t.id }))
  return {
    items: await ticketsJson(ctx, principal, page.items),
    nextCursor: page.nextCursor,
    creatableScopes: creatableScopes(principal),
  }
}

/**
 * POST /api/tickets: the ticket and its opening message in one write (a nested create is one
 * transaction); the opening message marks the requester's side as seen, so only agents see it unread.
 */
export async function createTicket(ctx: AppContext, principal: Principal, body: unknown) {
  const parsed = parseCreateTicket(body, principal)
  if (!parsed.ok) throw parsed.error
  const requester = requesterIdentity(principal)
  if (!requester || principal.kind === 'superadmin') throw ticketError('cannotRaise')
  const { scope, category, subject, message, status, priority } = parsed.value
  const now = ctx.now()
  const row = await ticketsRepository(ctx, principal.tenantId).createWithOpening(
    {
      scope,
      category,
      subject,
      status,
      priority,
      ...requester,
      requesterName: principal.name,
      lastMessageAt: now,
      requesterSeenAt: now,
      createdAt: now,
    },
    { ...authorOf(principal), body: message, createdAt: now },
  )
  return oneTicketJson(ctx, principal, row)
}

/** GET /api/tickets/{id}: header only; unreadable is 404. */
export async function getTicket(ctx: AppContext, principal: Principal, ticketId: string) {
  const row = await findVisibleTicket(ctx, principal, ticketId)
  if (!row) throw ticketErrors.error('notFound')
  return oneTicketJson(ctx, principal, row)
}

const PATCH_ATTEMPTS = 5

/**
 * PATCH /api/tickets/{id} (agent side only). The plan is applied by one conditional update on the
 * fields it was computed from, with its single system message, so concurrent patches never
 * interleave; a lost race re-reads and re-plans. A no-op writes nothing.
 */
export async function patchTicket(ctx: AppContext, principal: Principal, ticketId: string, body: unknown) {
  const actor = {
    userId: principal.kind === 'customer' ? principal.customerId : principal.userId,
    name: principal.name,
  }
  for (let attempt = 0; attempt < PATCH_ATTEMPTS; attempt++) {
    const row = await findVisibleTicket(ctx, principal, ticketId)
    const denied = ticketAccessError(principal, row, 'manage')
    if (denied || !row) throw ticketError(denied ?? 'notFound')
    const now = ctx.now()
    const result = planTicketPatch({ ticket: row, body, actor, now })
    if (!result.ok) throw result.error
    const { plan } = result
    if (plan.systemMessage === null) return oneTicketJson(ctx, principal, row)

    // The system message is a message of the thread, posted from the agent side.
    const updated = await ticketsRepository(ctx, row.tenantId).applyPatch(
      row,
      { ...plan.update, lastMessageAt: now, agentSeenAt: now },
      { ...SYSTEM_AUTHOR, body: plan.systemMessage, createdAt: now },
    )
    if (!updated) continue
    if (plan.notifyRequester) await notifyStatusChange(ctx, updated, row.status)
    return oneTicketJson(ctx, principal, updated)
  }
  throw new Error(`ticket ${ticketId}: patch lost ${PATCH_ATTEMPTS} races in a row`)
}
