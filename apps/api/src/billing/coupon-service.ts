import {
  couponHoldSince,
  findCouponRejection,
  operatorErrors,
  operatorInputError,
  pageFrom,
  pageRequest,
  type AuditActor,
  type Coupon,
  type CouponInput,
  type CouponRejectionCode,
  type PageQuery,
} from '@gold/core'
import { recordAudit } from '../audit/audit-service.ts'
import type { AppContext } from '../platform/context.ts'
import { billingConsoleRepository } from './billing-console-platform-repository.ts'
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

/**
 * `coupon:create` (interfaces.md 4, Coupon JSON) and the console's "New coupon", the fields checked
 * by core's `parseCouponInput`; then the plans named (ids or keys; the coupon stores ids) and the code's uniqueness.
 */
export async function createCoupon(
  ctx: AppContext,
  actor: AuditActor,
  { planRefs, ...input }: CouponInput,
): Promise<{ couponId: string }> {
  const ledger = billingPlatformRepository(ctx)
  const plans = planRefs.length ? await ledger.plansByRefs(planRefs) : []
  const planIds = planRefs.map(
    (ref) =>
      plans.find((p) => p.id === ref)?.id ??
      plans.find((p) => p.key === ref)?.id ??
      fail(`No plan with id ${ref}.`, 'planIds'),
  )
  if (await ledger.couponByCode(input.code)) fail(`A coupon with code ${input.code} already exists.`, 'code')
  const row = await ledger.insertCoupon({ ...input, planIds })
  await recordAudit(ctx, actor, {
    action: 'COUPON_CREATED',
    subjectType: 'Coupon',
    subjectId: row.id,
    detail: {
      code: row.code,
      kind: row.kind,
      ...(row.kind === 'PERCENT' ? { percentOff: row.percentOff } : { amountOff: row.amountOff }),
      isActive: row.isActive,
    },
  })
  return { couponId: row.id }
}

const fail = (message: string, field?: string): never => {
  throw operatorInputError(message, field)
}

/** Switch a coupon on or off (`coupon:set-active`); an inactive code answers "not valid" at checkout. */
export async function setCouponActive(ctx: AppContext, actor: AuditActor, input: { id: string; active: boolean }) {
  const coupons = billingConsoleRepository(ctx)
  const coupon = await coupons.couponByIdOrCode(input.id)
  if (!coupon) throw operatorErrors.error('couponNotFound')
  await coupons.setCouponActive(coupon.id, input.active)
  await recordAudit(ctx, actor, {
    action: input.active ? 'COUPON_ACTIVATED' : 'COUPON_DEACTIVATED',
    subjectType: 'Coupon',
    subjectId: coupon.id,
    detail: { code: coupon.code },
  })
  return { couponId: coupon.id }
}

/** The console's coupon list, newest first, with how many settled purchases redeemed each. */
export async function listCouponsPage(ctx: AppContext, query: PageQuery) {
  const { limit, after } = pageRequest(query)
  const coupons = billingConsoleRepository(ctx)
  const page = pageFrom(await coupons.couponsPage(after, limit + 1), limit, (c) => ({ at: c.createdAt, id: c.id }))
  const redeemed = await coupons.redemptionCounts(page.items.map((c) => c.id))
  return {
    items: page.items.map((c) => ({ ...c, redemptions: redeemed.get(c.id) ?? 0 })),
    nextCursor: page.nextCursor,
  }
}
