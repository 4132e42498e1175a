import { OPEN_LOAN_STATUSES, type PledgedLine } from '@gold/core'
import type { TenantClient } from '@gold/db'
import { num } from './loan-records.ts'

const OPEN = [...OPEN_LOAN_STATUSES] as string[]
const LINE_SELECT = { kind: true, grossWeightMg: true, deductionMg: true, quantity: true } as const

/**
 * What RBI's 2025 gold-lending rules read (issue 28): the borrower's live loans (Active and
 * AuctionNoticed: their gold is pledged), leaving out one loan, a renewal's old loan, whose gold
 * and principal move into the new one.
 */
export function loanGoldRuleQueries(db: TenantClient) {
  const liveLoans = (customerId: string, exceptLoanId: string | null) => ({
    customerId,
    status: { in: OPEN },
    ...(exceptLoanId !== null && { id: { not: exceptLoanId } }),
  })
  return {
    /** Principal outstanding on the borrower's live consumption loans (one without a purpose counts as consumption). */
    consumptionExposure: async (customerId: string, exceptLoanId: string | null): Promise<number> => {
      const sum = await db.loan.aggregate({
        where: {
          ...liveLoans(customerId, exceptLoanId),
          OR: [{ purpose: null }, { purpose: { not: 'incomeGenerating' } }],
        },
        _sum: { principalOutstanding: true },
      })
      return num(sum._sum.principalOutstanding ?? 0n)
    },
    /** The ornament lines pledged on the borrower's live loans. */
    pledgedLines: async (customerId: string, exceptLoanId: string | null): Promise<PledgedLine[]> => {
      const loans = await db.loan.findMany({
        where: liveLoans(customerId, exceptLoanId),
        select: { valuationId: true },
      })
      if (loans.length === 0) return []
      return db.ornament.findMany({
        where: { valuationId: { in: loans.map((l) => l.valuationId) } },
        select: LINE_SELECT,
      })
    },
    /** The ornament lines of one valuation. */
    valuationLines: async (valuationId: string): Promise<PledgedLine[]> =>
      db.ornament.findMany({ where: { valuationId }, select: LINE_SELECT }),
  }
}
