import {
  parseStoredDate,
  billingErrors,
  deriveSubscriptionStatus,
  operatorInputError,
  pageFrom,
  pageRequest,
  type AuditActor,
  type PageQuery,
} from '@gold/core'
import { recordAudit } from '../audit/audit-service.ts'
import type { AppContext } from '../platform/context.ts'
import { findTenantOrFail } from '../platform/tenants.ts'
import { billingConsoleRepository } from './billing-console-platform-repository.ts'
import { billingPlatformRepository } from './billing-platform-repository.ts'
import { billingRepository } from './billing-repository.ts'
import { listPublicPlans } from './catalog-service.ts'
import { gatewayKeys } from './gateway-client.ts'

/** GET /api/billing/plans: the tenant's derived subscription state plus the public catalog. */
export async function billingOverview(ctx: AppContext, tenantId: string) {
  const [tenant, plans] = await Promise.all([billingRepository(ctx, tenantId).account(), listPublicPlans(ctx)])
  if (!tenant) throw billingErrors.error('tenantNotFound')
  const expiry = tenant.subscriptionExpiryDate
  const { status, daysLeft } = deriveSubscriptionStatus({ isActive: tenant.isActive, expiry, now: ctx.now() })
  return {
    // Only whether the keys are configured; the kill switch is deliberately not reflected (4.1).
    checkoutEnabled: gatewayKeys(ctx) !== null,
    current: {
      planId: tenant.planId,
      plan: tenant.subscriptionPlan,
      startDate: tenant.subscriptionStartDate,
      expiryDate: expiry,
      paymentStatus: tenant.paymentStatus,
      isTrial: tenant.isTrial,
      trialUsed: tenant.trialUsed,
      status,
      daysLeft,
    },
    plans,
  }
}

export const PAYMENT_STATUSES = ['Paid', 'Pending', 'Overdue', 'Refunded'] as const

/** `tenant:subscription`: an operator sets plan, expiry and payment status by hand. */
export async function setTenantSubscription(
  ctx: AppContext,
  actor: AuditActor,
  input: { tenant: string; planId?: string; expiry?: string; paymentStatus?: string },
) {
  const tenant = await findTenantOrFail(ctx, input.tenant)
  const data: {
    planId?: string | null
    subscriptionPlan?: string | null
    subscriptionExpiryDate?: Date | null
    paymentStatus?: string
  } = {}
  if (input.planId !== undefined) {
    if (input.planId === 'none') {
      data.planId = null
      data.subscriptionPlan = null
    } else {
      const plan = await billingPlatformRepository(ctx).planByRef(input.planId)
      if (!plan) throw operatorInputError(`No plan with id ${input.planId}.`)
      data.planId = plan.id
      data.subscriptionPlan = plan.name
    }
  }
  if (input.expiry !== undefined) {
    if (input.expiry === 'none') data.subscriptionExpiryDate = null
    else {
      const date = parseStoredDate(input.expiry)
      if (!date) throw operatorInputError('--expiry must be an ISO 8601 timestamp between 1900 and 9999, or none.')
      data.subscriptionExpiryDate = date
    }
  }
  if (input.paymentStatus !== undefined) {
    if (!(PAYMENT_STATUSES as readonly string[]).includes(input.paymentStatus))
      throw operatorInputError(`--payment-status must be one of ${PAYMENT_STATUSES.join(', ')}.`)
    data.paymentStatus = input.paymentStatus
  }
  await billingPlatformRepository(ctx).updateTenant(tenant.id, data)
  await recordAudit(ctx, actor, {
    action: 'SUBSCRIPTION_SET',
    subjectType: 'Tenant',
    subjectId: tenant.id,
    tenantId: tenant.id,
    detail: {
      slug: tenant.slug,
      ...(data.subscriptionPlan !== undefined && { plan: data.subscriptionPlan }),
      ...(data.subscriptionExpiryDate !== undefined && { expiry: data.subscriptionExpiryDate?.toISOString() ?? null }),
      ...(data.paymentStatus !== undefined && { paymentStatus: data.paymentStatus }),
    },
  })
  return { tenantId: tenant.id }
}

/**
 * The console's tenant list, newest first: `search` matches the name or slug. Each with its
 * subscription as the shop's own billing page derives it (status, days left).
 */
export async function listTenantsPage(ctx: AppContext, query: PageQuery & { search?: string }) {
  const { limit, after } = pageRequest(query)
  const search = query.search?.trim() || null
  const rows = await billingConsoleRepository(ctx).tenantsPage(search, after, limit + 1)
  const page = pageFrom(rows, limit, (t) => ({ at: t.createdAt, id: t.id }))
  const now = ctx.now()
  return {
    items: page.items.map((t) => {
      const { status, daysLeft } = deriveSubscriptionStatus({
        isActive: t.isActive,
        expiry: t.subscriptionExpiryDate,
        now,
      })
      return {
        id: t.id,
        name: t.name,
        slug: t.slug,
        isActive: t.isActive,
        planId: t.planId,
        plan: t.subscriptionPlan,
        expiryDate: t.subscriptionExpiryDate,
        paymentStatus: t.paymentStatus,
        isTrial: t.isTrial,
        status,
        daysLeft,
        createdAt: t.createdAt,
      }
    }),
    nextCursor: page.nextCursor,
  }
}
