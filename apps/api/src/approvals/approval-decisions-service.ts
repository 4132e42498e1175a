import {
  type ApprovalStatus,
  approvalErrors,
  canDecide,
  decisionRefusal,
  isDomainError,
  type Principal,
} from '@gold/core'
import { staffPermissions } from '../roles/roles-service.ts'
import { auditChange } from '../audit/trail-scope.ts'
import type { AppContext } from '../platform/context.ts'
import type { ApprovalOperations, ApprovalSubject } from './approval-gate.ts'
import { approvalJsonOf, type ApprovalRequestJson } from './approval-json.ts'
import { notifyMaker } from './approval-notice.ts'
import { type ApprovalRequestRecord, approvalsRepository } from './approvals-repository.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

/** Said when a posting broke on something that is not a rule of the domain (logged in full). */
const UNEXPECTED_FAILURE = 'The posting failed unexpectedly; nothing was posted. Ask the maker to enter it again.'

async function decidable(ctx: AppContext, checker: Staff, id: string) {
  const repo = approvalsRepository(ctx, checker.tenantId)
  const request = await repo.byId(id)
  if (!request) throw approvalErrors.error('requestNotFound')
  const refusal = decisionRefusal(request, { userId: checker.userId, mayDecide: canDecide(checker) })
  if (refusal) throw approvalErrors.error(refusal)
  return { repo, request }
}

const subjectOf = (r: ApprovalRequestRecord): ApprovalSubject => ({
  loanId: r.loanId,
  valuationId: r.valuationId,
  customerId: r.customerId,
})

/** The shop a request is posted in. */
export type PostingShop = Pick<Staff, 'tenantId' | 'tenantSlug'>

/** The maker as they are now (a deactivated maker's request no longer posts). */
async function makerOf(ctx: AppContext, checker: PostingShop, request: ApprovalRequestRecord): Promise<Staff | null> {
  const [user] = await approvalsRepository(ctx, checker.tenantId).staff([request.makerId])
  if (!user || !user.isActive || (user.role !== 'TENANT_ADMIN' && user.role !== 'TENANT_EMPLOYEE')) return null
  return {
    kind: 'staff',
    sessionId: `approval:${request.id}`,
    userId: user.id,
    name: user.name,
    role: user.role,
    tenantId: checker.tenantId,
    ...(await staffPermissions(ctx, checker.tenantId, { id: user.id, role: user.role })),
    tenantSlug: checker.tenantSlug,
  }
}

/**
 * Run the stored request as its maker; its own checks re-validate it against the loan as it is now.
 * Also the retry of a request left `approved` (approval-retry-service.ts): each operation is keyed
 * by the request's id or refused by its domain once posted, so a second run never posts twice.
 */
export async function postApproved(
  ctx: AppContext,
  shop: PostingShop,
  request: ApprovalRequestRecord,
  operations: ApprovalOperations,
) {
  const repo = approvalsRepository(ctx, shop.tenantId)
  const operation = operations[request.operation]
  const maker = await makerOf(ctx, shop, request)
  if (!operation || !maker) {
    await repo.markFailed(request.id, maker ? UNEXPECTED_FAILURE : 'The maker no longer works at this shop.')
    return
  }
  try {
    const payload = JSON.parse(request.payload) as unknown
    const since = request.decidedAt ?? request.createdAt
    const earlier = await operation.postedEarlier?.(ctx, shop.tenantId, {
      payload,
      subject: subjectOf(request),
      makerId: request.makerId,
      since,
    })
    const resultRef = earlier ?? (await operation.run(ctx, maker, payload, subjectOf(request), request.id))
    await repo.markPosted(request.id, resultRef, ctx.now())
  } catch (e) {
    if (!isDomainError(e)) ctx.log.error({ err: e, approvalRequestId: request.id }, 'approved request failed to post')
    await repo.markFailed(request.id, isDomainError(e) ? e.message : UNEXPECTED_FAILURE)
  }
}

/**
 * The request as decided, after the maker is told. The trail entry of the decision holds the
 * request as it was and as it is now (the posting's own change gives way to it: the decision is the
 * action taken, and the result it names is in `after`).
 */
async function decided(ctx: AppContext, checker: Staff, before: ApprovalRequestRecord): Promise<ApprovalRequestJson> {
  const repo = approvalsRepository(ctx, checker.tenantId)
  const request = (await repo.byId(before.id))!
  await notifyMaker(ctx, checker.tenantId, request)
  const [was, json] = await approvalJsonOf(repo, [before, (await repo.byId(before.id))!])
  auditChange(was, json)
  return json!
}

/**
 * tRPC approvals.approve: pending -> approved by one conditional update (of two checkers at once,
 * exactly one gets here; the other is 409), then the stored request posts as the maker, re-run
 * through its service against the loan as it is now: `posted`, or `failed` with the domain's
 * message and nothing posted. The maker is told either way.
 */
export async function approveRequest(
  ctx: AppContext,
  checker: Staff,
  input: { id: string; reason: string | null },
  operations: ApprovalOperations,
): Promise<ApprovalRequestJson> {
  const { repo, request } = await decidable(ctx, checker, input.id)
  if (!(await repo.claimForApproval(request.id, checker.userId, input.reason, ctx.now())))
    throw approvalErrors.error('alreadyDecided')
  await postApproved(ctx, checker, request, operations)
  return decided(ctx, checker, request)
}

/** tRPC approvals.reject: with a reason; nothing posts. The maker is told. */
export async function rejectRequest(
  ctx: AppContext,
  checker: Staff,
  input: { id: string; reason: string },
): Promise<ApprovalRequestJson> {
  const { repo, request } = await decidable(ctx, checker, input.id)
  if (!(await repo.reject(request.id, checker.userId, input.reason, ctx.now())))
    throw approvalErrors.error('alreadyDecided')
  return decided(ctx, checker, request)
}

export type DecidedStatus = Extract<ApprovalStatus, 'posted' | 'failed' | 'rejected'>
