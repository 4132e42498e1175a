import { formatRupeeFigure } from '../shared/money.ts'
import { type LtvAnswer, type LtvRequest, checkLoanToValue, exposureWith } from './loan-ltv.ts'
import { type LoanPurpose, countsAsConsumption } from './loan-purpose.ts'
import { loanErrors } from './loans-errors.ts'

/**
 * Which loan-to-value test a new loan takes. loans.md's (every loan, the tier picked by principal
 * outstanding on all the borrower's open loans) unless the shop applies RBI's 2025 directions and
 * the loan is a consumption loan: then the tier is picked by the borrower's consumption loans, with
 * this loan counted at its tested amount (a bullet loan's interest to maturity included). An
 * income-generating loan keeps loans.md's test: the directions leave its ratio to the lender's
 * policy, and the contract's test is never looser than today.
 */
export const loanToValueTest = (goldRules2025: boolean, purpose: LoanPurpose | null): 'contract' | 'consumption' =>
  goldRules2025 && countsAsConsumption(purpose) ? 'consumption' : 'contract'

/** The 2025 consumption tiers: `existingExposure` is the principal outstanding on the borrower's other consumption loans. */
export type ConsumptionLtvRequest = Omit<LtvRequest, 'tierByTestedAmount'>

export const checkConsumptionLoanToValue = (request: ConsumptionLtvRequest): LtvAnswer =>
  checkLoanToValue({ ...request, tierByTestedAmount: true })

const percentOf = (bp: number) => String(bp / 100)

/** 400 naming the tier's ratio, the consumption total that picked it and the largest principal that passes (whole rupees). */
export function consumptionLtvExceededError(request: ConsumptionLtvRequest, answer: LtvAnswer) {
  const total = exposureWith({ ...request, tierByTestedAmount: true }, request.principal)
  return loanErrors.error('consumptionLtvExceeded', {
    message:
      `Consumption loan exceeds the permitted loan-to-value (${percentOf(answer.ratioBp)}% for this borrower’s ` +
      `${formatRupeeFigure(total)} of consumption loans): ` +
      `at most ${formatRupeeFigure(Math.floor(answer.maxPrincipal / 100) * 100)} for this loan.`,
  })
}
