import { billingCycles, endOfIstDay, parseRupeeInput, startOfIstDay, type CouponBody } from '@gold/core'
import type { ErrorFields, FormErrors } from '@gold/ui'

export type CouponValues = {
  code: string
  kind: 'PERCENT' | 'AMOUNT'
  percentOff: string
  amountOff: string
  validFrom: string
  validUntil: string
  planIds: string[]
  billingCycles: string[]
  firstPurchaseOnly: boolean
  minSubtotal: string
  perTenantLimit: string
  maxRedemptions: string
  isActive: boolean
}
export type CouponField =
  | 'code'
  | 'percentOff'
  | 'amountOff'
  | 'validFrom'
  | 'validUntil'
  | 'planIds'
  | 'minSubtotal'
  | 'perTenantLimit'
  | 'maxRedemptions'

export const couponInitial: CouponValues = {
  code: '',
  kind: 'PERCENT',
  percentOff: '',
  amountOff: '',
  validFrom: '',
  validUntil: '',
  planIds: [],
  billingCycles: [],
  firstPurchaseOnly: false,
  minSubtotal: '',
  perTenantLimit: '',
  maxRedemptions: '',
  isActive: true,
}

const WHOLE = /^\d{1,9}$/
const optionalRupees = (text: string) => (text.trim() === '' ? null : parseRupeeInput(text))

/** What is wrong with the form, field by field, before anything is sent. */
export function couponProblems(v: CouponValues): FormErrors<CouponField> {
  const problems: FormErrors<CouponField> = {}
  const code = v.code.trim()
  if (code === '') problems.code = 'Enter the code shops will type.'
  else if (!/^[A-Za-z0-9_-]{3,40}$/.test(code)) problems.code = 'Use 3 to 40 letters, digits, hyphens or underscores.'
  if (v.kind === 'PERCENT') {
    const pct = v.percentOff.trim()
    if (!WHOLE.test(pct) || Number(pct) < 1 || Number(pct) > 100)
      problems.percentOff = 'Enter a whole percent from 1 to 100.'
  } else {
    const amount = parseRupeeInput(v.amountOff)
    if (!amount.ok) problems.amountOff = amount.message
  }
  if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
    problems.validUntil = 'The last day cannot be before the first day.'
  const min = optionalRupees(v.minSubtotal)
  if (min && !min.ok && min.problem !== 'zero') problems.minSubtotal = min.message
  for (const field of ['perTenantLimit', 'maxRedemptions'] as const)
    if (v[field].trim() !== '' && !WHOLE.test(v[field].trim()))
      problems[field] = 'Enter a whole number, or leave it blank.'
  return problems
}

/** India days: the coupon is valid from the start of its first day to the end of its last (both inclusive). */
const startOfDay = (day: string) => startOfIstDay(day).toISOString()
const endOfDay = (day: string) => endOfIstDay(day).toISOString()
const optionalWhole = (text: string) => (text.trim() === '' ? null : Number(text.trim()))

/** The Coupon JSON `platform.createCoupon` (and `coupon:create`) takes; call once `couponProblems` is empty. */
export function couponBody(v: CouponValues): CouponBody {
  const min = optionalRupees(v.minSubtotal)
  return {
    code: v.code.trim(),
    kind: v.kind,
    ...(v.kind === 'PERCENT'
      ? { percentOff: Number(v.percentOff.trim()) }
      : { amountOff: (parseRupeeInput(v.amountOff) as { paise: number }).paise }),
    validFrom: v.validFrom ? startOfDay(v.validFrom) : null,
    validUntil: v.validUntil ? endOfDay(v.validUntil) : null,
    planIds: v.planIds,
    billingCycles: billingCycles.filter((c) => v.billingCycles.includes(c)),
    firstPurchaseOnly: v.firstPurchaseOnly,
    minSubtotal: min === null ? null : min.ok ? min.paise : 0,
    perTenantLimit: optionalWhole(v.perTenantLimit),
    maxRedemptions: optionalWhole(v.maxRedemptions),
    isActive: v.isActive,
  }
}

/** The server names the Coupon JSON field an error is about; the form's fields bear the same names. */
export const COUPON_ERROR_FIELDS: ErrorFields<CouponField> = {
  inputs: {
    code: 'code',
    planIds: 'planIds',
    percentOff: 'percentOff',
    amountOff: 'amountOff',
    validFrom: 'validFrom',
    validUntil: 'validUntil',
    minSubtotal: 'minSubtotal',
    perTenantLimit: 'perTenantLimit',
    maxRedemptions: 'maxRedemptions',
  },
}
