import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonthsClamped,
  addMonthsIst,
  addWorkingDays,
  dateOfDayNumber,
  dayNumber,
  daysBetween,
  endOfIstDay,
  financialYearOf,
  financialYearOfDate,
  isoDateOf,
  isSunday,
  parseIsoDate,
  startOfIstDay,
} from './india-calendar.ts'

const dayArb = fc.integer({ min: dayNumber('2000-01-01'), max: dayNumber('2199-12-31') }).map(dateOfDayNumber)
const instantArb = fc
  .integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2199-12-31T00:00:00Z') })
  .map((ms) => new Date(ms))
const monthsArb = fc.integer({ min: -240, max: 240 })

const parts = (date: string) => date.split('-').map(Number) as [number, number, number]
const endOfMonth = (date: string) => addDays(addMonthsClamped(`${date.slice(0, 7)}-01`, 1), -1)

describe('calendar properties', () => {
  it('every generated day parses, and day numbers round-trip', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        expect(parseIsoDate(date)).toBe(date)
        expect(daysBetween(date, addDays(date, days))).toBe(days)
      }),
    )
  })

  it('adding months lands in the right month, on the same day or the month end', () => {
    fc.assert(
      fc.property(dayArb, monthsArb, (date, months) => {
        const result = addMonthsClamped(date, months)
        const [y, m, d] = parts(date)
        const [ry, rm, rd] = parts(result)
        expect(ry * 12 + rm - (y * 12 + m)).toBe(months)
        if (rd !== d) {
          expect(rd).toBeLessThan(d)
          expect(result).toBe(endOfMonth(result))
        }
      }),
    )
  })

  it('a day that fits every month comes back when the months are taken off again', () => {
    fc.assert(
      fc.property(dayArb, monthsArb, (date, months) => {
        fc.pre(parts(date)[2] <= 28)
        expect(addMonthsClamped(addMonthsClamped(date, months), -months)).toBe(date)
      }),
    )
  })

  it('an instant lies inside its India day', () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const day = isoDateOf(instant)
        expect(startOfIstDay(day).getTime()).toBeLessThanOrEqual(instant.getTime())
        expect(endOfIstDay(day).getTime()).toBeGreaterThanOrEqual(instant.getTime())
        expect(endOfIstDay(day).getTime() - startOfIstDay(day).getTime()).toBe(86_400_000 - 1)
      }),
    )
  })

  it('billing months keep the India time of day and move the India date by addMonthsClamped', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 36 }), (instant, months) => {
        const end = addMonthsIst(instant, months)
        expect(isoDateOf(end)).toBe(addMonthsClamped(isoDateOf(instant), months))
        const timeOfDay = (t: Date) => t.getTime() - startOfIstDay(isoDateOf(t)).getTime()
        expect(timeOfDay(end)).toBe(timeOfDay(instant))
      }),
    )
  })

  it('the financial year of an instant is that of its India date, and starts on 1 April', () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const fy = financialYearOf(instant)
        expect(financialYearOfDate(isoDateOf(instant))).toBe(fy)
        const start = Number(fy.slice(0, 4))
        expect(isoDateOf(instant) >= `${start}-04-01`).toBe(true)
        expect(isoDateOf(instant) <= `${start + 1}-03-31`).toBe(true)
      }),
    )
  })

  it('working days skip Sundays and holidays and count exactly', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.integer({ min: 1, max: 60 })),
        (from, count, offsets) => {
          const holidays = new Set(offsets.map((o) => addDays(from, o)))
          const result = addWorkingDays(from, count, holidays)
          const working = Array.from({ length: daysBetween(from, result) }, (_, i) => addDays(from, i + 1)).filter(
            (d) => !isSunday(d) && !holidays.has(d),
          )
          expect(working.length).toBe(count)
          if (count > 0) expect(working.at(-1)).toBe(result)
        },
      ),
    )
  })
})
