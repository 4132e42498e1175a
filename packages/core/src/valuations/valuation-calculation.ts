import { domainRanges, inDomainRange } from '../shared/domain-ranges.ts'
import { exceedsLength, textLimits } from '../shared/text-limits.ts'
import { parseEmiInstallments } from './emi-schedule.ts'
import { valuationErrors } from './valuations-errors.ts'
import { isBlank, parseNumeric, round2 } from './numbers.ts'
import { type OrnamentLine, type PricedOrnament, parseOrnament, priceOrnament } from './ornament-calculation.ts'
import { rate24kPaiseFrom22k } from './purity.ts'
import { type Paise, rupeesToPaise, scaleRounded, sumPaise } from '../shared/money.ts'
import { type Milligrams, roundToCentigram } from '../shared/weight.ts'
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

/** Rupees as sent, clamped to >= 0, in paise rounded to the paisa; blank or unparseable means 0. */
export function parseValuationFee(raw: unknown): Paise {
  return rupeesToPaise(Math.max(0, parseNumeric(raw) ?? 0))
}

export type ValuationInput = {
  /** The raw `type` sent: loan behaviour keys off this, not the stored fallback. */
  type: unknown
  ornaments: readonly OrnamentLine[]
  /** The 22K rate in paise per gram that prices this valuation (live or bank basis). */
  rate22kPaise: Paise
  /** The request's fields as sent (rupees, percent, a count): parsed here. */
  valuationFee?: unknown
  ltvPercentage?: unknown
  interestRate?: unknown
  requestedLoanAmount?: unknown
  emiInstallments?: unknown
}

export type ValuationResult = {
  storedType: ValuationType
  isLoan: boolean
  rate22kPaise: Paise
  rate24kPaise: Paise
  ornaments: PricedOrnament[]
  totalGrossWeightMg: Milligrams
  totalNetWeightMg: Milligrams
  totalValuePaise: Paise
  valuationFeePaise: Paise
  ltvPercentage: number | null
  interestRate: number | null
  estimatedLoanPaise: Paise
  /** Installments to schedule, or null when no schedule is generated. */
  emiInstallments: number | null
}

/**
 * Everything the server stores for a valuation, in integer paise and milligrams, computed from
 * validated ornaments. Also safe in the browser for live figures while staff type.
 *
 * - Totals: gross = sum of grossWeight x quantity, each line to two decimals of a gram (10 mg);
 *   net and value = sums of the priced lines (each already x quantity).
 * - Loan fields apply only when the raw type is exactly 'loan' (spec 2.9 rule 6): an omitted or
 *   unknown type is stored as a loan with null LTV, null interest, estimatedLoan 0, no schedule.
 * - estimatedLoan = totalValue x LTV%, lowered to requestedLoanAmount when that is > 0; paisa.
 * - valuationFee is recorded only: it never changes weights, value or the estimated loan.
 * - A schedule is generated only for a loan with an estimatedLoan above zero.
 */
export function computeValuation(input: ValuationInput): ValuationResult {
  const rate24kPaise = rate24kPaiseFrom22k(input.rate22kPaise)
  const ornaments = input.ornaments.map((line) => priceOrnament(line, rate24kPaise))
  const totalValuePaise = sumPaise(ornaments.map((o) => o.estimatedValuePaise))
  const isLoan = input.type === 'loan'
  const ltvPercentage = isLoan ? parseLtvPercentage(input.ltvPercentage) : null
  const estimatedLoanPaise =
    ltvPercentage === null ? 0 : loanPaise(totalValuePaise, ltvPercentage, input.requestedLoanAmount)
  return {
    storedType: storedValuationType(input.type),
    isLoan,
    rate22kPaise: input.rate22kPaise,
    rate24kPaise,
    ornaments,
    totalGrossWeightMg: sumPaise(ornaments.map((o) => roundToCentigram(o.grossWeightMg * o.quantity))),
    totalNetWeightMg: sumPaise(ornaments.map((o) => o.netWeightMg)),
    totalValuePaise,
    valuationFeePaise: parseValuationFee(input.valuationFee),
    ltvPercentage,
    interestRate: isLoan ? parseInterestRate(input.interestRate) : null,
    estimatedLoanPaise,
    emiInstallments: isLoan && estimatedLoanPaise > 0 ? parseEmiInstallments(input.emiInstallments) : null,
  }
}

/** totalValue x LTV%, lowered to the requested amount (rupees as sent) when that is > 0. */
function loanPaise(totalValuePaise: Paise, ltvPercentage: number, requestedRaw: unknown): Paise {
  const capPaise = scaleRounded((totalValuePaise * ltvPercentage) / 100, 0)
  const requested = parseNumeric(requestedRaw)
  if (requested === null || requested <= 0) return capPaise
  return Math.min(capPaise, rupeesToPaise(requested))
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
  if (parseValuationFee(input.valuationFee) > rupeesToPaise(domainRanges.rupees.max))
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
export function checkValuationTotals(result: Pick<ValuationResult, 'totalValuePaise'>): void {
  const { min, max } = domainRanges.valuationTotalRupees
  if (!inDomainRange(result.totalValuePaise, { min: rupeesToPaise(min), max: rupeesToPaise(max) }))
    throw valuationErrors.error('totalValueOverCap')
}
