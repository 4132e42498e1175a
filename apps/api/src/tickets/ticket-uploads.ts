import type { Principal } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { attachFilesToTicket } from '../uploads/upload-service.ts'

/**
 * Link the poster's own uploads named by a message to its ticket, so GET /api/files/private lets
 * every reader of the ticket (and only them) fetch them. Best-effort: the message is committed,
 * and an unknown or foreign pathname is simply not linked.
 */
export async function attachUploads(
  ctx: AppContext,
  principal: Principal,
  tenantId: string,
  ticketId: string,
  pathnames: string[],
) {
  try {
    await attachFilesToTicket(ctx, tenantId, ticketId, pathnames, { uploader: principal })
  } catch (err) {
    ctx.log.warn({ err, ticketId }, 'linking ticket attachments failed')
  }
}
