import { describe, expect, it } from 'vitest'
import { type PledgedLine, checkPledgeCaps, gramsForMessage, pledgedWeights } from './pledge-caps.ts'

const ornament = (grossWeightMg: number, over: Partial<PledgedLine> = {}): PledgedLine => ({
  kind: 'ornament',
  grossWeightMg,
  deductionMg: 0,
  quantity: 1,
  ...over,
})
const coin = (grossWeightMg: number, quantity = 1): PledgedLine => ornament(grossWeightMg, { kind: 'coin', quantity })

describe('pledgedWeights: gross less deduction, times quantity, ornaments and coins apart', () => {
  it.each<[string, PledgedLine[], { ornamentsMg: number; coinsMg: number }]>([
    ['nothing', [], { ornamentsMg: 0, coinsMg: 0 }],
    ['a chain with stones deducted', [ornament(100_000, { deductionMg: 4_500 })], { ornamentsMg: 95_500, coinsMg: 0 }],
    ['a line of four bangles', [ornament(25_250, { quantity: 4 })], { ornamentsMg: 101_000, coinsMg: 0 }],
    [
      'a deduction above the gross weight counts 0',
      [ornament(1_000, { deductionMg: 2_000 })],
      { ornamentsMg: 0, coinsMg: 0 },
    ],
    ['coins count apart', [ornament(10_000), coin(8_000, 3)], { ornamentsMg: 10_000, coinsMg: 24_000 }],
    ['an unknown kind is an ornament', [ornament(5_000, { kind: 'ring' })], { ornamentsMg: 5_000, coinsMg: 0 }],
  ])('%s', (_name, lines, expected) => {
    expect(pledgedWeights(lines)).toEqual(expected)
  })
})

describe('gramsForMessage', () => {
  it.each<[number, string]>([
    [1_000_000, '1,000 g'],
    [1_040_000, '1,040 g'],
    [1_000_001, '1,000.001 g'],
    [50_500, '50.5 g'],
    [12_340, '12.34 g'],
    [0, '0 g'],
    [123_456_789, '1,23,456.789 g'],
  ])('%i mg is %s', (mg, text) => {
    expect(gramsForMessage(mg)).toBe(text)
  })
})

const none = { ornamentsMg: 0, coinsMg: 0 }
const refusal = (other: { ornamentsMg: number; coinsMg: number }, here: { ornamentsMg: number; coinsMg: number }) => {
  try {
    checkPledgeCaps(other, here)
    return null
  } catch (e) {
    return e
  }
}

describe('checkPledgeCaps: 1 kg of ornaments and 50 g of coins per borrower', () => {
  it.each<[string, { ornamentsMg: number; coinsMg: number }, { ornamentsMg: number; coinsMg: number }]>([
    ['exactly 1,000 g on this valuation', none, { ornamentsMg: 1_000_000, coinsMg: 0 }],
    ['exactly 1,000 g across loans', { ornamentsMg: 600_000, coinsMg: 0 }, { ornamentsMg: 400_000, coinsMg: 0 }],
    ['exactly 50 g of coins', { ornamentsMg: 0, coinsMg: 20_000 }, { ornamentsMg: 0, coinsMg: 30_000 }],
    ['both caps full at once', { ornamentsMg: 999_000, coinsMg: 49_000 }, { ornamentsMg: 1_000, coinsMg: 1_000 }],
  ])('allowed: %s', (_name, other, here) => {
    expect(refusal(other, here)).toBeNull()
  })

  it.each<[string, { ornamentsMg: number; coinsMg: number }, { ornamentsMg: number; coinsMg: number }, string, string]>(
    [
      [
        '1,000.001 g on this valuation',
        none,
        { ornamentsMg: 1_000_001, coinsMg: 0 },
        'ornamentsOverCap',
        'This borrower would have 1,000.001 g of gold ornaments pledged (0 g on other loans and 1,000.001 g on this valuation); the limit is 1,000 g.',
      ],
      [
        '1,040 g across loans',
        { ornamentsMg: 600_000, coinsMg: 0 },
        { ornamentsMg: 440_000, coinsMg: 0 },
        'ornamentsOverCap',
        'This borrower would have 1,040 g of gold ornaments pledged (600 g on other loans and 440 g on this valuation); the limit is 1,000 g.',
      ],
      [
        '50.001 g of coins',
        { ornamentsMg: 0, coinsMg: 20_000 },
        { ornamentsMg: 0, coinsMg: 30_001 },
        'coinsOverCap',
        'This borrower would have 50.001 g of gold coins pledged (20 g on other loans and 30.001 g on this valuation); the limit is 50 g.',
      ],
      [
        'ornaments are named first when both are over',
        { ornamentsMg: 1_000_000, coinsMg: 50_000 },
        { ornamentsMg: 10_000, coinsMg: 10_000 },
        'ornamentsOverCap',
        'This borrower would have 1,010 g of gold ornaments pledged (1,000 g on other loans and 10 g on this valuation); the limit is 1,000 g.',
      ],
    ],
  )('refused: %s', (_name, other, here, code, message) => {
    expect(refusal(other, here)).toMatchObject({ code, status: 400, message })
  })
})
