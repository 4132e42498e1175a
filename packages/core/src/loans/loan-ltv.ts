import { simpleInterest } from './loan-interest.ts'

/** Loan-to-value ceilings in basis points by the borrower's exposure (loans.md 1.1). */
export type LtvCeilings = { upTo250kBp: number; upTo500kBp: number; above500kBp: number }

/** RBI's 2025 gold-lending tiers: 85% up to ₹2,50,000, 80% up to ₹5,00,000, 75% above. */
export const REGULATOR_LTV_CEILINGS: LtvCeilings = { upTo250kBp: 8500, upTo500kBp: 8000, above500kBp: 7500 }

const TIER_LIMITS_PAISE = [25_000_000, 50_000_000, Number.POSITIVE_INFINITY] as const

/** A shop's ceilings: its own where lower, the regulator's where it asked for more. */
export const effectiveCeilings = (shop: LtvCeilings): LtvCeilings => ({
  upTo250kBp: Math.min(shop.upTo250kBp, REGULATOR_LTV_CEILINGS.upTo250kBp),
  upTo500kBp: Math.min(shop.upTo500kBp, REGULATOR_LTV_CEILINGS.upTo500kBp),
  above500kBp: Math.min(shop.above500kBp, REGULATOR_LTV_CEILINGS.above500kBp),
})

/** The ratio (basis points) a borrower's exposure falls in: the shop's ceiling of that tier, never above the regulator's. */
export function ltvRatioBpFor(exposure: number, ceilings: LtvCeilings): number {
  const c = effectiveCeilings(ceilings)
  const tier = TIER_LIMITS_PAISE.findIndex((limit) => exposure <= limit)
  return [c.upTo250kBp, c.upTo500kBp, c.above500kBp][tier]!
}

export type LtvRequest = {
  /** The valuation's totalValue in paise. */
  valuePaise: number
  /** What the borrower's other open loans already count towards the tier (principal outstanding). */
  existingExposure: number
  principal: number
  /** Bullet loans are tested on principal plus the interest to maturity. */
  bullet: { annualRateBp: number; days: number } | null
  ceilings: LtvCeilings
  /**
   * What this loan adds to the exposure that picks the tier: its principal (loans.md 1.1), or, for
   * the 2025 consumption tiers, its tested amount (a bullet loan's interest to maturity included).
   */
  tierByTestedAmount?: boolean
}

export type LtvAnswer = { permitted: boolean; ratioBp: number; maxPrincipal: number }

const testedAmount = (request: LtvRequest, principal: number): number =>
  request.bullet ? principal + simpleInterest(principal, request.bullet.annualRateBp, request.bullet.days) : principal

/** The exposure that picks the tier: the other loans' plus this loan's (principal or tested amount). */
export const exposureWith = (request: LtvRequest, principal: number): number =>
  request.existingExposure + (request.tierByTestedAmount ? testedAmount(request, principal) : principal)

/** The largest principal whose tested amount is at most `capPaise` (0 when none is). */
function largestTestedWithin(request: LtvRequest, capPaise: number): number {
  if (capPaise <= 0) return 0
  let p = request.bullet
    ? Math.floor((capPaise * 3_650_000) / (3_650_000 + request.bullet.annualRateBp * request.bullet.days))
    : capPaise
  while (p > 0 && testedAmount(request, p) > capPaise) p--
  while (testedAmount(request, p + 1) <= capPaise) p++
  return p
}

/** The largest principal whose tested amount stays within `ratioBp` of the value. */
const largestFitting = (request: LtvRequest, ratioBp: number): number =>
  largestTestedWithin(request, Math.floor((request.valuePaise * ratioBp) / 10_000))

/** The largest principal whose exposure stays within a tier's upper limit. */
function largestInTier(request: LtvRequest, limit: number): number {
  if (limit === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY
  const room = limit - request.existingExposure
  return request.tierByTestedAmount ? (room < 0 ? -1 : largestTestedWithin(request, room)) : room
}

/**
 * The loan-to-value test (loans.md 1.1): the exposure (other open loans plus this loan) picks the
 * ratio, the tested amount must stay within that ratio of this valuation's value.
 * `maxPrincipal` is the largest principal that passes, for the refusal's message.
 */
export function checkLoanToValue(request: LtvRequest): LtvAnswer {
  const c = effectiveCeilings(request.ceilings)
  const ratios = [c.upTo250kBp, c.upTo500kBp, c.above500kBp]
  const tierAmount = exposureWith(request, request.principal)
  const ratioBp = ratios[TIER_LIMITS_PAISE.findIndex((limit) => tierAmount <= limit)]!
  let maxPrincipal = 0
  TIER_LIMITS_PAISE.forEach((limit, t) => {
    const candidate = Math.min(largestInTier(request, limit), largestFitting(request, ratios[t]!))
    const inTier = candidate > 0 && (t === 0 || exposureWith(request, candidate) > TIER_LIMITS_PAISE[t - 1]!)
    if (inTier) maxPrincipal = Math.max(maxPrincipal, candidate)
  })
  const permitted = testedAmount(request, request.principal) * 10_000 <= request.valuePaise * ratioBp
  return { permitted, ratioBp, maxPrincipal }
}
