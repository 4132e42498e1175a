import { daysBetween, parseIsoDate, type IsoDate } from '@gold/core/shared/india-calendar'
import type { LoanMode } from '@gold/core/loans/loan-input'
import { percentToBp } from '@gold/core/loans/loan-interest'
import { checkLoanToValue, type LtvAnswer, type LtvCeilings } from '@gold/core/loans/loan-ltv'
import { checkConsumptionLoanToValue, consumptionLtvExceededError } from '@gold/core/loans/consumption-ltv'
import type { LoanPurpose } from '@gold/core/loans/loan-purpose'
import { CASH_DISBURSEMENT_LIMIT_PAISE, MAX_LOAN_PAISE } from '@gold/core/shared/money'
import {
  loanSchedule,
  MAX_TENURE_MONTHS,
  maturityOf,
  type LoanScheme,
  type LoanTerms,
} from '@gold/core/loans/loan-schedule'
import { loanErrors, ltvExceededError } from '@gold/core/loans/loans-errors'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import type { ErrorCode, FormErrors } from '@gold/ui'

export type DisburseValues = {
  principal: string
  scheme: LoanScheme
  annualRate: string
  tenureMonths: string
  penalRate: string
  graceDays: string
  mode: LoanMode
  reference: string
  disbursedOn: IsoDate
  /** Issue 28: blank until chosen; required where the shop applies the 2025 rules. */
  purpose: LoanPurpose | ''
}
export type DisburseField = keyof DisburseValues

/** What the loan-to-value test needs besides the form: the gold's value, the borrower's other loans, the shop's ceilings (paise, bp). */
export type LtvContext = {
  valuePaise: number
  existingExposure: number
  ceilings: LtvCeilings
  /** Which value `valuePaise` is (issue 16's regulator's value), and the valuation's own, when the server says. */
  basis?: string | null
  valuationPaise?: number
  /**
   * The shop's 2025 rules (issue 28), when it applies them: a purpose is required, and a
   * consumption loan's tier follows the borrower's other consumption loans (`consumptionExposure`).
   */
  goldRules?: GoldRulesContext | null
}

export type GoldRulesContext = {
  consumptionExposure: number
  /** The server's refusal when the gold would pass a weight cap (1 kg of ornaments, 50 g of coins). */
  pledgeRefusal: string | null
}

/** The LTV context of `loans.preview`: the value the server will test (issue 16's regulator's value, when it says) and why. */
/** The shop's loan defaults the forms start from (tRPC loans.preview `defaults`). */
export type LoanDefaults = { penalRate: number; graceDays: number }

/** The penal-rate fields as the shop's defaults fill them; no penal rate leaves both blank. */
export const penalTermsOf = (d: LoanDefaults): Pick<DisburseValues, 'penalRate' | 'graceDays'> =>
  d.penalRate > 0
    ? { penalRate: String(d.penalRate), graceDays: String(d.graceDays) }
    : { penalRate: '', graceDays: '' }

export const ltvContextOf = (p: {
  valuation: { totalValue: number }
  ltvValue: { paise: number; basis: string }
  existingExposure: number
  ceilings: LtvCeilings
  goldRules?: GoldRulesContext | null
}): LtvContext => ({
  valuePaise: p.ltvValue.paise,
  valuationPaise: p.valuation.totalValue,
  basis: p.ltvValue.basis,
  existingExposure: p.existingExposure,
  ceilings: p.ceilings,
  goldRules: p.goldRules ?? null,
})

/** The 2025 consumption test applies: the shop applies the rules and the loan is not income-generating. */
export const takesConsumptionTest = (v: DisburseValues, ltv: LtvContext | null): boolean =>
  !!ltv?.goldRules && v.purpose !== 'incomeGenerating'

const message = (key: keyof typeof loanErrors.table) => loanErrors.table[key].message
const RATE = /^\d{1,3}(?:\.\d{1,2})?$/
const WHOLE = /^\d{1,3}$/
const MAX_GRACE_DAYS = 90

