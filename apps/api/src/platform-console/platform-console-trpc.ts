import {
  auditQuery,
  couponActiveInput,
  couponCreateInput,
  couponsQuery,
  jobsQuery,
  planUpsertInput,
  platformSettingsInput,
  purchasesQuery,
  refundInput,
  tenantActiveInput,
  tenantCreateInput,
  tenantSubscriptionInput,
  tenantsQuery,
  webhookDeliveriesQuery,
} from '@gold/core'
import { listAuditPage, superAdminActor } from '../audit/audit-service.ts'
import { createTenant, setTenantActive } from '../auth/identity-admin.ts'
import { listJobsPage } from './jobs-page.ts'
import { listAllPlans, upsertPlan } from '../billing/catalog-service.ts'
import { createCoupon, listCouponsPage, setCouponActive } from '../billing/coupon-service.ts'
import { searchPurchasesPage } from '../billing/purchase-service.ts'
import { createRefund } from '../billing/refund-service.ts'
import { platformSettings, updatePlatformSettings } from '../billing/settings-service.ts'
import { listTenantsPage, setTenantSubscription } from '../billing/subscription-service.ts'
import { router, superAdminProcedure } from '../trpc/trpc.ts'
import { listDeliveriesPage } from '../webhook/webhook-log.ts'

/** The super admin signed in, as the actor every action records. */
const console_ = superAdminProcedure.use(({ ctx, next }) =>
  next({ ctx: { ...ctx, actor: superAdminActor(ctx.principal) } }),
)

/**
 * The super admin's platform console. Every action calls the service its operator CLI command
 * calls (cli/*-commands.ts), with the super admin as the actor, so the two stay equal and the
 * audit log records who did what either way.
 */
export const platformConsoleRouter = router({
  tenants: console_.input(tenantsQuery).query(({ ctx, input }) => listTenantsPage(ctx.app, input)),
  createTenant: console_.input(tenantCreateInput).mutation(({ ctx, input }) => createTenant(ctx.app, ctx.actor, input)),
  setTenantActive: console_
    .input(tenantActiveInput)
    .mutation(({ ctx, input }) => setTenantActive(ctx.app, ctx.actor, input)),
  setSubscription: console_
    .input(tenantSubscriptionInput)
    .mutation(({ ctx, input }) => setTenantSubscription(ctx.app, ctx.actor, input)),

  plans: console_.query(({ ctx }) => listAllPlans(ctx.app)),
  upsertPlan: console_.input(planUpsertInput).mutation(({ ctx, input }) => upsertPlan(ctx.app, ctx.actor, input)),

  coupons: console_.input(couponsQuery).query(({ ctx, input }) => listCouponsPage(ctx.app, input)),
  createCoupon: console_.input(couponCreateInput).mutation(({ ctx, input }) => createCoupon(ctx.app, ctx.actor, input)),
  setCouponActive: console_
    .input(couponActiveInput)
    .mutation(({ ctx, input }) => setCouponActive(ctx.app, ctx.actor, input)),

  purchases: console_.input(purchasesQuery).query(({ ctx, input }) => searchPurchasesPage(ctx.app, input)),
  refund: console_.input(refundInput).mutation(({ ctx, input }) => createRefund(ctx.app, ctx.actor, input)),

  webhookDeliveries: console_
    .input(webhookDeliveriesQuery)
    .query(({ ctx, input }) => listDeliveriesPage(ctx.app, input)),

  settings: console_.query(({ ctx }) => platformSettings(ctx.app)),
  setSettings: console_
    .input(platformSettingsInput)
    .mutation(({ ctx, input }) => updatePlatformSettings(ctx.app, ctx.actor, input)),

  audit: console_.input(auditQuery).query(({ ctx, input }) => listAuditPage(ctx.app, input)),

  jobs: console_.input(jobsQuery).query(({ ctx, input }) => listJobsPage(ctx.app, input)),
})
