import { INDIA_TIME_ZONE } from '@gold/core/shared/india-calendar'
import { formatPaise } from '@gold/core/shared/indian-format'
import { LOCALES, type Language } from './language.ts'

type DateValue = Date | string | number | null | undefined

const NONE = '—'
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
const cached = <F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F => {
  const hit = cache.get(key) as F | undefined
  if (hit) return hit
  const made = make()
  cache.set(key, made)
  return made
}

// English keeps the apps' short month ("12 Mar 2025"); Hindi and Tamil spell the month out, which is
// what a borrower reads on a calendar ("12 मार्च 2025", "12 மார்ச், 2025"); their short forms are
// abbreviations few people use.
const dateOptions = (language: Language, timeZone: string): Intl.DateTimeFormatOptions => ({
  timeZone,
  day: 'numeric',
  month: language === 'en' ? 'short' : 'long',
  year: 'numeric',
})

const dateFormat = (language: Language, timeZone: string) =>
  cached(
    `date:${language}:${timeZone}`,
    () => new Intl.DateTimeFormat(LOCALES[language], dateOptions(language, timeZone)),
  )

const dateTimeFormat = (language: Language) =>
  cached(
    `datetime:${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        ...dateOptions(language, INDIA_TIME_ZONE),
        hour: 'numeric',
        minute: '2-digit',
      }),
  )

const toDate = (value: DateValue): Date | null => {
  if (value === null || value === undefined || value === '') return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

/** An instant's India date in the language: `12 मार्च 2025`. */
export function formatDateIn(language: Language, value: DateValue): string {
  const d = toDate(value)
  return d ? dateFormat(language, INDIA_TIME_ZONE).format(d) : NONE
}

/** An instant's India date and time in the language. */
export function formatDateTimeIn(language: Language, value: DateValue): string {
  const d = toDate(value)
  return d ? dateTimeFormat(language).format(d) : NONE
}

/** A calendar date (`YYYY-MM-DD`, a loan's due date) in the language, never shifted by a time zone. */
export function formatIsoDateIn(language: Language, iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return NONE
  return dateFormat(language, 'UTC').format(new Date(`${iso}T00:00:00Z`))
}

/**
 * Integer paise as rupees in the language's locale: the rupee sign, Indian grouping (1,23,456.50)
 * and Latin digits, which is what hi-IN and ta-IN write and what a borrower's passbook shows.
 */
export function formatPaiseIn(language: Language, paise: number): string {
  if (language === 'en') return formatPaise(paise)
  const format = cached(
    `inr:${language}`,
    () =>
      new Intl.NumberFormat(LOCALES[language], {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  )
  return format.format(paise / 100)
}
