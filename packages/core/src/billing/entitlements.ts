/**
 * Entitlement resolution (platform-spec 2.3 rules 1-4). Resolved server-side from the tenant's
 * `planId` features; never from the `subscriptionPlan` display snapshot.
 */
export type FeatureType = 'BOOLEAN' | 'LIMIT'

export type PlanFeature = {
  key: string
  type: FeatureType
  enabled: boolean
  limitValue: number | null
  /** false: marketing copy only, always granted. Absent is treated as enforced. */
  isEnforced?: boolean
}

/** `limit` null means unlimited (or not a LIMIT feature); a number is the allowance. */
export type Entitlement = { granted: boolean; limit: number | null }

/** Feature keys the platform gates on. */
export const featureKeys = {
  staffAccounts: 'staff_accounts',
} as const

const unrestricted: Entitlement = { granted: true, limit: null }

/**
 * - Unknown key: granted (rule 3), so a gate added in code before the catalog has the feature
 *   never locks tenants out.
 * - isEnforced false: granted, unlimited (rule 2).
 * - BOOLEAN: `enabled` decides (rule 1).
 * - LIMIT: `limitValue` decides and `enabled` is ignored; null is unlimited, 0 (or a negative
 *   value, treated as 0) permits none, n permits n (rule 1). Fractions round down.
 * - There is no expiry input on purpose: expiry never revokes entitlements (rule 4).
 */
export function resolveEntitlement(features: readonly PlanFeature[], key: string): Entitlement {
  const feature = features.find((f) => f.key === key)
  if (!feature || feature.isEnforced === false) return unrestricted
  if (feature.type === 'BOOLEAN') return { granted: feature.enabled, limit: null }
  if (feature.limitValue === null) return unrestricted
  const limit = Math.max(0, Math.floor(feature.limitValue))
  return { granted: limit > 0, limit }
}

/**
 * LIMIT gate: may the tenant, already using `currentCount`, add `adding` more (default one)?
 * `withinLimit(resolveEntitlement(features, featureKeys.staffAccounts), staffCount)`.
 */
export function withinLimit(entitlement: Entitlement, currentCount: number, adding = 1): boolean {
  if (!entitlement.granted) return false
  if (entitlement.limit === null) return true
  return currentCount + adding <= entitlement.limit
}
