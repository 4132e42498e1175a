import { describe, expect, it } from 'vitest'
import { computeValuation } from '../valuations/valuation-calculation.ts'
import { dailyClosingRates, goldValuePaise, regulatorLtvValue } from './loan-gold-value.ts'

// 30 g of 22K at ₹6,000 a gram: 27.48 g fine at ₹6,543.67 (the valuation's 24K rate).
const fine = [27_480]
const valuationPaise = goldValuePaise(fine, 600_000)

describe('goldValuePaise', () => {
  it('prices lines as a valuation does, to the paisa', () => {
    const v = computeValuation({
      type: 'loan',
      rate22kPaise: 612345,
      ornaments: [
        {
          type: 'Chain',
          purity: '22K',
          grossWeight: 12.34,
          deduction: 0.5,
          quantity: 2,
          imageUrl: null,
          imageUrl2: null,
          purityMethod: null,
          purityVerified: false,
          kind: 'ornament',
        },
        {
          type: 'Ring',
          purity: '18K',
          grossWeight: 3.21,
          deduction: 0,
          quantity: 1,
          imageUrl: null,
          imageUrl2: null,
          purityMethod: null,
          purityVerified: false,
          kind: 'ornament',
        },
      ],
    })
    const weights = v.ornaments.map((o) => o.netWeightMg)
    expect(goldValuePaise(weights, 612_345)).toBe(v.totalValuePaise)
  })

  it('30 g of 22K at ₹6,000', () => {
    expect(valuationPaise).toBe(17_982_005) // 27.48 × 6,543.67 = 1,79,820.05
  })
})

describe('dailyClosingRates', () => {
  it('keeps the last rate of each India day, oldest day first', () => {
    expect(
      dailyClosingRates([
        { rate22kPaise: 590_000, fetchedAt: new Date('2026-01-02T10:00:00Z') },
        { rate22kPaise: 580_000, fetchedAt: new Date('2026-01-01T05:00:00Z') },
        { rate22kPaise: 585_000, fetchedAt: new Date('2026-01-01T18:00:00Z') }, // 23:30 in India: still the 1st
        { rate22kPaise: 595_000, fetchedAt: new Date('2026-01-01T19:00:00Z') }, // 00:30 on the 2nd in India
      ]),
    ).toEqual([
      { date: '2026-01-01', rate22kPaise: 585_000 },
      { date: '2026-01-02', rate22kPaise: 590_000 },
    ])
  })
})

describe('regulatorLtvValue (the lower of the valuation and the 30-day average or previous close)', () => {
  const onDate = '2026-02-01'
  const value = (closings: { date: string; rate22kPaise: number }[]) =>
    regulatorLtvValue({ valuationPaise, fineWeightsMg: fine, closings, onDate })

  it.each([
    ['no closes in the window: the valuation', [], { paise: valuationPaise, basis: 'valuation' }],
    [
      'only closes older than 30 days or on the day itself: the valuation',
      [
        { date: '2026-01-01', rate22kPaise: 500_000 },
        { date: '2026-02-01', rate22kPaise: 500_000 },
      ],
      { paise: valuationPaise, basis: 'valuation' },
    ],
    [
      'series above the valuation: the valuation',
      [
        { date: '2026-01-05', rate22kPaise: 610_000 },
        { date: '2026-01-31', rate22kPaise: 620_000 },
      ],
      { paise: valuationPaise, basis: 'valuation' },
    ],
    [
      'average lower than the previous close',
      [
        { date: '2026-01-02', rate22kPaise: 500_000 },
        { date: '2026-01-31', rate22kPaise: 580_000 },
      ],
      { paise: goldValuePaise(fine, 540_000), basis: 'average30d' },
    ],
    [
      'previous close lower than the average',
      [
        { date: '2026-01-02', rate22kPaise: 590_000 },
        { date: '2026-01-30', rate22kPaise: 550_000 },
      ],
      { paise: goldValuePaise(fine, 550_000), basis: 'previousClose' },
    ],
    [
      'equal to the valuation: the valuation',
      [{ date: '2026-01-31', rate22kPaise: 600_000 }],
      { paise: valuationPaise, basis: 'valuation' },
    ],
  ] as const)('%s', (_name, closings, expected) => {
    expect(value([...closings])).toEqual(expected)
  })
})
