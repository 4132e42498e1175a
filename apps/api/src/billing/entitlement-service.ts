import { billingErrors, featureKeys, resolveEntitlement, withinLimit, type Entitlement } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { billingPlatformRepository } from './billing-platform-repository.ts'
import { billingRepository } from './billing-repository.ts'

/**
 * Opt-in expiry enforcement (platform-spec 2.3 rule 4): off, so an expired tenant keeps full
 * access. Flipping it makes an expired subscription resolve every enforced feature as denied.
 */
export const ENFORCE_ENTITLEMENTS_ON_EXPIRY = false

/** Entitlement of a tenant, resolved from `planId` (never the display snapshot). No plan: granted. */
export async function tenantEntitlement(
  ctx: AppContext,
  tenantId: string,
  key: string,
  options = { enforceExpiry: ENFORCE_ENTITLEMENTS_ON_EXPIRY },
): Promise<Entitlement> {
  const ledger = billingPlatformRepository(ctx)
  const tenant = await ledger.subscription(tenantId)
  if (!tenant?.planId) return { granted: true, limit: null }
  const features = await ledger.planFeatures(tenant.planId)
  const entitlement = resolveEntitlement(
    features.map((f) => ({ ...f, type: f.type === 'LIMIT' ? ('LIMIT' as const) : ('BOOLEAN' as const) })),
    key,
  )
  const expired =
    tenant.subscriptionExpiryDate !== null && tenant.subscriptionExpiryDate.getTime() < ctx.now().getTime()
  if (options.enforceExpiry && expired && features.some((f) => f.key === key && f.isEnforced))
    return { granted: false, limit: 0 }
  return entitlement
}

/** The staff-account LIMIT gate used when a staff user is created. */
export async function assertStaffAccountAvailable(ctx: AppContext, tenantId: string) {
  const entitlement = await tenantEntitlement(ctx, tenantId, featureKeys.staffAccounts)
  if (entitlement.limit === null && entitlement.granted) return
  const active = await billingRepository(ctx, tenantId).activeStaffCount()
  if (!withinLimit(entitlement, active)) {
    throw billingErrors.error('staffLimitReached', {
      message: `Your plan allows at most ${entitlement.limit ?? 0} staff accounts. Upgrade your plan to add more.`,
    })
  }
}
