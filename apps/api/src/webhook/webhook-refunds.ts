import { isPaise, refundStatusForEvent } from '@gold/core'
import type { AppContext } from '../context.ts'
import { adoptGatewayRefund, resolveRefund } from '../billing/refund-service.ts'
import { eventEntity, filled, isRecord, type EventResult } from './webhook-payload.ts'


/**
 * `refund.*` events. Resolution order (platform-spec 6): the gateway refund id, then
 * `notes.refundId` (linking the gateway id), then adoption by `payment_id` for a refund made at
 * the gateway directly. Unknown payment: logged and left alone. No entity id: logged, 200.
 * Transitions are forward-only, so replays and reordering change nothing.
 */
export async function handleRefundEvent(ctx: AppContext, event: string, payload: Record<string, unknown>): Promise<EventResult> {
  const target = refundStatusForEvent(event)
  if (target === null) return { outcome: 'ignored', ignored: event }
  const entity = eventEntity(payload, 'refund')
  if (!entity || !filled(entity.id)) {
    ctx.log.warn({ event }, 'refund event without an entity id; acknowledged')
    return { outcome: 'no-entity' }
  }
  let refund = await findLocalRefund(ctx, entity.id, entity.notes)
  if (!refund && filled(entity.payment_id)) {
    if (!isPaise(entity.amount) || entity.amount <= 0) {
      ctx.log.warn({ event, gatewayRefundId: entity.id }, 'refund to adopt has no usable amount; acknowledged')
      return { outcome: 'malformed' }
    }
    refund = await adoptGatewayRefund(ctx, { id: entity.id, paymentId: entity.payment_id, amount: entity.amount, currency: entity.currency })
  }
  if (!refund) {
    ctx.log.warn({ event, gatewayRefundId: entity.id, paymentId: entity.payment_id }, 'refund for an unknown payment; left alone')
    return { outcome: 'unknown-payment' }
  }
  const moved = await resolveRefund(ctx, refund.id, target, 'Refund failed at gateway.')
  return { outcome: moved ? target.toLowerCase() : 'unchanged' }
}

async function findLocalRefund(ctx: AppContext, gatewayRefundId: string, notes: unknown) {
  const byGatewayId = await ctx.db.prisma.refund.findUnique({ where: { gatewayRefundId } })
  if (byGatewayId) return byGatewayId
  const localId = isRecord(notes) && filled(notes.refundId) ? notes.refundId : null
  if (!localId) return null
  const byNotes = await ctx.db.prisma.refund.findUnique({ where: { id: localId } })
  if (!byNotes) return null
  if (byNotes.gatewayRefundId !== null && byNotes.gatewayRefundId !== gatewayRefundId) {
    ctx.log.error({ localId, gatewayRefundId }, 'refund notes point at a refund linked to another gateway refund')
    return null
  }
  if (byNotes.gatewayRefundId === null) {
    await ctx.db.prisma.refund.updateMany({ where: { id: byNotes.id, gatewayRefundId: null }, data: { gatewayRefundId } })
  }
  return byNotes
}
