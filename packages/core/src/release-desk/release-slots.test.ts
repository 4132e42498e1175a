import { describe, expect, it } from 'vitest'
import { assertBookable, openSlots, slotHasBegun, slotKey, slotTimes, type SlotCalendar } from './release-slots.ts'

const calendar = (over: Partial<SlotCalendar> = {}): SlotCalendar => ({
  settings: { opensAt: '10:00', closesAt: '12:00', slotCapacity: 2 },
  holidays: new Set(['2026-03-17']),
  booked: new Map(),
  today: '2026-03-14', // a Saturday
  nowTime: '10:45',
  ...over,
})
const refusal = (f: () => void) => {
  try {
    f()
  } catch (e) {
    return [(e as { status: number }).status, (e as Error).message]
  }
  return null
}

describe('release slots', () => {
  it('half hours from opening, the last ending by closing', () => {
    expect(slotTimes({ opensAt: '10:00', closesAt: '12:00', slotCapacity: 1 })).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ])
    expect(slotTimes({ opensAt: '09:15', closesAt: '10:30', slotCapacity: 1 })).toEqual(['09:15', '09:45'])
  })
  it('open slots skip begun slots of today, Sundays, holidays and full slots', () => {
    const slots = openSlots(
      calendar({
        booked: new Map([
          [slotKey('2026-03-16', '10:00'), 2],
          [slotKey('2026-03-16', '10:30'), 1],
        ]),
      }),
    )
    const days = [...new Set(slots.map((s) => s.date))]
    expect(days).not.toContain('2026-03-15') // Sunday
    expect(days).not.toContain('2026-03-17') // holiday
    expect(slots.filter((s) => s.date === '2026-03-14').map((s) => s.time)).toEqual(['11:00', '11:30'])
    expect(slots.filter((s) => s.date === '2026-03-16')).toEqual([
      { date: '2026-03-16', time: '10:30', left: 1 },
      { date: '2026-03-16', time: '11:00', left: 2 },
      { date: '2026-03-16', time: '11:30', left: 2 },
    ])
    expect(slots.at(-1)!.date).toBe('2026-03-28')
  })
  it.each([
    ['2026-03-14', '10:30', [400, 'This slot is not open for booking. Choose another.']],
    ['2026-03-15', '10:00', [400, 'This slot is not open for booking. Choose another.']],
    ['2026-03-17', '10:00', [400, 'This slot is not open for booking. Choose another.']],
    ['2026-03-16', '10:15', [400, 'This slot is not open for booking. Choose another.']],
    ['2026-03-16', '12:00', [400, 'This slot is not open for booking. Choose another.']],
    ['2026-03-30', '10:00', [400, 'This slot is not open for booking. Choose another.']],
    ['2026-03-16', '10:00', [409, 'This slot is full. Choose another.']],
    ['2026-03-16', '10:30', null],
  ] as const)('booking %s %s', (date, time, answer) => {
    const c = calendar({ booked: new Map([[slotKey('2026-03-16', '10:00'), 2]]) })
    expect(refusal(() => assertBookable(c, date, time))).toEqual(answer)
  })
  it('rebooking one’s own slot is not counted against oneself', () => {
    const c = calendar({ booked: new Map([[slotKey('2026-03-16', '10:00'), 2]]) })
    expect(refusal(() => assertBookable(c, '2026-03-16', '10:00', true))).toBeNull()
  })
  it('a slot can be marked missed once it has begun', () => {
    expect(slotHasBegun('2026-03-14', '10:30', '2026-03-14', '10:45')).toBe(true)
    expect(slotHasBegun('2026-03-14', '11:00', '2026-03-14', '10:45')).toBe(false)
    expect(slotHasBegun('2026-03-13', '17:30', '2026-03-14', '09:00')).toBe(true)
  })
})
