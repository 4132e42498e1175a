import type { AppContext } from '../platform/context.ts'
import { webhookDeliveries } from '../webhook/webhook-platform-repository.ts'

const LISTED = 20

/**
 * tRPC gateway.webhookDeliveries (the online payments settings, owner only): the last deliveries
 * the shop's own gateway made to its webhook URL, newest first: the event, whether the signature
 * was the shop's, the outcome word and the status answered. Metadata only; the bodies stay stored.
 */
export async function shopWebhookDeliveries(ctx: AppContext, tenantId: string) {
  const rows = await webhookDeliveries(ctx).ofShop(tenantId, LISTED)
  return rows.map((r) => ({
    id: r.id,
    receivedAt: r.receivedAt,
    event: r.event,
    signatureValid: r.signatureValid,
    outcome: r.outcome,
    httpStatus: r.httpStatus,
  }))
}
