import { formatPaise } from '../shared/indian-format.ts'

/**
 * Detail of a customer's VALUATION timeline event (spec 2.13): a label, ' · ' (U+00B7 between
 * single spaces), and an amount in Indian grouping. Only a type of exactly 'loan' is labelled
 * Loan, and it shows the estimated loan (the amount lent); 'sell' and 'certificate' (and any
 * other stored value) are labelled Sell and show the total value of the gold.
 */
export function valuationTimelineDetail(valuation: {
  type: string
  totalValuePaise: number
  estimatedLoanPaise: number
}): string {
  return valuation.type === 'loan'
    ? `Loan · ${formatPaise(valuation.estimatedLoanPaise)}`
    : `Sell · ${formatPaise(valuation.totalValuePaise)}`
}
