import { describe, expect, it } from 'vitest'
import { decodePageCursor, encodePageCursor, pageFrom, pageLimits, pageQuery, pageRequest } from './page.ts'

const at = new Date('2025-03-01T10:00:00.123Z')

describe('page cursors', () => {
  it.each(['ckx1y2z3a0000abcd', 'platform', "odd id/with?chars&ü (it's)*"])('round-trips the key of id %s', (id) => {
    const cursor = encodePageCursor({ at, id })
    expect(cursor).toMatch(/^[\x21-\x7e]+$/)
    expect(decodePageCursor(cursor)).toEqual({ at, id })
  })

  it.each([
    '',
    'abc',
    '123',
    '.id',
    '123.',
    '-1.id',
    '1234567890123456.id',
    '12.a b',
    '12.%E0%A4%A',
    '12.id\u0000',
    `12.${'x'.repeat(151)}`,
    '12.{"$gt":""}',
  ])('refuses %j with 400 Invalid page cursor.', (cursor) => {
    expect(() => decodePageCursor(cursor)).toThrow(
      expect.objectContaining({ status: 400, message: 'Invalid page cursor.' }),
    )
  })
})

describe('pageRequest / pageQuery', () => {
  it('defaults to the first page of the default size', () => {
    expect(pageRequest(undefined)).toEqual({ limit: pageLimits.default, after: null })
    expect(pageRequest({ cursor: null })).toEqual({ limit: pageLimits.default, after: null })
    expect(pageRequest({ limit: 7, cursor: encodePageCursor({ at, id: 'c1' }) })).toEqual({
      limit: 7,
      after: { at, id: 'c1' },
    })
  })

  it.each([0, -1, 1.5, pageLimits.max + 1, Number.MAX_SAFE_INTEGER, '10'])('refuses limit %j', (limit) => {
    expect(pageQuery.safeParse({ limit }).success).toBe(false)
  })

  it.each([1, 50, pageLimits.max])('accepts limit %j', (limit) => {
    expect(pageQuery.safeParse({ limit }).success).toBe(true)
  })
})

describe('pageFrom', () => {
  const rows = [1, 2, 3].map((n) => ({ id: `r${n}`, at: new Date(at.getTime() - n) }))
  const key = (r: { id: string; at: Date }) => ({ at: r.at, id: r.id })

  it('answers a next cursor naming the last row shown when the extra row came back', () => {
    expect(pageFrom(rows, 2, key)).toEqual({ items: rows.slice(0, 2), nextCursor: encodePageCursor(key(rows[1]!)) })
  })

  it('answers no cursor on the last page', () => {
    expect(pageFrom(rows, 3, key)).toEqual({ items: rows, nextCursor: null })
    expect(pageFrom([], 3, key)).toEqual({ items: [], nextCursor: null })
  })
})
