import { domainRanges, inDomainRange, storedDateRange } from '../shared/domain-ranges.ts'
import { valuationErrors } from './valuations-errors.ts'
import { type EmiStatus, isEmiStatus } from './emi-status.ts'
import { isBlank, parseNumeric, round2 } from './numbers.ts'
import { type Paise, rupeesToPaise } from '../shared/money.ts'
import { isRecord } from '../shared/is-record.ts'

/** Paid is final; an unpaid installment may move to any of the four statuses (spec 3.5). */
export function canChangeEmiStatus(from: string, to: EmiStatus): boolean {
  return from !== 'Paid' || to === 'Paid'
}

/** A transition that records a payment now: stamps paidAt, issues a receipt, notifies. */
export function isFreshPayment(from: string, to: EmiStatus): boolean {
  return from !== 'Paid' && to === 'Paid'
}

export type EmiPaymentMode = 'Cash' | 'Online' | 'UNSPECIFIED'

/** Longest idempotencyKey accepted (a UUID is 36 characters). */
export const EMI_IDEMPOTENCY_KEY_MAX = 100

export type EmiStatusPatch = {
  emiId: string
  status: EmiStatus
  /** Paise to allocate across the unpaid schedule (the body's rupees); null pays the target's outstanding. */
  receivedPaise: Paise | null
  paymentMode: EmiPaymentMode
  paymentReference: string | null
  /** Client-chosen key: a replay records nothing and answers the current EMI record. */
  idempotencyKey: string | null
}

/**
 * A payment amount typed by a person or sent by a client, rounded to the paisa; null when it is
 * not a finite number from a paisa to `domainRanges.rupees.max` (0.001 rounds to nothing).
 */
export function parsePaymentRupees(raw: unknown): number | null {
  const value = parseNumeric(raw)
  if (value === null) return null
  const rupees = round2(value)
  return inDomainRange(rupees, domainRanges.rupees) ? rupees : null
}

/**
 * Body of PATCH /api/valuations/{id}/emi. Missing (falsy) emiId or status is checked before the
 * status value. paymentMode other than exactly 'Cash' or 'Online' (omitted included) is recorded
 * as 'UNSPECIFIED'. A receivedAmount that is present (anything but undefined or null) must be a
 * rupee amount of at least a paisa: "abc", -500, 0, "20,000" or 0.001 are refused, never read as
 * "pay in full". idempotencyKey, when present, is a non-blank string of bounded length.
 */
export function parseEmiStatusPatch(body: unknown): EmiStatusPatch {
  const input: Record<string, unknown> = isRecord(body) ? body : {}
  if (!input.emiId || !input.status) throw valuationErrors.error('missingEmiIdOrStatus')
  if (!isEmiStatus(input.status)) throw valuationErrors.error('invalidEmiStatus')
  const received = isAbsent(input.receivedAmount) ? null : parsePaymentRupees(input.receivedAmount)
  if (!isAbsent(input.receivedAmount) && received === null) throw valuationErrors.error('invalidReceivedAmount')
  const mode = input.paymentMode
  return {
    emiId: typeof input.emiId === 'string' ? input.emiId : JSON.stringify(input.emiId),
    status: input.status,
    receivedPaise: received === null ? null : rupeesToPaise(received),
    paymentMode: mode === 'Cash' || mode === 'Online' ? mode : 'UNSPECIFIED',
    paymentReference:
      typeof input.paymentReference === 'string' && !isBlank(input.paymentReference) ? input.paymentReference : null,
    idempotencyKey: parseIdempotencyKey(input.idempotencyKey),
  }
}

const isAbsent = (raw: unknown) => raw === undefined || raw === null

function parseIdempotencyKey(raw: unknown): string | null {
  if (isAbsent(raw)) return null
  if (typeof raw !== 'string' || isBlank(raw) || raw.length > EMI_IDEMPOTENCY_KEY_MAX)
    throw valuationErrors.error('invalidIdempotencyKey')
  return raw
}

/**
 * Due dates an installment may have: years 1900 to 9999. JavaScript parses dates far outside
 * what PostgreSQL stores ("0000-01-01", "-271821-04-20"), which would fail the insert with a 500.
 */
export const EMI_DUE_DATE_RANGE = storedDateRange

