import { describe, expect, it } from 'vitest'
import { isDomainError } from '../shared/domain-error.ts'
import { parsePlanInput } from './plan-input.ts'

const refusal = (raw: unknown) => {
  try {
    parsePlanInput(raw)
  } catch (e) {
    if (isDomainError(e)) return [e.status, e.message]
    throw e
  }
  return null
}

describe('parsePlanInput', () => {
  it('fills the defaults of the Plan JSON', () => {
    expect(parsePlanInput({ key: ' pro ', name: 'Pro', prices: [{ billingCycle: 'monthly', amount: 100 }] })).toEqual({
      key: 'pro',
      name: 'Pro',
      description: '',
      tagline: '',
      badge: '',
      isContactSales: false,
      isPublic: true,
      isActive: true,
      sortOrder: 0,
      trialDays: 0,
      prices: [{ billingCycle: 'monthly', amount: 100, currency: 'INR', compareAt: null, isActive: true }],
      features: [],
    })
  })

  it.each([
    ['not an object', 'x', 'The plan must be an object.'],
    ['no key', { name: 'P' }, 'key is required.'],
    ['blank key', { key: ' ', name: 'P' }, 'key is required.'],
    ['no name', { key: 'p' }, 'name is required.'],
    [
      'unknown cycle',
      { key: 'p', name: 'P', prices: [{ billingCycle: 'weekly', amount: 1 }] },
      'prices[0].billingCycle must be one of monthly, quarterly, half-yearly, yearly.',
    ],
    [
      'fractional paise',
      { key: 'p', name: 'P', prices: [{ billingCycle: 'monthly', amount: 10.5 }] },
      'prices[0].amount must be a non-negative integer number of paise.',
    ],
    [
      'a cycle twice',
      {
        key: 'p',
        name: 'P',
        prices: [
          { billingCycle: 'monthly', amount: 1 },
          { billingCycle: 'monthly', amount: 2 },
        ],
      },
      'prices lists a billing cycle twice.',
    ],
    [
      'unknown feature type',
      { key: 'p', name: 'P', features: [{ key: 'x', type: 'NUMBER' }] },
      'features[0].type must be BOOLEAN or LIMIT.',
    ],
    ['trial days not whole', { key: 'p', name: 'P', trialDays: 1.5 }, 'trialDays must be a whole number.'],
    // Each would otherwise reach a 32-bit Int column and fail the insert with a 500.
    ['negative trial days', { key: 'p', name: 'P', trialDays: -1 }, 'trialDays must be a whole number from 0 to 365.'],
    ['a trial over a year', { key: 'p', name: 'P', trialDays: 366 }, 'trialDays must be a whole number from 0 to 365.'],
    [
      'a sort order past the column',
      { key: 'p', name: 'P', sortOrder: 2 ** 31 },
      'sortOrder must be a whole number from -2147483647 to 2147483647.',
    ],
    [
      'a price past the column',
      { key: 'p', name: 'P', prices: [{ billingCycle: 'monthly', amount: 2 ** 31 }] },
      'prices[0].amount must be at most 2147483647.',
    ],
    [
      'a limit past the column',
      { key: 'p', name: 'P', features: [{ key: 'x', type: 'LIMIT', limitValue: 1e12 }] },
      'features[0].limitValue must be a whole number from -2147483647 to 2147483647.',
    ],
  ])('refuses %s with a 400 naming the field', (_, raw, message) => {
    expect(refusal(raw)).toEqual([400, message])
  })
})
