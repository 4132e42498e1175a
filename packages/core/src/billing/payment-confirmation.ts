import { billingErrors } from './billing-errors.ts'
import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'

export type PaymentConfirmation = { orderId: string; paymentId: string; signature: string }

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value !== ''

/**
 * Body of POST /api/billing/verify: `gateway_order_id`, `gateway_payment_id`, `gateway_signature`,
 * all strings. Anything missing, empty or not a string (or a body that is not an object) throws
 * incompleteConfirmation (400 `Incomplete payment confirmation.`).
 */
export function parsePaymentConfirmation(body: unknown): PaymentConfirmation {
  const record: Record<string, unknown> = isRecord(body) ? body : {}
  const orderId = record['gateway_order_id']
  const paymentId = record['gateway_payment_id']
  const signature = record['gateway_signature']
  if (!isFilledString(orderId) || !isFilledString(paymentId) || !isFilledString(signature)) {
    throw billingErrors.error('incompleteConfirmation')
  }
  return { orderId, paymentId, signature }
}

/** POST /api/billing/verify as the gateway's checkout hands it back (null: a field the callback lacked, refused as incomplete). */
export type PaymentConfirmationBody = {
  gateway_order_id?: string | null
  gateway_payment_id?: string | null
  gateway_signature?: string | null
}

export const paymentConfirmationInput = checkedBody<PaymentConfirmationBody>()(parsePaymentConfirmation)
