import { isRecord } from '../shared/is-record.ts'
import { MAX_LOAN_PAISE } from '../shared/money.ts'
import { checkedBody } from '../shared/request-body.ts'
import { correctionErrors } from './corrections-errors.ts'

/** Every correction says why, 3 to 500 characters once trimmed (the audit record keeps it). */
export function parseReason(raw: unknown): string {
  const reason = isRecord(raw) && typeof raw.reason === 'string' ? raw.reason.trim() : ''
  if (reason.length < 3 || reason.length > 500) throw correctionErrors.error('reasonRequired')
  return reason
}

export type PaymentReversalInput = { paymentId: string; reason: string }
export type WaiverInput = { penalCharges: number; interest: number; reason: string }
export type ReasonInput = { reason: string }

function parsePaymentReversal(raw: unknown): PaymentReversalInput {
  const paymentId = isRecord(raw) && typeof raw.paymentId === 'string' ? raw.paymentId : ''
  return { paymentId, reason: parseReason(raw) }
}

const waivedPart = (raw: Record<string, unknown>, key: 'penalCharges' | 'interest'): number => {
  const value = raw[key] ?? 0
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > MAX_LOAN_PAISE)
    throw correctionErrors.error('invalidWaiver')
  return value
}

function parseWaiver(raw: unknown): WaiverInput {
  const body = isRecord(raw) ? raw : {}
  const penalCharges = waivedPart(body, 'penalCharges')
  const interest = waivedPart(body, 'interest')
  if (penalCharges + interest === 0) throw correctionErrors.error('invalidWaiver')
  return { penalCharges, interest, reason: parseReason(raw) }
}

/** `{paymentId, reason}`: the payment of this loan to reverse. */
export const paymentReversalInput = checkedBody<PaymentReversalInput>()(parsePaymentReversal)
/** `{penalCharges?, interest?, reason}` in paise, at least one above zero. */
export const waiverInput = checkedBody<WaiverInput>()(parseWaiver)
/** `{reason}`: a disbursement cancelled, a loan written off. */
export const reasonInput = checkedBody<ReasonInput>()((raw) => ({ reason: parseReason(raw) }))
