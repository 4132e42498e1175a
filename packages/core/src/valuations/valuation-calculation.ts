import { domainRanges, inDomainRange } from '../shared/domain-ranges.ts'
import { exceedsLength, textLimits } from '../shared/text-limits.ts'
import { parseEmiInstallments } from './emi-schedule.ts'
import { valuationErrors } from './valuations-errors.ts'
import { isBlank, parseNumeric, round2, sum2, toHundredths } from './numbers.ts'
import { type OrnamentLine, type PricedOrnament, parseOrnament, priceOrnament } from './ornament-calculation.ts'
import { rate24kFrom22k } from './purity.ts'
import { isRecord } from '../shared/is-record.ts'

export const VALUATION_TYPES = ['loan', 'sell', 'certificate'] as const
export type ValuationType = (typeof VALUATION_TYPES)[number]

/** LTV applied when a loan is sent without a usable ltvPercentage (spec section 8). */
export const DEFAULT_LTV_PERCENTAGE = 75

/** Anything but the three known types is stored as `loan` (spec 4.5). */
export function storedValuationType(raw: unknown): ValuationType {
  return (VALUATION_TYPES as readonly unknown[]).includes(raw) ? (raw as ValuationType) : 'loan'
}

/** Blank or unparseable means 75; an explicit 0 is honoured; clamped to 0-100. */
export function parseLtvPercentage(raw: unknown): number {
  const value = isBlank(raw) ? null : parseNumeric(raw)
  if (value === null) return DEFAULT_LTV_PERCENTAGE
  return Math.min(100, Math.max(0, value))
}

/** Annual percent as sent; blank or unparseable means null (no interest). */
export function parseInterestRate(raw: unknown): number | null {
  return parseNumeric(raw)
}

/** Rupees, clamped to >= 0 and rounded to the paisa; blank or unparseable means 0. */
export function parseValuationFee(raw: unknown): number {
  return round2(Math.max(0, parseNumeric(raw) ?? 0))
}

export type ValuationInput = {
  /** The raw `type` sent: loan behaviour keys off this, not the stored fallback. */
  type: unknown
  ornaments: readonly OrnamentLine[]
  /** The 22K rate per gram that prices this valuation (live or bank basis). */
  rate22k: number
  valuationFee?: unknown
  ltvPercentage?: unknown
  interestRate?: unknown
  requestedLoanAmount?: unknown
  emiInstallments?: unknown
}

export type ValuationResult = {
  storedType: ValuationType
  isLoan: boolean
  rate22k: number
  rate24k: number
  ornaments: PricedOrnament[]
  totalGrossWeight: number
  totalNetWeight: number
  totalValue: number
  valuationFee: number
  ltvPercentage: number | null
  interestRate: number | null
  estimatedLoan: number
  /** Installments to schedule, or null when no schedule is generated. */
  emiInstallments: number | null
}

/**
 * Everything the server stores for a valuation, computed from validated ornaments. Also safe in
 * the browser for live figures while staff type.
 *
 * - Totals: gross = sum of grossWeight x quantity; net and value = sums of the priced lines (each
 *   already x quantity); all to two decimals.
 * - Loan fields apply only when the raw type is exactly 'loan' (spec 2.9 rule 6): an omitted or
 *   unknown type is stored as a loan with null LTV, null interest, estimatedLoan 0, no schedule.
 * - estimatedLoan = totalValue x LTV%, lowered to requestedLoanAmount when that is > 0; paisa.
 * - valuationFee is recorded only: it never changes weights, value or the estimated loan.
 * - A schedule is generated only for a loan with an estimatedLoan above zero.
 */
