import type { PageKey } from '@gold/core'
import type { Prisma } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'
import type { PlanFeatureFields, PlanFields, PlanPriceFields } from './billing-platform-repository.ts'

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): the super admin
 * console's reads and the operator's plan writes, across tenants: every plan, coupon, tenant and
 * purchase. The ledger's own queries (checkout, settlement, refunds) are in
 * billing-platform-repository.ts.
 */
export function billingConsoleRepository(ctx: AppContext) {
  const db = ctx.db.prisma
  return {
    allPlans: () =>
      db.plan.findMany({
        orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
        include: {
          prices: { orderBy: { billingCycle: 'asc' } },
          features: { orderBy: [{ sortOrder: 'asc' }, { key: 'asc' }] },
        },
      }),
    couponByIdOrCode: (ref: string) =>
      db.coupon.findFirst({ where: { OR: [{ id: ref }, { code: ref.trim().toUpperCase() }] } }),
    setCouponActive: (id: string, isActive: boolean) => db.coupon.update({ where: { id }, data: { isActive } }),
    couponsPage: (after: PageKey | null, take: number) =>
      db.coupon.findMany({
        where: afterKey<Prisma.CouponWhereInput>('createdAt', 'desc', after),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      }),
    /** Settled redemptions per coupon. */
    redemptionCounts: async (couponIds: string[]) =>
      new Map(
        (
          await db.couponRedemption.groupBy({ by: ['couponId'], where: { couponId: { in: couponIds } }, _count: true })
        ).map((g) => [g.couponId, g._count]),
      ),
    /** Tenants newest first; `search` matches the name or slug, any case. */
    tenantsPage: (search: string | null, after: PageKey | null, take: number) =>
      db.tenant.findMany({
        where: {
          ...afterKey<Prisma.TenantWhereInput>('createdAt', 'desc', after),
          ...(search && {
            AND: [
              {
                OR: [
                  { name: { contains: search, mode: 'insensitive' as const } },
                  { slug: { contains: search, mode: 'insensitive' as const } },
                ],
              },
            ],
          }),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      }),
    /**
     * Purchases newest first with their refunds and shop; `search` matches the shop's name or slug
     * (Purchase has no relation to Tenant, so the shops are found first; a search naming more than
     * 1,000 shops looks at the first 1,000: narrow it).
     */
    purchasesPage: async (
      filter: { search: string | null; status: string | null },
      after: PageKey | null,
      take: number,
    ) => {
      const tenantIds = filter.search
        ? (
            await db.tenant.findMany({
              where: {
                OR: [
                  { name: { contains: filter.search, mode: 'insensitive' } },
                  { slug: { contains: filter.search, mode: 'insensitive' } },
                ],
              },
              select: { id: true },
              take: 1000,
            })
          ).map((t) => t.id)
        : null
      const rows = await db.purchase.findMany({
        where: {
          ...afterKey<Prisma.PurchaseWhereInput>('createdAt', 'desc', after),
          ...(tenantIds && { tenantId: { in: tenantIds } }),
          ...(filter.status && { status: filter.status }),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        include: { refunds: { orderBy: { createdAt: 'asc' } } },
        take,
      })
      const tenants = await db.tenant.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.tenantId))] } },
        select: { id: true, name: true, slug: true },
      })
      const byId = new Map(tenants.map((t) => [t.id, t]))
      return rows.map((r) => ({ ...r, tenant: byId.get(r.tenantId) ?? { id: r.tenantId, name: '', slug: '' } }))
    },

    /**
     * A plan by key with exactly the listed prices and features: prices not listed are deactivated
     * (kept, since old purchases snapshot their amounts anyway), features not listed are removed.
     */
    upsertPlan: (plan: PlanFields & { key: string }, prices: PlanPriceFields[], features: PlanFeatureFields[]) =>
      db.$transaction(async (tx) => {
        const row = await tx.plan.upsert({ where: { key: plan.key }, update: plan, create: plan })
        for (const p of prices) {
          await tx.planPrice.upsert({
            where: { planId_billingCycle: { planId: row.id, billingCycle: p.billingCycle } },
            update: p,
            create: { ...p, planId: row.id },
          })
        }
        await tx.planPrice.updateMany({
          where: { planId: row.id, billingCycle: { notIn: prices.map((p) => p.billingCycle) } },
          data: { isActive: false },
        })
        for (const f of features) {
          await tx.planFeature.upsert({
            where: { planId_key: { planId: row.id, key: f.key } },
            update: f,
            create: { ...f, planId: row.id },
          })
        }
        await tx.planFeature.deleteMany({ where: { planId: row.id, key: { notIn: features.map((f) => f.key) } } })
        return row
      }),
  }
}
