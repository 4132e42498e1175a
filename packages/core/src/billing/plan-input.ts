import { checkedBody } from '../shared/request-body.ts'
import { isRecord } from '../shared/is-record.ts'
import { billingCycles, isBillingCycle, type BillingCycle } from './billing-cycles.ts'
import { operatorInputError } from './operator-errors.ts'
import { MAX_STORED_INT, isPaise } from '../shared/money.ts'

/** A plan as the operator writes it (interfaces.md section 4, Plan JSON); `plan:upsert` matches on `key`. */
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
  prices: {
    billingCycle: BillingCycle
    amount: number
    currency: string
    compareAt: number | null
    isActive: boolean
  }[]
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

/** What a client sends: the Plan JSON, every field but `key` and `name` optional (defaults below). */
export type PlanBody = { key: string; name: string } & Partial<
  Omit<PlanInput, 'key' | 'name' | 'prices' | 'features'> & {
    prices: Partial<PlanInput['prices'][number]>[]
    features: Partial<PlanInput['features'][number]>[]
  }
>

const fail = (message: string, field?: string): never => {
  throw operatorInputError(message, field)
}
const text = (v: unknown, field: string, fallback?: string): string => {
  if (v === undefined || v === null) return fallback !== undefined ? fallback : fail(`${field} is required.`, field)
  return typeof v === 'string' ? v : fail(`${field} must be a string.`, field)
}
const bool = (v: unknown, field: string, fallback: boolean): boolean =>
  v === undefined || v === null ? fallback : typeof v === 'boolean' ? v : fail(`${field} must be true or false.`, field)
/** A trial longer than a year is a typo (days, not hours or minutes). */
const MAX_TRIAL_DAYS = 365
function int(v: unknown, field: string, fallback: number, min = -MAX_STORED_INT, max = MAX_STORED_INT): number {
  if (v === undefined || v === null) return fallback
  if (!Number.isSafeInteger(v)) return fail(`${field} must be a whole number.`, field)
  const n = v as number
  return n >= min && n <= max ? n : fail(`${field} must be a whole number from ${min} to ${max}.`, field)
}
const paiseOrNull = (v: unknown, field: string): number | null =>
  v === undefined || v === null
    ? null
    : !isPaise(v) || v < 0
      ? fail(`${field} must be a non-negative integer number of paise.`, field)
      : v > MAX_STORED_INT
        ? fail(`${field} must be at most ${MAX_STORED_INT}.`, field)
        : v
const list = (v: unknown, field: string): unknown[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : fail(`${field} must be an array.`, field)
const obj = (v: unknown, field: string): Record<string, unknown> =>
  isRecord(v) ? v : fail(`${field} must be an object.`, field)

function parsePrice(raw: unknown, i: number): PlanInput['prices'][number] {
  const p = obj(raw, `prices[${i}]`)
  const billingCycle = text(p.billingCycle, `prices[${i}].billingCycle`)
  if (!isBillingCycle(billingCycle))
    return fail(`prices[${i}].billingCycle must be one of ${billingCycles.join(', ')}.`)
  const amount = paiseOrNull(p.amount, `prices[${i}].amount`) ?? fail(`prices[${i}].amount is required.`)
  return {
    billingCycle,
    amount,
    currency: text(p.currency, `prices[${i}].currency`, 'INR').toUpperCase(),
    compareAt: paiseOrNull(p.compareAt, `prices[${i}].compareAt`),
    isActive: bool(p.isActive, `prices[${i}].isActive`, true),
  }
}

function parseFeature(raw: unknown, i: number): PlanInput['features'][number] {
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
}

/** The Plan JSON checked field by field; the first problem is a 400 naming the field. */
export function parsePlanInput(raw: unknown): PlanInput {
  const json = obj(raw, 'The plan')
  const key = text(json.key, 'key').trim()
  if (key === '') fail('key is required.', 'key')
  const prices = list(json.prices, 'prices').map(parsePrice)
  if (new Set(prices.map((p) => p.billingCycle)).size !== prices.length) fail('prices lists a billing cycle twice.')
  const features = list(json.features, 'features').map(parseFeature)
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
    trialDays: int(json.trialDays, 'trialDays', 0, 0, MAX_TRIAL_DAYS),
    prices,
    features,
  }
}

/** `platform.upsertPlan`'s input: the same checks as `plan:upsert`. */
export const planUpsertInput = checkedBody<PlanBody>()(parsePlanInput)
