import type { ApprovalOperations } from './approvals/approval-gate.ts'
import { booksApprovalOperations } from './books/books-approval-gates.ts'
import { correctionApprovalOperations } from './corrections/correction-approval-gates.ts'
import { goldRateApprovalOperations } from './gold-rates/gold-rate-approval-gates.ts'
import { loanApprovalOperations } from './loans/loan-approval-gates.ts'

/**
 * Every gated action an approval posts, by operation name: the composition root hands them to the
 * approvals router and to the retry job (the approvals domain imports none of the domains it gates).
 */
export const approvalOperations: ApprovalOperations = {
  ...loanApprovalOperations,
  ...booksApprovalOperations,
  ...goldRateApprovalOperations,
  ...correctionApprovalOperations,
}
