import { z } from 'zod'
import { defineErrors } from '../shared/domain-error.ts'
import { type IsoDate, parseIsoDate } from '../shared/india-calendar.ts'

/** Refusals of `/api/reports` (loans.md 8 names none; the date messages are loans.md's own). */
export const reportErrors = defineErrors({
  invalidDate: [400, 'Dates must be calendar dates written YYYY-MM-DD.'],
  futureDate: [400, 'Dates may not be in the future.'],
  invalidFormat: [400, 'Format must be json or csv.'],
})

/**
 * `asOf` or `date` of a report: absent or empty is today; a report is the books of a day that
 * has ended or is running, so a later day is refused rather than projected.
 */
export function parseReportDate(value: unknown, today: IsoDate): IsoDate {
  if (value === undefined || value === null || value === '') return today
  const date = parseIsoDate(value)
  if (date === null) throw reportErrors.error('invalidDate')
  if (date > today) throw reportErrors.error('futureDate')
  return date
}

export type ReportFormat = 'json' | 'csv'

/**
 * `?format=csv|json` wins; without it, `Accept: text/csv` (preferred over JSON by the caller's
 * Accept header, as `preferred` answers it) asks for CSV.
 */
export function reportFormatOf(format: unknown, preferred: string | false): ReportFormat {
  if (format === undefined || format === '') return preferred === 'text/csv' ? 'csv' : 'json'
  if (format === 'csv' || format === 'json') return format
  throw reportErrors.error('invalidFormat')
}

/** tRPC inputs of the reports: the date is checked by `parseReportDate` in the service (it needs today). */
export const reportAsOfInput = z.object({ asOf: z.string().nullish() }).optional()
export const reportDateInput = z.object({ date: z.string().nullish() }).optional()
