import type { LoanAsOf } from './loan-as-of.ts'
import { type AgeingReport, type PortfolioReport, ageingOf, portfolioOf } from './report-figures.ts'

/**
 * The figures of a shop's day that the portfolio, the ageing and the outstanding chart read: what a
 * day's stored row holds. Integers only (paise, centigrams of fine gold), so partial figures of
 * pages of loans add up exactly to the figures of the whole book.
 */
export type DayFigures = {
  activeLoans: number
  principal: number
  interest: number
  penalCharges: number
  fineGoldCentigrams: number
  overdueLoans: number
  ageing: AgeingReport
}

export function dayFiguresOf(loans: readonly LoanAsOf[]): DayFigures {
  const p = portfolioOf(loans)
  return {
    activeLoans: p.activeLoans,
    principal: p.principal,
    interest: p.interest,
    penalCharges: p.penalCharges,
    fineGoldCentigrams: Math.round(p.fineGoldGrams * 100),
    overdueLoans: p.overdueLoans,
    ageing: ageingOf(loans),
  }
}

/** The figures of two sets of loans taken together. */
export function addDayFigures(a: DayFigures, b: DayFigures): DayFigures {
  const ageing = Object.fromEntries(
    Object.entries(a.ageing).map(([bucket, x]) => {
      const y = b.ageing[bucket as keyof AgeingReport]
      return [bucket, { loans: x.loans + y.loans, principal: x.principal + y.principal }]
    }),
  ) as AgeingReport
  return {
    activeLoans: a.activeLoans + b.activeLoans,
    principal: a.principal + b.principal,
    interest: a.interest + b.interest,
    penalCharges: a.penalCharges + b.penalCharges,
    fineGoldCentigrams: a.fineGoldCentigrams + b.fineGoldCentigrams,
    overdueLoans: a.overdueLoans + b.overdueLoans,
    ageing,
  }
}

/** loans.md 8's portfolio from a day's figures. */
export const portfolioOfFigures = (f: DayFigures): PortfolioReport => ({
  activeLoans: f.activeLoans,
  principal: f.principal,
  interest: f.interest,
  penalCharges: f.penalCharges,
  fineGoldGrams: f.fineGoldCentigrams / 100,
  overdueLoans: f.overdueLoans,
})
