import { z } from 'zod'
import { checkedBody } from '../shared/request-body.ts'
import { isRecord } from '../shared/is-record.ts'
import { optionalText } from '../shared/text.ts'
import { domainRanges } from '../shared/domain-ranges.ts'
import { loanErrors } from './loans-errors.ts'
import { parseIsoDate, type IsoDate } from '../shared/india-calendar.ts'
import { percentToBp } from './loan-interest.ts'
import { MAX_LOAN_PAISE } from '../shared/money.ts'
import { isLoanScheme, MAX_TENURE_MONTHS, type LoanScheme } from './loan-schedule.ts'
import { isLoanStatus, type LoanStatus } from './loan-state.ts'
import { type LoanPurpose, parseLoanPurpose } from './loan-purpose.ts'

export const LOAN_MODES = ['Cash', 'BankTransfer', 'UPI'] as const
export type LoanMode = (typeof LOAN_MODES)[number]
const isLoanMode = (value: unknown): value is LoanMode =>
  typeof value === 'string' && (LOAN_MODES as readonly string[]).includes(value)

const MAX_GRACE_DAYS = 90
const MAX_REFERENCE = 100
const MAX_NOTE = 500

const isPaise = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= MAX_LOAN_PAISE

function rateBp(value: unknown, error: 'invalidRate' | 'invalidPenalRate'): number {
  const bp = typeof value === 'number' ? percentToBp(value) : null
  const { min, max } = domainRanges.interestPercent
  if (bp === null || bp < min * 100 || bp > max * 100) throw loanErrors.error(error)
  return bp
}

/** An optional date: absent or null is `null` (the service reads it as today). */
function optionalDate(value: unknown): IsoDate | null {
  if (value === undefined || value === null || value === '') return null
  const date = parseIsoDate(value)
  if (date === null) throw loanErrors.error('invalidDate')
  return date
}

function modeAndReference(mode: unknown, reference: unknown): { mode: LoanMode; reference: string | null } {
  if (!isLoanMode(mode)) throw loanErrors.error('invalidMode')
  const text = optionalText(reference)
  if (text !== null && text.length > MAX_REFERENCE) throw loanErrors.error('referenceTooLong')
  if (mode !== 'Cash' && text === null) throw loanErrors.error('referenceRequired')
  return { mode, reference: text }
}

export type OpenLoanBody = {
  valuationId: string
  principal: number
  scheme: LoanScheme
  annualRate: number
  tenureMonths: number
  penalRate?: number
  graceDays?: number
  disbursementMode: LoanMode
  disbursementReference?: string | null
  disbursedOn?: IsoDate | null
  /** Issue 28: required where the shop applies RBI's 2025 gold-lending rules. */
  purpose?: LoanPurpose | null
}

export type OpenLoanInput = {
  valuationId: string
  principal: number
  scheme: LoanScheme
  annualRateBp: number
  tenureMonths: number
  penalRateBp: number
  graceDays: number
  disbursementMode: LoanMode
  disbursementReference: string | null
  /** Null: today. */
  disbursedOn: IsoDate | null
  /** Null: not said (the service requires one where the shop applies the 2025 rules). */
  purpose: LoanPurpose | null
}

/** POST /api/loans, checked field by field in the body's order. */
export function parseOpenLoan(raw: unknown): OpenLoanInput {
  const body = isRecord(raw) ? raw : {}
  if (typeof body.valuationId !== 'string' || body.valuationId.trim() === '')
    throw loanErrors.error('valuationRequired')
  if (!isPaise(body.principal, 100)) throw loanErrors.error('invalidPrincipal')
  if (!isLoanScheme(body.scheme)) throw loanErrors.error('invalidScheme')
  const annualRateBp = rateBp(body.annualRate, 'invalidRate')
  const tenure = body.tenureMonths
  if (typeof tenure !== 'number' || !Number.isInteger(tenure) || tenure < 1 || tenure > MAX_TENURE_MONTHS.EMI)
    throw loanErrors.error('invalidTenure')
  if (tenure > MAX_TENURE_MONTHS[body.scheme]) throw loanErrors.error('shortTermTenure')
  const penalRateBp =
    body.penalRate === undefined || body.penalRate === null ? 0 : rateBp(body.penalRate, 'invalidPenalRate')
  const grace = body.graceDays ?? 0
  if (typeof grace !== 'number' || !Number.isInteger(grace) || grace < 0 || grace > MAX_GRACE_DAYS)
    throw loanErrors.error('invalidGraceDays')
  const { mode, reference } = modeAndReference(body.disbursementMode, body.disbursementReference)
  return {
    valuationId: body.valuationId.trim(),
    principal: body.principal,
    scheme: body.scheme,
    annualRateBp,
    tenureMonths: tenure,
    penalRateBp,
    graceDays: grace,
    disbursementMode: mode,
    disbursementReference: reference,
    disbursedOn: optionalDate(body.disbursedOn),
    purpose: parseLoanPurpose(body.purpose),
  }
}

export type LoanPaymentBody = {
  amount: number
  mode: LoanMode
  reference?: string | null
  paidOn?: IsoDate | null
  idempotencyKey?: string | null
}

