import { describe, expect, it } from 'vitest'
import { isPlausibleRatePerGram, parseGoldRateQuote, rate22kFrom24k } from './gold-rate-quote.ts'
import { rate24kFrom22k } from './purity.ts'

describe('parseGoldRateQuote', () => {
  it.each([
    ['rate22k number', { rate22k: 6000 }, 6000],
    ['rate22k numeric string', { rate22k: '6000.5' }, 6000.5],
    ['price_per_gram_22k', { price_per_gram_22k: 6100 }, 6100],
    ['nested under data', { data: { rate22k: 6200 } }, 6200],
    ['22k wins over 24k', { rate22k: 6000, rate24k: 9999 }, 6000],
    ['24k only is converted', { rate24k: 6543.67 }, 6000],
    ['price_per_gram_24k only', { price_per_gram_24k: '6543.67' }, 6000],
  ])('%s', (_name, body, rate22k) => {
    const quote = parseGoldRateQuote(body)
    expect(quote?.rate22k).toBe(rate22k)
    expect(quote?.rate24k).toBe(rate24kFrom22k(rate22k))
  })

  it.each([
    ['null', null],
    ['array', [6000]],
    ['string', '6000'],
    ['no known key', { price: 6000 }],
    ['zero', { rate22k: 0 }],
    ['negative', { rate22k: -1 }],
    ['not numeric', { rate22k: 'abc' }],
    ['implausibly small', { rate22k: 5 }],
    ['implausibly large', { rate22k: 5e7 }],
    ['1e308', { rate22k: 1e308 }],
    ['"1e308"', { rate22k: '1e308' }],
    ['"Infinity"', { rate22k: 'Infinity' }],
    ['"NaN"', { rate22k: 'NaN' }],
    ['a 24K rate whose 22K rate is below the range', { rate24k: 105 }],
  ])('rejects %s', (_name, body) => {
    expect(parseGoldRateQuote(body)).toBeNull()
  })

  it('rate22kFrom24k inverts rate24kFrom22k to the paisa', () => {
    expect(rate22kFrom24k(rate24kFrom22k(6000))).toBe(6000)
  })
})

describe('isPlausibleRatePerGram', () => {
  it.each([
    [100, true],
    [6000, true],
    [1_000_000, true],
    [99.99, false],
    [1_000_000.01, false],
    [1e308, false],
    [-1e308, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
    [0, false],
    [null, false],
    [undefined, false],
  ] as const)('%s -> %s', (rate, expected) => {
    expect(isPlausibleRatePerGram(rate)).toBe(expected)
  })
})
