import { domainRanges, inDomainRange, storedDateRange } from '../shared/domain-ranges.ts'
import { valuationErrors } from './valuations-errors.ts'
import { type EmiStatus, isEmiStatus } from './emi-status.ts'
import { isBlank, parseNumeric, round2, toHundredths } from './numbers.ts'
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
  /** Rupees (rounded to the paisa) to allocate across the unpaid schedule; null pays the target's outstanding. */
  receivedAmount: number | null
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
    receivedAmount: received,
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
 * (rounded to the paisa, so "1e308" or 0.001 are refused), dueDate a parseable date string
 * within `EMI_DUE_DATE_RANGE`.
 */
export function parseEmiAddInput(body: unknown): { amount: number; dueDate: Date } {
  const input: Record<string, unknown> = isRecord(body) ? body : {}
  const amount = parsePaymentRupees(input.amount)
  const dueDate = typeof input.dueDate === 'string' ? new Date(input.dueDate) : null
  const time = dueDate?.getTime() ?? Number.NaN
  if (amount === null || dueDate === null || !(time >= EMI_DUE_DATE_RANGE.min && time <= EMI_DUE_DATE_RANGE.max)) {
    throw valuationErrors.error('invalidEmiInput')
  }
  return { amount, dueDate }
}

/** An installment as the allocation sees it: `amount` is scheduled, `paidAmount` received against it so far. */
export type UnpaidEmi = { id: string; amount: number; paidAmount: number; dueDate: Date; status: string }

/** What is still owed on an installment, in rupees (never negative). */
export function emiOutstanding(emi: { amount: number; paidAmount: number }): number {
  return Math.max(0, toHundredths(emi.amount) - toHundredths(emi.paidAmount)) / 100
}

/** One installment a payment reaches: rupees applied to it, its new paidAmount and outstanding, and whether it becomes Paid. */
export type EmiApplication = {
  emiId: string
  applied: number
  paidAmount: number
  outstanding: number
  becomesPaid: boolean
}
/** `received` = sum of `applied` + `excess`, to the paisa. */
export type EmiPaymentPlan = { received: number; applications: EmiApplication[]; excess: number }

/**
 * How a payment settles the schedule, in integer paise. The target installment is served first,
 * then the other unpaid installments by due date, earliest first (an older overdue one before a
 * later one; equal dates by id).
 *
 * - An installment's outstanding is `amount - paidAmount`; its scheduled `amount` never changes.
 * - Each installment the money covers becomes Paid; where the money runs out part-way the
 *   installment stays unpaid and its paidAmount grows by what it received.
 * - No receivedAmount (null) pays the target's outstanding and touches nothing else.
 * - Money left after the whole unpaid schedule is `excess` for the caller to report.
 *
 * Installments with status Paid in `unpaidSchedule` are ignored, so a preview may pass the whole
 * schedule. A target that is absent or Paid, or a receivedAmount below a paisa, is a caller bug
 * and throws (parse the amount with `parsePaymentRupees` first).
 */
export function allocatePayment(input: {
  receivedAmount: number | null
  targetEmiId: string
  unpaidSchedule: readonly UnpaidEmi[]
}): EmiPaymentPlan {
  const unpaid = input.unpaidSchedule.filter((emi) => emi.status !== 'Paid')
  const target = unpaid.find((emi) => emi.id === input.targetEmiId)
  if (!target) throw new Error(`allocatePayment: ${input.targetEmiId} is not in the unpaid schedule`)
  const owed = (emi: UnpaidEmi) => Math.max(0, toHundredths(emi.amount) - toHundredths(emi.paidAmount))
  if (
    input.receivedAmount !== null &&
    !(Number.isFinite(input.receivedAmount) && toHundredths(input.receivedAmount) >= 1)
  ) {
    throw new RangeError(`allocatePayment: receivedAmount ${input.receivedAmount} is not a positive rupee amount`)
  }
  const receivedPaise = input.receivedAmount === null ? owed(target) : toHundredths(input.receivedAmount)
  const rest = unpaid
    .filter((emi) => emi.id !== target.id)
    .sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const order = input.receivedAmount === null ? [target] : [target, ...rest]

  let remaining = receivedPaise
  const applications: EmiApplication[] = []
  for (const emi of order) {
    if (remaining <= 0 && applications.length > 0) break
    const due = owed(emi)
    const applied = Math.min(remaining, due)
    remaining -= applied
    const paidPaise = toHundredths(emi.paidAmount) + applied
    applications.push({
      emiId: emi.id,
      applied: applied / 100,
      paidAmount: paidPaise / 100,
      outstanding: (due - applied) / 100,
      becomesPaid: applied === due,
    })
  }
  return { received: receivedPaise / 100, applications, excess: remaining / 100 }
}
