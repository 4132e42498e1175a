import { describe, expect, it } from 'vitest'
import { isDomainError } from '../shared/domain-error.ts'
import { shopErrors } from './shop-errors.ts'
import {
  describeGoldRate,
  isStaleRate,
  parseHistoryDays,
  parseShopRateEntry,
  rateAgeMinutes,
  rateAgeText,
  rateSourceLabel,
  shopClosingRates,
} from './shop-gold-rate.ts'

const messageOf = (run: () => unknown) => {
  try {
    run()
  } catch (e) {
    if (isDomainError(e)) return e.message
    throw e
  }
  return null
}
const m = (key: keyof typeof shopErrors.table) => shopErrors.table[key].message

describe('parseShopRateEntry', () => {
  it('derives 24K from 22K as every stored rate is', () => {
    expect(parseShopRateEntry({ rate22k: 6500 })).toEqual({ rate22k: 6500, rate24k: 7088.97 })
    expect(parseShopRateEntry({ rate22k: '6500.456', rate24k: '' })).toEqual({ rate22k: 6500.46, rate24k: 7089.48 })
  })

  it('keeps a 24K rate the shop gives', () => {
    expect(parseShopRateEntry({ rate22k: 6500, rate24k: 7100 })).toEqual({ rate22k: 6500, rate24k: 7100 })
  })

  it.each([
    [{}, 'rate22kInvalid'],
    [{ rate22k: 99.99 }, 'rate22kInvalid'],
    [{ rate22k: 1_000_001 }, 'rate22kInvalid'],
    [{ rate22k: 'abc' }, 'rate22kInvalid'],
    [{ rate22k: 6500, rate24k: 'x' }, 'rate24kInvalid'],
    [{ rate22k: 6500, rate24k: 6500 }, 'rate24kBelow22k'],
  ] as const)('%j → %s', (raw, key) => {
    expect(messageOf(() => parseShopRateEntry(raw))).toBe(m(key))
  })

  it('accepts the range edges', () => {
    expect(parseShopRateEntry({ rate22k: 100 }).rate22k).toBe(100)
    expect(parseShopRateEntry({ rate22k: 1_000_000 }).rate22k).toBe(1_000_000)
  })
})

describe('parseHistoryDays', () => {
  it.each([
    [{}, 30],
    [{ days: 1 }, 1],
    [{ days: 365 }, 365],
  ])('%j → %i', (raw, days) => expect(parseHistoryDays(raw)).toEqual({ days }))

  it.each([0, 366, 1.5, '30'])('%j is refused', (days) => {
    expect(messageOf(() => parseHistoryDays({ days }))).toBe(m('historyDays'))
  })
})

describe('shopClosingRates', () => {
  it("takes the shop's close of a day over the platform's", () => {
    expect(
      shopClosingRates(
        [
          { date: '2026-01-01', rate22kPaise: 600_000 },
          { date: '2026-01-02', rate22kPaise: 601_000 },
        ],
        [
          { date: '2026-01-02', rate22kPaise: 610_000 },
          { date: '2026-01-03', rate22kPaise: 612_000 },
        ],
      ),
    ).toEqual([
      { date: '2026-01-01', rate22kPaise: 600_000, shop: false },
      { date: '2026-01-02', rate22kPaise: 610_000, shop: true },
      { date: '2026-01-03', rate22kPaise: 612_000, shop: true },
    ])
  })
})

describe('rate age', () => {
  it.each([
    [0, 'just now'],
    [1, '1 minute old'],
    [59, '59 minutes old'],
    [60, '1 hour old'],
    [47 * 60 + 59, '47 hours old'],
    [48 * 60, '2 days old'],
  ])('%i minutes → %s', (minutes, text) => expect(rateAgeText(minutes)).toBe(text))

  it('is stale from 12 hours', () => {
    expect(isStaleRate(12 * 60 - 1)).toBe(false)
    expect(isStaleRate(12 * 60)).toBe(true)
  })

  it('counts whole minutes and never below zero', () => {
    const at = new Date('2026-01-01T00:00:00Z')
    expect(rateAgeMinutes(at, new Date('2026-01-01T00:01:59Z'))).toBe(1)
    expect(rateAgeMinutes(at, new Date('2025-12-31T23:00:00Z'))).toBe(0)
  })
})

describe('rateSourceLabel', () => {
  it.each([
    ['shop', "shop's own rate, entered by hand"],
    ['demo', 'demo feed'],
    ['https://rates.example/v1/gold', 'live feed rates.example'],
    ['Bank rate: Canara Bank', 'Bank rate: Canara Bank'],
  ])('%s → %s', (source, label) => expect(rateSourceLabel(source)).toBe(label))
})

describe('describeGoldRate', () => {
  it('names who entered a hand rate and when, in India time', () => {
    expect(
      describeGoldRate({ source: 'shop', at: new Date('2026-01-05T04:35:00Z'), enteredBy: 'Asha', ageMinutes: 5 }),
    ).toBe('entered by hand by Asha at 10:05')
  })

  it.each([
    ['demo', 2 * 24 * 60, 'from demo feed, 2 days old'],
    ['manual', 30, "from platform operator's rate, 30 minutes old"],
    ['https://rates.example/v1/gold', 90, 'from live feed rates.example, 1 hour old'],
  ])('%s', (source, ageMinutes, text) => {
    expect(describeGoldRate({ source, at: new Date(), enteredBy: null, ageMinutes })).toBe(text)
  })
})
