import type { AppContext } from '../platform/context.ts'

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): the gold rate is one
 * market rate for every tenant, so GoldRate has no tenant.
 */
export function goldRatesRepository(ctx: AppContext) {
  return {
    /** The newest rate whose 22K value (paise per gram) lies in [min, max]. */
    newestWithin: (min: number, max: number) =>
      ctx.db.prisma.goldRate.findFirst({
        where: { rate22kPaise: { gte: min, lte: max } },
        orderBy: [{ fetchedAt: 'desc' }, { id: 'desc' }],
      }),
    /** Rates stored in [from, to) whose 22K value lies in [min, max], oldest first. */
    storedBetween: (from: Date, to: Date, min: number, max: number) =>
      ctx.db.prisma.goldRate.findMany({
        where: { fetchedAt: { gte: from, lt: to }, rate22kPaise: { gte: min, lte: max } },
        select: { rate22kPaise: true, fetchedAt: true },
        orderBy: [{ fetchedAt: 'asc' }, { id: 'asc' }],
      }),
    insert: (data: { rate22kPaise: number; rate24kPaise: number; source: string; fetchedAt: Date }) =>
      ctx.db.prisma.goldRate.create({ data }),
  }
}
