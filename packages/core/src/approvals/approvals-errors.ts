import { defineErrors } from '../shared/domain-error.ts'

/** Four-eyes approvals (issue 26; our wording: no contract covers them). */
export const approvalErrors = defineErrors({
  requestNotFound: [404, 'Approval request not found.'],
  notAllowed: [403, 'You may not approve or reject requests.'],
  ownRequest: [403, 'You cannot approve or reject your own request.'],
  alreadyDecided: [409, 'This request has already been decided.'],
  reasonRequired: [400, 'Give a reason (2 to 500 characters).'],
  counterChanged: [409, "The counter's cash changed since it was counted. Count it again."],
  unknownAction: [400, 'Unknown approval rule.'],
  invalidThreshold: [400, 'Threshold must be a whole number from 0 to 1,00,00,00,000.'],
})