/** A percent as typed (`12`, `12.5`), in basis points; null when it is not 0 to 100 with at most two decimals. */
export function rateBpOf(text: string): number | null {
  const t = text.trim()
  if (!RATE.test(t)) return null
  const bp = percentToBp(Number(t))
  return bp !== null && bp <= 10_000 ? bp : null
}

const wholeOf = (text: string): number | null => (WHOLE.test(text.trim()) ? Number(text.trim()) : null)

/** The loan's terms once the fields that make them read right, else null. */
export function termsOf(v: DisburseValues, today: IsoDate): LoanTerms | null {
  const principal = parseRupeeInput(v.principal)
  const annualRateBp = rateBpOf(v.annualRate)
  const tenureMonths = wholeOf(v.tenureMonths)
  const disbursedOn = v.disbursedOn.trim() === '' ? today : parseIsoDate(v.disbursedOn)
  if (!principal.ok || annualRateBp === null || tenureMonths === null || disbursedOn === null) return null
  if (tenureMonths < 1 || tenureMonths > MAX_TENURE_MONTHS[v.scheme]) return null
  return { scheme: v.scheme, principal: principal.paise, annualRateBp, tenureMonths, disbursedOn }
}

/** The loan-to-value request of the form as the server builds it; null while a bullet loan lacks rate or tenure. */
function ltvRequestOf(v: DisburseValues, today: IsoDate, ltv: LtvContext) {
  const principal = parseRupeeInput(v.principal)
  const terms = termsOf(v, today)
  if (v.scheme === 'BULLET' && !terms) return null
  return {
    valuePaise: ltv.valuePaise,
    existingExposure:
      takesConsumptionTest(v, ltv) && ltv.goldRules ? ltv.goldRules.consumptionExposure : ltv.existingExposure,
    principal: principal.ok ? principal.paise : 1,
    bullet:
      terms && v.scheme === 'BULLET'
        ? { annualRateBp: terms.annualRateBp, days: daysBetween(terms.disbursedOn, maturityOf(terms)) }
        : null,
    ceilings: ltv.ceilings,
  }
}

/**
 * The loan-to-value test as the server runs it (loans.md 1.1, or the 2025 consumption tiers where
 * the shop applies them), for the principal on screen (or, with no valid principal yet, for ₹1,
 * which still gives the largest principal allowed). Bullet loans are tested with their interest
 * to maturity, so their headroom waits for rate and tenure.
 */
export function ltvOf(v: DisburseValues, today: IsoDate, ltv: LtvContext): LtvAnswer | null {
  const request = ltvRequestOf(v, today, ltv)
  if (!request) return null
  return takesConsumptionTest(v, ltv) ? checkConsumptionLoanToValue(request) : checkLoanToValue(request)
}

/** The refusal the server would answer for this principal, or null when it passes. */
function ltvRefusalOf(v: DisburseValues, today: IsoDate, ltv: LtvContext): string | null {
  const request = ltvRequestOf(v, today, ltv)
  if (!request) return null
  if (!takesConsumptionTest(v, ltv)) {
    const answer = checkLoanToValue(request)
    return answer.permitted ? null : ltvExceededError(answer.maxPrincipal).message
  }
  const answer = checkConsumptionLoanToValue(request)
  return answer.permitted ? null : consumptionLtvExceededError(request, answer).message
}

/**
 * Every problem with the form, by field, with the API's messages (core's loan errors), so the
 * clerk sees a refusal before sending: cash at ₹20,000 or more, a principal over the LTV limit.
 */
