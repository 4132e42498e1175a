import {
  type ApprovalAction,
  type ApprovalCheck,
  effectiveApprovalRules,
  firstApplyingRule,
  type Principal,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { type ApprovalRequestJson, approvalJsonOf } from './approval-json.ts'
import { approvalsRepository } from './approvals-repository.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

/** What a held request is about (the inbox links and filters by these). */
export type ApprovalSubject = { loanId?: string | null; valuationId?: string | null; customerId?: string | null }

/**
 * One gated action the approvals can run later: `run` posts the stored payload as the maker
 * (the original service, so it re-validates against the loan as it is then) and answers what it
 * made; `position` is the borrower's position it is judged against (as seen at the request, and
 * again now in the inbox).
 */
export type ApprovalOperation = {
  /**
   * `requestId` keys the posting where the service takes a key (a payment's idempotency key), so
   * the retry of a request whose posting committed but was not marked answers the same result.
   */
  run(ctx: AppContext, maker: Staff, payload: unknown, subject: ApprovalSubject, requestId: string): Promise<string>
  position(ctx: AppContext, tenantId: string, subject: ApprovalSubject, payload: unknown): Promise<unknown>
  /**
   * For a service that takes no key: what an earlier run of this request posted (made by the maker
   * since the approval), so the retry marks it posted instead of posting again.
   */
  postedEarlier?(ctx: AppContext, tenantId: string, request: EarlierRun): Promise<string | null>
}
export type EarlierRun = { payload: unknown; subject: ApprovalSubject; makerId: string; since: Date }
export type ApprovalOperations = Readonly<Record<string, ApprovalOperation>>

export type GateRequest = {
  operation: string
  /** The rules that may hold it, each with its facts; the first that applies holds it. */
  checks: readonly ApprovalCheck[]
  subject: ApprovalSubject
  amountPaise: number | null
  summary: string
  /** Exactly what was asked: the parsed request, stored as JSON and posted as is on approval. */
  payload: unknown
  position: () => Promise<unknown>
  /**
   * Held for a second person whatever the shop's rules say (a release under the custody packet
   * rule: joint custody needs two people), as this action.
   */
  heldAnyway?: ApprovalAction
}

/** What a gated action answers when a rule holds it. */
export type Pending = { pending: ApprovalRequestJson }
export const isPending = (result: unknown): result is Pending =>
  typeof result === 'object' && result !== null && 'pending' in result

/**
 * The one gate every gated action passes (issue 26): when one of the shop's rules applies, the
 * request is stored as pending, holding what was asked and the position as seen, and answered
 * instead of posting; otherwise `post` runs as it always did. Rules apply to everyone, the owner
 * too.
 */
export async function gated<T>(
  ctx: AppContext,
  maker: { tenantId: string; userId: string },
  request: GateRequest,
  post: () => Promise<T>,
): Promise<T | Pending> {
  const repo = approvalsRepository(ctx, maker.tenantId)
  const action =
    firstApplyingRule(effectiveApprovalRules(await repo.rules()), request.checks) ?? request.heldAnyway ?? null
  if (action === null) return post()
  const stored = await repo.insert(
    {
      action,
      operation: request.operation,
      loanId: request.subject.loanId ?? null,
      valuationId: request.subject.valuationId ?? null,
      customerId: request.subject.customerId ?? null,
      amount: request.amountPaise,
      summary: request.summary,
      payload: JSON.stringify(request.payload),
      positionSeen: JSON.stringify((await request.position()) ?? null),
      makerId: maker.userId,
    },
    ctx.now(),
  )
  const [json] = await approvalJsonOf(repo, [stored])
  return { pending: json! }
}
