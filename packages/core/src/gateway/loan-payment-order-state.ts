/**
 * An online loan payment's order (issue 27). `created` until the gateway reports the payment;
 * `failed` after a declined attempt (the borrower may still pay the same order, so a later
 * capture posts); a capture that fits is `posted`, once, through the loan payment service; one
 * that no longer fits is refunded (`refunding` while the shop's gateway is asked, then
 * `refunded`), or `held` when the refund could not be made, until the shop refunds it again or
 * settles it outside and marks it `resolved`. Each move is one conditional update from these lists.
 */
export const LOAN_PAYMENT_ORDER_STATUSES = [
  'created',
  'failed',
  'posted',
  'refunding',
  'refunded',
  'held',
  'resolved',
] as const
export type LoanPaymentOrderStatus = (typeof LOAN_PAYMENT_ORDER_STATUSES)[number]

export const ORDER_MOVES: Record<LoanPaymentOrderStatus, readonly LoanPaymentOrderStatus[]> = {
  created: ['failed', 'posted', 'refunding'],
  failed: ['posted', 'refunding'],
  posted: [],
  refunding: ['refunded', 'held'],
  refunded: [],
  held: ['refunding', 'resolved'],
  resolved: [],
}

/** The statuses an order may move to `to` from: the `from` list of its conditional update. */
export const movableTo = (to: LoanPaymentOrderStatus): LoanPaymentOrderStatus[] =>
  LOAN_PAYMENT_ORDER_STATUSES.filter((from) => ORDER_MOVES[from].includes(to))

/** A capture still waiting for the gateway's answer or the shop's decision. */
export const awaitsCapture = (status: string) => status === 'created' || status === 'failed'

/** Why a capture was not posted. */
export const MISFITS = {
  loanNotPayable: 'The loan was closed, renewed or otherwise settled before the payment arrived.',
  aboveAmountToClose: 'The payment is more than the amount that closes the loan now.',
  amountMismatch: 'The gateway captured a different amount than the order was made for.',
  paidTwice: 'The borrower paid the same order twice; only one payment was posted.',
} as const
export type Misfit = keyof typeof MISFITS
