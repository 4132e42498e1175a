import { describe, expect, it } from 'vitest'
import { parseOrnament } from './ornament-calculation.ts'

const line = (over: Record<string, unknown>) => ({ type: 'Coin', purity: '24K', grossWeight: 10, ...over })

describe('an ornament line’s kind (issue 28)', () => {
  it.each<[Record<string, unknown>, string]>([
    [{}, 'ornament'],
    [{ kind: null }, 'ornament'],
    [{ kind: 'ornament', purity: '18K' }, 'ornament'],
    [{ kind: 'coin' }, 'coin'],
    [{ kind: 'coin', purity: '22K' }, 'coin'],
  ])('%j is %s', (over, kind) => {
    expect(parseOrnament(line(over)).kind).toBe(kind)
  })

  it.each<[Record<string, unknown>, string, string]>([
    [{ kind: 'bar' }, 'invalidOrnamentKind', 'Kind must be ornament or coin.'],
    [{ kind: 'Coin' }, 'invalidOrnamentKind', 'Kind must be ornament or coin.'],
    [{ kind: 'coin', purity: '18K' }, 'coinPurity', 'A gold coin must be 22K or 24K.'],
  ])('%j is refused', (over, code, message) => {
    expect(() => parseOrnament(line(over))).toThrow(expect.objectContaining({ code, status: 400, message }))
  })

  it('every spec’d check comes before the kind', () => {
    expect(() => parseOrnament(line({ kind: 'bar', grossWeight: 0 }))).toThrow(
      expect.objectContaining({ code: 'grossWeightNotPositive' }),
    )
  })
})
