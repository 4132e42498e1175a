import { billingCycles } from '@gold/core'
import {
  type BillingDocumentModel,
  type PlatformClient,
  type Prisma,
  type PurchaseModel,
  type RefundModel,
  transactionJobSql,
} from '@gold/db'
import type { AppContext } from '../platform/context.ts'

export type PurchaseRow = PurchaseModel
export type RefundRow = RefundModel
export type BillingDocumentRow = BillingDocumentModel
export type PlatformSettingsRow = Prisma.PlatformSettingsGetPayload<object>
export type PlanFields = Omit<Prisma.PlanCreateInput, 'prices' | 'features'>
export type PlanPriceFields = Omit<Prisma.PlanPriceUncheckedCreateInput, 'planId'>
export type PlanFeatureFields = Omit<Prisma.PlanFeatureUncheckedCreateInput, 'planId'>
export type NewPurchase = Prisma.PurchaseUncheckedCreateInput
export type NewRefund = Prisma.RefundUncheckedCreateInput
export type NewCoupon = Prisma.CouponCreateInput
export type NewDocument = Omit<Prisma.BillingDocumentUncheckedCreateInput, 'snapshot'> & {
  snapshot: Prisma.InputJsonValue
}
export type TenantSubscriptionUpdate = Prisma.TenantUpdateInput
/** A refund as the gateway's events match it: our id and the gateway refund it stands for. */
export type RefundRef = { id: string; gatewayRefundId: string | null }
export type PublicPlan = {
  id: string
  key: string
  name: string
  description: string
  tagline: string
  badge: string
  isContactSales: boolean
  trialDays: number
  prices: { billingCycle: string; amount: number; currency: string; compareAt: number | null }[]
  features: {
    key: string
    label: string
    type: string
    unit: string | null
    enabled: boolean
    limitValue: number | null
  }[]
}

const refundRef = { id: true, gatewayRefundId: true } as const
/** Interactive transactions of the ledger: a row lock may wait for another settlement or refund. */
export const LEDGER_TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 }

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): the platform's own books.
 * Plans, coupons and settings belong to no tenant; a coupon's caps count every tenant's
 * redemptions; gateway orders, payments and refunds arrive naming no tenant; document numbers run
 * across tenants; and a settlement or refund writes the purchase, its tenant's subscription and a
 * document in one transaction. What a tenant reads of its own billing goes through the
 * tenant-scoped billing repository.
 */
export function billingPlatformRepository(ctx: AppContext) {
  const db = ctx.db.prisma
  return {
    ...ledgerQueries(db),

    /** Run `work` in one transaction (`work` gets the same queries, bound to it). */
    transaction: <T>(work: (tx: LedgerQueries) => Promise<T>, options?: { maxWait?: number; timeout?: number }) =>
      db.$transaction((tx) => work(ledgerQueries(tx)), options),

    /**
     * Active, public plans by configured sort order (then name, so the order is stable), with
     * active prices in billing-cycle order and public features by their sort order. Every tenant
     * admin's billing page reads this, so it is one driver-level statement with the nesting built
     * in SQL (it was three Prisma queries, about 1 ms of CPU per request; bench/README.md).
     */
    publicPlans: () => ctx.db.sql.named('public-plans')<PublicPlan>`
      SELECT p."id", p."key", p."name", p."description", p."tagline", p."badge", p."isContactSales", p."trialDays",
        COALESCE((
          SELECT json_agg(json_build_object('billingCycle', x."billingCycle", 'amount', x."amount", 'currency', x."currency", 'compareAt', x."compareAt")
            ORDER BY array_position(${[...billingCycles]}::text[], x."billingCycle") NULLS LAST, x."billingCycle")
          FROM "PlanPrice" x WHERE x."planId" = p."id" AND x."isActive"), '[]'::json) AS "prices",
        COALESCE((
          SELECT json_agg(json_build_object('key', f."key", 'label', f."label", 'type', f."type", 'unit', f."unit", 'enabled', f."enabled", 'limitValue', f."limitValue")
            ORDER BY f."sortOrder", f."key")
          FROM "PlanFeature" f WHERE f."planId" = p."id" AND f."isPublic"), '[]'::json) AS "features"
      FROM "Plan" p
      WHERE p."isActive" AND p."isPublic"
      ORDER BY p."sortOrder", p."name"`,
  }
}

