import { MONTH_NAMES as MONTHS } from '@gold/core/shared/india-calendar'
import { formatPaise, formatPaiseCompact } from '@gold/core/shared/indian-format'
import type { RouterOutputs } from '../../trpc.ts'

/** The reports as the API's router types them. */
export type PortfolioOutput = RouterOutputs['reports']['portfolio']
export type AgeingReport = RouterOutputs['reports']['ageing']['report']
export type DayBook = RouterOutputs['reports']['dayBook']
export type DayBookSection = DayBook['disbursements']
export type DayBookEntry = DayBookSection['entries'][number]
export type ReportSeries = RouterOutputs['reports']['series']
export type Shortfalls = RouterOutputs['reports']['shortfalls']

/** Where a report downloads as CSV (the session cookie signs a plain link in, like the loan PDFs). */
export const csvHref = (report: 'portfolio' | 'ageing' | 'day-book', date: string) =>
  `/api/reports/${report}?${report === 'day-book' ? 'date' : 'asOf'}=${date}&format=csv`

/** A chart axis's rupees, short in the Indian way (core `formatPaiseCompact`). */
export const compactRupees = formatPaiseCompact

/** A tooltip's exact amount. */
export const fullRupees = (paise: number) => formatPaise(paise)

/** `2026-03-31` as `Mar 26` (the outstanding chart's month ends), `2026-03-05` as `5 Mar` (the daily charts). */
export const monthLabel = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(2, 4)}`
export const dayLabel = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`

export const MODE_NAMES: Record<string, string> = {
  Cash: 'Cash',
  BankTransfer: 'Bank transfer',
  UPI: 'UPI',
  Auction: 'Auction',
}
export const modeName = (mode: string) => MODE_NAMES[mode] ?? mode

export const BUCKET_NAMES: Record<string, string> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '91+': '91+ days',
}
