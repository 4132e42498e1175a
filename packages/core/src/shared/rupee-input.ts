import { domainRanges } from './domain-ranges.ts'
import { formatPaise } from './indian-format.ts'

export type RupeeInputProblem = 'empty' | 'notANumber' | 'negative' | 'grouping' | 'decimals' | 'zero' | 'tooLarge'

export type RupeeInput =
  { ok: true; rupees: number; paise: number } | { ok: false; problem: RupeeInputProblem; message: string }

const MAX_PAISE = Math.round(domainRanges.rupees.max * 100)

export const rupeeInputMessages: Record<RupeeInputProblem, string> = {
  empty: 'Enter the amount in rupees.',
  notANumber: 'Enter the amount in digits, like 20,000 or 20,000.50.',
  negative: 'The amount cannot be negative.',
  grouping: 'Put the commas the Indian way, like 20,000 or 1,00,000.',
  decimals: 'Enter at most 2 decimals (paise).',
  zero: 'The amount must be more than ₹0.',
  tooLarge: `The amount cannot be more than ${formatPaise(MAX_PAISE)}.`,
}

const refuse = (problem: RupeeInputProblem): RupeeInput => ({
  ok: false,
  problem,
  message: rupeeInputMessages[problem],
})

// Hyphen, minus sign and en dash: what a keyboard or a copied statement puts in front of a debit.
const SIGN = /^[-\u2212\u2013]\s*/
const CURRENCY = /^(?:₹|rs\.?|inr)\s*/i
// `Rs. 20,000/-` is how amounts are written on Indian receipts and cheques.
const TRAILING_DASH = /\s*\/-$/
const SHAPE = /^([\d,]*)(?:\.(\d*))?$/
// 1 to 3 digits alone, or 1-2 digits, pairs, then the last three: 1,00,000 and 12,34,567.
const INDIAN_GROUPS = /^\d{1,2}(?:,\d{2})*,\d{3}$/

/**
 * What a clerk typed into a rupee field, read strictly: digits with optional Indian grouping
 * (`20,000`, `1,00,000`; plain `20000` too), an optional `₹`, `Rs`, `Rs.` or `INR` in front, an
 * optional `/-` behind, spaces around, up to 2 decimals. Anything else is refused with a message
 * for the field, never guessed at: `2,0000`, `-500`, `0` and `abc` must not turn into a payment.
 * The amount is computed in integer paise, so `20,000.10` is exactly 2000010 paise.
 */
export function parseRupeeInput(text: string): RupeeInput {
  let body = text.trim()
  if (body === '') return refuse('empty')
  let negative = false
  const stripSign = () => {
    if (SIGN.test(body)) {
      negative = true
      body = body.replace(SIGN, '')
    }
  }
  stripSign()
  body = body.replace(CURRENCY, '')
  stripSign()
  body = body.replace(TRAILING_DASH, '').trim()

  const shape = SHAPE.exec(body)
  const integer = shape?.[1] ?? ''
  const fraction = shape?.[2] ?? ''
  if (!shape || !/\d/.test(integer + fraction)) return refuse(body === '' && !negative ? 'empty' : 'notANumber')
  if (negative) return refuse('negative')
  if (integer.includes(',') && !INDIAN_GROUPS.test(integer)) return refuse('grouping')
  if (fraction.length > 2) return refuse('decimals')

  const digits = integer.replace(/,/g, '')
  // Long digit strings lose precision as a Number, but they are far above the maximum anyway.
  const paise = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'))
  if (paise === 0) return refuse('zero')
  if (paise > MAX_PAISE) return refuse('tooLarge')
  return { ok: true, rupees: paise / 100, paise }
}

/**
 * An optional rupee field (a valuation fee, a requested loan amount): blank and zero both read as
 * 0, "none"; anything else is read as strictly as `parseRupeeInput`.
 */
export function parseOptionalRupeeInput(text: string): RupeeInput {
  const parsed = parseRupeeInput(text)
  if (parsed.ok || (parsed.problem !== 'empty' && parsed.problem !== 'zero')) return parsed
  return { ok: true, rupees: 0, paise: 0 }
}

/** Integer paise as a clerk would type them (`50,000.50`, `50,000`): `parseRupeeInput` reads it back as is. */
export function rupeeInputText(paise: number): string {
  return formatPaise(paise).replace('₹', '').replace(/\.00$/, '')
}
