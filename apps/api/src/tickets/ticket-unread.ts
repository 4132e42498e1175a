import { ACTIVE_TICKET_STATUSES, hasUnread, seenStampField, viewerSide, type Principal } from '@gold/core'
import type { AppContext } from '../context.ts'
import { visibleTicketsWhere } from './ticket-access.ts'

export const UNREAD_SCAN_CAP = 500

/**
 * GET /api/tickets/unread-count: over the caller's visible Open and In Progress tickets (at most
 * 500, most recent activity first), how many have unread mail for the caller's side. Internal
 * notes never bump lastMessageAt, so they cannot make the requester side unread. It is a badge:
 * any failure answers 0/0 rather than an error.
 */
export async function unreadCount(ctx: AppContext, principal: Principal) {
  try {
    const rows = await ctx.db.prisma.ticket.findMany({
      where: { AND: [visibleTicketsWhere(principal), { status: { in: [...ACTIVE_TICKET_STATUSES] } }] },
      orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }],
      take: UNREAD_SCAN_CAP,
      select: { id: true, tenantId: true, scope: true, requesterType: true, requesterId: true, status: true, lastMessageAt: true, agentSeenAt: true, requesterSeenAt: true },
    })
    const unread = rows.filter((t) => hasUnread({ lastMessageAt: t.lastMessageAt, seenAt: t[seenStampField(viewerSide(principal, t))] }))
    return { unreadCount: unread.length, openCount: rows.length }
  } catch (err) {
    ctx.log.warn({ err }, 'ticket unread count failed')
    return { unreadCount: 0, openCount: 0 }
  }
}