export function computeValuation(input: ValuationInput): ValuationResult {
  const rate24k = rate24kFrom22k(input.rate22k)
  const ornaments = input.ornaments.map((line) => priceOrnament(line, rate24k))
  const totalValue = sum2(ornaments.map((o) => o.estimatedValue))
  const isLoan = input.type === 'loan'
  const ltvPercentage = isLoan ? parseLtvPercentage(input.ltvPercentage) : null
  const estimatedLoan = ltvPercentage === null ? 0 : loanAmount(totalValue, ltvPercentage, input.requestedLoanAmount)
  return {
    storedType: storedValuationType(input.type),
    isLoan,
    rate22k: input.rate22k,
    rate24k,
    ornaments,
    totalGrossWeight: sum2(ornaments.map((o) => round2(o.grossWeight * o.quantity))),
    totalNetWeight: sum2(ornaments.map((o) => o.netWeight)),
    totalValue,
    valuationFee: parseValuationFee(input.valuationFee),
    ltvPercentage,
    interestRate: isLoan ? parseInterestRate(input.interestRate) : null,
    estimatedLoan,
    emiInstallments: isLoan && estimatedLoan > 0 ? parseEmiInstallments(input.emiInstallments) : null,
  }
}

function loanAmount(totalValue: number, ltvPercentage: number, requestedRaw: unknown): number {
  const capPaise = toHundredths((totalValue * ltvPercentage) / 100)
  const requested = parseNumeric(requestedRaw)
  if (requested === null || requested <= 0) return capPaise / 100
  return Math.min(capPaise, toHundredths(requested)) / 100
}

export type ValuationRequest = { customerId: string; ornaments: OrnamentLine[] }

/**
 * Top-level checks of POST /api/valuations in the spec's order: customerId and a non-empty
 * ornaments array first ('Missing required fields or valid ornaments'), then each ornament in
 * turn (first failure wins). customerId must be a non-blank string. Then the domain ranges and
 * length caps the spec leaves open (`checkValuationFields`). Throws DomainError.
 */
export function validateValuationRequest(body: unknown): ValuationRequest {
  const input: Record<string, unknown> = isRecord(body) ? body : {}
  const { customerId, ornaments } = input
  if (
    typeof customerId !== 'string' ||
    customerId.trim() === '' ||
    !Array.isArray(ornaments) ||
    ornaments.length === 0
  ) {
    throw valuationErrors.error('missingRequiredFields')
  }
  const request = { customerId, ornaments: ornaments.map((raw: unknown) => parseOrnament(raw)) }
  checkValuationFields(input)
  return request
}

/**
 * Ranges and caps of the valuation-level fields (issue 13), where the spec's leniency ends: a fee
 * above `domainRanges.rupees.max` (the spec only clamps it to >= 0), a parseable interest rate
 * outside 0-100% on a loan (unparseable still means none; other types ignore it), and over-long
 * appraiser name, note or receipt URL. LTV and installments need no check: the spec clamps them.
 */
export function checkValuationFields(input: Record<string, unknown>): void {
  if (parseValuationFee(input.valuationFee) > domainRanges.rupees.max)
    throw valuationErrors.error('valuationFeeOverCap')
  const interestRate = input.type === 'loan' ? parseInterestRate(input.interestRate) : null
  if (interestRate !== null && !inDomainRange(interestRate, domainRanges.interestPercent)) {
    throw valuationErrors.error('invalidInterestRate')
  }
  // Rates are percent with at most two decimals (loans.md): a tiny positive one such as 5e-324
  // would otherwise underflow the monthly rate to 0 and break the schedule's formula.
  if (interestRate !== null && round2(interestRate) !== interestRate)
    throw valuationErrors.error('interestRateDecimals')
  if (exceedsLength(input.appraiserName, textLimits.personName)) throw valuationErrors.error('appraiserNameTooLong')
  if (exceedsLength(input.appraiserNote, textLimits.note)) throw valuationErrors.error('appraiserNoteTooLong')
  if (exceedsLength(input.ornamentReceiptUrl, textLimits.url)) throw valuationErrors.error('urlTooLong')
}

/**
 * The computed totals must stay inside `domainRanges.valuationTotalRupees` (so the loan and its
 * schedule stay exact to the paisa): the inputs are each in range, but enough lines of 1,000
 * ornaments of 1 kg would not be. Throws DomainError.
 */
export function checkValuationTotals(result: Pick<ValuationResult, 'totalValue'>): void {
  if (!inDomainRange(result.totalValue, domainRanges.valuationTotalRupees))
    throw valuationErrors.error('totalValueOverCap')
}
