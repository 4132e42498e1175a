import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseOptionalRupeeInput, parseRupeeInput, rupeeInputMessages, rupeeInputText } from './rupee-input.ts'

describe('parseRupeeInput accepts', () => {
  it.each([
    ['20000', 20000],
    ['20,000', 20000],
    ['₹ 20,000.50', 20000.5],
    ['₹20,000.50', 20000.5],
    ['1,00,000', 100000],
    ['12,34,567.89', 1234567.89],
    ['1,00,00,000', 10000000],
    ['999', 999],
    ['9,999', 9999],
    ['Rs 500', 500],
    ['Rs.500', 500],
    ['rs. 1,250.75', 1250.75],
    ['RS500', 500],
    ['INR 2,500', 2500],
    ['  750  ', 750],
    ['₹ 20,000/-', 20000],
    ['Rs. 5,000 /-', 5000],
    ['0.01', 0.01],
    ['.5', 0.5],
    ['20000.', 20000],
    ['20,000.1', 20000.1],
    ['10,00,00,000', 100000000],
    ['100000000.00', 100000000],
    ['0500', 500],
  ])('%s -> %s rupees', (input, rupees) => {
    expect(parseRupeeInput(input)).toEqual({ ok: true, rupees, paise: Math.round(rupees * 100) })
  })

  it('computes paise exactly, without float drift', () => {
    expect(parseRupeeInput('20,000.10')).toEqual({ ok: true, rupees: 20000.1, paise: 2000010 })
    expect(parseRupeeInput('0.29')).toMatchObject({ paise: 29 })
    expect(parseRupeeInput('1,234.57')).toMatchObject({ paise: 123457 })
  })
})

describe('parseRupeeInput refuses', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['₹', 'empty'],
    ['Rs. ', 'empty'],
    ['abc', 'notANumber'],
    ['12a', 'notANumber'],
    ['20 000', 'notANumber'],
    ['1e5', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['NaN', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['+500', 'notANumber'],
    ['$500', 'notANumber'],
    ['-', 'notANumber'],
    ['20.000,50', 'notANumber'],
    ['0x10', 'notANumber'],
    ['-abc', 'notANumber'],
    ['-500', 'negative'],
    ['- 500', 'negative'],
    ['−500', 'negative'],
    ['₹ -500', 'negative'],
    ['-₹500', 'negative'],
    ['Rs. -1,000', 'negative'],
    ['-0', 'negative'],
    ['2,0000', 'grouping'],
    ['1,2,3', 'grouping'],
    ['100,000', 'grouping'],
    ['1,000,000', 'grouping'],
    [',500', 'grouping'],
    ['20,000,', 'grouping'],
    ['20,,000', 'grouping'],
    ['123,45,678', 'grouping'],
    ['20,000.505', 'decimals'],
    ['0.001', 'decimals'],
    ['1.999', 'decimals'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['₹ 0', 'zero'],
    ['0,000', 'zero'],
    ['10,00,00,000.01', 'tooLarge'],
    ['100000001', 'tooLarge'],
    ['99999999999999999999999', 'tooLarge'],
  ] as const)('%j: %s', (input, problem) => {
    expect(parseRupeeInput(input)).toEqual({ ok: false, problem, message: rupeeInputMessages[problem] })
  })

  it('names the limit in the too-large message, in Indian grouping', () => {
    expect(rupeeInputMessages.tooLarge).toBe('The amount cannot be more than ₹10,00,00,000.00.')
  })
})

describe('parseOptionalRupeeInput', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['₹ 0.00', 0],
    ['1,500', 1500],
    ['₹ 20,000.50', 20000.5],
  ])('%j -> %s', (input, rupees) => {
    expect(parseOptionalRupeeInput(input)).toEqual({ ok: true, rupees, paise: Math.round(rupees * 100) })
  })
  it.each([
    ['abc', 'notANumber'],
    ['-500', 'negative'],
    ['20,00', 'grouping'],
    ['1.234', 'decimals'],
    ['100000001', 'tooLarge'],
  ] as const)('refuses %j: %s', (input, problem) => {
    expect(parseOptionalRupeeInput(input)).toEqual({ ok: false, problem, message: rupeeInputMessages[problem] })
  })
})

describe('rupeeInputText', () => {
  it('writes paise as a clerk types them', () => {
    expect(rupeeInputText(5_000_050)).toBe('50,000.50')
    expect(rupeeInputText(5_000_000)).toBe('50,000')
  })

  it('is read back to the same paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (paise) => {
        expect(parseRupeeInput(rupeeInputText(paise))).toMatchObject({ ok: true, paise })
      }),
    )
  })
})
