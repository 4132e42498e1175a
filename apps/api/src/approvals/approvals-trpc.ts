import {
  approvalApproveInput,
  approvalIdInput,
  approvalListInput,
  approvalRejectInput,
  approvalRulesInput,
} from '@gold/core'
import { router, staffProcedure, tenantAdminProcedure } from '../trpc/trpc.ts'
import { approveRequest, rejectRequest } from './approval-decisions-service.ts'
import type { ApprovalOperations } from './approval-gate.ts'
import {
  approvalCounts,
  approvalDetail,
  approvalInbox,
  approvalRules,
  myApprovalRequests,
  updateApprovalRules,
} from './approval-reads-service.ts'

/**
 * Four-eyes approvals for the staff app (issue 26). `operations` are the gated actions a decision
 * posts, passed in by the composition root (the domains they belong to use this one's gate).
 */
export function approvalsRouter(operations: ApprovalOperations) {
  return router({
    // permission: approvals.decide
    inbox: staffProcedure
      .input(approvalListInput)
      .query(({ ctx, input }) => approvalInbox(ctx.app, ctx.principal, input?.status)),
    // permission: approvals.decide
    counts: staffProcedure.query(({ ctx }) => approvalCounts(ctx.app, ctx.principal)),
    mine: staffProcedure.query(({ ctx }) => myApprovalRequests(ctx.app, ctx.principal)),
    detail: staffProcedure
      .input(approvalIdInput)
      .query(({ ctx, input }) => approvalDetail(ctx.app, ctx.principal, input.id, operations)),
    // permission: approvals.decide (checked in the service by canDecide, with the maker refused)
    approve: staffProcedure
      .input(approvalApproveInput)
      .mutation(({ ctx, input }) => approveRequest(ctx.app, ctx.principal, input, operations)),
    // permission: approvals.decide
    reject: staffProcedure
      .input(approvalRejectInput)
      .mutation(({ ctx, input }) => rejectRequest(ctx.app, ctx.principal, input)),
    rules: router({
      get: staffProcedure.query(({ ctx }) => approvalRules(ctx.app, ctx.principal.tenantId)),
      // permission: approvals.configure
      update: tenantAdminProcedure
        .input(approvalRulesInput)
        .mutation(({ ctx, input }) => updateApprovalRules(ctx.app, ctx.principal.tenantId, input)),
    }),
  })
}
