import { parseReason } from './corrections-input.ts'
import { type LtvCeilings } from '../loans/loan-ltv.ts'
import { type Shortfall, shortfallOf } from '../reports/shortfall.ts'
import { defineErrors } from '../shared/domain-error.ts'
import { isRecord } from '../shared/is-record.ts'
import { type Paise, scaleRounded } from '../shared/money.ts'
import { checkedBody } from '../shared/request-body.ts'
import { exceedsLength, textLimits } from '../shared/text-limits.ts'
import { optionalTextAsSent } from '../shared/text.ts'
import { type OrnamentLine, type PricedOrnament, parseOrnament } from '../valuations/ornament-calculation.ts'
import { type ValuationResult, checkValuationTotals, computeValuation } from '../valuations/valuation-calculation.ts'
import type { OrnamentBody } from '../valuations/valuation-input.ts'
import { valuationErrors } from '../valuations/valuations-errors.ts'

/** Issue 26's valuation corrections (our wording), with their status codes. */
export const valuationCorrectionErrors = defineErrors({
  alreadyCorrected: [409, 'This valuation has already been corrected: correct its newest version.'],
  loanNotActive: [400, 'The loan on this valuation is no longer active: its valuation cannot be corrected.'],
  nothingChanged: [400, 'The correction changes nothing: change an ornament or the appraiser’s note.'],
})

/** `{ornaments, appraiserNote?, reason}`: the appraisal as it should read, and why. */
export type ValuationCorrectionBody = { ornaments?: OrnamentBody[]; appraiserNote?: string | null; reason?: string }
export type ValuationCorrectionInput = {
  ornaments: OrnamentLine[]
  /** Absent: the note stays as it was; null or blank clears it. */
  appraiserNote?: string | null
  reason: string
}

/**
 * What a correction may change is the appraisal: the ornaments (type, quantity, purity, weights,
 * photos, purity test) and the appraiser's note. The borrower, type, the day's gold rate, fee,
 * loan-to-value percentage and interest stay the corrected valuation's: a new price is a new
 * valuation, not a correction. Ornaments are checked by the create's rules and messages; the reason
 * as every correction's (3 to 500 characters).
 */
function parseValuationCorrection(raw: unknown): ValuationCorrectionInput {
  const body = isRecord(raw) ? raw : {}
  if (!Array.isArray(body.ornaments) || body.ornaments.length === 0)
    throw valuationErrors.error('missingRequiredFields')
  const ornaments = body.ornaments.map((o: unknown) => parseOrnament(o))
  if (exceedsLength(body.appraiserNote, textLimits.note)) throw valuationErrors.error('appraiserNoteTooLong')
  const reason = parseReason(raw)
  if (!('appraiserNote' in body)) return { ornaments, reason }
  return { ornaments, appraiserNote: optionalTextAsSent(body.appraiserNote), reason }
}

export const valuationCorrectionInput = checkedBody<ValuationCorrectionBody>()(parseValuationCorrection)

/** The corrected valuation as stored: what the new version keeps and what it is compared with. */
export type CorrectedValuation = {
  type: string
  goldRatePaise: Paise
  valuationFeePaise: Paise
  ltvPercentage: number | null
  interestRate: number | null
  totalValuePaise: Paise
  estimatedLoanPaise: Paise
  appraiserNote: string | null
  ornaments: readonly Omit<PricedOrnament, 'grossWeight' | 'deduction' | 'estimatedValuePaise' | 'netWeightMg'>[]
  /** Corrected before (a ValuationCorrection names it): only its newest version can be corrected. */
  superseded: boolean
}

/** The loan opened on it, as of today: only an Active one moves to the new version. */
export type LoanOnValuation = {
  status: string
  /** What closes the loan today (paise). */
  outstandingTotal: Paise
  /** Principal outstanding on all the borrower's open loans (picks the tier). */
  exposure: Paise
  ceilings: LtvCeilings
}

export type ValuationCorrectionPlan = {
  valuation: ValuationResult
  appraiserNote: string | null
  /** The loan's loan-to-value at the corrected value; null without a loan. */
  loanToValue: Shortfall | null
}

const LINE_FIELDS = [
  'type',
  'quantity',
  'purity',
  'grossWeightMg',
  'deductionMg',
  'imageUrl',
  'imageUrl2',
  'purityMethod',
  'purityVerified',
  'kind',
] as const

const sameLines = (a: CorrectedValuation['ornaments'], b: readonly PricedOrnament[]) =>
  a.length === b.length && a.every((line, i) => LINE_FIELDS.every((f) => line[f] === b[i]![f]))

/**
 * A valuation's estimated loan lowered to a requested amount keeps that request: the corrected
 * version's estimate is the value x LTV% lowered to the same amount, so a correction never raises
 * a loan proposal the borrower did not ask for.
 */
function requestedRupees(old: CorrectedValuation): number | null {
  if (old.ltvPercentage === null) return null
  const cap = scaleRounded((old.totalValuePaise * old.ltvPercentage) / 100, 0)
  return old.estimatedLoanPaise < cap ? old.estimatedLoanPaise / 100 : null
}

/**
 * The rules of correcting a valuation by a new version (issue 26), in order:
 * 1. only the newest version can be corrected (409: a second correction of the same one, or the
 *    loser of two at once);
 * 2. a valuation with a loan can be corrected only while the loan is `Active`: the loan moves to
 *    the new version (its gold is the same, only its appraisal changes); a closed, released,
 *    renewed or auctioned loan's valuation is history and stays as it was;
 * 3. the new version is priced as the create prices it, at the corrected valuation's own rate;
 * 4. it must change something.
 * The loan's loan-to-value at the corrected value is answered, not refused: a true appraisal that
 * puts the loan above its permitted ratio is a shortfall the shop must see and act on, and
 * refusing it would keep a false value on the books.
 */
export function planValuationCorrection(
  old: CorrectedValuation,
  input: ValuationCorrectionInput,
  loan: LoanOnValuation | null,
): ValuationCorrectionPlan {
  if (old.superseded) throw valuationCorrectionErrors.error('alreadyCorrected')
  if (loan && loan.status !== 'Active') throw valuationCorrectionErrors.error('loanNotActive')
  const computed = computeValuation({
    type: old.type,
    ornaments: input.ornaments,
    rate22kPaise: old.goldRatePaise,
    ltvPercentage: old.ltvPercentage,
    interestRate: old.interestRate,
    requestedLoanAmount: requestedRupees(old),
  })
  checkValuationTotals(computed)
  const valuation = { ...computed, valuationFeePaise: old.valuationFeePaise, emiInstallments: null }
  const appraiserNote = input.appraiserNote === undefined ? old.appraiserNote : input.appraiserNote
  if (sameLines(old.ornaments, computed.ornaments) && appraiserNote === old.appraiserNote)
    throw valuationCorrectionErrors.error('nothingChanged')
  const loanToValue = loan
    ? shortfallOf({
        outstandingTotal: loan.outstandingTotal,
        goldValue: computed.totalValuePaise,
        exposure: loan.exposure,
        ceilings: loan.ceilings,
      })
    : null
  return { valuation, appraiserNote, loanToValue }
}
