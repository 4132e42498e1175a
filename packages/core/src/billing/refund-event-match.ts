/** What a refund event's lookups found: a local refund and the gateway refund it is linked to. */
export type LocalRefundRef = { id: string; gatewayRefundId: string | null }

export type RefundEventMatch =
  /** Our row for this gateway refund: apply the event's state to it. */
  | { action: 'apply'; refundId: string }
  /** Our row named by `notes.refundId`, not linked yet: link this gateway refund, then apply. */
  | { action: 'link'; refundId: string }
  /** Our row named by `notes.refundId` already stands for another gateway refund: change nothing. */
  | { action: 'conflict'; refundId: string; linkedGatewayRefundId: string }
  /** None of our refunds: a refund made directly at the gateway, adopted by its payment. */
  | { action: 'adopt' }

/**
 * Which local refund a gateway refund event is about (platform-spec 6, refund resolution order):
 * (1) the row holding its gateway refund id; (2) the row its `notes.refundId` names; (3) adoption.
 *
 * Adoption is only for refunds made at the gateway directly. An event naming one of our refunds
 * is never adopted, even when that row is linked to a different gateway refund: a second row would
 * count the same request twice. That case is a conflict for a human to review (a duplicate refund
 * at the gateway, or an event that is not what it says) and changes nothing.
 */
export function matchRefundEvent(input: {
  gatewayRefundId: string
  byGatewayId: LocalRefundRef | null
  byNotes: LocalRefundRef | null
}): RefundEventMatch {
  if (input.byGatewayId) return { action: 'apply', refundId: input.byGatewayId.id }
  const named = input.byNotes
  if (!named) return { action: 'adopt' }
  if (named.gatewayRefundId === null) return { action: 'link', refundId: named.id }
  // Reached when a concurrent event or the refund:create answer linked it between lookup and link.
  if (named.gatewayRefundId === input.gatewayRefundId) return { action: 'apply', refundId: named.id }
  return { action: 'conflict', refundId: named.id, linkedGatewayRefundId: named.gatewayRefundId }
}
