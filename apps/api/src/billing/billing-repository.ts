import { paidPurchaseStatuses } from '@gold/core'
import type { TenantModel } from '@gold/db'
import type { AppContext } from '../platform/context.ts'

/**
 * What a tenant reads and writes of its own billing (purchases, documents, its subscription row,
 * its staff), confined to it: it sits on `db.forTenant(tenantId)`, and the Tenant row is read by
 * this tenant's id. The platform's side of billing is billing-platform-repository.ts.
 */
/** A tenant's subscription as the billing page shows it. */
export type BillingAccount = Pick<
  TenantModel,
  | 'isActive'
  | 'planId'
  | 'subscriptionPlan'
  | 'subscriptionStartDate'
  | 'subscriptionExpiryDate'
  | 'paymentStatus'
  | 'isTrial'
  | 'trialUsed'
>

export function billingRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /**
     * The subscription fields of the billing page: one prepared driver-level statement, read
     * beside the plan catalog (Prisma's query pipeline cost several times the lookup itself).
     */
    account: async () =>
      (
        await ctx.db.sql.named('billing-account')<BillingAccount>`
          SELECT "isActive", "planId", "subscriptionPlan", "subscriptionStartDate", "subscriptionExpiryDate",
            "paymentStatus", "isTrial", "trialUsed"
          FROM "Tenant" WHERE "id" = ${tenantId}`
      )[0] ?? null,

    /** Paid purchases, newest first, with their documents and processed refunds. */
    paidPurchases: (take: number) =>
      db.purchase.findMany({
        where: { status: { in: [...paidPurchaseStatuses] } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        include: {
          documents: { orderBy: [{ issuedAt: 'asc' }, { sequence: 'asc' }] },
          refunds: { where: { status: 'PROCESSED' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
        },
      }),

    purchaseByOrderId: (gatewayOrderId: string) => db.purchase.findFirst({ where: { gatewayOrderId } }),

    /** CREATED -> FAILED with the reason, in one conditional update. */
    failCreatedPurchase: (id: string, failureReason: string) =>
      db.purchase.updateMany({ where: { id, status: 'CREATED' }, data: { status: 'FAILED', failureReason } }),

    setGatewayOrderId: (id: string, gatewayOrderId: string) =>
      db.purchase.update({ where: { id }, data: { gatewayOrderId } }),

    document: (id: string) => db.billingDocument.findFirst({ where: { id } }),

    activeAdminEmails: async () =>
      (await db.user.findMany({ where: { role: 'TENANT_ADMIN', isActive: true }, select: { email: true } })).map(
        (a) => a.email,
      ),

    activeStaffCount: () => db.user.count({ where: { isActive: true } }),
  }
}
