import { describe, expect, it } from 'vitest'
import { addMonthsIst, fromIstWallClock, toIstWallClock } from './india-time.ts'

/** An instant written as IST wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`)

describe('addMonthsIst', () => {
  it.each([
    ['2025-01-15T10:00:00', 1, '2025-02-15T10:00:00'],
    ['2025-01-31T10:00:00', 1, '2025-02-28T10:00:00'],
    ['2024-01-31T10:00:00', 1, '2024-02-29T10:00:00'],
    ['2025-01-31T10:00:00', 2, '2025-03-31T10:00:00'],
    ['2025-02-28T10:00:00', 1, '2025-03-28T10:00:00'],
    ['2025-08-31T23:59:59', 1, '2025-09-30T23:59:59'],
    ['2025-03-31T00:00:00', 6, '2025-09-30T00:00:00'],
    ['2025-11-30T08:00:00', 3, '2026-02-28T08:00:00'],
    ['2024-02-29T12:00:00', 12, '2025-02-28T12:00:00'],
    ['2025-12-31T23:30:00', 1, '2026-01-31T23:30:00'],
    ['2025-12-15T00:00:00', 12, '2026-12-15T00:00:00'],
  ])('%s IST + %i months = %s IST', (start, months, end) => {
    expect(addMonthsIst(ist(start), months).toISOString()).toBe(ist(end).toISOString())
  })

  it('uses the IST calendar day, not the UTC one', () => {
    // 2025-01-31T20:00Z is already 1 Feb 01:30 in India: + 1 month is 1 Mar 01:30 IST.
    expect(addMonthsIst(new Date('2025-01-31T20:00:00Z'), 1).toISOString()).toBe('2025-02-28T20:00:00.000Z')
    // 2025-01-30T20:00Z is 31 Jan 01:30 IST: clamps to 28 Feb 01:30 IST.
    expect(addMonthsIst(new Date('2025-01-30T20:00:00Z'), 1).toISOString()).toBe('2025-02-27T20:00:00.000Z')
  })

  it('keeps milliseconds and rejects bad input', () => {
    expect(addMonthsIst(new Date('2025-05-10T01:02:03.456Z'), 1).toISOString()).toBe('2025-06-10T01:02:03.456Z')
    expect(() => addMonthsIst(new Date('x'), 1)).toThrow()
    expect(() => addMonthsIst(new Date(), 1.5)).toThrow()
  })

  it('round-trips wall clock conversion', () => {
    const instant = new Date('2025-03-31T18:29:59.999Z')
    expect(toIstWallClock(instant).toISOString()).toBe('2025-03-31T23:59:59.999Z')
    expect(fromIstWallClock(toIstWallClock(instant)).getTime()).toBe(instant.getTime())
  })
})
