import { addDays, type IsoDate, isSunday } from '../shared/india-calendar.ts'
import { releaseDeskErrors } from './release-desk-errors.ts'

/** A release slot is half an hour of the shop's day. */
export const SLOT_MINUTES = 30
/** How far ahead a borrower may book: two weeks covers any deadline (7 working days) with room. */
export const BOOKING_DAYS_AHEAD = 14

export type SlotSettings = { opensAt: string; closesAt: string; slotCapacity: number }
export const DEFAULT_SLOT_SETTINGS: SlotSettings = { opensAt: '10:00', closesAt: '18:00', slotCapacity: 2 }

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/
export const minutesOf = (time: string): number | null => {
  const m = HH_MM.exec(time)
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Every slot's start time of a working day: from opening, each 30 minutes, the last ending by closing. */
export function slotTimes(s: SlotSettings): string[] {
  const open = minutesOf(s.opensAt)
  const close = minutesOf(s.closesAt)
  if (open === null || close === null) return []
  const times: string[] = []
  for (let t = open; t + SLOT_MINUTES <= close; t += SLOT_MINUTES) times.push(timeOf(t))
  return times
}

/** The release deadline's working days (loans.md 4): not Sundays, not the shop's holidays. */
export const isWorkingDay = (date: IsoDate, holidays: ReadonlySet<IsoDate>) => !isSunday(date) && !holidays.has(date)

export type SlotKey = `${IsoDate} ${string}`
export const slotKey = (date: IsoDate, time: string): SlotKey => `${date} ${time}`

export type OpenSlot = { date: IsoDate; time: string; left: number }

export type SlotCalendar = {
  settings: SlotSettings
  holidays: ReadonlySet<IsoDate>
  /** Live bookings per slot. */
  booked: ReadonlyMap<SlotKey, number>
  today: IsoDate
  /** India wall-clock time now, `HH:MM`: a slot of today that has begun is no longer open. */
  nowTime: string
}

/** The slots a borrower may book from today on: working days, not begun, not full. */
export function openSlots(c: SlotCalendar): OpenSlot[] {
  const slots: OpenSlot[] = []
  for (let i = 0; i <= BOOKING_DAYS_AHEAD; i++) {
    const date = addDays(c.today, i)
    if (!isWorkingDay(date, c.holidays)) continue
    for (const time of slotTimes(c.settings)) {
      if (date === c.today && time <= c.nowTime) continue
      const left = c.settings.slotCapacity - (c.booked.get(slotKey(date, time)) ?? 0)
      if (left > 0) slots.push({ date, time, left })
    }
  }
  return slots
}

/**
 * A slot may be booked when it is one of the shop's slots within the window and has not begun
 * (400 otherwise), and has room (409). `alreadyMine`: the borrower's own live booking of this very
 * slot is not counted against them when they book it again.
 */
export function assertBookable(c: SlotCalendar, date: IsoDate, time: string, alreadyMine = false): void {
  const inWindow = date >= c.today && date <= addDays(c.today, BOOKING_DAYS_AHEAD)
  const begun = date === c.today && time <= c.nowTime
  if (!inWindow || begun || !isWorkingDay(date, c.holidays) || !slotTimes(c.settings).includes(time))
    throw releaseDeskErrors.error('slotNotOpen')
  const taken = (c.booked.get(slotKey(date, time)) ?? 0) - (alreadyMine ? 1 : 0)
  if (taken >= c.settings.slotCapacity) throw releaseDeskErrors.error('slotFull')
}

/** The slot's start has passed: only then can it be marked missed. */
export const slotHasBegun = (date: IsoDate, time: string, today: IsoDate, nowTime: string) =>
  date < today || (date === today && time <= nowTime)
