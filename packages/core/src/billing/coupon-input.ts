import { checkedBody } from '../shared/request-body.ts'
import { isRecord } from '../shared/is-record.ts'
import { parseStoredDate } from '../shared/domain-ranges.ts'
import { normalizeCouponCode } from './coupon-rules.ts'
import { operatorInputError } from './operator-errors.ts'
import { MAX_STORED_INT, isPaise } from '../shared/money.ts'

/**
 * A coupon as the operator writes it (interfaces.md section 4, Coupon JSON). `planRefs` are plan
 * ids or keys as written; the service resolves them to the ids the coupon stores.
 */
export type CouponInput = {
  code: string
  kind: 'PERCENT' | 'AMOUNT'
  percentOff: number | null
  amountOff: number | null
  validFrom: Date | null
  validUntil: Date | null
  isActive: boolean
  planRefs: string[]
  billingCycles: string[]
  firstPurchaseOnly: boolean
  minSubtotal: number | null
  perTenantLimit: number | null
  maxRedemptions: number | null
}

/** What a client sends; absent restriction fields mean unrestricted. */
export type CouponBody = {
  code: string
  kind: 'PERCENT' | 'AMOUNT'
  percentOff?: number | null
  amountOff?: number | null
  validFrom?: string | null
  validUntil?: string | null
  isActive?: boolean
  planIds?: string[]
  billingCycles?: string[]
  firstPurchaseOnly?: boolean
  minSubtotal?: number | null
  perTenantLimit?: number | null
  maxRedemptions?: number | null
}

const fail = (message: string, field?: string): never => {
  throw operatorInputError(message, field)
}
const optionalInt = (v: unknown, field: string): number | null =>
  v === undefined || v === null
    ? null
    : !Number.isSafeInteger(v) || (v as number) < 0
      ? fail(`${field} must be a non-negative whole number.`, field)
      : (v as number) > MAX_STORED_INT
        ? fail(`${field} must be at most ${MAX_STORED_INT}.`, field)
        : (v as number)
const optionalDate = (v: unknown, field: string): Date | null => {
  if (v === undefined || v === null || v === '') return null
  return parseStoredDate(v) ?? fail(`${field} must be an ISO 8601 timestamp between 1900 and 9999.`, field)
}
const stringList = (v: unknown, field: string): string[] =>
  v === undefined || v === null
    ? []
    : Array.isArray(v) && v.every((x) => typeof x === 'string')
      ? v
      : fail(`${field} must be an array of strings.`, field)

/** The Coupon JSON checked in field order; the first problem is a 400 naming the field. */
export function parseCouponInput(raw: unknown): CouponInput {
  const json = isRecord(raw) ? raw : fail('The coupon must be an object.')
  const code = normalizeCouponCode(json.code) ?? fail('code is required.', 'code')
  const kind =
    json.kind === 'PERCENT' || json.kind === 'AMOUNT' ? json.kind : fail('kind must be PERCENT or AMOUNT.', 'kind')
  const percentOff = optionalInt(json.percentOff, 'percentOff')
  const amountOff = optionalInt(json.amountOff, 'amountOff')
  if (kind === 'PERCENT' && (percentOff === null || percentOff < 1 || percentOff > 100))
    fail('percentOff must be a whole percent from 1 to 100.', 'percentOff')
  if (kind === 'AMOUNT' && (amountOff === null || !isPaise(amountOff) || amountOff < 1))
    fail('amountOff must be a positive integer number of paise.', 'amountOff')
  return {
    code,
    kind,
    percentOff: kind === 'PERCENT' ? percentOff : null,
    amountOff: kind === 'AMOUNT' ? amountOff : null,
    planRefs: stringList(json.planIds, 'planIds'),
    billingCycles: stringList(json.billingCycles, 'billingCycles'),
    validFrom: optionalDate(json.validFrom, 'validFrom'),
    validUntil: optionalDate(json.validUntil, 'validUntil'),
    isActive: json.isActive === undefined || json.isActive === null ? true : json.isActive === true,
    firstPurchaseOnly: json.firstPurchaseOnly === true,
    minSubtotal: optionalInt(json.minSubtotal, 'minSubtotal'),
    perTenantLimit: optionalInt(json.perTenantLimit, 'perTenantLimit'),
    maxRedemptions: optionalInt(json.maxRedemptions, 'maxRedemptions'),
  }
}

/** `platform.createCoupon`'s input: the same checks as `coupon:create`. */
export const couponCreateInput = checkedBody<CouponBody>()(parseCouponInput)
