import { describe, expect, it } from 'vitest'
import { lineNetWeightMg, parseOrnament, priceOrnament } from './ornament-calculation.ts'

const base = { type: 'Chain', purity: '22K', grossWeight: 10 }

describe('parseOrnament: validation order and messages', () => {
  it.each([
    ['lower-case purity', { ...base, purity: '22k' }, 'Unsupported purity "22k". Supported values are 24K, 22K, 18K.'],
    [
      'missing purity',
      { type: 'Ring', grossWeight: 5 },
      'Unsupported purity "undefined". Supported values are 24K, 22K, 18K.',
    ],
    ['not an object', 42, 'Unsupported purity "undefined". Supported values are 24K, 22K, 18K.'],
    [
      'purity before weight',
      { purity: '14K', grossWeight: 0 },
      'Unsupported purity "14K". Supported values are 24K, 22K, 18K.',
    ],
    ['zero gross', { ...base, grossWeight: 0 }, 'Gross weight must be greater than zero.'],
    ['negative gross', { ...base, grossWeight: -1 }, 'Gross weight must be greater than zero.'],
    ['unparseable gross', { ...base, grossWeight: 'abc' }, 'Gross weight must be greater than zero.'],
    ['partly numeric gross', { ...base, grossWeight: '12g' }, 'Gross weight must be greater than zero.'],
    ['blank gross', { ...base, grossWeight: ' ' }, 'Gross weight must be greater than zero.'],
    ['missing gross', { type: 'Ring', purity: '22K' }, 'Gross weight must be greater than zero.'],
    ['gross over cap', { ...base, grossWeight: 1000.01 }, 'Gross weight cannot exceed 1,000 g per ornament.'],
    [
      'cap before deduction',
      { ...base, grossWeight: 1001, deduction: -1 },
      'Gross weight cannot exceed 1,000 g per ornament.',
    ],
    ['negative deduction', { ...base, deduction: -0.5 }, 'Net weight cannot exceed gross weight.'],
    ['deduction before quantity', { ...base, deduction: -1, quantity: 0 }, 'Net weight cannot exceed gross weight.'],
    ['zero quantity', { ...base, quantity: 0 }, 'Quantity must be a whole number of at least 1.'],
    ['negative quantity', { ...base, quantity: -2 }, 'Quantity must be a whole number of at least 1.'],
    ['fractional quantity', { ...base, quantity: 1.5 }, 'Quantity must be a whole number of at least 1.'],
    ['unparseable quantity', { ...base, quantity: 'two' }, 'Quantity must be a whole number of at least 1.'],
    // Issue 13: numeric extremes and over-long text never reach the database.
    ['gross 1e308', { ...base, grossWeight: 1e308 }, 'Gross weight cannot exceed 1,000 g per ornament.'],
    ['gross "1e308"', { ...base, grossWeight: '1e308' }, 'Gross weight cannot exceed 1,000 g per ornament.'],
    ['gross "Infinity"', { ...base, grossWeight: 'Infinity' }, 'Gross weight must be greater than zero.'],
    ['gross "NaN"', { ...base, grossWeight: 'NaN' }, 'Gross weight must be greater than zero.'],
    ['gross -0', { ...base, grossWeight: -0 }, 'Gross weight must be greater than zero.'],
    ['deduction 1e308', { ...base, deduction: 1e308 }, 'Deduction cannot exceed 10,000 g per ornament.'],
    ['deduction "1e308"', { ...base, deduction: '1e308' }, 'Deduction cannot exceed 10,000 g per ornament.'],
    ['deduction -1e308', { ...base, deduction: -1e308 }, 'Net weight cannot exceed gross weight.'],
    [
      'deduction just over the range',
      { ...base, deduction: 10_000.001 },
      'Deduction cannot exceed 10,000 g per ornament.',
    ],
    // Issue 24: weights are stored in integer milligrams; a finer one is refused, not rounded.
    ['gross 1e-7', { ...base, grossWeight: 1e-7 }, 'Weights can have at most three decimals (the milligram).'],
    ['gross 10.0005', { ...base, grossWeight: 10.0005 }, 'Weights can have at most three decimals (the milligram).'],
    [
      'deduction "0.0001"',
      { ...base, deduction: '0.0001' },
      'Weights can have at most three decimals (the milligram).',
    ],
    [
      'weight before quantity',
      { ...base, grossWeight: 1e-7, quantity: 0 },
      'Weights can have at most three decimals (the milligram).',
    ],
    ['quantity 2^53+1', { ...base, quantity: 2 ** 53 + 1 }, 'Quantity cannot exceed 1,000 per ornament line.'],
    [
      'quantity "9007199254740993"',
      { ...base, quantity: '9007199254740993' },
      'Quantity cannot exceed 1,000 per ornament line.',
    ],
    ['quantity 1e308', { ...base, quantity: 1e308 }, 'Quantity cannot exceed 1,000 per ornament line.'],
    ['quantity 1001', { ...base, quantity: 1001 }, 'Quantity cannot exceed 1,000 per ornament line.'],
    ['quantity "Infinity"', { ...base, quantity: 'Infinity' }, 'Quantity must be a whole number of at least 1.'],
    ['quantity 1e-7', { ...base, quantity: 1e-7 }, 'Quantity must be a whole number of at least 1.'],
    [
      'description over 200',
      { ...base, type: 'x'.repeat(201) },
      'Ornament description must be 200 characters or fewer.',
    ],
    [
      'purity method over 50',
      { ...base, purityMethod: 'x'.repeat(51) },
      'Purity method must be 50 characters or fewer.',
    ],
    [
      'image URL over 2048',
      { ...base, imageUrl2: `/x/${'a'.repeat(2046)}` },
      'Image and document links must be 2048 characters or fewer.',
    ],
  ])('%s', (_case, raw, message) => {
    expect(() => parseOrnament(raw)).toThrow(expect.objectContaining({ status: 400, message }))
  })
})