export type LoanPaymentInput = {
  amount: number
  mode: LoanMode
  reference: string | null
  paidOn: IsoDate | null
  idempotencyKey: string | null
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/

/** POST /api/loans/{id}/payments. */
export function parseLoanPayment(raw: unknown): LoanPaymentInput {
  const body = isRecord(raw) ? raw : {}
  if (!isPaise(body.amount, 1)) throw loanErrors.error('invalidAmount')
  const { mode, reference } = modeAndReference(body.mode, body.reference)
  const paidOn = optionalDate(body.paidOn)
  const key = body.idempotencyKey ?? null
  if (key !== null && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
    throw loanErrors.error('invalidIdempotencyKey')
  return { amount: body.amount, mode, reference, paidOn, idempotencyKey: key }
}

export type ReleaseBody = { releasedTo: string; sealIntact: boolean; note?: string | null }
export type ReleaseInput = { releasedTo: string; sealIntact: boolean; note: string | null }

/** POST /api/loans/{id}/release. */
export function parseRelease(raw: unknown): ReleaseInput {
  const body = isRecord(raw) ? raw : {}
  const releasedTo = optionalText(body.releasedTo)
  if (releasedTo === null || releasedTo.length < 2 || releasedTo.length > 100)
    throw loanErrors.error('releasedToRequired')
  if (typeof body.sealIntact !== 'boolean') throw loanErrors.error('sealIntactRequired')
  const note = optionalText(body.note)
  if (note !== null && note.length > MAX_NOTE) throw loanErrors.error('noteTooLong')
  return { releasedTo, sealIntact: body.sealIntact, note }
}

export type AuctionBody = { soldOn: IsoDate; amount: number; buyer: string } | { soldOn: IsoDate; failed: true }
export type AuctionInput = { soldOn: IsoDate; sale: { amount: number; buyer: string } | null }

/** POST /api/loans/{id}/auction: a sale `{soldOn, amount, buyer}` or a failed attempt `{soldOn, failed: true}`. */
export function parseAuction(raw: unknown): AuctionInput {
  const body = isRecord(raw) ? raw : {}
  const soldOn = parseIsoDate(body.soldOn)
  if (soldOn === null) throw loanErrors.error('invalidDate')
  if (body.failed === true) return { soldOn, sale: null }
  if (!isPaise(body.amount, 1)) throw loanErrors.error('invalidAmount')
  const buyer = optionalText(body.buyer)
  if (buyer === null || buyer.length < 2 || buyer.length > 100) throw loanErrors.error('buyerRequired')
  return { soldOn, sale: { amount: body.amount, buyer } }
}

export type SurplusPayoutBody = { mode: LoanMode; reference?: string | null }
export type SurplusPayoutInput = { mode: LoanMode; reference: string | null }

/** POST /api/loans/{id}/surplus-payout: how the surplus was handed to the borrower. */
export function parseSurplusPayout(raw: unknown): SurplusPayoutInput {
  const body = isRecord(raw) ? raw : {}
  return modeAndReference(body.mode, body.reference)
}

export const openLoanBody = checkedBody<OpenLoanBody>()(parseOpenLoan)
/** POST /api/loans/{id}/renew: the fields of opening, on the fresh valuation (loans.md section 5). */
export const renewLoanBody = openLoanBody
export const auctionBody = checkedBody<AuctionBody>()(parseAuction)
export const surplusPayoutBody = checkedBody<SurplusPayoutBody>()(parseSurplusPayout)
/** How other money went out or came in (a late release's compensation, a valuation fee): the surplus payout's mode and reference. */
export const modeAndReferenceBody = surplusPayoutBody
export const loanPaymentBody = checkedBody<LoanPaymentBody>()(parseLoanPayment)
export const releaseBody = checkedBody<ReleaseBody>()(parseRelease)

/** `?asOf=`: absent is today. */
export const parseAsOf = (value: unknown): IsoDate | null => optionalDate(value)

export type LoanListQuery = {
  status: LoanStatus | null
  customerId: string | null
  search: string | null
  overdue: boolean
  cursor: string | null
}

/** GET /api/loans query (strings from REST; the same fields from tRPC). */
export function parseLoanListQuery(raw: unknown): LoanListQuery {
  const q = isRecord(raw) ? raw : {}
  const status = optionalText(q.status)
  if (status !== null && !isLoanStatus(status)) throw loanErrors.error('invalidStatusFilter')
  return {
    status: status,
    customerId: optionalText(q.customerId),
    search: optionalText(q.search)?.slice(0, 100) ?? null,
    overdue: q.overdue === true || q.overdue === 'true',
    cursor: optionalText(q.cursor),
  }
}

export const loanListQuery = z
  .object({
    status: z.string().nullish(),
    customerId: z.string().nullish(),
    search: z.string().nullish(),
    overdue: z.boolean().nullish(),
    cursor: z.string().nullish(),
  })
  .transform(parseLoanListQuery)

/** An as-of date (closure quote) for tRPC. */
export const asOfQuery = z
  .object({ id: z.string(), asOf: z.string().nullish() })
  .transform(({ id, asOf }) => ({ id, asOf: parseAsOf(asOf) }))

/** A date from the body, or today when it had none; never after today (loans.md 1.1 and 3). */
export function dateNotAfter(date: IsoDate | null, today: IsoDate): IsoDate {
  if (date === null) return today
  if (date > today) throw loanErrors.error('futureDate')
  return date
}
