import { billingCycles, isBillingCycle, isPaise, isRecord } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { billingPlatformRepository, type PublicPlan } from './billing-platform-repository.ts'

/** A Plan as listed to tenants (platform-spec 2.3): active prices and public features only. */
export type PlanView = PublicPlan

/** Active, public plans by sort order, with active prices and public features (one statement; see the repository). */
export async function listPublicPlans(ctx: AppContext): Promise<PlanView[]> {
  return billingPlatformRepository(ctx).publicPlans()
}

/** interfaces.md section 4, Plan JSON. Throws a plain Error naming the bad field (CLI prints it). */
export type PlanInput = {
  key: string
  name: string
  description: string
  tagline: string
  badge: string
  isContactSales: boolean
  isPublic: boolean
  isActive: boolean
  sortOrder: number
  trialDays: number
  prices: { billingCycle: string; amount: number; currency: string; compareAt: number | null; isActive: boolean }[]
  features: {
    key: string
    label: string
    type: 'BOOLEAN' | 'LIMIT'
    unit: string | null
    enabled: boolean
    limitValue: number | null
    isPublic: boolean
    isEnforced: boolean
  }[]
}

const fail = (message: string): never => {
  throw new Error(message)
}
const text = (v: unknown, field: string, fallback?: string): string => {
  if (v === undefined || v === null) return fallback !== undefined ? fallback : fail(`${field} is required.`)
  return typeof v === 'string' ? v : fail(`${field} must be a string.`)
}
const bool = (v: unknown, field: string, fallback: boolean): boolean =>
  v === undefined || v === null ? fallback : typeof v === 'boolean' ? v : fail(`${field} must be true or false.`)
const int = (v: unknown, field: string, fallback: number): number =>
  v === undefined || v === null
    ? fallback
    : Number.isSafeInteger(v)
      ? (v as number)
      : fail(`${field} must be a whole number.`)
const paiseOrNull = (v: unknown, field: string): number | null =>
  v === undefined || v === null
    ? null
    : isPaise(v) && v >= 0
      ? v
      : fail(`${field} must be a non-negative integer number of paise.`)
const list = (v: unknown, field: string): unknown[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : fail(`${field} must be an array.`)
const obj = (v: unknown, field: string): Record<string, unknown> =>
  isRecord(v) ? v : fail(`${field} must be an object.`)

export function parsePlanInput(json: Record<string, unknown>): PlanInput {
  const key = text(json.key, 'key').trim()
  if (key === '') fail('key is required.')
  const prices = list(json.prices, 'prices').map((raw, i) => {
    const p = obj(raw, `prices[${i}]`)
    const billingCycle = text(p.billingCycle, `prices[${i}].billingCycle`)
    if (!isBillingCycle(billingCycle)) fail(`prices[${i}].billingCycle must be one of ${billingCycles.join(', ')}.`)
    const amount = paiseOrNull(p.amount, `prices[${i}].amount`) ?? fail(`prices[${i}].amount is required.`)
    return {
      billingCycle,
      amount,
      currency: text(p.currency, `prices[${i}].currency`, 'INR').toUpperCase(),
      compareAt: paiseOrNull(p.compareAt, `prices[${i}].compareAt`),
      isActive: bool(p.isActive, `prices[${i}].isActive`, true),
    }
  })
  if (new Set(prices.map((p) => p.billingCycle)).size !== prices.length) fail('prices lists a billing cycle twice.')
  const features = list(json.features, 'features').map((raw, i) => {
    const f = obj(raw, `features[${i}]`)
    const type = text(f.type, `features[${i}].type`, 'BOOLEAN')
    if (type !== 'BOOLEAN' && type !== 'LIMIT') fail(`features[${i}].type must be BOOLEAN or LIMIT.`)
    const limitValue =
      f.limitValue === undefined || f.limitValue === null ? null : int(f.limitValue, `features[${i}].limitValue`, 0)
    return {
      key: text(f.key, `features[${i}].key`),
      label: text(f.label, `features[${i}].label`, String(f.key)),
      type: type as 'BOOLEAN' | 'LIMIT',
      unit: f.unit === undefined || f.unit === null ? null : text(f.unit, `features[${i}].unit`),
      enabled: bool(f.enabled, `features[${i}].enabled`, true),
      limitValue,
      isPublic: bool(f.isPublic, `features[${i}].isPublic`, true),
      isEnforced: bool(f.isEnforced, `features[${i}].isEnforced`, true),
    }
  })
  if (new Set(features.map((f) => f.key)).size !== features.length) fail('features lists a key twice.')
  return {
    key,
    name: text(json.name, 'name'),
    description: text(json.description, 'description', ''),
    tagline: text(json.tagline, 'tagline', ''),
    badge: text(json.badge, 'badge', ''),
    isContactSales: bool(json.isContactSales, 'isContactSales', false),
    isPublic: bool(json.isPublic, 'isPublic', true),
    isActive: bool(json.isActive, 'isActive', true),
    sortOrder: int(json.sortOrder, 'sortOrder', 0),
    trialDays: int(json.trialDays, 'trialDays', 0),
    prices,
    features,
  }
}

/**
 * `plan:upsert`: matches on key. The listed prices and features become the plan's: prices not
 * listed are deactivated (kept, since old purchases snapshot their amounts anyway), features not
 * listed are removed.
 */
export async function upsertPlan(ctx: AppContext, input: PlanInput): Promise<{ planId: string }> {
  const { prices, features, ...plan } = input
  const row = await billingPlatformRepository(ctx).upsertPlan(
    plan,
    prices,
    features.map((f, sortOrder) => ({ ...f, sortOrder })),
  )
  return { planId: row.id }
}

/** Features of a plan for entitlement resolution (all of them, public or not). */
export async function planFeatures(ctx: AppContext, planId: string) {
  return billingPlatformRepository(ctx).planFeatures(planId)
}
