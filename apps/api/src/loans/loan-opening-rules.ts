import {
  type ClosingRate,
  type IsoDate,
  type LoanPurpose,
  type LtvValue,
  type OpenLoanInput,
  checkConsumptionLoanToValue,
  checkLoanToValue,
  checkPledgeCaps,
  consumptionLtvExceededError,
  daysBetween,
  loanToValueTest,
  ltvExceededError,
  pledgedWeights,
  requiredPurpose,
} from '@gold/core'
import { ltvValueOf } from './loan-ltv-value.ts'
import type { LoanQueries } from './loans-repository.ts'

export type OpeningRulesInput = {
  valuation: { id: string; customerId: string; totalValuePaise: number }
  input: OpenLoanInput
  disbursedOn: IsoDate
  maturityOn: IsoDate
  closings: readonly ClosingRate[]
  /** Principal the borrower's open exposure already counts that moves into this loan (a renewal's). */
  exposureTakenOver: number
  /** A renewal's old loan: its gold and principal move into this loan, and its purpose is kept unless the body names one. */
  renewedFrom: { id: string; purpose: LoanPurpose | null } | null
}

/**
 * What a new loan (fresh or renewed) must pass before it is written, in the borrower's locked
 * transaction. With the shop's 2025 rules off, loans.md's loan-to-value test alone, as always.
 * With them on (issue 28, RBI's 2025 gold-lending directions), in order: a purpose; the borrower's
 * pledged ornaments at most 1 kg and coins at most 50 g across their live loans; and the
 * loan-to-value test of the purpose (core `loanToValueTest`). Answers the value tested and the
 * purpose to store.
 */
export async function checkOpeningRules(
  tx: LoanQueries,
  o: OpeningRulesInput,
): Promise<{ ltvValue: LtvValue; purpose: LoanPurpose | null }> {
  const { valuation, input } = o
  const settings = await tx.settings()
  const rules2025 = settings.goldRules2025
  const purpose = requiredPurpose(input.purpose, o.renewedFrom?.purpose ?? null, rules2025)
  const except = o.renewedFrom?.id ?? null
  if (rules2025) {
    const [others, here] = await Promise.all([
      tx.pledgedLines(valuation.customerId, except),
      tx.valuationLines(valuation.id),
    ])
    checkPledgeCaps(pledgedWeights(others), pledgedWeights(here))
  }

  const ltvValue = await ltvValueOf(tx, valuation, o.closings, o.disbursedOn)
  const request = {
    valuePaise: ltvValue.paise,
    principal: input.principal,
    bullet:
      input.scheme === 'BULLET'
        ? { annualRateBp: input.annualRateBp, days: daysBetween(o.disbursedOn, o.maturityOn) }
        : null,
    ceilings: settings.ceilings,
  }
  if (loanToValueTest(rules2025, purpose) === 'consumption') {
    const consumption = { ...request, existingExposure: await tx.consumptionExposure(valuation.customerId, except) }
    const answer = checkConsumptionLoanToValue(consumption)
    if (!answer.permitted) throw consumptionLtvExceededError(consumption, answer)
  } else {
    const existingExposure = (await tx.openExposure(valuation.customerId)) - o.exposureTakenOver
    const answer = checkLoanToValue({ ...request, existingExposure })
    if (!answer.permitted) throw ltvExceededError(answer.maxPrincipal)
  }
  return { ltvValue, purpose }
}
