import { formatDecimal, formatPaise } from '../shared/indian-format.ts'
import type { Paise } from '../shared/money.ts'
import { MAX_EMI_INSTALLMENTS, parseEmiInstallments } from './emi-schedule.ts'
import { isBlank, parseNumeric } from './numbers.ts'
import { parseLtvPercentage } from './valuation-calculation.ts'

/**
 * What a form says before saving about a value the API would store other than as typed. The spec
 * clamps LTV to 0–100 and installments to 1–60, reads an unparseable deduction as 0 and a deduction
 * above the gross weight as 0 g of fine gold; the API keeps doing so for every client, while the
 * staff form refuses such a value inline so that what is saved is what was typed.
 */
export type FormCheck = { ok: true } | { ok: false; message: string }

const OK: FormCheck = { ok: true }
const refuse = (message: string): FormCheck => ({ ok: false, message })

/** Blank means the default 75%; anything else must be a number from 0 to 100, kept as typed. */
export function checkLtvInput(raw: string): FormCheck {
  if (isBlank(raw)) return OK
  const value = parseNumeric(raw)
  if (value === null) return refuse('Enter the loan to value as a number from 0 to 100.')
  const stored = parseLtvPercentage(value)
  if (stored !== value)
    return refuse(`Loan to value must be from 0 to 100%: ${formatDecimal(value)} would be saved as ${stored}%.`)
  return OK
}

/** Blank or 0 means one bullet payment; anything else must be whole months up to 60, kept as typed. */
export function checkEmiInstallmentsInput(raw: string): FormCheck {
  if (isBlank(raw)) return OK
  const value = parseNumeric(raw)
  if (value === null) return refuse('Enter the number of months in digits, like 12.')
  if (value < 0) return refuse('The number of months cannot be negative. Blank or 0 means one bullet payment.')
  if (value === 0) return OK
  const stored = parseEmiInstallments(value)
  if (value > MAX_EMI_INSTALLMENTS)
    return refuse(`At most ${MAX_EMI_INSTALLMENTS} installments: ${formatDecimal(value)} would be cut to ${stored}.`)
  if (stored !== value) return refuse(`Enter whole months: ${formatDecimal(value)} would be saved as ${stored}.`)
  return OK
}

/**
 * Grams typed with a comma. The API reads "10,5" as no number at all and answers about something
 * else ("Gross weight must be greater than zero.", or a deduction of 0), so the form names the
 * comma. "10,5" is a decimal comma; "1,000" (three digits after it) may be Indian grouping.
 */
function commaInGrams(raw: string): FormCheck {
  const text = raw.trim()
  if (!text.includes(',')) return OK
  if (/^\d*,\d{1,2}$|^\d*,\d{4,}$/.test(text))
    return refuse(`Use a point for decimals: ${text.replace(',', '.')}, not ${text}.`)
  return refuse('Write grams without commas, like 1000 or 10.5.')
}

/** Gross weight as typed: only what the API's own message would misname (its range is the API's). */
export function checkGrossWeightInput(raw: string): FormCheck {
  return commaInGrams(raw)
}

/**
 * Blank means none; otherwise grams in digits, not negative (the API calls that "Net weight cannot
 * exceed gross weight.") and no more than the ornament's gross weight.
 */
export function checkDeductionInput(raw: string, grossWeight: number | null): FormCheck {
  if (isBlank(raw)) return OK
  const comma = commaInGrams(raw)
  if (!comma.ok) return comma
  const value = parseNumeric(raw)
  if (value === null) return refuse('Enter the deduction in grams, like 0.5.')
  if (value < 0) return refuse('The deduction cannot be negative: enter the grams of stones and wax, or 0.')
  if (grossWeight !== null && value > grossWeight)
    return refuse(`More than the gross weight (${formatDecimal(grossWeight)} g): the fine gold would be 0 g.`)
  return OK
}

/**
 * A requested amount above what the LTV allows is lowered to it (spec: the loan never exceeds the
 * LTV limit). Not a mistake, so a notice rather than a refusal: null when nothing is lowered. In paise.
 */
export function requestedLoanNotice(requestedPaise: Paise | null, loanPaise: Paise | null): string | null {
  if (requestedPaise === null || loanPaise === null || requestedPaise <= loanPaise) return null
  return `More than the LTV limit allows: the loan will be ${formatPaise(loanPaise)}, not ${formatPaise(requestedPaise)}.`
}
