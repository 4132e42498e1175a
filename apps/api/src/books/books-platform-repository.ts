import type { AppContext } from '../platform/context.ts'

/**
 * The books' jobs walk every shop: the loans the opening-journal migration marked, and the shops
 * that have loans (the month-end accrual and the daily control check). Each shop's work then runs
 * on its own tenant repository.
 */
export function booksPlatformRepository(ctx: AppContext) {
  const prisma = ctx.db.prisma
  return {
    pendingOpenings: () => prisma.booksOpeningPending.findMany({ orderBy: [{ tenantId: 'asc' }, { loanId: 'asc' }] }),
    tenantsWithLoans: async () =>
      (await prisma.loan.findMany({ select: { tenantId: true }, distinct: ['tenantId'] })).map((l) => l.tenantId),
  }
}