describe('parseOrnament: accepted input', () => {
  it.each([
    ['defaults', base, { grossWeight: 10, deduction: 0, quantity: 1, type: 'Chain' }],
    [
      'numeric strings',
      { ...base, grossWeight: '12.5', deduction: '0.5', quantity: '3' },
      { grossWeight: 12.5, deduction: 0.5, quantity: 3 },
    ],
    ['gross exactly at the cap', { ...base, grossWeight: 1000 }, { grossWeight: 1000 }],
    ['blank deduction and quantity', { ...base, deduction: '', quantity: null }, { deduction: 0, quantity: 1 }],
    ['type omitted', { purity: '22K', grossWeight: 1 }, { type: 'undefined' }],
    ['type coerced', { ...base, type: 123 }, { type: '123' }],
    ['purityVerified only exact true', { ...base, purityVerified: 'true' }, { purityVerified: false }],
    ['purityVerified true', { ...base, purityVerified: true }, { purityVerified: true }],
    [
      'media kept',
      { ...base, imageUrl: 'a.jpg', imageUrl2: '', purityMethod: 'XRF' },
      { imageUrl: 'a.jpg', imageUrl2: null, purityMethod: 'XRF' },
    ],
    [
      'ranges inclusive',
      { ...base, deduction: 10_000, quantity: 1000, type: 'x'.repeat(200) },
      { deduction: 10_000, quantity: 1000 },
    ],
    ['a milligram', { ...base, grossWeight: 0.001, deduction: 1.234 }, { grossWeight: 0.001, deduction: 1.234 }],
    ['-0 deduction stored as 0', { ...base, deduction: -0 }, { deduction: 0 }],
  ])('%s', (_case, raw, expected) => expect(parseOrnament(raw)).toMatchObject(expected))

  it('ignores a supplied netWeight', () => {
    expect(parseOrnament({ ...base, netWeight: 999 })).not.toHaveProperty('netWeight')
  })
})

describe('lineNetWeightMg and priceOrnament', () => {
  it.each([
    ['22K, no deduction', { purity: '22K', grossWeight: 10, deduction: 0, quantity: 1 }, 9160],
    ['22K, deduction 0.5', { purity: '22K', grossWeight: 10, deduction: 0.5, quantity: 1 }, 8700], // 8.702
    ['deduction above gross', { purity: '22K', grossWeight: 2, deduction: 5, quantity: 1 }, 0],
    ['quantity 3', { purity: '22K', grossWeight: 10, deduction: 0, quantity: 3 }, 27480],
    ['24K rounds half up', { purity: '24K', grossWeight: 5, deduction: 0, quantity: 1 }, 5000], // 4.995
    ['18K', { purity: '18K', grossWeight: 12.5, deduction: 0, quantity: 1 }, 9380], // 9.375
    ['rounded per ornament, then x quantity', { purity: '18K', grossWeight: 12.5, deduction: 0, quantity: 2 }, 18760],
  ] as const)('%s', (_case, line, expected) => expect(lineNetWeightMg(line)).toBe(expected))

  it.each([
    [{ ...base, quantity: 1 }, 654367, 9160, 5994002], // ₹59,940.0172
    [{ ...base, quantity: 3 }, 654367, 27480, 17982005], // ₹1,79,820.0516
    [{ ...base, deduction: 12 }, 654367, 0, 0],
  ])('prices %j at %s paise a gram', (raw, rate24kPaise, netWeightMg, estimatedValuePaise) => {
    expect(priceOrnament(parseOrnament(raw), rate24kPaise)).toMatchObject({
      netWeightMg,
      estimatedValuePaise,
      grossWeight: raw.grossWeight,
      grossWeightMg: raw.grossWeight * 1000,
    })
  })
})
