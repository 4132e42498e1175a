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
  /** Principal outstanding on the borrower's other open loans in the shop. */
  existingExposure: number
  principal: number
  /** Bullet loans are tested on principal plus the interest to maturity. */
  bullet: { annualRateBp: number; days: number } | null
  ceilings: LtvCeilings
}

export type LtvAnswer = { permitted: boolean; ratioBp: number; maxPrincipal: number }

const testedAmount = (request: LtvRequest, principal: number): number =>
  request.bullet ? principal + simpleInterest(principal, request.bullet.annualRateBp, request.bullet.days) : principal

const fits = (request: LtvRequest, principal: number, ratioBp: number): boolean =>
  testedAmount(request, principal) * 10_000 <= request.valuePaise * ratioBp

/** The largest principal whose tested amount stays within `ratioBp` of the value. */
function largestFitting(request: LtvRequest, ratioBp: number): number {
  const cap = Math.floor((request.valuePaise * ratioBp) / 10_000)
  let p = request.bullet
    ? Math.floor((cap * 3_650_000) / (3_650_000 + request.bullet.annualRateBp * request.bullet.days))
    : cap
  while (p > 0 && !fits(request, p, ratioBp)) p--
  while (fits(request, p + 1, ratioBp)) p++
  return p
}

/**
 * The loan-to-value test (loans.md 1.1): the exposure (other open loans plus this principal)
 * picks the ratio, the tested amount must stay within that ratio of this valuation's value.
 * `maxPrincipal` is the largest principal that passes, for the refusal's message.
 */
export function checkLoanToValue(request: LtvRequest): LtvAnswer {
  const c = effectiveCeilings(request.ceilings)
  const ratios = [c.upTo250kBp, c.upTo500kBp, c.above500kBp]
  const tierOf = (principal: number) =>
    TIER_LIMITS_PAISE.findIndex((limit) => request.existingExposure + principal <= limit)
  const ratioBp = ratios[tierOf(request.principal)]!
  let maxPrincipal = 0
  TIER_LIMITS_PAISE.forEach((limit, t) => {
    const lower = t === 0 ? 0 : TIER_LIMITS_PAISE[t - 1]! - request.existingExposure
    const candidate = Math.min(limit - request.existingExposure, largestFitting(request, ratios[t]!))
    if (candidate > Math.max(0, lower)) maxPrincipal = Math.max(maxPrincipal, candidate)
  })
  return { permitted: fits(request, request.principal, ratioBp), ratioBp, maxPrincipal }
}
