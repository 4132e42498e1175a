import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonthsClamped,
  addMonthsIst,
  addWorkingDays,
  dateOnlyInstant,
  daysBetween,
  endOfIstDay,
  financialYearOf,
  financialYearOfDate,
  financialYearStart,
  formatFinancialYear,
  formatHindiDate,
  formatIsoDate,
  formatIstClock,
  formatIstDate,
  isoDateOf,
  isSunday,
  istInstant,
  laterDate,
  parseIsoDate,
  startOfIstDay,
} from './india-calendar.ts'

describe('parseIsoDate', () => {
  it.each<[unknown, string | null]>([
    ['2026-01-31', '2026-01-31'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null],
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['2026-1-01', null],
    [' 2026-01-01', null],
    ['2026-01-01T00:00:00Z', null],
    ['1999-12-31', null],
    ['2201-01-01', null],
    [20260101, null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseIsoDate(value)).toBe(expected)
  })
})

describe('isoDateOf', () => {
  it.each([
    ['2026-01-31T18:29:59.999Z', '2026-01-31'],
    ['2026-01-31T18:30:00.000Z', '2026-02-01'],
    ['2026-03-31T23:00:00.000Z', '2026-04-01'],
  ])('%s is %s in India', (instant, date) => {
    expect(isoDateOf(new Date(instant))).toBe(date)
  })
})

describe('addMonthsClamped', () => {
  it.each<[string, number, string]>([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-01-01', 60, '2031-01-01'],
    ['2026-05-20', 0, '2026-05-20'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-31', -2, '2025-11-30'],
    ['2026-05-31', -15, '2025-02-28'],
    ['2000-01-31', 1, '2000-02-29'],
    ['2100-01-31', 1, '2100-02-28'],
    ['2024-02-29', 1, '2024-03-29'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonthsClamped(date, months)).toBe(expected)
  })
})

describe('day arithmetic', () => {
  it.each<[string, string, number]>([
    ['2026-01-01', '2026-01-31', 30],
    ['2026-01-31', '2026-03-02', 30],
    ['2028-02-28', '2028-03-01', 2],
    ['2025-12-31', '2026-01-01', 1],
    ['2026-01-31', '2026-01-01', -30],
    ['2026-01-01', '2026-01-01', 0],
  ])('daysBetween(%s, %s) = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days)
    expect(addDays(from, days)).toBe(to)
  })

  it('laterDate', () => {
    expect(laterDate('2026-01-02', '2026-01-10')).toBe('2026-01-10')
    expect(laterDate('2026-12-31', '2026-01-10')).toBe('2026-12-31')
  })

  it('isSunday', () => {
    expect(isSunday('2026-01-04')).toBe(true)
    expect(isSunday('2026-01-03')).toBe(false)
    expect(isSunday('2026-01-05')).toBe(false)
  })
})

describe('addWorkingDays', () => {
  const none = new Set<string>()
  it.each<[string, number, ReadonlySet<string>, string]>([
    // Thursday: Fri, Sat, (Sun), Mon..Fri
    ['2026-01-01', 7, none, '2026-01-09'],
    ['2026-01-03', 1, none, '2026-01-05'],
    ['2026-01-03', 7, none, '2026-01-12'],
    ['2026-01-04', 1, none, '2026-01-05'],
    ['2026-01-01', 7, new Set(['2026-01-06']), '2026-01-10'],
    ['2026-01-01', 7, new Set(['2026-01-06', '2026-01-10']), '2026-01-12'],
    // a holiday on a Sunday costs nothing more
    ['2026-01-01', 7, new Set(['2026-01-04']), '2026-01-09'],
    ['2026-01-01', 0, none, '2026-01-01'],
  ])('%s + %i working days (holidays %j) = %s', (from, count, holidays, expected) => {
    expect(addWorkingDays(from, count, holidays)).toBe(expected)
  })
})

describe('month names', () => {
  it.each([
    ['2026-03-05', '5 Mar 2026', '5 मार्च 2026'],
    ['2026-12-31', '31 Dec 2026', '31 दिसंबर 2026'],
    ['2027-01-01', '1 Jan 2027', '1 जनवरी 2027'],
  ])('%s -> %s, %s', (date, text, hindi) => {
    expect(formatIsoDate(date)).toBe(text)
    expect(formatHindiDate(date)).toBe(hindi)
  })

  it('prints an instant as its India date and clock', () => {
    expect(formatIstDate(new Date('2025-03-14T18:30:00Z'))).toBe('15 Mar 2025')
    expect(formatIstDate(new Date('2025-03-14T18:29:59Z'))).toBe('14 Mar 2025')
    expect(formatIstClock(new Date('2025-03-14T04:35:00Z'))).toBe('10:05')
    expect(formatIstClock(new Date('2025-03-14T18:30:00Z'))).toBe('00:00')
  })
})

