import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitGstInclusive } from './gst-split.ts'

describe('splitGstInclusive', () => {
  it.each<[number, number, number]>([
    [50_000, 42_373, 7_627],
    [11_800, 10_000, 1_800],
    [100, 85, 15],
    [59, 50, 9], // 50.0 exactly
    [0, 0, 0],
  ])('%i paise: %i taxable + %i GST', (amount, taxable, gst) => {
    expect(splitGstInclusive(amount)).toEqual({ taxablePaise: taxable, gstPaise: gst })
  })

  it('adds back to the fee, within half a paisa of the exact taxable value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (amount) => {
        const { taxablePaise, gstPaise } = splitGstInclusive(amount)
        expect(taxablePaise + gstPaise).toBe(amount)
        expect(Math.abs(taxablePaise - (amount * 100) / 118)).toBeLessThanOrEqual(0.5)
        expect(gstPaise).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})
