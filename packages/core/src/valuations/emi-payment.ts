import { valuationErrors } from './errors.ts'
import { type EmiStatus, isEmiStatus } from './emi-status.ts'
import { isBlank, parseNumeric, toHundredths } from './numbers.ts'

/** Paid is final; an unpaid installment may move to any of the four statuses (spec 3.5). */
export function canChangeEmiStatus(from: string, to: EmiStatus): boolean {
  return from !== 'Paid' || to === 'Paid'
}

/** A transition that records a payment now: stamps paidAt, issues a receipt, notifies. */
export function isFreshPayment(from: string, to: EmiStatus): boolean {
  return from !== 'Paid' && to === 'Paid'
}

export type EmiPaymentMode = 'Cash' | 'Online' | 'UNSPECIFIED'

export type EmiStatusPatch = {
  emiId: string
  status: EmiStatus
  /** Rupees to allocate across the unpaid schedule; null pays the target installment in full. */
  receivedAmount: number | null
  paymentMode: EmiPaymentMode
  paymentReference: string | null
}

/**
 * Body of PATCH /api/valuations/{id}/emi. Missing (falsy) emiId or status is checked before the
 * status value. paymentMode other than exactly 'Cash' or 'Online' (omitted included) is recorded
 * as 'UNSPECIFIED'; a receivedAmount that is not a positive number is ignored.
 */
export function parseEmiStatusPatch(body: unknown): EmiStatusPatch {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  if (!input.emiId || !input.status) throw valuationErrors.error('missingEmiIdOrStatus')
  if (!isEmiStatus(input.status)) throw valuationErrors.error('invalidEmiStatus')
  const received = parseNumeric(input.receivedAmount)
  const mode = input.paymentMode
  return {
    emiId: String(input.emiId),
    status: input.status,
    receivedAmount: received !== null && received > 0 ? received : null,
    paymentMode: mode === 'Cash' || mode === 'Online' ? mode : 'UNSPECIFIED',
    paymentReference: typeof input.paymentReference === 'string' && !isBlank(input.paymentReference) ? input.paymentReference : null,
  }
}

/** Body of POST /api/valuations/{id}/emi: amount finite and > 0, dueDate a parseable date string. */
export function parseEmiAddInput(body: unknown): { amount: number; dueDate: Date } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const amount = parseNumeric(input.amount)
  const dueDate = typeof input.dueDate === 'string' ? new Date(input.dueDate) : null
  if (amount === null || amount <= 0 || dueDate === null || Number.isNaN(dueDate.getTime())) {
    throw valuationErrors.error('invalidEmiInput')
  }
  return { amount, dueDate }
}

export type UnpaidEmi = { id: string; amount: number; dueDate: Date; status: EmiStatus }
export type EmiChange = { emiId: string; newStatus: EmiStatus; newAmount?: number }
export type EmiPaymentPlan = { changes: EmiChange[]; excess: number }

/**
 * How a payment settles the schedule. The target installment is served first, then the other
 * unpaid installments by due date, earliest first (an older overdue one before a later one).
 *
 * - Each installment the money fully covers becomes Paid at its amount.
 * - Where the money runs out part-way, that installment keeps its status and its `amount` is cut
 *   to what is still outstanding (`newAmount`); the money received against it is not stored on
 *   the EMI row (the payment receipt records it).
 * - Money left after the whole unpaid schedule is `excess` (rupees) for the caller to report.
 * - No receivedAmount (null) pays the target in full and touches nothing else.
 *
 * The target must be in `unpaidSchedule`; a call without it is a bug and throws.
 */
export function allocatePayment(input: {
  receivedAmount: number | null
  targetEmiId: string
  unpaidSchedule: readonly UnpaidEmi[]
}): EmiPaymentPlan {
  const target = input.unpaidSchedule.find((emi) => emi.id === input.targetEmiId)
  if (!target) throw new Error(`allocatePayment: ${input.targetEmiId} is not in the unpaid schedule`)
  if (input.receivedAmount === null) return { changes: [{ emiId: target.id, newStatus: 'Paid' }], excess: 0 }

  const rest = input.unpaidSchedule
    .filter((emi) => emi.id !== target.id)
    .sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime())
  let remaining = toHundredths(input.receivedAmount)
  const changes: EmiChange[] = []
  for (const emi of [target, ...rest]) {
    if (remaining <= 0) break
    const due = toHundredths(emi.amount)
    if (remaining >= due) {
      changes.push({ emiId: emi.id, newStatus: 'Paid' })
      remaining -= due
    } else {
      changes.push({ emiId: emi.id, newStatus: emi.status, newAmount: (due - remaining) / 100 })
      remaining = 0
    }
  }
  return { changes, excess: remaining / 100 }
}
