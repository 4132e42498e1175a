import type { ApprovalsRepository, ApprovalRequestRecord } from './approvals-repository.ts'

/** A held request as both transports show it (REST's 202 `{pending}`, the inbox, the maker's list). */
export type ApprovalRequestJson = {
  id: string
  action: ApprovalRequestRecord['action']
  operation: string
  status: ApprovalRequestRecord['status']
  summary: string
  amount: number | null
  loanId: string | null
  valuationId: string | null
  customerId: string | null
  maker: { id: string; name: string }
  decider: { id: string; name: string } | null
  reason: string | null
  failure: string | null
  resultRef: string | null
  /** Whether the maker was told of the decision: when, or the error that stopped it. */
  notifiedAt: Date | null
  notifyError: string | null
  createdAt: Date
  decidedAt: Date | null
  postedAt: Date | null
}

/** The held requests with their maker's and decider's names, in the order given. */
export async function approvalJsonOf(
  repo: ApprovalsRepository,
  records: readonly ApprovalRequestRecord[],
): Promise<ApprovalRequestJson[]> {
  const ids = records.flatMap((r) => (r.deciderId ? [r.makerId, r.deciderId] : [r.makerId]))
  const names = new Map((await repo.staff(ids)).map((u) => [u.id, u.name]))
  const who = (id: string) => ({ id, name: names.get(id) ?? 'Former staff' })
  return records.map((r) => ({
    id: r.id,
    action: r.action,
    operation: r.operation,
    status: r.status,
    summary: r.summary,
    amount: r.amount,
    loanId: r.loanId,
    valuationId: r.valuationId,
    customerId: r.customerId,
    maker: who(r.makerId),
    decider: r.deciderId ? who(r.deciderId) : null,
    reason: r.reason,
    failure: r.failure,
    resultRef: r.resultRef,
    notifiedAt: r.notifiedAt,
    notifyError: r.notifyError,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
    postedAt: r.postedAt,
  }))
}
