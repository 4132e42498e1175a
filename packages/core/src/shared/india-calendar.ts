/**
 * The one India calendar every domain counts on (loans, EMI schedules, billing periods, financial
 * years, reports, documents). Shops and the tax year are Indian, so "which day" questions are
 * answered in India Standard Time whatever the server's or browser's own zone is. IST is UTC+05:30
 * all year (no daylight saving), so a fixed offset is exact and needs no timezone database.
 *
 * Days are `IsoDate` strings, `YYYY-MM-DD` (loans.md conventions): they compare as strings and are
 * turned into day numbers for arithmetic. Instants are `Date`s; `isoDateOf` and `startOfIstDay`
 * convert between the two.
 */
export type IsoDate = string

/** The zone name, for `Intl` formatters that print instants in India time. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata'

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The date, or null when `value` is not a real `YYYY-MM-DD` calendar date in 2000-2200. */
export function parseIsoDate(value: unknown): IsoDate | null {
  if (typeof value !== 'string') return null
  const m = ISO_DATE.exec(value)
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < 2000 || year > 2200) return null
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month - 1) ? value : null
}

/** Days since 1970-01-01 of a date. */
export const dayNumber = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS

export const dateOfDayNumber = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from)

export const addDays = (date: IsoDate, days: number): IsoDate => dateOfDayNumber(dayNumber(date) + days)

export const laterDate = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b)

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)

/** Days in a month, `month` 0-11. */
function daysInMonth(year: number, month: number): number {
  if (month === 1) return isLeapYear(year) ? 29 : 28
  return [3, 5, 8, 10].includes(month) ? 30 : 31
}

/**
 * `months` calendar months after `date`, the day clamped to the target month's last day: 31 Jan + 1
 * = 28 Feb (29 in a leap year), 31 Aug + 1 = 30 Sep. Counted from `date` each time, so a clamp is
 * never carried on: 31 Jan + 2 = 31 Mar, whereas (31 Jan + 1) + 1 = 28 Mar. Loan due dates (loans.md
 * section 3), EMI due dates and billing periods (platform-spec 2.3) all follow this one rule.
 */
export function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new Error(`addMonthsClamped needs whole months, got ${months}`)
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const index = year * 12 + (month - 1) + months
  const y = Math.floor(index / 12)
  const m = index - y * 12
  const target = new Date(0)
  target.setUTCFullYear(y, m, Math.min(day, daysInMonth(y, m)))
  return dateOfDayNumber(target.getTime() / DAY_MS)
}

/** The India calendar date on which `instant` falls. */
export const isoDateOf = (instant: Date): IsoDate =>
  new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)

/** The instant the India day `date` begins (00:00 IST). */
export const startOfIstDay = (date: IsoDate): Date => new Date(dayNumber(date) * DAY_MS - IST_OFFSET_MS)

/** The last millisecond of the India day `date` (23:59:59.999 IST). */
export const endOfIstDay = (date: IsoDate): Date => new Date((dayNumber(date) + 1) * DAY_MS - 1 - IST_OFFSET_MS)

/** An instant written as India wall-clock time, `YYYY-MM-DDTHH:MM[:SS[.mmm]]`. */
export const istInstant = (local: string): Date => new Date(Date.parse(`${local}Z`) - IST_OFFSET_MS)

/**
 * A date as the instant 00:00 UTC of that date: the value `new Date('2025-03-15')` gives and a
 * date-only column stores, so it reads as that date both in India (05:30 IST) and in UTC.
 */
export const dateOnlyInstant = (date: IsoDate): Date => new Date(dayNumber(date) * DAY_MS)

/** `10:05`: the India wall-clock time of `instant`. */
export const formatIstClock = (instant: Date): string =>
  new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16)

/**
 * `months` calendar months after `instant` on the India calendar (addMonthsClamped), keeping the
 * India time of day: a billing period bought at 31 Jan 10:00 IST ends 28 Feb 10:00 IST.
 */
export function addMonthsIst(instant: Date, months: number): Date {
  if (Number.isNaN(instant.getTime())) throw new Error('addMonthsIst needs a valid date')
  const day = isoDateOf(instant)
  const timeOfDay = instant.getTime() - startOfIstDay(day).getTime()
  return new Date(startOfIstDay(addMonthsClamped(day, months)).getTime() + timeOfDay)
}

/** Sunday, by the calendar. */
export const isSunday = (date: IsoDate): boolean => new Date(`${date}T00:00:00Z`).getUTCDay() === 0

/**
 * The date `count` working days after `from` (loans.md section 4): Sundays and the shop's
 * holidays are not working days, `from` itself never counts.
 */
export function addWorkingDays(from: IsoDate, count: number, holidays: ReadonlySet<IsoDate>): IsoDate {
  let date = from
  for (let left = count; left > 0;) {
    date = addDays(date, 1)
    if (!isSunday(date) && !holidays.has(date)) left--
  }
  return date
}

/**
 * Indian financial year: 1 April to 31 March, written `YYYY-YY` (`2025-26`; `2099-00` for
 * 2099-2100). An instant belongs to the year of its India date: 31 March 23:59 IST (18:29 UTC) is
 * still the old year, 1 April 00:00 IST (31 March 18:30 UTC) is the new one.
 */
export type FinancialYear = string

/** Calendar year in which the financial year holding the India date `date` began. */
export function financialYearStartOfDate(date: IsoDate): number {
  const [year, month] = date.split('-').map(Number) as [number, number]
  const APRIL = 4
  return month >= APRIL ? year : year - 1
}

/** Calendar year in which the financial year containing `instant` began. */
export function financialYearStart(instant: Date): number {
  if (Number.isNaN(instant.getTime())) throw new Error('financialYearStart needs a valid date')
  return financialYearStartOfDate(isoDateOf(instant))
}

export const formatFinancialYear = (startYear: number): FinancialYear =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`

export const financialYearOf = (instant: Date): FinancialYear => formatFinancialYear(financialYearStart(instant))

export const financialYearOfDate = (date: IsoDate): FinancialYear => formatFinancialYear(financialYearStartOfDate(date))

export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
export const HINDI_MONTH_NAMES = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const

export const TAMIL_MONTH_NAMES = [
  'ஜனவரி',
  'பிப்ரவரி',
  'மார்ச்',
  'ஏப்ரல்',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆகஸ்ட்',
  'செப்டம்பர்',
  'அக்டோபர்',
  'நவம்பர்',
  'டிசம்பர்',
] as const

const formatWithMonths = (date: IsoDate, monthNames: readonly string[]): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return `${day} ${monthNames[month - 1]} ${year}`
}

/** `15 Mar 2026`, for documents and messages. */
export const formatIsoDate = (date: IsoDate): string => formatWithMonths(date, MONTH_NAMES)

/** `15 मार्च 2026`: the document date with the month in Hindi. */
export const formatHindiDate = (date: IsoDate): string => formatWithMonths(date, HINDI_MONTH_NAMES)

/** `15 மார்ச் 2026`: the document date with the month in Tamil. */
export const formatTamilDate = (date: IsoDate): string => formatWithMonths(date, TAMIL_MONTH_NAMES)

/** `15 Mar 2026`: the India date of `instant`. */
export const formatIstDate = (instant: Date): string => formatIsoDate(isoDateOf(instant))
