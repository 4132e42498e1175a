import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { gatewayErrors } from './gateway-errors.ts'

/**
 * How the shop resolves a held online payment: ask the gateway to refund it again, or record that
 * it was settled outside (refunded by hand, or taken at the counter) with a note.
 */
export type HeldPaymentBody = { orderId: string; action: 'refund' | 'settledOutside'; note?: string | null }
export type HeldPaymentInput =
  { orderId: string; action: 'refund' } | { orderId: string; action: 'settledOutside'; note: string }

export function parseHeldPaymentResolution(raw: unknown): HeldPaymentInput {
  const body = isRecord(raw) ? raw : {}
  const orderId = typeof body.orderId === 'string' ? body.orderId.trim() : ''
  if (body.action === 'refund') return { orderId, action: 'refund' }
  if (body.action !== 'settledOutside') throw gatewayErrors.error('invalidResolution')
  const note = typeof body.note === 'string' ? body.note.trim() : ''
  if (note.length < 2 || note.length > 500) throw gatewayErrors.error('noteRequired')
  return { orderId, action: 'settledOutside', note }
}

export const heldPaymentResolutionInput = checkedBody<HeldPaymentBody>()(parseHeldPaymentResolution)
