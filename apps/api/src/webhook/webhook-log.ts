import { pageFrom, pageRequest, type PageQuery } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { webhookDeliveries } from './webhook-platform-repository.ts'

/**
 * The gateway's deliveries as the super admin console lists them, newest first: event, signature,
 * outcome, status and error (a refund conflict names its two gateway refund ids there). Bodies
 * stay in the database; the list is metadata only.
 */
export async function listDeliveriesPage(ctx: AppContext, query: PageQuery & { outcome?: string; event?: string }) {
  const { limit, after } = pageRequest(query)
  const rows = await webhookDeliveries(ctx).page(
    { outcome: query.outcome?.trim() || null, event: query.event?.trim() || null },
    after,
    limit + 1,
  )
  return pageFrom(rows, limit, (d) => ({ at: d.receivedAt, id: d.id }))
}
