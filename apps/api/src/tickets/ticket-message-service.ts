import {
  canReply,
  parseAfter,
  parsePostMessage,
  planMessagePost,
  seenStampField,
  ticketAccessError,
  ticketError,
  ticketErrors,
  viewerSide,
  type Principal,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { findVisibleTicket } from './ticket-access.ts'
import { ticketsRepository } from './tickets-repository.ts'
import { attachUploads } from './ticket-uploads.ts'
import { authorOf, messageJson } from './ticket-json.ts'

export const THREAD_CAP = 500

/**
 * GET /api/tickets/{id}/messages: oldest first, at most 500, optionally only those strictly after
 * `after`. The requester side's query excludes internal notes, so they never leave the database.
 */
export async function listMessages(
  ctx: AppContext,
  principal: Principal,
  ticketId: string,
  query: { after?: unknown },
) {
  const ticket = await findVisibleTicket(ctx, principal, ticketId)
  if (!ticket) throw ticketErrors.error('notFound')
  const rows = await ticketsRepository(ctx, ticket.tenantId).messages(ticket.id, {
    includeInternal: viewerSide(principal, ticket) !== 'requester',
    after: parseAfter(query.after),
    take: THREAD_CAP,
  })
  return {
    messages: rows.map((m) => messageJson(principal, m)),
    status: ticket.status,
    canReply: canReply(principal, ticket),
  }
}

const POST_ATTEMPTS = 5

/**
 * POST /api/tickets/{id}/messages. The ticket update (lastMessageAt unless internal, the poster's
 * seen stamp, a requester's reopen of a Resolved ticket) is conditional on the status it was
 * planned from and commits with the message, so a concurrent close cannot be replied past.
 */
export async function postMessage(ctx: AppContext, principal: Principal, ticketId: string, body: unknown) {
  for (let attempt = 0; attempt < POST_ATTEMPTS; attempt++) {
    const ticket = await findVisibleTicket(ctx, principal, ticketId)
    const denied = ticketAccessError(principal, ticket, 'reply')
    if (denied || !ticket) throw ticketError(denied ?? 'notFound')
    const side = viewerSide(principal, ticket)
    const parsed = parsePostMessage(body, side === 'agent')
    if (!parsed.ok) throw parsed.error
    const now = ctx.now()
    const planned = planMessagePost({ status: ticket.status, side, internal: parsed.value.internal, now })
    if (!planned.ok) throw planned.error

    const message = await ticketsRepository(ctx, ticket.tenantId).postMessage(ticket, planned.plan.update, {
      ...authorOf(principal),
      body: parsed.value.message,
      internal: parsed.value.internal,
      attachments: parsed.value.attachments,
      createdAt: now,
    })
    if (!message) continue
    if (parsed.value.attachments.length)
      await attachUploads(
        ctx,
        principal,
        ticket.tenantId,
        ticket.id,
        parsed.value.attachments.map((a) => a.pathname),
      )
    return messageJson(principal, message)
  }
  throw new Error(`ticket ${ticketId}: message post lost ${POST_ATTEMPTS} races in a row`)
}

/** POST /api/tickets/{id}/seen: stamps the caller's own side; a failed write is the spec's 500. */
export async function markSeen(ctx: AppContext, principal: Principal, ticketId: string) {
  const ticket = await findVisibleTicket(ctx, principal, ticketId)
  if (!ticket) throw ticketErrors.error('notFound')
  const field = seenStampField(viewerSide(principal, ticket))
  try {
    await ticketsRepository(ctx, ticket.tenantId).stamp(ticket.id, { [field]: ctx.now() })
  } catch (err) {
    ctx.log.error({ err, ticketId: ticket.id }, 'ticket seen stamp not written')
    throw ticketErrors.error('internal')
  }
  return { success: true as const }
}
