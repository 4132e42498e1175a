import { defineErrors } from '../shared/domain-error.ts'

/**
 * Failures of the operator's billing actions (the CLI's and the super admin console's, one service
 * each). The spec defines no console, so these are ours; `invalid` carries the message naming the
 * bad field (`percentOff must be a whole percent from 1 to 100.`), which the CLI prints as it always
 * has and the console shows at the form.
 */
export const operatorErrors = defineErrors({
  invalid: [400, 'Invalid request.'],
  purchaseNotFound: [404, 'Purchase not found.'],
  couponNotFound: [404, 'Coupon not found.'],
  gatewayRefused: [502, 'The gateway refused the refund.'],
  gatewayUnconfirmed: [502, 'The gateway did not confirm the refund.'],
})

/** A 400 naming what is wrong with the operator's input, and which input (`percentOff`) when it is one. */
export const operatorInputError = (message: string, field?: string) =>
  operatorErrors.error('invalid', { message, field })
