import { describe, expect, it } from 'vitest'
import { featureKeys, resolveEntitlement, withinLimit, type Entitlement, type PlanFeature } from './entitlements.ts'

const bool = (key: string, enabled: boolean, isEnforced?: boolean): PlanFeature => ({
  key,
  type: 'BOOLEAN',
  enabled,
  limitValue: null,
  isEnforced,
})
const limit = (key: string, limitValue: number | null, enabled = true, isEnforced?: boolean): PlanFeature => ({
  key,
  type: 'LIMIT',
  enabled,
  limitValue,
  isEnforced,
})

describe('resolveEntitlement', () => {
  it.each<[string, PlanFeature[], Entitlement]>([
    ['BOOLEAN enabled', [bool('f', true)], { granted: true, limit: null }],
    ['BOOLEAN disabled', [bool('f', false)], { granted: false, limit: null }],
    ['BOOLEAN disabled, explicitly enforced', [bool('f', false, true)], { granted: false, limit: null }],
    ['BOOLEAN disabled, not enforced', [bool('f', false, false)], { granted: true, limit: null }],
    ['LIMIT null is unlimited', [limit('f', null)], { granted: true, limit: null }],
    ['LIMIT 0 is none', [limit('f', 0)], { granted: false, limit: 0 }],
    ['LIMIT 5', [limit('f', 5)], { granted: true, limit: 5 }],
    ['LIMIT ignores enabled false', [limit('f', 5, false)], { granted: true, limit: 5 }],
    ['LIMIT negative is none', [limit('f', -2)], { granted: false, limit: 0 }],
    ['LIMIT fraction rounds down', [limit('f', 2.9)], { granted: true, limit: 2 }],
    ['LIMIT 0, not enforced', [limit('f', 0, true, false)], { granted: true, limit: null }],
    ['unknown key', [bool('other', false)], { granted: true, limit: null }],
    ['no features at all', [], { granted: true, limit: null }],
  ])('%s', (_label, features, expected) => {
    expect(resolveEntitlement(features, 'f')).toEqual(expected)
  })
})

describe('withinLimit', () => {
  it.each<[string, Entitlement, number, number, boolean]>([
    ['unlimited', { granted: true, limit: null }, 1000, 1, true],
    ['not granted', { granted: false, limit: null }, 0, 1, false],
    ['limit 0', { granted: false, limit: 0 }, 0, 1, false],
    ['room for one', { granted: true, limit: 3 }, 2, 1, true],
    ['at the limit', { granted: true, limit: 3 }, 3, 1, false],
    ['over the limit', { granted: true, limit: 3 }, 5, 1, false],
    ['adding two with room for one', { granted: true, limit: 3 }, 2, 2, false],
    ['checking current usage (adding 0)', { granted: true, limit: 3 }, 3, 0, true],
  ])('%s', (_label, entitlement, current, adding, expected) => {
    expect(withinLimit(entitlement, current, adding)).toBe(expected)
  })

  it('gates staff accounts by their feature key', () => {
    const features = [limit(featureKeys.staffAccounts, 2)]
    const staff = resolveEntitlement(features, 'staff_accounts')
    expect([withinLimit(staff, 1), withinLimit(staff, 2)]).toEqual([true, false])
  })
})
