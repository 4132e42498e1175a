import type { AppContext } from '../platform/context.ts'

/** A shop's own gold rates, entered by hand (ShopGoldRate); confined to the tenant by `db.forTenant`. */
export function shopGoldRatesRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /** The newest hand-entered rate in [from, to), with the name of who entered it. */
    newestEnteredBetween: async (from: Date, to: Date) => {
      const row = await db.shopGoldRate.findFirst({
        where: { enteredAt: { gte: from, lt: to } },
        orderBy: [{ enteredAt: 'desc' }, { id: 'desc' }],
      })
      if (!row) return null
      const user = await db.user.findFirst({ where: { id: row.enteredById }, select: { name: true } })
      return { ...row, enteredBy: user?.name ?? null }
    },

    /** Hand-entered rates in [from, to), oldest first. */
    enteredBetween: (from: Date, to: Date) =>
      db.shopGoldRate.findMany({
        where: { enteredAt: { gte: from, lt: to } },
        select: { rate22kPaise: true, enteredAt: true },
        orderBy: [{ enteredAt: 'asc' }, { id: 'asc' }],
      }),

    insert: (data: { rate22kPaise: number; rate24kPaise: number; enteredById: string; enteredAt: Date }) =>
      db.shopGoldRate.create({ data: { tenantId, ...data } }),
  }
}
