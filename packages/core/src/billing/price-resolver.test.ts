import { describe, expect, it } from 'vitest'
import { DomainError } from '../shared/domain-error.ts'
import {
  couponDiscount,
  resolvePrice,
  selectPlanPrice,
  type DiscountCoupon,
  type PlanForSale,
  type PriceForSale,
} from './price-resolver.ts'

const percent = (percentOff: number): DiscountCoupon => ({ id: 'c1', code: 'PCT', kind: 'PERCENT', percentOff })
const amount = (amountOff: number): DiscountCoupon => ({ id: 'c2', code: 'AMT', kind: 'AMOUNT', amountOff })

describe('couponDiscount', () => {
  it.each<[string, DiscountCoupon, number, number]>([
    ['10% of 99900', percent(10), 99_900, 9_990],
    ['10% of 999 rounds 99.9 up', percent(10), 999, 100],
    ['10% of 994 rounds 99.4 down', percent(10), 994, 99],
    ['10% of 995 rounds 99.5 up', percent(10), 995, 100],
    ['12.5% of 4 rounds 0.5 up', percent(12.5), 4, 1],
    ['33.33% of 100', percent(33.33), 100, 33],
    ['15% of 4999 (749.85)', percent(15), 4_999, 750],
    ['100%', percent(100), 49_900, 49_900],
    ['over 100% caps at subtotal', percent(150), 49_900, 49_900],
    ['negative percent is no discount', percent(-5), 49_900, 0],
    ['missing percent is no discount', { id: 'c', code: 'X', kind: 'PERCENT' }, 49_900, 0],
    ['0% ', percent(0), 49_900, 0],
    ['percent of zero', percent(50), 0, 0],
    ['amount below subtotal', amount(10_000), 49_900, 10_000],
    ['amount equal to subtotal', amount(49_900), 49_900, 49_900],
    ['amount above subtotal caps', amount(99_999), 49_900, 49_900],
    ['missing amount is no discount', { id: 'c', code: 'X', kind: 'AMOUNT', amountOff: null }, 49_900, 0],
  ])('%s', (_label, coupon, subtotal, expected) => {
    expect(couponDiscount(coupon, subtotal)).toBe(expected)
  })

  it('rejects non-integer money', () => {
    expect(() => couponDiscount(amount(10.5), 1000)).toThrow()
    expect(() => couponDiscount(percent(10), 999.5)).toThrow()
    expect(() => couponDiscount(amount(-1), 1000)).toThrow()
  })
})

describe('resolvePrice', () => {
  const price = { amount: 99_900, currency: 'INR' }

  it.each<[string, DiscountCoupon | null, object]>([
    ['no coupon', null, { subtotal: 99_900, discount: 0, tax: 0, total: 99_900, couponId: null, couponCode: null }],
    [
      'percent coupon',
      percent(20),
      { subtotal: 99_900, discount: 19_980, tax: 0, total: 79_920, couponId: 'c1', couponCode: 'PCT' },
    ],
    [
      'amount coupon',
      amount(900),
      { subtotal: 99_900, discount: 900, tax: 0, total: 99_000, couponId: 'c2', couponCode: 'AMT' },
    ],
    ['amount over subtotal totals zero', amount(500_000), { subtotal: 99_900, discount: 99_900, tax: 0, total: 0 }],
    ['100% totals zero', percent(100), { discount: 99_900, total: 0 }],
  ])('%s', (_label, coupon, expected) => {
    expect(resolvePrice({ price, coupon })).toMatchObject({ currency: 'INR', ...expected })
  })

  it('rejects a non-integer price', () => {
    expect(() => resolvePrice({ price: { amount: 499.5, currency: 'INR' }, coupon: null })).toThrow()
  })
})

describe('selectPlanPrice', () => {
  const plan: PlanForSale = { id: 'p1', isActive: true, isContactSales: false }
  const prices: PriceForSale[] = [
    { billingCycle: 'monthly', amount: 49_900, currency: 'INR', isActive: true },
    { billingCycle: 'yearly', amount: 499_900, currency: 'INR', isActive: false },
    { billingCycle: 'quarterly', amount: 139_900, currency: 'INR' },
  ]
  const REQUIRED = 'Plan and billing cycle are required.'
  const CONTACT = 'This plan is not available for self-serve purchase. Please contact sales.'

  it.each<[string, unknown, unknown, PlanForSale | null, string]>([
    ['planId missing', undefined, 'monthly', plan, REQUIRED],
    ['billingCycle missing', 'p1', undefined, plan, REQUIRED],
    ['planId not a string', 42, 'monthly', plan, REQUIRED],
    ['billingCycle not a string', 'p1', ['monthly'], plan, REQUIRED],
    ['blank planId', '  ', 'monthly', plan, REQUIRED],
    ['required beats unknown cycle', null, 'weekly', null, REQUIRED],
    ['unknown cycle', 'p1', 'weekly', plan, 'Unknown billing cycle.'],
    ['unknown cycle beats missing plan', 'nope', 'Monthly', null, 'Unknown billing cycle.'],
    ['no such plan', 'nope', 'monthly', null, 'This plan is not available.'],
    ['inactive plan', 'p1', 'monthly', { ...plan, isActive: false }, 'This plan is not available.'],
    [
      'inactive beats contact sales',
      'p1',
      'monthly',
      { ...plan, isActive: false, isContactSales: true },
      'This plan is not available.',
    ],
    ['contact sales', 'p1', 'monthly', { ...plan, isContactSales: true }, CONTACT],
    ['contact sales beats no price', 'p1', 'half-yearly', { ...plan, isContactSales: true }, CONTACT],
    ['no price on cycle', 'p1', 'half-yearly', plan, 'This plan is not sold on that billing cycle.'],
    ['inactive price on cycle', 'p1', 'yearly', plan, 'This plan is not sold on that billing cycle.'],
  ])('%s', (_label, planId, billingCycle, planRow, message) => {
    let thrown: unknown
    try {
      selectPlanPrice({ planId, billingCycle, plan: planRow, prices })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(DomainError)
    expect([(thrown as DomainError).status, (thrown as DomainError).message]).toEqual([400, message])
  })

  it.each([
    ['monthly', 49_900],
    ['quarterly', 139_900],
  ] as const)('selects the %s price', (cycle, expected) => {
    const selected = selectPlanPrice({ planId: 'p1', billingCycle: cycle, plan, prices })
    expect(selected).toEqual({ plan, price: expect.objectContaining({ amount: expected }), cycle })
  })
})
