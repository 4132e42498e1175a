import type { RefundStatus } from './refund-state.ts'

/** What a refund event's lookups found: a local refund and the gateway refund it is linked to. */
export type LocalRefundRef = { id: string; gatewayRefundId: string | null }

export type RefundEventMatch =
  /** Our row for this gateway refund: apply the event's state to it. */
  | { action: 'apply'; refundId: string }
  /** Our row named by `notes.refundId`, not linked yet: link this gateway refund, then apply. */
  | { action: 'link'; refundId: string }
  /**
   * Our row named by `notes.refundId`, linked to another gateway refund, and this event says the
   * money went back: apply PROCESSED to our row (once; transitions are forward-only), keep the link.
   */
  | { action: 'confirm'; refundId: string; linkedGatewayRefundId: string }
  /** Our row named by `notes.refundId` already stands for another gateway refund, and this event is not a confirmation: change nothing. */
  | { action: 'conflict'; refundId: string; linkedGatewayRefundId: string }
  /** None of our refunds: a refund made directly at the gateway, adopted by its payment. */
  | { action: 'adopt' }

/**
 * Which local refund a gateway refund event is about (platform-spec 6, refund resolution order):
 * (1) the row holding its gateway refund id; (2) the row its `notes.refundId` names; (3) adoption.
 *
 * Adoption is only for refunds made at the gateway directly. An event naming one of our refunds
 * is never adopted, even when that row is linked to a different gateway refund: a second row would
 * count the same request twice. When that event confirms the refund processed (the gateway
 * re-issued it under a new id), it applies our row once; the confirmation under the stored id,
 * before or after, finds the row already PROCESSED. Any other state under the other id is a
 * conflict that changes nothing: a failure there must not fail a refund the linked one may still pay.
 */
export function matchRefundEvent(input: {
  gatewayRefundId: string
  /** The state the event reports. */
  status: RefundStatus
  byGatewayId: LocalRefundRef | null
  byNotes: LocalRefundRef | null
}): RefundEventMatch {
  if (input.byGatewayId) return { action: 'apply', refundId: input.byGatewayId.id }
  const named = input.byNotes
  if (!named) return { action: 'adopt' }
  if (named.gatewayRefundId === null) return { action: 'link', refundId: named.id }
  // Reached when a concurrent event or the refund:create answer linked it between lookup and link.
  if (named.gatewayRefundId === input.gatewayRefundId) return { action: 'apply', refundId: named.id }
  const other = { refundId: named.id, linkedGatewayRefundId: named.gatewayRefundId }
  return input.status === 'PROCESSED' ? { action: 'confirm', ...other } : { action: 'conflict', ...other }
}
