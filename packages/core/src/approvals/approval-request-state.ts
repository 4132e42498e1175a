/**
 * A pending request's life: the maker's action waits (`pending`); a checker approves it (one
 * conditional update, so of two racing checkers one wins) and it is re-run against the loan as it
 * is now, ending `posted`, or `failed` when it no longer validates; or a checker rejects it with a
 * reason. Nothing leaves a final state.
 */
export const APPROVAL_STATUSES = ['pending', 'approved', 'posted', 'rejected', 'failed'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]
export type ApprovalEvent = 'approve' | 'reject' | 'post' | 'fail'

const TRANSITIONS: Readonly<Record<ApprovalStatus, Partial<Record<ApprovalEvent, ApprovalStatus>>>> = {
  pending: { approve: 'approved', reject: 'rejected' },
  approved: { post: 'posted', fail: 'failed' },
  posted: {},
  rejected: {},
  failed: {},
}

/** The status after `event`, or null when the request cannot take it in `status`. */
export const nextApprovalStatus = (status: ApprovalStatus, event: ApprovalEvent): ApprovalStatus | null =>
  TRANSITIONS[status][event] ?? null

export const isFinalApprovalStatus = (status: ApprovalStatus): boolean => Object.keys(TRANSITIONS[status]).length === 0

/** Why a decider may not decide a request, or null when they may. */
export type DecisionRefusal = 'notAllowed' | 'ownRequest' | 'alreadyDecided'

/**
 * The transition rules of a decision, in order: only someone who may decide (`canDecide`), never
 * the maker (four eyes: the owner too), and only while the request is pending.
 */
export function decisionRefusal(
  request: { status: ApprovalStatus; makerId: string },
  decider: { userId: string; mayDecide: boolean },
): DecisionRefusal | null {
  if (!decider.mayDecide) return 'notAllowed'
  if (request.makerId === decider.userId) return 'ownRequest'
  if (request.status !== 'pending') return 'alreadyDecided'
  return null
}
