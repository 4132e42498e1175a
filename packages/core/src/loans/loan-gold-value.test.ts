import { describe, expect, it } from 'vitest'
import { computeValuation } from '../valuations/valuation-calculation.ts'
import { dailyClosingRates, goldValuePaise, regulatorLtvValue } from './loan-gold-value.ts'

// 30 g of 22K at ₹6,000 a gram: 27.48 g fine at ₹6,543.67 (the valuation's 24K rate).
const fine = [27.48]
const valuationPaise = goldValuePaise(fine, 6000)

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
        },
      ],
    })
    const weights = v.ornaments.map((o) => o.netWeightMg / 1000)
    expect(goldValuePaise(weights, 6123.45)).toBe(v.totalValuePaise)
  })

  it('30 g of 22K at ₹6,000', () => {
    expect(valuationPaise).toBe(17_982_005) // 27.48 × 6,543.67 = 1,79,820.05
  })
})

describe('dailyClosingRates', () => {
  it('keeps the last rate of each India day, oldest day first', () => {
    expect(
      dailyClosingRates([
        { rate22k: 5900, fetchedAt: new Date('2026-01-02T10:00:00Z') },
        { rate22k: 5800, fetchedAt: new Date('2026-01-01T05:00:00Z') },
        { rate22k: 5850, fetchedAt: new Date('2026-01-01T18:00:00Z') }, // 23:30 in India: still the 1st
        { rate22k: 5950, fetchedAt: new Date('2026-01-01T19:00:00Z') }, // 00:30 on the 2nd in India
      ]),
    ).toEqual([
      { date: '2026-01-01', rate22k: 5850 },
      { date: '2026-01-02', rate22k: 5900 },
    ])
  })
})

describe('regulatorLtvValue (the lower of the valuation and the 30-day average or previous close)', () => {
  const onDate = '2026-02-01'
  const value = (closings: { date: string; rate22k: number }[]) =>
    regulatorLtvValue({ valuationPaise, fineWeights: fine, closings, onDate })

  it.each([
    ['no closes in the window: the valuation', [], { paise: valuationPaise, basis: 'valuation' }],
    [
      'only closes older than 30 days or on the day itself: the valuation',
      [
        { date: '2026-01-01', rate22k: 5000 },
        { date: '2026-02-01', rate22k: 5000 },
      ],
      { paise: valuationPaise, basis: 'valuation' },
    ],
    [
      'series above the valuation: the valuation',
      [
        { date: '2026-01-05', rate22k: 6100 },
        { date: '2026-01-31', rate22k: 6200 },
      ],
      { paise: valuationPaise, basis: 'valuation' },
    ],
    [
      'average lower than the previous close',
      [
        { date: '2026-01-02', rate22k: 5000 },
        { date: '2026-01-31', rate22k: 5800 },
      ],
      { paise: goldValuePaise(fine, 5400), basis: 'average30d' },
    ],
    [
      'previous close lower than the average',
      [
        { date: '2026-01-02', rate22k: 5900 },
        { date: '2026-01-30', rate22k: 5500 },
      ],
      { paise: goldValuePaise(fine, 5500), basis: 'previousClose' },
    ],
    [
      'equal to the valuation: the valuation',
      [{ date: '2026-01-31', rate22k: 6000 }],
      { paise: valuationPaise, basis: 'valuation' },
    ],
  ] as const)('%s', (_name, closings, expected) => {
    expect(value([...closings])).toEqual(expected)
  })
})
