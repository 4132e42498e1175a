import { viewerSide, type Principal } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { ticketReadsFor } from './tickets-platform-repository.ts'

export const UNREAD_SCAN_CAP = 500

/**
 * GET /api/tickets/unread-count: over the caller's visible Open and In Progress tickets (at most
 * 500, most recent activity first), how many have unread mail for the caller's side. Internal
 * notes never bump lastMessageAt, so they cannot make the requester side unread. It is a badge:
 * any failure answers 0/0 rather than an error.
 *
 * Counted in SQL: the caller's side of a ticket depends only on its tenant and scope (core
 * `viewerSide`), so the scan is grouped by those and each group counts both sides' unread tickets
 * with core `hasUnread`'s rule (never seen, or a message after the seen stamp); only the few groups
 * come back, not 500 rows.
 */
export async function unreadCount(ctx: AppContext, principal: Principal) {
  try {
    const groups = await ticketReadsFor(ctx, principal).unreadGroups(principal, UNREAD_SCAN_CAP)
    let unread = 0
    let open = 0
    for (const group of groups) {
      open += group.open
      unread += viewerSide(principal, group) === 'agent' ? group.agentUnread : group.requesterUnread
    }
    return { unreadCount: unread, openCount: open }
  } catch (err) {
    ctx.log.warn({ err }, 'ticket unread count failed')
    return { unreadCount: 0, openCount: 0 }
  }
}
