import { describe, expect, it } from 'vitest'
import { isRecord } from './is-record.ts'

describe('isRecord', () => {
  it.each<[string, unknown, boolean]>([
    ['an object', { a: 1 }, true],
    ['an empty object', {}, true],
    ['an object without a prototype', Object.create(null), true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['an array', [1, 2], false],
    ['a string', 'text', false],
    ['a number', 42, false],
    ['a boolean', true, false],
  ])('%s: %j', (_, value, expected) => {
    expect(isRecord(value)).toBe(expected)
  })
})
