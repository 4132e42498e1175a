import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonthsClamped,
  addWorkingDays,
  daysBetween,
  formatLoanDate,
  isoDateOf,
  isSunday,
  laterDate,
  parseIsoDate,
} from './loan-dates.ts'

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

describe('formatLoanDate', () => {
  it.each([
    ['2026-03-05', '5 Mar 2026'],
    ['2026-12-31', '31 Dec 2026'],
    ['2027-01-01', '1 Jan 2027'],
  ])('%s -> %s', (date, text) => {
    expect(formatLoanDate(date)).toBe(text)
  })
})
