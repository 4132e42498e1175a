import type { AppContext } from '../platform/context.ts'
import { postApproved } from './approval-decisions-service.ts'
import type { ApprovalOperations } from './approval-gate.ts'
import { notifyMaker } from './approval-notice.ts'
import { staleApprovedRequests } from './approvals-platform-repository.ts'
import { approvalsRepository } from './approvals-repository.ts'

/**
 * How long an approved request may stay unposted before the retry takes it: an approval posts in
 * seconds, so one still `approved` after this was left by a process that stopped mid-way (the
 * retry must never run beside a live approval's posting).
 */
export const STALE_APPROVAL_MS = 5 * 60_000

/**
 * The job `cron-approvals-retry`: each request left `approved` is posted again as its maker, exactly
 * as the approval would have (re-validated against the loan as it is now), ending `posted` or
 * `failed` with the domain's message; the maker is told. A posting that had committed before the
 * stop is not posted twice (`postApproved`).
 */
export async function retryApprovedRequests(ctx: AppContext, operations: ApprovalOperations) {
  const stale = await staleApprovedRequests(ctx, new Date(ctx.now().getTime() - STALE_APPROVAL_MS))
  const retried = []
  for (const { tenantId, tenantSlug, request } of stale) {
    await postApproved(ctx, { tenantId, tenantSlug }, request, operations)
    const now = await approvalsRepository(ctx, tenantId).byId(request.id)
    if (now) await notifyMaker(ctx, tenantId, now)
    retried.push({ id: request.id, status: now?.status ?? null })
  }
  return { ok: true, retried }
}
