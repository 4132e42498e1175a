import { formatPaise, parseRupeeInput } from '@gold/core'
import type { ErrorFields, FormErrors } from '@gold/ui'

export type RefundValues = { amount: string; revoke: boolean }
export type RefundField = 'amount'

/** The amount field starts at what can still be refunded, written the way a clerk would type it. */
export const refundInitial = (refundable: number): RefundValues => ({
  amount: formatPaise(refundable).replace('₹', ''),
  revoke: false,
})

/** Core's rupee rules, then the ceiling `refund:create` applies (total less refunded less pending). */
export function refundProblems(values: RefundValues, refundable: number): FormErrors<RefundField> {
  const parsed = parseRupeeInput(values.amount)
  if (!parsed.ok) return { amount: parsed.message }
  if (parsed.paise > refundable) return { amount: `At most ${formatPaise(refundable)} can still be refunded.` }
  return {}
}

/** The paise `platform.refund` takes; call only once `refundProblems` is empty. */
export function refundPaise(values: RefundValues): number {
  const parsed = parseRupeeInput(values.amount)
  if (!parsed.ok) throw new Error('refundPaise called with an invalid amount')
  return parsed.paise
}

/** The server's refusals of the amount (its ceiling, a bad amount) name that input; they show under the field. */
export const REFUND_ERROR_FIELDS: ErrorFields<RefundField> = { inputs: { amount: 'amount' } }
