import { billingLimits } from './billing-limits.ts'
import { assertNonNegativePaise, assertPaise, isPaise, type Paise } from '../shared/money.ts'

/** Purchase states (platform-spec 3.1). */
export const purchaseStatuses = ['CREATED', 'PAID', 'FAILED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const
export type PurchaseStatus = (typeof purchaseStatuses)[number]

export const isPurchaseStatus = (value: unknown): value is PurchaseStatus =>
  typeof value === 'string' && (purchaseStatuses as readonly string[]).includes(value)

/** Statuses that mean money was received: the purchase list and the documents pass select these. */
export const paidPurchaseStatuses = [
  'PAID',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
] as const satisfies readonly PurchaseStatus[]

export type PurchaseProvider = 'gateway' | 'manual'

export const PAYMENT_FAILED_DEFAULT = 'Payment failed at gateway.'
export const CHECKOUT_ABANDONED_REASON = 'Checkout abandoned; no payment received.'

/**
 * Settlement claims CREATED or FAILED only: FAILED is not terminal (a late capture still settles
 * it); PAID is already settled; refunded purchases are never claimed by a late capture.
 */
export const canSettle = (status: PurchaseStatus): boolean => status === 'CREATED' || status === 'FAILED'

/** `payment.failed`, a gateway rejection at checkout and the abandon pass move CREATED only. */
export const canMarkFailed = (status: PurchaseStatus): boolean => status === 'CREATED'

/** Refunds apply to purchases that were paid and are not fully refunded. */
export const canRefund = (status: PurchaseStatus): boolean => status === 'PAID' || status === 'PARTIALLY_REFUNDED'

/** Abandon pass: CREATED and created more than 24 hours before now. */
export const isAbandoned = (input: { status: PurchaseStatus; createdAt: Date; now: Date }): boolean =>
  input.status === 'CREATED' && input.now.getTime() - input.createdAt.getTime() > billingLimits.abandonAfterMs

/**
 * Stored failure text for `payment.failed`: the gateway's description cut to 500 characters
 * (code points, so a surrogate pair is never split), or the default when absent or blank.
 */
export function paymentFailureReason(description: unknown): string {
  if (typeof description !== 'string' || description.trim() === '') return PAYMENT_FAILED_DEFAULT
  return Array.from(description).slice(0, billingLimits.failureTextMax).join('')
}

export type SettlementDecision =
  | 'settle' // grant, stamp the period, redeem the coupon (one conditional update wins)
  | 'malformed' // amount not an integer or currency absent: log, 200, nothing changes
  | 'already-paid' // 200, nothing granted (webhook and verify race)
  | 'not-claimable' // refunded purchases ignore a late capture
  | 'mismatch' // record the mismatch on the purchase for a human; nothing granted

/**
 * What a captured payment does to a purchase. Order: malformed payload, then purchase status
 * (a mismatch is never recorded on a purchase that is already settled), then amount and currency
 * against the order snapshot (exact, case-sensitive currency).
 */
export function decideSettlement(input: {
  status: PurchaseStatus
  total: Paise
  currency: string
  paidAmount: unknown
  paidCurrency: unknown
}): SettlementDecision {
  const { paidAmount, paidCurrency } = input
  if (!isPaise(paidAmount) || typeof paidCurrency !== 'string' || paidCurrency === '') return 'malformed'
  if (input.status === 'PAID') return 'already-paid'
  if (!canSettle(input.status)) return 'not-claimable'
  if (paidAmount !== input.total || paidCurrency !== input.currency) return 'mismatch'
  return 'settle'
}

/** Status of a paid purchase from its refunded total: none PAID, some PARTIALLY_REFUNDED, all REFUNDED. */
export function derivePurchaseStatus(total: Paise, refundedAmount: Paise): PurchaseStatus {
  assertNonNegativePaise(total, 'total')
  assertNonNegativePaise(refundedAmount, 'refundedAmount')
  if (refundedAmount === 0) return 'PAID'
  return refundedAmount >= total ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
}

export type RefundApplication =
  | { ok: true; refundedAmount: Paise; status: PurchaseStatus; revokesPeriod: boolean }
  | { ok: false; reason: 'invalid-amount' | 'over-refund' }

/**
 * A processed refund of `amount` against a purchase already refunded `refundedAmount` of
 * `total`: the new refunded total and derived status, or a rejection (non-positive amount, or
 * one that would take the refunded total past the order total). `revokesPeriod` is true only when
 * the refund was recorded as revoking and the purchase becomes fully REFUNDED (a partial refund
 * never revokes).
 */
export function applyRefund(input: {
  total: Paise
  refundedAmount: Paise
  amount: Paise
  revokes?: boolean
}): RefundApplication {
  const total = assertNonNegativePaise(input.total, 'total')
  const already = assertNonNegativePaise(input.refundedAmount, 'refundedAmount')
  const amount = assertPaise(input.amount, 'refund amount')
  if (amount <= 0) return { ok: false, reason: 'invalid-amount' }
  const refundedAmount = already + amount
  if (refundedAmount > total) return { ok: false, reason: 'over-refund' }
  const status = derivePurchaseStatus(total, refundedAmount)
  return { ok: true, refundedAmount, status, revokesPeriod: input.revokes === true && status === 'REFUNDED' }
}
