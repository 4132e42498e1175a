import { defineErrors } from '../shared/domain-error.ts'

/** A shop's own gateway account and paying a loan online (issue 27; not in the spec: our wording). */
export const gatewayErrors = defineErrors({
  invalidKeyId: [400, 'Enter the key id of your gateway account (3 to 100 letters, digits, dashes or underscores).'],
  invalidKeySecret: [400, 'Enter the key secret of your gateway account (8 to 200 characters).'],
  invalidWebhookSecret: [400, 'Enter the webhook secret of your gateway account (8 to 200 characters).'],
  notConfigured: [409, 'This shop does not take payments online yet. Please pay at the branch.'],
  invalidChoice: [400, 'Choose the next due, an amount, or closing the loan.'],
  /** Dynamic: see `payAmountRangeError`. */
  amountOutOfRange: [400, 'Pay from ₹1 up to the amount to close the loan (<total>).'],
  nothingDue: [400, 'Nothing is due on this loan now. Pay an amount or close the loan.'],
  loanNotPayable: [409, 'This loan cannot be paid online. Please ask at the branch.'],
  paymentStartFailed: [502, 'The payment could not be started. Please try again in a minute.'],
  orderNotFound: [404, 'Payment not found.'],
  paymentNotVerified: [400, 'The payment could not be verified.'],
  notHeld: [409, 'This payment is not waiting for the shop any more.'],
  invalidResolution: [400, 'Choose how it was resolved: refund again, or refunded or settled outside with a note.'],
  noteRequired: [400, 'Say how it was settled (2 to 500 characters).'],
})