/**
 * Body of POST /api/valuations/{id}/emi: amount a rupee amount within `domainRanges.rupees`
 * (rounded to the paisa, so "1e308" or 0.001 are refused) answered as paise, dueDate a parseable
 * date string within `EMI_DUE_DATE_RANGE`.
 */
export function parseEmiAddInput(body: unknown): { amountPaise: Paise; dueDate: Date } {
  const input: Record<string, unknown> = isRecord(body) ? body : {}
  const amount = parsePaymentRupees(input.amount)
  const dueDate = typeof input.dueDate === 'string' ? new Date(input.dueDate) : null
  const time = dueDate?.getTime() ?? Number.NaN
  if (amount === null || dueDate === null || !(time >= EMI_DUE_DATE_RANGE.min && time <= EMI_DUE_DATE_RANGE.max)) {
    throw valuationErrors.error('invalidEmiInput')
  }
  return { amountPaise: rupeesToPaise(amount), dueDate }
}

/** An installment as the allocation sees it: `amountPaise` is scheduled, `paidAmountPaise` received against it so far. */
export type UnpaidEmi = { id: string; amountPaise: Paise; paidAmountPaise: Paise; dueDate: Date; status: string }

/** What is still owed on an installment, in paise (never negative). */
export function emiOutstanding(emi: { amountPaise: Paise; paidAmountPaise: Paise }): Paise {
  return Math.max(0, emi.amountPaise - emi.paidAmountPaise)
}

/** One installment a payment reaches: paise applied to it, its new paid amount and outstanding, and whether it becomes Paid. */
export type EmiApplication = {
  emiId: string
  appliedPaise: Paise
  paidAmountPaise: Paise
  outstandingPaise: Paise
  becomesPaid: boolean
}
/** `receivedPaise` = sum of `appliedPaise` + `excessPaise`. */
export type EmiPaymentPlan = { receivedPaise: Paise; applications: EmiApplication[]; excessPaise: Paise }

/**
 * How a payment settles the schedule, in integer paise. The target installment is served first,
 * then the other unpaid installments by due date, earliest first (an older overdue one before a
 * later one; equal dates by id).
 *
 * - An installment's outstanding is `amountPaise - paidAmountPaise`; its scheduled amount never changes.
 * - Each installment the money covers becomes Paid; where the money runs out part-way the
 *   installment stays unpaid and its paid amount grows by what it received.
 * - No receivedPaise (null) pays the target's outstanding and touches nothing else.
 * - Money left after the whole unpaid schedule is `excessPaise` for the caller to report.
 *
 * Installments with status Paid in `unpaidSchedule` are ignored, so a preview may pass the whole
 * schedule. A target that is absent or Paid, or a receivedPaise that is not a positive integer,
 * is a caller bug and throws (parse the amount with `parseEmiStatusPatch` first).
 */
export function allocatePayment(input: {
  receivedPaise: Paise | null
  targetEmiId: string
  unpaidSchedule: readonly UnpaidEmi[]
}): EmiPaymentPlan {
  const unpaid = input.unpaidSchedule.filter((emi) => emi.status !== 'Paid')
  const target = unpaid.find((emi) => emi.id === input.targetEmiId)
  if (!target) throw new Error(`allocatePayment: ${input.targetEmiId} is not in the unpaid schedule`)
  if (input.receivedPaise !== null && !(Number.isSafeInteger(input.receivedPaise) && input.receivedPaise >= 1)) {
    throw new RangeError(`allocatePayment: receivedPaise ${input.receivedPaise} is not a positive integer`)
  }
  const receivedPaise = input.receivedPaise ?? emiOutstanding(target)
  const rest = unpaid
    .filter((emi) => emi.id !== target.id)
    .sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const order = input.receivedPaise === null ? [target] : [target, ...rest]

  let remaining = receivedPaise
  const applications: EmiApplication[] = []
  for (const emi of order) {
    if (remaining <= 0 && applications.length > 0) break
    const due = emiOutstanding(emi)
    const applied = Math.min(remaining, due)
    remaining -= applied
    applications.push({
      emiId: emi.id,
      appliedPaise: applied,
      paidAmountPaise: emi.paidAmountPaise + applied,
      outstandingPaise: due - applied,
      becomesPaid: applied === due,
    })
  }
  return { receivedPaise, applications, excessPaise: remaining }
}
