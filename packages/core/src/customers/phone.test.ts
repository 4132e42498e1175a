import { describe, expect, it } from 'vitest'
import { canonicalPhone } from './phone.ts'

describe('canonicalPhone', () => {
  it.each<[unknown, string | null]>([
    ['9876543210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['(+91) 98765 43210', '9876543210'],
    ['6000000000', '6000000000'],
    ['7000000000', '7000000000'],
    ['8000000000', '8000000000'],
    [9876543210, '9876543210'],
    ['5876543210', null], // must start 6-9
    ['0876543210', null],
    ['+91 58765 43210', null],
    ['05876543210', null],
    ['929876543210', null], // 12 digits not starting 91
    ['19876543210', null], // 11 digits not starting 0
    ['98765432', null],
    ['98765432101234', null],
    ['', null],
    ['abc', null],
    [null, null],
    [undefined, null],
    [{}, null],
    [Number.NaN, null],
  ])('%j -> %j', (raw, expected) => expect(canonicalPhone(raw)).toBe(expected))
})
