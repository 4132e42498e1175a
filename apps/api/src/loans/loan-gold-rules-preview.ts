import { pledgeCapsRefusal, pledgedWeights } from '@gold/core'
import type { LoanQueries } from './loans-repository.ts'

/**
 * What the Disburse and Renew forms need of the shop's 2025 rules (issue 28) before they submit:
 * the borrower's consumption exposure (the tier of a consumption loan) and, when the gold would
 * pass a weight cap, the refusal the server will answer. `exceptLoanId` is a renewal's old loan,
 * whose gold and principal move into the new one.
 */
export async function goldRulesPreview(
  q: LoanQueries,
  valuation: { id: string; customerId: string },
  exceptLoanId: string | null,
) {
  const [others, here, consumptionExposure] = await Promise.all([
    q.pledgedLines(valuation.customerId, exceptLoanId),
    q.valuationLines(valuation.id),
    q.consumptionExposure(valuation.customerId, exceptLoanId),
  ])
  const onOtherLoans = pledgedWeights(others)
  const thisValuation = pledgedWeights(here)
  return {
    consumptionExposure,
    pledged: { onOtherLoans, thisValuation },
    pledgeRefusal: pledgeCapsRefusal(onOtherLoans, thisValuation)?.message ?? null,
  }
}
