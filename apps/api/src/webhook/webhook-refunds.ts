import {
  isPaise,
  matchRefundEvent,
  refundStatusForEvent,
  type RefundEventMatch,
  type RefundStatus,
  isRecord,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { billingPlatformRepository } from '../billing/billing-platform-repository.ts'
import { adoptGatewayRefund, resolveRefund } from '../billing/refund-service.ts'
import { eventEntity, filled, type EventResult } from './webhook-payload.ts'

/**
 * `refund.*` events. Resolution order (platform-spec 6, decided by core's matchRefundEvent): the
 * gateway refund id, then `notes.refundId` (linking the gateway id), then adoption by
 * `payment_id` for a refund made at the gateway directly. An event naming one of our refunds that
 * already stands for another gateway refund is never adopted, so one request is never counted
 * twice: a `refund.processed` confirms our refund (applied once, noted on the delivery), anything
 * else is a conflict, acknowledged (a retry cannot fix it) and recorded for review.
 * Unknown payment: logged and left alone. No entity id: logged, 200. Transitions are
 * forward-only, so replays and reordering change nothing.
 */
export async function handleRefundEvent(
  ctx: AppContext,
  event: string,
  payload: Record<string, unknown>,
): Promise<EventResult> {
  const target = refundStatusForEvent(event)
  if (target === null) return { outcome: 'ignored', ignored: event }
  const entity = eventEntity(payload, 'refund')
  if (!entity || !filled(entity.id)) {
    ctx.log.warn({ event }, 'refund event without an entity id; acknowledged')
    return { outcome: 'no-entity' }
  }
  const match = await matchLocalRefund(ctx, entity.id, target, entity.notes)
  if (match.action === 'conflict') {
    ctx.log.error(
      {
        event,
        gatewayRefundId: entity.id,
        refundId: match.refundId,
        linkedGatewayRefundId: match.linkedGatewayRefundId,
      },
      'refund event names our refund, which stands for another gateway refund; not adopted, needs review',
    )
    return {
      outcome: 'conflict',
      note: `notes.refundId ${match.refundId} is linked to gateway refund ${match.linkedGatewayRefundId}; ${entity.id} not adopted.`,
    }
  }
  if (match.action === 'confirm') {
    ctx.log.warn(
      {
        event,
        gatewayRefundId: entity.id,
        refundId: match.refundId,
        linkedGatewayRefundId: match.linkedGatewayRefundId,
      },
      'our refund confirmed under another gateway refund id; applied once by notes.refundId',
    )
    const moved = await resolveRefund(ctx, match.refundId, target)
    return {
      outcome: moved ? 'processed' : 'unchanged',
      note: `Confirmed under gateway refund ${entity.id}; refund ${match.refundId} is linked to ${match.linkedGatewayRefundId}.`,
    }
  }
  let refundId = match.action === 'adopt' ? null : match.refundId
  if (refundId === null && filled(entity.payment_id)) {
    if (!isPaise(entity.amount) || entity.amount <= 0) {
      ctx.log.warn({ event, gatewayRefundId: entity.id }, 'refund to adopt has no usable amount; acknowledged')
      return { outcome: 'malformed' }
    }
    refundId =
      (
        await adoptGatewayRefund(ctx, {
          id: entity.id,
          paymentId: entity.payment_id,
          amount: entity.amount,
          currency: entity.currency,
        })
      )?.id ?? null
  }
  if (refundId === null) {
    ctx.log.warn(
      { event, gatewayRefundId: entity.id, paymentId: entity.payment_id },
      'refund for an unknown payment; left alone',
    )
    return { outcome: 'unknown-payment' }
  }
  const moved = await resolveRefund(ctx, refundId, target, 'Refund failed at gateway.')
  return { outcome: moved ? target.toLowerCase() : 'unchanged' }
}

/** Steps 1 and 2 of the resolution order; a `link` is carried out here, so it never leaves. */
async function matchLocalRefund(
  ctx: AppContext,
  gatewayRefundId: string,
  status: RefundStatus,
  notes: unknown,
): Promise<Exclude<RefundEventMatch, { action: 'link' }>> {
  const ledger = billingPlatformRepository(ctx)
  const byGatewayId = await ledger.refundRefByGatewayId(gatewayRefundId)
  const localId = isRecord(notes) && filled(notes.refundId) ? notes.refundId : null
  const byNotes = byGatewayId || !localId ? null : await ledger.refundRef(localId)
  const match = matchRefundEvent({ gatewayRefundId, status, byGatewayId, byNotes })
  if (match.action !== 'link') return match
  if (await ledger.linkGatewayRefund(match.refundId, gatewayRefundId))
    return { action: 'apply', refundId: match.refundId }
  // Lost the link to a concurrent event or the refund:create answer: decide on what is stored now.
  const stored = await ledger.refundRefOrThrow(match.refundId)
  const again = matchRefundEvent({ gatewayRefundId, status, byGatewayId: null, byNotes: stored })
  if (again.action === 'link') throw new Error(`refund ${match.refundId} could not be linked to ${gatewayRefundId}`)
  return again
}
