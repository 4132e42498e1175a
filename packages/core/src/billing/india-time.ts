/**
 * Calendar questions in billing (which financial year, which day of the month) are answered in
 * India Standard Time: the shops and the tax year are Indian. IST is UTC+05:30 all year (no DST),
 * so a fixed offset is exact and needs no timezone database.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** A Date whose UTC fields (getUTCFullYear, getUTCMonth, ...) read as IST wall-clock time. */
export const toIstWallClock = (instant: Date): Date => new Date(instant.getTime() + IST_OFFSET_MS)

/** Inverse of toIstWallClock. */
export const fromIstWallClock = (wallClock: Date): Date => new Date(wallClock.getTime() - IST_OFFSET_MS)

const daysInUtcMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

/**
 * Adds calendar months on the IST calendar, keeping the IST time of day. When the target month
 * is shorter, the day clamps to its last day: 31 Jan + 1 month = 28 Feb (29 in a leap year),
 * 31 Aug + 1 month = 30 Sep. Clamping is not undone later: 31 Jan + 1 = 28 Feb, and 28 Feb + 1 =
 * 28 Mar, whereas 31 Jan + 2 = 31 Mar.
 */
export function addMonthsIst(instant: Date, months: number): Date {
  if (!Number.isInteger(months)) throw new Error(`addMonthsIst needs whole months, got ${months}`)
  const wall = toIstWallClock(instant)
  if (Number.isNaN(wall.getTime())) throw new Error('addMonthsIst needs a valid date')
  const monthIndex = wall.getUTCFullYear() * 12 + wall.getUTCMonth() + months
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12
  const day = Math.min(wall.getUTCDate(), daysInUtcMonth(year, month))
  const result = new Date(wall.getTime())
  result.setUTCFullYear(year, month, day)
  return fromIstWallClock(result)
}
