import { billingCycles, formatPaise, parseRupeeInput, type PlanBody } from '@gold/core'
import type { FormErrors } from '@gold/ui'
import type { PlanRow } from './platform-outputs.ts'

type Feature = PlanRow['features'][number]
export type PlanValues = {
  key: string
  name: string
  tagline: string
  description: string
  badge: string
  isActive: boolean
  isPublic: boolean
  isContactSales: boolean
  sortOrder: string
  trialDays: string
  /** Rupees as typed, by billing cycle; blank: not sold on that cycle. */
  prices: Record<string, string>
  /** Limits as typed, by feature key (LIMIT features); blank: unlimited. */
  limits: Record<string, string>
  enabled: Record<string, boolean>
  /** What shops read for each feature ("Up to 10 staff accounts"): keep it in step with the limit. */
  labels: Record<string, string>
}
export type PlanField =
  'key' | 'name' | 'sortOrder' | 'trialDays' | `price:${string}` | `limit:${string}` | `label:${string}`

const rupees = (paise: number) => formatPaise(paise).replace('₹', '')

export function planInitial(plan: PlanRow | null): PlanValues {
  const active = (cycle: string) => plan?.prices.find((p) => p.billingCycle === cycle && p.isActive)
  return {
    key: plan?.key ?? '',
    name: plan?.name ?? '',
    tagline: plan?.tagline ?? '',
    description: plan?.description ?? '',
    badge: plan?.badge ?? '',
    isActive: plan?.isActive ?? true,
    isPublic: plan?.isPublic ?? true,
    isContactSales: plan?.isContactSales ?? false,
    sortOrder: String(plan?.sortOrder ?? 0),
    trialDays: String(plan?.trialDays ?? 0),
    prices: Object.fromEntries(billingCycles.map((c) => [c, active(c) ? rupees(active(c)!.amount) : ''])),
    limits: Object.fromEntries(
      (plan?.features ?? []).map((f) => [f.key, f.limitValue === null ? '' : String(f.limitValue)]),
    ),
    enabled: Object.fromEntries((plan?.features ?? []).map((f) => [f.key, f.enabled])),
    labels: Object.fromEntries((plan?.features ?? []).map((f) => [f.key, f.label])),
  }
}

const WHOLE = /^\d{1,6}$/

export function planProblems(v: PlanValues, features: readonly Feature[]): FormErrors<PlanField> {
  const p: FormErrors<PlanField> = {}
  if (!/^[a-z0-9][a-z0-9_-]{0,39}$/.test(v.key.trim())) p.key = 'Use lowercase letters, digits, hyphens or underscores.'
  if (!v.name.trim()) p.name = 'Enter the plan’s name.'
  if (!WHOLE.test(v.sortOrder.trim())) p.sortOrder = 'Enter a whole number.'
  if (!WHOLE.test(v.trialDays.trim())) p.trialDays = 'Enter a whole number of days.'
  for (const cycle of billingCycles) {
    const text = v.prices[cycle] ?? ''
    if (text.trim() === '') continue
    const parsed = parseRupeeInput(text)
    if (!parsed.ok) p[`price:${cycle}`] = parsed.message
  }
  for (const f of features) if (!(v.labels[f.key] ?? '').trim()) p[`label:${f.key}`] = 'Enter what shops read for it.'
  for (const f of features)
    if (f.type === 'LIMIT' && (v.limits[f.key] ?? '').trim() !== '' && !WHOLE.test(v.limits[f.key]!.trim()))
      p[`limit:${f.key}`] = 'Enter a whole number, or leave it blank for unlimited.'
  return p
}

/**
 * The Plan JSON `platform.upsertPlan` (and `plan:upsert`) takes. Every feature is sent back, so
 * upserting never drops one; a cycle left blank is not sold (its old price is kept, inactive).
 */
export function planBody(v: PlanValues, plan: PlanRow | null): PlanBody {
  return {
    key: v.key.trim(),
    name: v.name.trim(),
    tagline: v.tagline.trim(),
    description: v.description.trim(),
    badge: v.badge.trim(),
    isActive: v.isActive,
    isPublic: v.isPublic,
    isContactSales: v.isContactSales,
    sortOrder: Number(v.sortOrder.trim()),
    trialDays: Number(v.trialDays.trim()),
    prices: billingCycles.flatMap((cycle) => {
      const parsed = parseRupeeInput(v.prices[cycle] ?? '')
      const old = plan?.prices.find((p) => p.billingCycle === cycle)
      return parsed.ok
        ? [{ billingCycle: cycle, amount: parsed.paise, currency: 'INR', compareAt: old?.compareAt ?? null }]
        : []
    }),
    features: (plan?.features ?? []).map((f) => ({
      key: f.key,
      label: (v.labels[f.key] ?? f.label).trim(),
      type: f.type === 'LIMIT' ? 'LIMIT' : 'BOOLEAN',
      unit: f.unit,
      enabled: v.enabled[f.key] ?? f.enabled,
      limitValue:
        f.type === 'LIMIT' ? ((v.limits[f.key] ?? '').trim() === '' ? null : Number(v.limits[f.key])) : f.limitValue,
      isPublic: f.isPublic,
      isEnforced: f.isEnforced,
    })),
  }
}
