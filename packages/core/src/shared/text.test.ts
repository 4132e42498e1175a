import { describe, expect, it } from 'vitest'
import { truncateText } from './text.ts'

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
