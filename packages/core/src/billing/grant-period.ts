import { cycleMonths, type BillingCycle } from './billing-cycles.ts'
import { addMonthsIst } from '../shared/india-calendar.ts'

export type GrantedPeriod = { periodStart: Date; periodEnd: Date }

/**
 * The period a paid purchase grants (platform-spec 2.3 rule 6). Stacking: with time left
 * (currentExpiry strictly after now) the period starts at the current expiry; a lapsed tenant or
 * one without an expiry starts from now. The end is the start plus the cycle's calendar months,
 * counted on the IST calendar with month-end clamping (see addMonthsIst). The new tenant expiry is
 * periodEnd.
 */
export function grantPeriod(input: { now: Date; currentExpiry: Date | null; cycle: BillingCycle }): GrantedPeriod {
  const { now, currentExpiry, cycle } = input
  const hasTimeLeft = currentExpiry !== null && currentExpiry.getTime() > now.getTime()
  const periodStart = new Date((hasTimeLeft ? currentExpiry : now).getTime())
  return { periodStart, periodEnd: addMonthsIst(periodStart, cycleMonths(cycle)) }
}

/**
 * New tenant expiry after a full refund recorded as revoking: the current expiry minus exactly
 * the span the purchase added (periodEnd - periodStart, in milliseconds), wherever the expiry has
 * moved since (later renewals keep their own time). A tenant whose expiry was cleared (null)
 * stays without one. The result may lie in the past; status derivation then reports Expired.
 */
export function revokePeriod(input: { currentExpiry: Date | null; periodStart: Date; periodEnd: Date }): Date | null {
  const { currentExpiry, periodStart, periodEnd } = input
  if (currentExpiry === null) return null
  const span = periodEnd.getTime() - periodStart.getTime()
  if (!Number.isFinite(span) || span < 0) throw new Error('revokePeriod needs periodEnd at or after periodStart')
  return new Date(currentExpiry.getTime() - span)
}
