import { describe, expect, it } from 'vitest'
import { isDomainError } from '../shared/domain-error.ts'
import { loanSettingsErrors, parseLoanSettings } from './loan-settings.ts'

const base = { ltvUpTo250k: 85, ltvUpTo500k: 80, ltvAbove500k: 75, releaseCompensationPerDay: 500_000 }
const messageOf = (raw: unknown) => {
  try {
    parseLoanSettings(raw)
  } catch (e) {
    if (isDomainError(e)) return e.message
    throw e
  }
  return null
}
const m = (key: keyof typeof loanSettingsErrors.table) => loanSettingsErrors.table[key].message

describe('parseLoanSettings', () => {
  it('leaves the loan defaults out when the body has none', () => {
    expect(parseLoanSettings(base)).toEqual({
      ceilings: { upTo250kBp: 8500, upTo500kBp: 8000, above500kBp: 7500 },
      releaseCompensationPerDay: 500_000,
    })
  })

  it('reads the loan defaults', () => {
    expect(
      parseLoanSettings({ ...base, penalRate: 2.5, graceDays: 0, defaultThresholdDays: 120, auctionNoticeDays: 30 }),
    ).toMatchObject({ penalRateBp: 250, graceDays: 0, defaultThresholdDays: 120, auctionNoticeDays: 30 })
  })

  it('reads "cash needs an open counter" when sent, and leaves it out when not', () => {
    expect(parseLoanSettings({ ...base, cashNeedsOpenCounter: true })).toMatchObject({ cashNeedsOpenCounter: true })
    expect(parseLoanSettings(base)).not.toHaveProperty('cashNeedsOpenCounter')
  })

  it('reads "apply the 2025 gold-lending rules" when sent, and leaves it out when not', () => {
    expect(parseLoanSettings({ ...base, goldRules2025: true })).toMatchObject({ goldRules2025: true })
    expect(parseLoanSettings({ ...base, goldRules2025: false })).toMatchObject({ goldRules2025: false })
    expect(parseLoanSettings(base)).not.toHaveProperty('goldRules2025')
  })

  it.each([
    [{ ltvUpTo250k: 150 }, 'ltvUpTo250k'],
    [{ ltvUpTo500k: 80.5 }, 'ltvUpTo500k'],
    [{ ltvAbove500k: 76 }, 'ltvAbove500k'],
    [{ penalRate: -1 }, 'penalRate'],
    [{ penalRate: 100.01 }, 'penalRate'],
    [{ penalRate: 2.345 }, 'penalRate'],
    [{ graceDays: 91 }, 'graceDays'],
    [{ graceDays: 1.5 }, 'graceDays'],
    [{ defaultThresholdDays: 29 }, 'defaultThresholdDays'],
    [{ defaultThresholdDays: 366 }, 'defaultThresholdDays'],
    [{ auctionNoticeDays: 13 }, 'auctionNoticeDays'],
    [{ auctionNoticeDays: '14' }, 'auctionNoticeDays'],
    [{ cashNeedsOpenCounter: 'yes' }, 'cashNeedsOpenCounter'],
    [{ goldRules2025: 1 }, 'goldRules2025'],
  ] as const)('%j → %s', (change, key) => {
    expect(messageOf({ ...base, ...change })).toBe(m(key))
  })

  it('accepts the edges', () => {
    expect(
      parseLoanSettings({ ...base, penalRate: 100, graceDays: 90, defaultThresholdDays: 30, auctionNoticeDays: 90 }),
    ).toMatchObject({ penalRateBp: 10_000, graceDays: 90, defaultThresholdDays: 30, auctionNoticeDays: 90 })
  })
})
