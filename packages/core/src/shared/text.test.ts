import { describe, expect, it } from 'vitest'
import { optionalText, optionalTextAsSent, truncateText } from './text.ts'

describe('truncateText', () => {
  it.each([
    ['abc', 5, 'abc'],
    ['abcdef', 3, 'abc'],
    ['ab🙂', 3, 'ab'],
    ['ab🙂', 4, 'ab🙂'],
    ['a🙂b', 3, 'a🙂'],
    ['₹₹₹', 2, '₹₹'],
    ['', 0, ''],
  ])('%j cut to %i -> %j', (text, max, out) => {
    expect(truncateText(text, max)).toBe(out)
    expect(truncateText(text, max)).not.toMatch(/[\uD800-\uDBFF]$/)
  })
})

describe('optionalText', () => {
  it.each<[unknown, string | null, string | null]>([
    ['  Ring  ', 'Ring', '  Ring  '],
    ['Ring', 'Ring', 'Ring'],
    ['', null, null],
    ['   ', null, null],
    [null, null, null],
    [undefined, null, null],
    [42, null, null],
    [['Ring'], null, null],
  ])('%j -> trimmed %j, as sent %j', (value, trimmed, asSent) => {
    expect(optionalText(value)).toBe(trimmed)
    expect(optionalTextAsSent(value)).toBe(asSent)
  })
})
