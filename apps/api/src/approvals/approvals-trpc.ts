import {
  approvalApproveInput,
  approvalIdInput,
  approvalListInput,
  approvalRejectInput,
  approvalRulesInput,
} from '@gold/core'
import { permittedProcedure, router } from '../trpc/trpc.ts'
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
    inbox: permittedProcedure('approvals.decide')
      .input(approvalListInput)
      .query(({ ctx, input }) => approvalInbox(ctx.app, ctx.principal, input?.status)),
    counts: permittedProcedure('approvals.decide').query(({ ctx }) => approvalCounts(ctx.app, ctx.principal)),
    mine: permittedProcedure('shop.read').query(({ ctx }) => myApprovalRequests(ctx.app, ctx.principal)),
    detail: permittedProcedure('shop.read')
      .input(approvalIdInput)
      .query(({ ctx, input }) => approvalDetail(ctx.app, ctx.principal, input.id, operations)),
    // The service refuses the maker their own request.
    approve: permittedProcedure('approvals.decide')
      .input(approvalApproveInput)
      .mutation(({ ctx, input }) => approveRequest(ctx.app, ctx.principal, input, operations)),
    reject: permittedProcedure('approvals.decide')
      .input(approvalRejectInput)
      .mutation(({ ctx, input }) => rejectRequest(ctx.app, ctx.principal, input)),
    rules: router({
      get: permittedProcedure('shop.read').query(({ ctx }) => approvalRules(ctx.app, ctx.principal.tenantId)),
      update: permittedProcedure('approvals.configure')
        .input(approvalRulesInput)
        .mutation(({ ctx, input }) => updateApprovalRules(ctx.app, ctx.principal.tenantId, input)),
    }),
  })
}
