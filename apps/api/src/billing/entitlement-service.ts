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

/** The plan's staff-account entitlement (`staff_accounts`): the limit the staff screen shows and the gate checks. */
export const staffAccountEntitlement = (ctx: AppContext, tenantId: string) =>
  tenantEntitlement(ctx, tenantId, featureKeys.staffAccounts)

/** Refuse one more active account when `active` accounts already fill the entitlement. */
export function assertStaffAccountRoom(entitlement: Entitlement, active: number) {
  if (!withinLimit(entitlement, active)) {
    throw billingErrors.error('staffLimitReached', {
      message: `Your plan allows at most ${entitlement.limit ?? 0} staff accounts. Upgrade your plan to add more.`,
    })
  }
}

/** The staff-account LIMIT gate used when a staff user is created. */
export async function assertStaffAccountAvailable(ctx: AppContext, tenantId: string) {
  const entitlement = await staffAccountEntitlement(ctx, tenantId)
  if (entitlement.limit === null && entitlement.granted) return
  assertStaffAccountRoom(entitlement, await billingRepository(ctx, tenantId).activeStaffCount())
}