export function disburseProblems(v: DisburseValues, today: IsoDate, ltv: LtvContext | null): FormErrors<DisburseField> {
  const errors: FormErrors<DisburseField> = {}
  const principal = parseRupeeInput(v.principal)
  if (!principal.ok) errors.principal = principal.message
  else if (principal.paise < 100 || principal.paise > MAX_LOAN_PAISE) errors.principal = message('invalidPrincipal')
  if (rateBpOf(v.annualRate) === null) errors.annualRate = message('invalidRate')
  const tenure = wholeOf(v.tenureMonths)
  if (tenure === null || tenure < 1 || tenure > MAX_TENURE_MONTHS.EMI) errors.tenureMonths = message('invalidTenure')
  else if (tenure > MAX_TENURE_MONTHS[v.scheme]) errors.tenureMonths = message('shortTermTenure')
  if (v.penalRate.trim() !== '' && rateBpOf(v.penalRate) === null) errors.penalRate = message('invalidPenalRate')
  const grace = wholeOf(v.graceDays)
  if (v.graceDays.trim() !== '' && (grace === null || grace > MAX_GRACE_DAYS))
    errors.graceDays = message('invalidGraceDays')
  const reference = v.reference.trim()
  if (reference.length > 100) errors.reference = message('referenceTooLong')
  else if (v.mode !== 'Cash' && reference === '') errors.reference = message('referenceRequired')
  const date = v.disbursedOn.trim() === '' ? today : parseIsoDate(v.disbursedOn)
  if (date === null) errors.disbursedOn = message('invalidDate')
  else if (date > today) errors.disbursedOn = message('futureDate')
  if (principal.ok && v.mode === 'Cash' && principal.paise >= CASH_DISBURSEMENT_LIMIT_PAISE)
    errors.mode = message('cashDisbursementLimit')
  if (ltv?.goldRules && v.purpose === '') errors.purpose = message('purposeRequired')
  if (principal.ok && !errors.principal && ltv) {
    const refusal = ltvRefusalOf(v, today, ltv)
    if (refusal) errors.principal = refusal
  }
  return errors
}

/** Where a server refusal belongs on the form, by its code; anything else shows above it. */
export const DISBURSE_ERROR_FIELDS = {
  ltvExceeded: 'principal',
  consumptionLtvExceeded: 'principal',
  purposeRequired: 'purpose',
  invalidPurpose: 'purpose',
  invalidPrincipal: 'principal',
  cashDisbursementLimit: 'mode',
  invalidRate: 'annualRate',
  invalidTenure: 'tenureMonths',
  shortTermTenure: 'tenureMonths',
  invalidPenalRate: 'penalRate',
  invalidGraceDays: 'graceDays',
  referenceRequired: 'reference',
  referenceTooLong: 'reference',
  futureDate: 'disbursedOn',
  invalidDate: 'disbursedOn',
} as const satisfies Partial<Record<ErrorCode<typeof loanErrors>, DisburseField>>

export type DisburseBody = {
  valuationId: string
  principal: number
  scheme: LoanScheme
  annualRate: number
  tenureMonths: number
  penalRate: number
  graceDays: number
  disbursementMode: LoanMode
  disbursementReference?: string
  disbursedOn: IsoDate
  purpose?: LoanPurpose
}

/** The request body of a form without problems: principal in paise, rates in percent. */
export function disburseBody(valuationId: string, v: DisburseValues, today: IsoDate): DisburseBody {
  const terms = termsOf(v, today)
  if (!terms) throw new Error('disburseBody needs valid terms')
  const reference = v.reference.trim()
  return {
    valuationId,
    principal: terms.principal,
    scheme: v.scheme,
    annualRate: terms.annualRateBp / 100,
    tenureMonths: terms.tenureMonths,
    penalRate: (rateBpOf(v.penalRate) ?? 0) / 100,
    graceDays: wholeOf(v.graceDays) ?? 0,
    disbursementMode: v.mode,
    ...(v.mode !== 'Cash' && reference ? { disbursementReference: reference } : {}),
    disbursedOn: terms.disbursedOn,
    ...(v.purpose !== '' && { purpose: v.purpose }),
  }
}

/** The schedule the loan will be opened with, for the confirmation. */
export const scheduleOf = (v: DisburseValues, today: IsoDate) => {
  const terms = termsOf(v, today)
  return terms ? { terms, maturityOn: maturityOf(terms), dues: loanSchedule(terms) } : null
}
