/** Refund states (platform-spec 3.2): PENDING moves once to PROCESSED or FAILED, both terminal. */
export const refundStatuses = ['PENDING', 'PROCESSED', 'FAILED'] as const
export type RefundStatus = (typeof refundStatuses)[number]

export const isRefundStatus = (value: unknown): value is RefundStatus =>
  typeof value === 'string' && (refundStatuses as readonly string[]).includes(value)

/**
 * Forward-only: PENDING -> PROCESSED and PENDING -> FAILED. Everything else, including a repeat of
 * the current state and a late pending event after a terminal state, is not a transition.
 */
export const canApplyRefundTransition = (from: RefundStatus, to: RefundStatus): boolean =>
  from === 'PENDING' && (to === 'PROCESSED' || to === 'FAILED')

export const isTerminalRefundStatus = (status: RefundStatus): boolean => status !== 'PENDING'

/** Gateway refund status (`pending | processed | failed`) as ours; anything else is null. */
export function refundStatusFromGateway(status: unknown): RefundStatus | null {
  if (status === 'pending') return 'PENDING'
  if (status === 'processed') return 'PROCESSED'
  if (status === 'failed') return 'FAILED'
  return null
}

/** The state a refund webhook event reports, or null for an event outside the refund family. */
export function refundStatusForEvent(event: string): RefundStatus | null {
  if (event === 'refund.created') return 'PENDING'
  if (event === 'refund.processed') return 'PROCESSED'
  if (event === 'refund.failed') return 'FAILED'
  return null
}
