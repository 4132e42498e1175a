import type { RouterOutputs } from '../../trpc.ts'

export type ApprovalRequest = RouterOutputs['approvals']['inbox'][number]
export type ApprovalDetail = RouterOutputs['approvals']['detail']
export type ApprovalRuleRow = RouterOutputs['approvals']['rules']['get'][number]
export type PositionLine = { label: string; paise?: number; text?: string }

/** What a gated action answers when a shop's rule holds it for a second person. */
export type PendingResult = { pending: ApprovalRequest }
export const isPendingResult = (result: unknown): result is PendingResult =>
  typeof result === 'object' && result !== null && 'pending' in result

export const STATUS_TEXT: Record<ApprovalRequest['status'], string> = {
  pending: 'Waiting for approval',
  approved: 'Approved, posting',
  posted: 'Approved and posted',
  rejected: 'Rejected',
  failed: 'Approved, not posted',
}

/** Money moves, or the gold leaves the shop, on approval for these: the checker confirms before approving. */
export const CONFIRM_BEFORE_APPROVING = new Set([
  'disbursement',
  'release',
  'auctionSale',
  'surplusPayout',
  'reversal',
  'waiver',
  'backDatedEntry',
])

export const positionLines = (value: unknown): PositionLine[] => (Array.isArray(value) ? (value as PositionLine[]) : [])
