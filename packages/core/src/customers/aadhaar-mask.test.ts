import { describe, expect, it } from 'vitest'
import { maskAadhaar } from './aadhaar-mask.ts'

describe('maskAadhaar', () => {
  it.each([
    ['123456789012', 'XXXX XXXX 9012'],
    [' 123456789012 ', 'XXXX XXXX 9012'],
    ['1234 5678 9012', 'XXXX XXXX 9012'],
    ['12345678', 'XXXX XXXX XXXX'],
    ['1234', 'XXXX XXXX XXXX'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j -> %j', (input, masked) => expect(maskAadhaar(input)).toBe(masked))

  it('never contains more than four of the digits', () => {
    const masked = maskAadhaar('987654321098')!
    expect(masked.replace(/\D/g, '')).toBe('1098')
  })
})
