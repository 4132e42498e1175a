import { defineErrors } from '../shared/domain-error.ts'

/** Payment links (issue 27): our wording; the staff form shows each at its field. */
export const paymentLinkErrors = defineErrors({
  amountInvalid: [400, 'Amount must be a whole number of paise of at least ₹1.'],
  amountAboveClose: [400, 'Amount is more than the amount to close this loan (<amount>).'],
  channelInvalid: [400, 'Send the link by SMS or WhatsApp.'],
  expiryInvalid: [400, 'The link must expire in 1 to 30 days.'],
  loanNotOpen: [400, 'A payment link can only be sent for an open loan.'],
  linkNotFound: [404, 'This payment link is not valid. Ask the branch for a new one.'],
  linkExpired: [400, 'This payment link has expired. Ask the branch for a new one.'],
  linkForAnother: [
    403,
    'This payment link was sent to another borrower. Sign out and sign in with the phone it was sent to.',
  ],
})

export type PaymentLinkErrorKey = keyof typeof paymentLinkErrors.table
