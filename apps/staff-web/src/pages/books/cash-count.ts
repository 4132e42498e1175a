import { booksErrors } from '@gold/core/books/books-errors'
import {
  MAX_COINS_PAISE,
  MAX_NOTES_PER_DENOMINATION,
  NOTE_DENOMINATIONS,
  countedPaise,
  type CashCount,
  type NoteDenomination,
} from '@gold/core/books/counter-cash'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import type { FormErrors } from '@gold/ui'

/** The count as typed: one box per note (how many) and the coins in rupees. Blank is none. */
export type CountValues = { [D in NoteDenomination as `n${D}`]: string } & { coins: string }
export type CountField = keyof CountValues

export const noteField = (d: NoteDenomination) => `n${d}` as const

export const emptyCount = (): CountValues =>
  ({ ...Object.fromEntries(NOTE_DENOMINATIONS.map((d) => [noteField(d), ''])), coins: '' }) as CountValues

/** How many notes, as typed: blank is 0; a whole number up to a lakh, else null. */
export function noteCountOf(text: string): number | null {
  const t = text.trim()
  if (t === '') return 0
  if (!/^\d{1,6}$/.test(t)) return null
  const n = Number(t)
  return n <= MAX_NOTES_PER_DENOMINATION ? n : null
}

/** Coins in rupees, as typed (paise allowed): blank or 0 is none; at most ₹1,00,000, else null. */
export function coinsPaiseOf(text: string): number | null {
  const t = text.trim()
  if (t === '' || /^0+(?:\.0*)?$/.test(t)) return 0
  const read = parseRupeeInput(t)
  return read.ok && read.paise <= MAX_COINS_PAISE ? read.paise : null
}

/** Problems with the count, with the API's messages. */
export function countProblems(v: CountValues): FormErrors<CountField> {
  const errors: FormErrors<CountField> = {}
  for (const d of NOTE_DENOMINATIONS)
    if (noteCountOf(v[noteField(d)]) === null) errors[noteField(d)] = booksErrors.table.invalidNoteCount.message
  if (coinsPaiseOf(v.coins) === null) errors.coins = booksErrors.table.invalidCoins.message
  return errors
}

/** The count as the API takes it; a box not yet valid counts as 0 (its error is shown beside it). */
export function cashCountOf(v: CountValues): CashCount {
  const notes = Object.fromEntries(NOTE_DENOMINATIONS.map((d) => [d, noteCountOf(v[noteField(d)]) ?? 0]))
  return { notes: notes as CashCount['notes'], coinsPaise: coinsPaiseOf(v.coins) ?? 0 }
}

/** The body's `count`: only the notes counted, keys as the API reads them (`"500"`). */
export function countBody(v: CountValues) {
  const count = cashCountOf(v)
  const notes: Record<string, number> = {}
  for (const d of NOTE_DENOMINATIONS) if (count.notes[d] > 0) notes[String(d)] = count.notes[d]
  return { notes, coinsPaise: count.coinsPaise }
}

/** The live total of what is counted so far, in paise. */
export const countTotalPaise = (v: CountValues) => countedPaise(cashCountOf(v))

/** The paise of one row (notes × denomination), for the line totals beside the boxes. */
export const rowPaise = (v: CountValues, d: NoteDenomination) => (noteCountOf(v[noteField(d)]) ?? 0) * d * 100

/** Where the API's refusals of a count belong. */
export const COUNT_ERROR_FIELDS = {
  invalidCoins: 'coins',
} as const

export { NOTE_DENOMINATIONS }
