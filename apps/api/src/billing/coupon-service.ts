import {
  couponHoldSince,
  findCouponRejection,
  isPaise,
  normalizeCouponCode,
  type Coupon,
  type CouponRejectionCode,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { billingPlatformRepository, type LedgerQueries } from './billing-platform-repository.ts'

type Client = LedgerQueries

const toCoupon = (row: Awaited<ReturnType<Client['couponByCode']>>): Coupon | null =>
  row === null ? null : { ...row, kind: row.kind === 'AMOUNT' ? 'AMOUNT' : 'PERCENT' }

export async function findCouponByCode(db: Client, code: string): Promise<Coupon | null> {
  return toCoupon(await db.couponByCode(code))
}

/**
 * Redemptions that count against a coupon's caps: settled redemptions plus checkouts still
 * in flight, i.e. purchases in CREATED with this coupon opened within the 30-minute hold window
 * (platform-spec 8). A FAILED order no longer holds the coupon, so a failed payment never blocks a retry.
 */
async function redemptionCounts(db: Client, couponId: string, tenantId: string, now: Date) {
  const since = couponHoldSince(now)
  // Sequential on purpose: this also runs on a transaction client, which takes one query at a time.
  const settled = await db.redemptions(couponId)
  const settledByTenant = await db.redemptions(couponId, tenantId)
  const held = await db.heldCheckouts(couponId, since)
  const heldByTenant = await db.heldCheckouts(couponId, since, tenantId)
  return { global: settled + held, tenant: settledByTenant + heldByTenant, tenantOpenOrders: heldByTenant }
}

export type CouponEvaluation =
  | { coupon: null; rejection: null }
  | { coupon: Coupon; rejection: null; tenantOpenOrders: number }
  | { coupon: Coupon | null; rejection: CouponRejectionCode; tenantOpenOrders: number }

/** Look a normalized code up and apply every rule of 4.1 (order in core findCouponRejection). */
export async function evaluateCoupon(
  db: Client,
  input: {
    code: string | null
    tenantId: string
    planId: string
    billingCycle: string
    subtotal: number
    now: Date
  },
): Promise<CouponEvaluation> {
  if (input.code === null) return { coupon: null, rejection: null }
  const coupon = await findCouponByCode(db, input.code)
  const counts = coupon
    ? await redemptionCounts(db, coupon.id, input.tenantId, input.now)
    : { global: 0, tenant: 0, tenantOpenOrders: 0 }
  const tenantHasPaidPurchase = coupon?.firstPurchaseOnly ? await db.hasPaidPurchase(input.tenantId) : false
  const rejection = findCouponRejection({
    coupon,
    now: input.now,
    planId: input.planId,
    billingCycle: input.billingCycle,
    subtotal: input.subtotal,
    tenantHasPaidPurchase,
    tenantRedemptions: counts.tenant,
    globalRedemptions: counts.global,
  })
  if (rejection !== null) return { coupon, rejection, tenantOpenOrders: counts.tenantOpenOrders }
  return { coupon: coupon!, rejection: null, tenantOpenOrders: counts.tenantOpenOrders }
}

const fail = (message: string): never => {
  throw new Error(message)
}
const optionalInt = (v: unknown, field: string): number | null =>
  v === undefined || v === null
    ? null
    : Number.isSafeInteger(v) && (v as number) >= 0
      ? (v as number)
      : fail(`${field} must be a non-negative whole number.`)
const optionalDate = (v: unknown, field: string): Date | null => {
  if (v === undefined || v === null || v === '') return null
  const d = typeof v === 'string' ? new Date(v) : null
  return d && !Number.isNaN(d.getTime()) ? d : fail(`${field} must be an ISO 8601 timestamp.`)
}
const stringList = (v: unknown, field: string): string[] =>
  v === undefined || v === null
    ? []
    : Array.isArray(v) && v.every((x) => typeof x === 'string')
      ? v
      : fail(`${field} must be an array of strings.`)

/** `coupon:create` (interfaces.md 4, Coupon JSON). Absent restriction fields mean unrestricted. */
export async function createCoupon(ctx: AppContext, json: Record<string, unknown>): Promise<{ couponId: string }> {
  const code = normalizeCouponCode(json.code) ?? fail('code is required.')
  const kind = json.kind === 'PERCENT' || json.kind === 'AMOUNT' ? json.kind : fail('kind must be PERCENT or AMOUNT.')
  const percentOff = optionalInt(json.percentOff, 'percentOff')
  const amountOff = optionalInt(json.amountOff, 'amountOff')
  if (kind === 'PERCENT' && (percentOff === null || percentOff < 1 || percentOff > 100))
    fail('percentOff must be a whole percent from 1 to 100.')
  if (kind === 'AMOUNT' && (amountOff === null || !isPaise(amountOff) || amountOff < 1))
    fail('amountOff must be a positive integer number of paise.')
  const planRefs = stringList(json.planIds, 'planIds')
  // Operators may name plans by key as well as id; the coupon stores ids.
  const ledger = billingPlatformRepository(ctx)
  const plans = planRefs.length ? await ledger.plansByRefs(planRefs) : []
  const planIds = planRefs.map(
    (ref) =>
      plans.find((p) => p.id === ref)?.id ?? plans.find((p) => p.key === ref)?.id ?? fail(`No plan with id ${ref}.`),
  )
  const billingCycles = stringList(json.billingCycles, 'billingCycles')
  const existing = await ledger.couponByCode(code)
  if (existing) fail(`A coupon with code ${code} already exists.`)
  const row = await ledger.insertCoupon({
    code,
    kind,
    percentOff: kind === 'PERCENT' ? percentOff : null,
    amountOff: kind === 'AMOUNT' ? amountOff : null,
    validFrom: optionalDate(json.validFrom, 'validFrom'),
    validUntil: optionalDate(json.validUntil, 'validUntil'),
    isActive: json.isActive === undefined || json.isActive === null ? true : json.isActive === true,
    planIds,
    billingCycles,
    firstPurchaseOnly: json.firstPurchaseOnly === true,
    minSubtotal: optionalInt(json.minSubtotal, 'minSubtotal'),
    perTenantLimit: optionalInt(json.perTenantLimit, 'perTenantLimit'),
    maxRedemptions: optionalInt(json.maxRedemptions, 'maxRedemptions'),
  })
  return { couponId: row.id }
}
