import { describe, expect, it } from 'vitest'
import { isDomainError } from '../shared/domain-error.ts'
import { parseCouponInput } from './coupon-input.ts'

const refusal = (raw: unknown) => {
  try {
    parseCouponInput(raw)
  } catch (e) {
    if (isDomainError(e)) return [e.status, e.message]
    throw e
  }
  return null
}

describe('parseCouponInput', () => {
  it('normalizes the code and leaves absent restrictions unrestricted', () => {
    expect(parseCouponInput({ code: ' launch10 ', kind: 'PERCENT', percentOff: 10, amountOff: 500 })).toEqual({
      code: 'LAUNCH10',
      kind: 'PERCENT',
      percentOff: 10,
      amountOff: null,
      planRefs: [],
      billingCycles: [],
      validFrom: null,
      validUntil: null,
      isActive: true,
      firstPurchaseOnly: false,
      minSubtotal: null,
      perTenantLimit: null,
      maxRedemptions: null,
    })
  })

  it('reads dates, plans and caps', () => {
    const parsed = parseCouponInput({
      code: 'FLAT',
      kind: 'AMOUNT',
      amountOff: 50_000,
      validUntil: '2026-12-31T18:29:59.999Z',
      planIds: ['starter'],
      billingCycles: ['yearly'],
      maxRedemptions: 0,
      isActive: false,
    })
    expect(parsed).toMatchObject({
      amountOff: 50_000,
      percentOff: null,
      validUntil: new Date('2026-12-31T18:29:59.999Z'),
      planRefs: ['starter'],
      billingCycles: ['yearly'],
      maxRedemptions: 0,
      isActive: false,
    })
  })

  it.each([
    ['no code', { kind: 'PERCENT', percentOff: 10 }, 'code is required.'],
    ['unknown kind', { code: 'X', kind: 'FREE' }, 'kind must be PERCENT or AMOUNT.'],
    ['percent 0', { code: 'X', kind: 'PERCENT', percentOff: 0 }, 'percentOff must be a whole percent from 1 to 100.'],
    [
      'percent 101',
      { code: 'X', kind: 'PERCENT', percentOff: 101 },
      'percentOff must be a whole percent from 1 to 100.',
    ],
    ['amount missing', { code: 'X', kind: 'AMOUNT' }, 'amountOff must be a positive integer number of paise.'],
    ['negative amount', { code: 'X', kind: 'AMOUNT', amountOff: -1 }, 'amountOff must be a non-negative whole number.'],
    [
      'plans not strings',
      { code: 'X', kind: 'PERCENT', percentOff: 5, planIds: [1] },
      'planIds must be an array of strings.',
    ],
    [
      'a bad date',
      { code: 'X', kind: 'PERCENT', percentOff: 5, validFrom: 'soon' },
      'validFrom must be an ISO 8601 timestamp between 1900 and 9999.',
    ],
    [
      'a fractional cap',
      { code: 'X', kind: 'PERCENT', percentOff: 5, maxRedemptions: 1.5 },
      'maxRedemptions must be a non-negative whole number.',
    ],
    // Past the 32-bit Int columns: a 400 rather than the insert's 500.
    [
      'an amount past the column',
      { code: 'X', kind: 'AMOUNT', amountOff: 2 ** 31 },
      'amountOff must be at most 2147483647.',
    ],
    [
      'a minimum past the column',
      { code: 'X', kind: 'PERCENT', percentOff: 5, minSubtotal: 1e15 },
      'minSubtotal must be at most 2147483647.',
    ],
  ])('refuses %s with a 400 naming the field', (_, raw, message) => {
    expect(refusal(raw)).toEqual([400, message])
  })
})
