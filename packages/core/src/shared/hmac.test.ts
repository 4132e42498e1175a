import { describe, expect, it } from 'vitest'
import { hmacSha256, safeEqual } from './hmac.ts'

// RFC 4231 test case 2.
const RFC_4231_CASE_2 = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'

describe('hmacSha256', () => {
  it('matches RFC 4231 in hex and base64url, for text and bytes', () => {
    expect(hmacSha256('Jefe', 'what do ya want for nothing?')).toBe(RFC_4231_CASE_2)
    expect(hmacSha256('Jefe', Buffer.from('what do ya want for nothing?'))).toBe(RFC_4231_CASE_2)
    expect(hmacSha256('Jefe', 'what do ya want for nothing?', 'base64url')).toBe(
      Buffer.from(RFC_4231_CASE_2, 'hex').toString('base64url'),
    )
  })
})

describe('safeEqual', () => {
  it.each<[string, string, string, boolean]>([
    ['equal', 'abc123', 'abc123', true],
    ['both empty', '', '', true],
    ['one character off', 'abc123', 'abc124', false],
    ['case differs', 'abc', 'ABC', false],
    ['shorter', 'abc123', 'abc12', false],
    ['longer', 'abc123', 'abc1234', false],
    ['same length in characters, not in bytes', 'a', '€', false],
  ])('%s', (_, a, b, expected) => {
    expect(safeEqual(a, b)).toBe(expected)
    expect(safeEqual(b, a)).toBe(expected)
  })
})
