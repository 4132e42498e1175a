import { formatPaise, formatRupees } from '@gold/core/shared/indian-format'
import { formatGrams as formatMilligrams, gramsToMg } from '@gold/core/shared/weight'
import { isRecord } from '@gold/core/shared/is-record'
import { INDIA_TIME_ZONE as TIME_ZONE } from '@gold/core/shared/india-calendar'

export { formatPaise, formatRupees }

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

/** `12 Mar 2025` in India time. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value)
  return d ? dateFormat.format(d) : '—'
}

/** `12 Mar 2025, 3:04 pm` in India time. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const d = toDate(value)
  return d ? dateTimeFormat.format(d) : '—'
}

/** Grams with up to two decimals, Indian grouping: `1,234.5 g`. */
export function formatGrams(grams: number | null | undefined): string {
  if (grams === null || grams === undefined || !Number.isFinite(grams)) return '—'
  return formatWeightMg(gramsToMg(grams))
}

/** `formatGrams` of integer milligrams (the stored and computed unit): `formatWeightMg(1234500)` is `1,234.5 g`. */
export function formatWeightMg(mg: number | null | undefined): string {
  if (mg === null || mg === undefined) return '—'
  const text = formatMilligrams(mg)
  return text === '—' ? text : `${text.replace(/\.?0+$/, '')} g`
}

/** Paise that may arrive as a non-integer from a careless caller still format instead of throwing. */
export function safePaise(paise: number): string {
  return formatPaise(Math.round(paise))
}

/**
 * The message to show for a failed request: tRPC client errors carry the server's exact message;
 * input-validation failures arrive as a JSON list of issues, of which the first is shown.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!error) return fallback
  const message =
    isRecord(error) && typeof error.message === 'string' ? error.message : typeof error === 'string' ? error : fallback
  if (message.startsWith('[')) {
    try {
      const issues = JSON.parse(message) as Array<{ message?: string }>
      if (issues[0]?.message) return issues[0].message
    } catch {
      // not JSON after all: show it as is
    }
  }
  if (/failed to fetch|networkerror|load failed/i.test(message))
    return 'Could not reach the server. Check your connection and try again.'
  return message || fallback
}
