import type { LoanPosition } from './loan-position.ts'

/** For core's tests: a loan just opened (₹1,00,000 at 12% unless told), nothing posted since the disbursement. */
export const openedLoan = (
  over: Partial<LoanPosition> & { principal?: number; disbursedOn?: string } = {},
): LoanPosition => {
  const { principal = 10_000_000, disbursedOn = '2026-01-01', ...rest } = over
  return {
    annualRateBp: 1200,
    penalRateBp: 0,
    graceDays: 0,
    schedule: [],
    principalOutstanding: principal,
    interestDue: 0,
    penalChargesDue: 0,
    penalPosted: 0,
    lastPostedOn: disbursedOn,
    payments: [],
    ...rest,
  }
}