describe('India days as instants', () => {
  it.each([
    ['2026-01-01', '2025-12-31T18:30:00.000Z', '2026-01-01T18:29:59.999Z'],
    ['2028-02-29', '2028-02-28T18:30:00.000Z', '2028-02-29T18:29:59.999Z'],
    ['2026-04-01', '2026-03-31T18:30:00.000Z', '2026-04-01T18:29:59.999Z'],
  ])('%s runs from %s to %s', (date, start, end) => {
    expect(startOfIstDay(date).toISOString()).toBe(start)
    expect(endOfIstDay(date).toISOString()).toBe(end)
    expect(isoDateOf(startOfIstDay(date))).toBe(date)
    expect(isoDateOf(endOfIstDay(date))).toBe(date)
    expect(isoDateOf(new Date(startOfIstDay(date).getTime() - 1))).toBe(addDays(date, -1))
  })

  it('reads wall-clock text as India time', () => {
    expect(istInstant('2026-04-02T10:00').toISOString()).toBe('2026-04-02T04:30:00.000Z')
    expect(istInstant('2026-03-31T23:59:59.999').toISOString()).toBe('2026-03-31T18:29:59.999Z')
  })

  it('a date-only instant is 00:00 UTC of the date, read as the same India date', () => {
    expect(dateOnlyInstant('2025-03-15').toISOString()).toBe('2025-03-15T00:00:00.000Z')
    expect(isoDateOf(dateOnlyInstant('2025-03-15'))).toBe('2025-03-15')
  })

  it('an invalid day is an invalid instant', () => {
    expect(Number.isNaN(endOfIstDay('not a day').getTime())).toBe(true)
    expect(Number.isNaN(startOfIstDay('2026-13-01').getTime())).toBe(true)
  })
})

describe('addMonthsIst (billing periods)', () => {
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
    expect(addMonthsIst(istInstant(start), months).toISOString()).toBe(istInstant(end).toISOString())
  })

  it('uses the India calendar day, not the UTC one', () => {
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
})

describe('financial year', () => {
  it.each<[string, Date, string]>([
    ['31 Mar 23:59:59.999 IST is the old year', istInstant('2026-03-31T23:59:59.999'), '2025-26'],
    ['1 Apr 00:00 IST is the new year', istInstant('2026-04-01T00:00:00.000'), '2026-27'],
    ['1 Apr 00:00 IST is still 31 Mar in UTC', new Date('2026-03-31T18:30:00.000Z'), '2026-27'],
    ['31 Mar 18:29:59 UTC is still 31 Mar in India', new Date('2026-03-31T18:29:59.999Z'), '2025-26'],
    ['1 Jan', istInstant('2026-01-01T00:00:00'), '2025-26'],
    ['15 Feb', istInstant('2026-02-15T12:00:00'), '2025-26'],
    ['1 Mar', istInstant('2026-03-01T09:00:00'), '2025-26'],
    ['31 Dec', istInstant('2025-12-31T23:59:59'), '2025-26'],
    ['31 Dec 19:00 UTC is 1 Jan IST, same FY', new Date('2025-12-31T19:00:00Z'), '2025-26'],
    ['mid year', istInstant('2025-08-15T10:00:00'), '2025-26'],
    ['century boundary', istInstant('2099-06-01T00:00:00'), '2099-00'],
    ['turn of the century', istInstant('2100-02-01T00:00:00'), '2099-00'],
    ['2009-10', istInstant('2009-04-01T00:00:00'), '2009-10'],
    ['1999-00', istInstant('2000-03-31T12:00:00'), '1999-00'],
  ])('%s', (_label, instant, fy) => {
    expect(financialYearOf(instant)).toBe(fy)
    expect(financialYearOfDate(isoDateOf(instant))).toBe(fy)
  })

  it.each([
    ['2026-03-31', '2025-26'],
    ['2026-04-01', '2026-27'],
    ['2027-03-31', '2026-27'],
  ])('the day %s is in %s', (date, fy) => {
    expect(financialYearOfDate(date)).toBe(fy)
  })

  it('exposes the start year and the formatter', () => {
    expect(financialYearStart(istInstant('2025-02-01T00:00:00'))).toBe(2024)
    expect(formatFinancialYear(2005)).toBe('2005-06')
    expect(() => financialYearOf(new Date('nope'))).toThrow()
  })
})
