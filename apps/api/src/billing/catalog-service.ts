import { formatPaise, type AuditActor, type PlanInput } from '@gold/core'
import { recordAudit } from '../audit/audit-service.ts'
import type { AppContext } from '../platform/context.ts'
import { billingConsoleRepository } from './billing-console-platform-repository.ts'
import { billingPlatformRepository, type PublicPlan } from './billing-platform-repository.ts'

/** A Plan as listed to tenants (platform-spec 2.3): active prices and public features only. */
export type PlanView = PublicPlan

/** Active, public plans by sort order, with active prices and public features (one statement; see the repository). */
export async function listPublicPlans(ctx: AppContext): Promise<PlanView[]> {
  return billingPlatformRepository(ctx).publicPlans()
}

/**
 * `plan:upsert`: matches on key. The listed prices and features become the plan's: prices not
 * listed are deactivated (kept, since old purchases snapshot their amounts anyway), features not
 * listed are removed.
 */
export async function upsertPlan(ctx: AppContext, actor: AuditActor, input: PlanInput): Promise<{ planId: string }> {
  const { prices, features, ...plan } = input
  const row = await billingConsoleRepository(ctx).upsertPlan(
    plan,
    prices,
    features.map((f, sortOrder) => ({ ...f, sortOrder })),
  )
  await recordAudit(ctx, actor, {
    action: 'PLAN_UPSERTED',
    subjectType: 'Plan',
    subjectId: row.id,
    detail: {
      key: plan.key,
      name: plan.name,
      isActive: plan.isActive,
      prices:
        prices.map((p) => `${p.billingCycle} ${formatPaise(p.amount)}${p.isActive ? '' : ' (inactive)'}`).join(', ') ||
        'none',
    },
  })
  return { planId: row.id }
}

/** Every plan for the console, public or not, active or not, with all its prices and features. */
export async function listAllPlans(ctx: AppContext) {
  return billingConsoleRepository(ctx).allPlans()
}

/** Features of a plan for entitlement resolution (all of them, public or not). */
export async function planFeatures(ctx: AppContext, planId: string) {
  return billingPlatformRepository(ctx).planFeatures(planId)
}
