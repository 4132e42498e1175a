import {
  APPROVAL_CATALOG,
  type ApprovalRule,
  type ApprovalStatus,
  approvalErrors,
  canDecide,
  effectiveApprovalRules,
  mayReadRequest,
  type Principal,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import type { ApprovalOperations } from './approval-gate.ts'
import { approvalJsonOf } from './approval-json.ts'
import { approvalsRepository } from './approvals-repository.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

/** The checker inbox: what waits, oldest first (at most 100). */
export async function approvalInbox(ctx: AppContext, staff: Staff, status: ApprovalStatus = 'pending') {
  const repo = approvalsRepository(ctx, staff.tenantId)
  return approvalJsonOf(repo, await repo.list({ status }, status !== 'pending'))
}

/** The caller's own requests, newest first: "Sent for approval" and what became of each. */
export async function myApprovalRequests(ctx: AppContext, staff: Staff) {
  const repo = approvalsRepository(ctx, staff.tenantId)
  return approvalJsonOf(repo, await repo.list({ makerId: staff.userId }, true))
}

/** The dashboard's card: how many wait, by rule. */
export async function approvalCounts(ctx: AppContext, staff: Staff) {
  const byAction = await approvalsRepository(ctx, staff.tenantId).countsByAction('pending')
  return { pending: byAction.reduce((sum, a) => sum + a.count, 0), byAction }
}

/**
 * One request with exactly what was asked, the position as the maker saw it and as it is now
 * (what a checker compares before approving), and whether the caller may decide it. Read by its
 * maker, deciders and auditors (core `mayReadRequest`); to anyone else it does not exist (404).
 */
export async function approvalDetail(ctx: AppContext, staff: Staff, id: string, operations: ApprovalOperations) {
  const repo = approvalsRepository(ctx, staff.tenantId)
  const record = await repo.byId(id)
  if (!record || !mayReadRequest(staff, record)) throw approvalErrors.error('requestNotFound')
  const [request] = await approvalJsonOf(repo, [record])
  const subject = { loanId: record.loanId, valuationId: record.valuationId, customerId: record.customerId }
  const operation = operations[record.operation]
  const payload = JSON.parse(record.payload) as unknown
  const positionNow =
    record.status === 'pending' && operation
      ? await operation.position(ctx, staff.tenantId, subject, payload).catch(() => null)
      : null
  return {
    request: request!,
    payload,
    positionSeen: record.positionSeen === null ? null : (JSON.parse(record.positionSeen) as unknown),
    positionNow,
    canDecide: record.status === 'pending' && canDecide(staff) && record.makerId !== staff.userId,
  }
}

/** Every rule of the catalog with the shop's setting (off where never set). */
export async function approvalRules(ctx: AppContext, tenantId: string) {
  const stored = await approvalsRepository(ctx, tenantId).rules()
  return effectiveApprovalRules(stored).map((rule) => ({ ...rule, ...APPROVAL_CATALOG[rule.action] }))
}

/** The owner's rule edits (`approvals.configure`): each rule named is stored as given. */
export async function updateApprovalRules(ctx: AppContext, tenantId: string, rules: readonly ApprovalRule[]) {
  const repo = approvalsRepository(ctx, tenantId)
  for (const rule of rules) await repo.putRule(rule)
  return approvalRules(ctx, tenantId)
}
