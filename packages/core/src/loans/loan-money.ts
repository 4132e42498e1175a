import { formatPaise } from '../shared/indian-format.ts'

/** Largest principal, payment or amount under `/api/loans`: ₹10 crore in paise. */
export const MAX_LOAN_PAISE = 10_000_000_000

/** Cash limits of the Income Tax Act: disbursement (269SS) and receipts in a day (269ST), in paise. */
export const CASH_DISBURSEMENT_LIMIT_PAISE = 2_000_000
export const CASH_RECEIPTS_DAY_LIMIT_PAISE = 20_000_000

/**
 * A figure in an error message: `₹20,000` for whole rupees, `₹1,00,986.30` otherwise (the
 * regulator's and the Act's limits read as whole rupees; an amount to close needs its paise).
 */
export function formatRupeeFigure(paise: number): string {
  const text = formatPaise(paise)
  return paise % 100 === 0 ? text.slice(0, -3) : text
}
