import { describe, expect, it } from 'vitest'
import {
  certificateNumber,
  equivalent22kWeight,
  normalizeVerificationCode,
  ornamentWeights,
  parsePacketInput,
  purityTestLabel,
  totalWeights,
  verificationCodeFrom,
  verificationUrl,
} from './certificate.ts'

describe('certificateNumber', () => {
  it.each([
    ['2026-27', 1, 'VC/2026-27/000001'],
    ['2025-26', 42, 'VC/2025-26/000042'],
    ['2025-26', 1_000_000, 'VC/2025-26/1000000'],
  ])('%s #%i is %s', (fy, seq, expected) => {
    expect(certificateNumber(fy, seq)).toBe(expected)
  })

  it.each([0, -1, 1.5, Number.NaN])('refuses sequence %s', (seq) => {
    expect(() => certificateNumber('2026-27', seq)).toThrow()
  })
})

describe('verificationCodeFrom', () => {
  it('writes 10 bytes as 16 base32 characters (RFC 4648 vectors)', () => {
    expect(verificationCodeFrom(new Uint8Array(10))).toBe('AAAAAAAAAAAAAAAA')
    expect(verificationCodeFrom(new Uint8Array(10).fill(255))).toBe('7777777777777777')
    // "fooba" twice: RFC 4648's base32("fooba") is MZXW6YTB.
    expect(verificationCodeFrom(new TextEncoder().encode('foobafooba'))).toBe('MZXW6YTBMZXW6YTB')
  })

  it('needs exactly 10 bytes', () => {
    expect(() => verificationCodeFrom(new Uint8Array(9))).toThrow()
  })
})

describe('normalizeVerificationCode', () => {
  it.each([
    ['MZXW6YTBMZXW6YTB', 'MZXW6YTBMZXW6YTB'],
    [' mzxw6ytbmzxw6ytb ', 'MZXW6YTBMZXW6YTB'],
    ['MZXW6YTBMZXW6YT', null],
    ['MZXW6YTBMZXW6YT1', null],
    ['MZXW6YTBMZXW6YTB0', null],
    [42, null],
    [undefined, null],
  ])('%j reads as %j', (raw, expected) => {
    expect(normalizeVerificationCode(raw)).toBe(expected)
  })
})

it('verificationUrl joins the origin and the code without a double slash', () => {
  expect(verificationUrl('https://gold.example/', 'ABC')).toBe('https://gold.example/verify/ABC')
  expect(verificationUrl('http://localhost:3000', 'ABC')).toBe('http://localhost:3000/verify/ABC')
})

describe('ornament weights', () => {
  it('splits a line into gross, net of deductions, fine and 22K-equivalent weights', () => {
    // Two 10 g 22K bangles with 0.5 g of stones each: net 19 g, fine 2 x round2(9.5 x 0.916) = 17.40 g.
    expect(
      ornamentWeights({ purity: '22K', grossWeightMg: 10_000, deductionMg: 500, quantity: 2, netWeightMg: 17_400 }),
    ).toEqual({ gross: 20_000, net: 19_000, fine: 17_400, equivalent22k: 19_000 })
  })

  it('never reports a negative net weight', () => {
    expect(
      ornamentWeights({ purity: '18K', grossWeightMg: 2000, deductionMg: 5000, quantity: 1, netWeightMg: 0 }).net,
    ).toBe(0)
  })

  it('22K-equivalent of 24K fine gold is heavier than the fine weight', () => {
    expect(equivalent22kWeight(9990)).toBe(10_910)
    expect(equivalent22kWeight(9160)).toBe(10_000)
  })

  it('totals add the lines', () => {
    expect(
      totalWeights([
        { purity: '22K', grossWeightMg: 10_000, deductionMg: 0, quantity: 1, netWeightMg: 9160 },
        { purity: '24K', grossWeightMg: 5000, deductionMg: 0, quantity: 2, netWeightMg: 9990 },
      ]),
    ).toEqual({ gross: 20_000, net: 20_000, fine: 19_150, equivalent22k: 20_910 })
  })
})

describe('purityTestLabel', () => {
  it.each([
    [{ purity: '22K', purityMethod: 'XRF', purityVerified: true }, 'XRF (22K), verified'],
    [{ purity: '18K', purityMethod: 'Touchstone', purityVerified: false }, 'Touchstone (18K), not verified'],
    [{ purity: '24K', purityMethod: null, purityVerified: false }, 'Method not recorded (24K), not verified'],
  ])('%j', (o, expected) => {
    expect(purityTestLabel(o)).toBe(expected)
  })
})

describe('parsePacketInput', () => {
  it('trims, clears blanks to null and caps each at 40 characters', () => {
    expect(parsePacketInput({ packetNo: ' P-12 ', sealNo: '' })).toEqual({ packetNo: 'P-12', sealNo: null })
    expect(parsePacketInput('nonsense')).toEqual({ packetNo: null, sealNo: null })
    expect(() => parsePacketInput({ packetNo: 'x'.repeat(41) })).toThrow(
      'Packet number must be 40 characters or fewer.',
    )
    expect(() => parsePacketInput({ sealNo: 'x'.repeat(41) })).toThrow('Seal number must be 40 characters or fewer.')
    expect(parsePacketInput({ packetNo: 'x'.repeat(40) }).packetNo).toHaveLength(40)
  })
})
