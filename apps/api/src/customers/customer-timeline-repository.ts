import type { AppContext } from '../platform/context.ts'

/** What a customer's timeline (spec 2.13) is computed from, confined to the tenant by `db.forTenant`. */
export function customerTimelineRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /** Existence and creation time (the timeline's CREATED entry). */
    findCreated: (id: string) => db.customer.findFirst({ where: { id }, select: { id: true, createdAt: true } }),

    /** Everything the timeline is computed from, read at once. */
    timelineSources: async (customerId: string) => {
      const [valuations, paidEmis, emiReceipts, storedEvents] = await Promise.all([
        db.valuation.findMany({
          where: { customerId },
          select: {
            id: true,
            type: true,
            totalValuePaise: true,
            estimatedLoanPaise: true,
            createdAt: true,
            goldReceiptNo: true,
            goldReceiptIssuedAt: true,
          },
        }),
        db.emiRecord.findMany({
          where: { customerId, paidAt: { not: null } },
          select: { id: true, amountPaise: true, paidAt: true },
        }),
        db.emiReceipt.findMany({
          where: { customerId },
          select: { id: true, emiId: true, amountPaise: true, allocation: true, createdAt: true },
        }),
        db.timelineEvent.findMany({
          where: { customerId },
          select: { id: true, type: true, occurredAt: true, detail: true },
        }),
      ])
      return { valuations, paidEmis, emiReceipts, storedEvents }
    },
  }
}
