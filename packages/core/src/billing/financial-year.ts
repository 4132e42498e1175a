import { toIstWallClock } from './india-time.ts'

/**
 * Indian financial year: 1 April to 31 March, written `YYYY-YY` (`2025-26`; `2099-00` for
 * 2099-2100). The date of an instant is its date in India (IST, UTC+05:30): 31 March 23:59 IST
 * (18:29 UTC) is still the old year, 1 April 00:00 IST (31 March 18:30 UTC) is the new one.
 */
export type FinancialYear = string

/** Calendar year in which the financial year containing `instant` began. */
export function financialYearStart(instant: Date): number {
  const wall = toIstWallClock(instant)
  if (Number.isNaN(wall.getTime())) throw new Error('financialYearStart needs a valid date')
  const APRIL = 3
  return wall.getUTCMonth() >= APRIL ? wall.getUTCFullYear() : wall.getUTCFullYear() - 1
}

export const formatFinancialYear = (startYear: number): FinancialYear =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`

export const financialYearOf = (instant: Date): FinancialYear => formatFinancialYear(financialYearStart(instant))
