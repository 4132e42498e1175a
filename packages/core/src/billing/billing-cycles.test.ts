import { describe, expect, it } from 'vitest'
import { billingCycles, cycleMonths, isBillingCycle } from './billing-cycles.ts'

describe('billing cycles', () => {
  it('lists the four cycles in order', () => {
    expect(billingCycles).toEqual(['monthly', 'quarterly', 'half-yearly', 'yearly'])
  })

  it.each([
    ['monthly', 1],
    ['quarterly', 3],
    ['half-yearly', 6],
    ['yearly', 12],
  ] as const)('%s is %i months', (cycle, months) => {
    expect(isBillingCycle(cycle)).toBe(true)
    expect(cycleMonths(cycle)).toBe(months)
  })

  it.each([
    ['Monthly'],
    ['annual'],
    ['half_yearly'],
    [' monthly'],
    [''],
    ['toString'],
    ['__proto__'],
    ['constructor'],
    [undefined],
    [null],
    [1],
    [{}],
  ])('%j is an unknown cycle', (value) => {
    expect(isBillingCycle(value)).toBe(false)
  })
})