export type LedgerQueries = ReturnType<typeof ledgerQueries>

function ledgerQueries(db: PlatformClient) {
  return {
    /** These queries' connection as the job queue's (jobs/job-queue.ts): a job enqueued in a transaction commits with it. */
    jobSql: () => transactionJobSql(db),

    // Catalog.
    planWithPrices: (id: string) => db.plan.findUnique({ where: { id }, include: { prices: true } }),
    /** A plan named by id or key (operators may use either). */
    planByRef: (ref: string) => db.plan.findFirst({ where: { OR: [{ id: ref }, { key: ref }] } }),
    plansByRefs: (refs: string[]) => db.plan.findMany({ where: { OR: [{ id: { in: refs } }, { key: { in: refs } }] } }),
    planExists: async (id: string) => (await db.plan.findUnique({ where: { id }, select: { id: true } })) !== null,
    planFeatures: (planId: string) => db.planFeature.findMany({ where: { planId } }),

    // Coupons.
    couponByCode: (code: string) => db.coupon.findUnique({ where: { code } }),
    insertCoupon: (data: NewCoupon) => db.coupon.create({ data }),
    /** Serialize coupon cap checks and the purchase insert on one coupon until the transaction ends. */
    lockCoupon: async (code: string) => {
      await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`billing:coupon:${code}`}))`
    },
    /** Settled redemptions of a coupon, every tenant's or one tenant's. */
    redemptions: (couponId: string, tenantId?: string) =>
      db.couponRedemption.count({ where: { couponId, ...(tenantId ? { tenantId } : {}) } }),
    /** Purchases in CREATED with the coupon opened at or after `since`, every tenant's or one tenant's. */
    heldCheckouts: (couponId: string, since: Date, tenantId?: string) =>
      db.purchase.count({
        where: { couponId, status: 'CREATED', createdAt: { gte: since }, ...(tenantId ? { tenantId } : {}) },
      }),
    hasPaidPurchase: async (tenantId: string) =>
      (await db.purchase.count({ where: { tenantId, paidAt: { not: null } } })) > 0,
    redeemCoupon: (redemption: { couponId: string; tenantId: string; purchaseId: string; createdAt: Date }) =>
      db.couponRedemption.create({ data: redemption }),

    // Settings: the single row, created with defaults when a database somehow lacks it. Read first:
    // an upsert is three statements in Prisma even when the row exists, and it always does after boot.
    settings: async () =>
      (await db.platformSettings.findUnique({ where: { id: 'platform' } })) ??
      db.platformSettings.upsert({ where: { id: 'platform' }, update: {}, create: { id: 'platform' } }),
    updateSettings: (data: { checkoutEnabled?: boolean; taxRegistered?: boolean }) =>
      db.platformSettings.upsert({ where: { id: 'platform' }, update: data, create: { id: 'platform', ...data } }),

    // Tenants' subscriptions.
    tenant: (id: string) => db.tenant.findUniqueOrThrow({ where: { id } }),
    subscription: (id: string) =>
      db.tenant.findUnique({ where: { id }, select: { planId: true, subscriptionExpiryDate: true } }),
    /** Lock the tenant row until the transaction ends and read it (the lock makes the read current). */
    lockTenant: async (id: string) =>
      (
        await db.$queryRaw<{ id: string; subscriptionExpiryDate: Date | null; subscriptionStartDate: Date | null }[]>`
      SELECT "id", "subscriptionExpiryDate", "subscriptionStartDate" FROM "Tenant" WHERE "id" = ${id} FOR UPDATE`
      )[0] ?? null,
    updateTenant: (id: string, data: TenantSubscriptionUpdate) => db.tenant.update({ where: { id }, data }),

    // Purchases.
    purchase: (id: string) => db.purchase.findUnique({ where: { id } }),
    purchaseOrThrow: (id: string) => db.purchase.findUniqueOrThrow({ where: { id } }),
    purchaseByOrderId: (gatewayOrderId: string) => db.purchase.findUnique({ where: { gatewayOrderId } }),
    purchaseByPaymentId: (gatewayPaymentId: string) => db.purchase.findFirst({ where: { gatewayPaymentId } }),
    insertPurchase: (data: NewPurchase) => db.purchase.create({ data }),
    updatePurchase: (id: string, data: Prisma.PurchaseUncheckedUpdateInput) =>
      db.purchase.update({ where: { id }, data }),
    /**
     * Move a purchase in one of `from` to `data`, in one conditional update (optionally also on its
     * amount and currency); false when it is no longer in one of them.
     */
    movePurchase: async (
      where: { id?: string; gatewayOrderId?: string; from: string[]; total?: number; currency?: string },
      data: Prisma.PurchaseUncheckedUpdateManyInput,
    ) => {
      const { from, ...match } = where
      return (await db.purchase.updateMany({ where: { ...match, status: { in: from } }, data })).count === 1
    },
    /** Lock the purchase row until the transaction ends. */
    lockPurchase: async (id: string) => {
      await db.$executeRaw`SELECT 1 FROM "Purchase" WHERE "id" = ${id} FOR UPDATE`
    },
    /**
     * Add a refunded amount to a refundable purchase in one conditional update that refuses to pass
     * the order total; the new refunded amount and the total, or null when refused.
     */
    addRefundedAmount: async (purchaseId: string, amount: number, at: Date) =>
      (
        await db.$queryRaw<{ refundedAmount: number; total: number }[]>`
      UPDATE "Purchase" SET "refundedAmount" = "refundedAmount" + ${amount}::int, "updatedAt" = ${at}
      WHERE "id" = ${purchaseId} AND "status" IN ('PAID', 'PARTIALLY_REFUNDED')
        AND "refundedAmount" + ${amount}::int <= "total"
      RETURNING "refundedAmount", "total"`
      )[0] ?? null,

    // Refunds.
    refundOrThrow: (id: string) => db.refund.findUniqueOrThrow({ where: { id } }),
    refundByGatewayId: (gatewayRefundId: string) => db.refund.findUnique({ where: { gatewayRefundId } }),
    refundRefByGatewayId: (gatewayRefundId: string) =>
      db.refund.findUnique({ where: { gatewayRefundId }, select: refundRef }),
    refundRef: (id: string) => db.refund.findUnique({ where: { id }, select: refundRef }),
    refundRefOrThrow: (id: string) => db.refund.findUniqueOrThrow({ where: { id }, select: refundRef }),
    insertRefund: (data: NewRefund) => db.refund.create({ data }),
    pendingRefundTotal: async (purchaseId: string) =>
      (await db.refund.aggregate({ where: { purchaseId, status: 'PENDING' }, _sum: { amount: true } }))._sum.amount ??
      0,
    /** Link a gateway refund id to a refund that has none yet; false when it already has one. */
    linkGatewayRefund: async (id: string, gatewayRefundId: string) =>
      (await db.refund.updateMany({ where: { id, gatewayRefundId: null }, data: { gatewayRefundId } })).count === 1,
    /** Move a PENDING refund to `data`, in one conditional update; false when it is not PENDING any more. */
    movePendingRefund: async (id: string, data: Prisma.RefundUncheckedUpdateManyInput) =>
      (await db.refund.updateMany({ where: { id, status: 'PENDING' }, data })).count === 1,

    // Documents.
    saleDocumentOf: (purchaseId: string) => db.billingDocument.findUnique({ where: { saleOfPurchaseId: purchaseId } }),
    creditNoteExists: async (refundId: string) =>
      (await db.billingDocument.findUnique({ where: { refundId } })) !== null,
    /**
     * Next number of a series in a financial year, taken from the counter row with a single upsert
     * inside the caller's transaction: the row lock serializes concurrent issuers (no duplicates)
     * and a rollback returns the number (no gaps).
     */
    nextDocumentSequence: async (series: string, financialYear: string) =>
      Number(
        (
          await db.$queryRaw<{ lastValue: number }[]>`
      INSERT INTO "DocumentCounter" ("series", "financialYear", "lastValue") VALUES (${series}, ${financialYear}, 1)
      ON CONFLICT ("series", "financialYear") DO UPDATE SET "lastValue" = "DocumentCounter"."lastValue" + 1
      RETURNING "lastValue"`
        )[0]!.lastValue,
      ),
    insertDocument: (data: NewDocument) => db.billingDocument.create({ data }),
    /** A fully refunded sale is cancelled (never edited or deleted); its credit note offsets it. */
    cancelSaleDocument: (purchaseId: string, at: Date) =>
      db.billingDocument.updateMany({
        where: { saleOfPurchaseId: purchaseId, cancelledAt: null },
        data: { cancelledAt: at },
      }),
  }
}
