import type { LoanAsOf } from './loan-as-of.ts'

/** loans.md section 8: the book of open loans (Active and AuctionNoticed) at the end of a day. */
export type PortfolioReport = {
  activeLoans: number
  principal: number
  interest: number
  penalCharges: number
  /** Grams of fine gold pledged, to the centigram like the valuations. */
  fineGoldGrams: number
  /** Open loans with an uncovered due date before the day. */
  overdueLoans: number
}

export function portfolioOf(loans: readonly LoanAsOf[]): PortfolioReport {
  let centigrams = 0
  const report: PortfolioReport = {
    activeLoans: loans.length,
    principal: 0,
    interest: 0,
    penalCharges: 0,
    fineGoldGrams: 0,
    overdueLoans: 0,
  }
  for (const l of loans) {
    report.principal += l.principal
    report.interest += l.interest
    report.penalCharges += l.penalCharges
    centigrams += Math.round(l.fineGoldGrams * 100)
    if (l.daysPastDue > 0) report.overdueLoans++
  }
  report.fineGoldGrams = centigrams / 100
  return report
}

export const AGEING_BUCKETS = ['current', '1-30', '31-60', '61-90', '91+'] as const
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]
export type AgeingReport = Record<AgeingBucket, { loans: number; principal: number }>

/** The bucket of a loan's days past due (0 is `current`). */
export function ageingBucketOf(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'current'
  if (daysPastDue <= 30) return '1-30'
  if (daysPastDue <= 60) return '31-60'
  if (daysPastDue <= 90) return '61-90'
  return '91+'
}

/** Open loans by days past due, with their principal outstanding; every bucket is present. */
export function ageingOf(loans: readonly LoanAsOf[]): AgeingReport {
  const report = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, { loans: 0, principal: 0 }])) as AgeingReport
  for (const l of loans) {
    const bucket = report[ageingBucketOf(l.daysPastDue)]
    bucket.loans++
    bucket.principal += l.principal
  }
  return report
}
