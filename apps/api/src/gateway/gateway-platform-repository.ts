import type { AppContext } from '../platform/context.ts'

/**
 * Online loan payments across shops: the shop a webhook names (by slug or id, before any tenant
 * is known) and the orders the reconciler walks for every shop.
 */
export function gatewayPlatformRepository(ctx: AppContext) {
  const prisma = ctx.db.prisma
  return {
    tenantOfWebhook: (slugOrId: string) =>
      prisma.tenant.findFirst({
        where: { OR: [{ slug: slugOrId.toLowerCase() }, { id: slugOrId }] },
        select: { id: true, slug: true },
      }),
    /** Orders still waiting for a capture, and refunds begun and never answered, oldest first. */
    ordersToReconcile: (window: { createdAfter: Date; createdBefore: Date; refundStuckBefore: Date }, take: number) =>
      prisma.loanPaymentOrder.findMany({
        where: {
          createdAt: { gte: window.createdAfter },
          OR: [
            {
              status: { in: ['created', 'failed'] },
              gatewayOrderId: { not: null },
              createdAt: { lte: window.createdBefore },
            },
            { status: 'refunding', refundId: null, capturedAt: { lte: window.refundStuckBefore } },
          ],
        },
        orderBy: { createdAt: 'asc' },
        take,
        select: { id: true, tenantId: true },
      }),
  }
}
