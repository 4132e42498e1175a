import type { IsoDate } from '../shared/india-calendar.ts'
import type { Paise } from '../shared/money.ts'
import { booksErrors } from './books-errors.ts'
import { ACCOUNT_CODES as C, counterCashCode } from './chart-of-accounts.ts'
import { balancedJournal, creditLine, debitLine, type Journal } from './journal.ts'

/**
 * Notes a counter is counted in, rupees. ₹2,000 notes are withdrawn from circulation (RBI, 2023)
 * and ₹5 notes are rare; a stray one counts with the coins.
 */
export const NOTE_DENOMINATIONS = [500, 200, 100, 50, 20, 10] as const
export type NoteDenomination = (typeof NOTE_DENOMINATIONS)[number]

/** A count: how many notes of each denomination, and the coins as one total in paise. */
export type CashCount = { notes: Record<NoteDenomination, number>; coinsPaise: Paise }

/** A lakh of notes of one denomination (₹5 crore in ₹500s) is far above any counter; more is a typo. */
export const MAX_NOTES_PER_DENOMINATION = 100_000
export const MAX_COINS_PAISE = 10_000_000

/** The count, checked: whole numbers of notes from 0 to a lakh, coins from ₹0 to ₹1,00,000. */
export function checkCashCount(input: { notes?: Partial<Record<string, unknown>>; coinsPaise?: unknown }): CashCount {
  const notes = {} as Record<NoteDenomination, number>
  for (const d of NOTE_DENOMINATIONS) {
    const n = input.notes?.[String(d)] ?? 0
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_NOTES_PER_DENOMINATION)
      throw booksErrors.error('invalidNoteCount')
    notes[d] = n
  }
  const coins = input.coinsPaise ?? 0
  if (typeof coins !== 'number' || !Number.isSafeInteger(coins) || coins < 0 || coins > MAX_COINS_PAISE)
    throw booksErrors.error('invalidCoins')
  return { notes, coinsPaise: coins }
}

export const countedPaise = (count: CashCount): Paise =>
  NOTE_DENOMINATIONS.reduce((total, d) => total + d * 100 * count.notes[d], count.coinsPaise)

export type CounterClosing = {
  expectedPaise: Paise
  countedPaise: Paise
  /** Counted minus expected: negative is a shortage. */
  differencePaise: Paise
  /** The over/short journal, null when the count matches. */
  journal: Journal | null
}

/**
 * Closing a counter: the count against the cash the books expect in it (its account's balance),
 * and the difference posted to cash over/short with the reason staff gave (required when not 0).
 */
export function closeCounter(input: {
  counterNumber: number
  counterName: string
  date: IsoDate
  sourceId: string
  expectedPaise: Paise
  count: CashCount
  reason?: string | null
}): CounterClosing {
  const counted = countedPaise(input.count)
  const difference = counted - input.expectedPaise
  if (difference === 0)
    return { expectedPaise: input.expectedPaise, countedPaise: counted, differencePaise: 0, journal: null }
  const reason = (input.reason ?? '').trim()
  if (reason.length < 2 || reason.length > 200) throw booksErrors.error('overShortReasonRequired')
  const cash = counterCashCode(input.counterNumber)
  const amount = Math.abs(difference)
  const lines =
    difference > 0
      ? [debitLine(cash, amount), creditLine(C.cashOverShort, amount)]
      : [debitLine(C.cashOverShort, amount), creditLine(cash, amount)]
  const journal = balancedJournal({
    date: input.date,
    narration: `Cash ${difference > 0 ? 'over' : 'short'} at ${input.counterName}: ${reason}`,
    source: { kind: 'counterClose', id: input.sourceId },
    lines,
  })
  return { expectedPaise: input.expectedPaise, countedPaise: counted, differencePaise: difference, journal }
}

/**
 * Opening a counter: the float counted into it comes out of main cash (a contra, no profit or
 * loss); null for a counter opened empty.
 */
export function openingFloatJournal(input: {
  counterNumber: number
  counterName: string
  date: IsoDate
  sourceId: string
  count: CashCount
}): Journal | null {
  const float = countedPaise(input.count)
  if (float === 0) return null
  return balancedJournal({
    date: input.date,
    narration: `Opening float of ${input.counterName} from main cash`,
    source: { kind: 'counterOpen', id: input.sourceId },
    lines: [debitLine(counterCashCode(input.counterNumber), float), creditLine(C.mainCash, float)],
  })
}

/** A counter is opened once at a time; closing needs it open. */
export function assertCounterOpenable(isOpen: boolean): void {
  if (isOpen) throw booksErrors.error('counterAlreadyOpen')
}

export function assertCounterClosable(isOpen: boolean): void {
  if (!isOpen) throw booksErrors.error('counterNotOpen')
}

/**
 * After the count, the counted cash goes back to main cash (Fineract's "settle cash"): a closed
 * counter holds nothing, so the next opening's float is all the cash in it. Null when nothing was
 * counted.
 */
export function counterHandoverJournal(input: {
  counterNumber: number
  counterName: string
  date: IsoDate
  sourceId: string
  countedPaise: Paise
}): Journal | null {
  if (input.countedPaise === 0) return null
  return balancedJournal({
    date: input.date,
    narration: `Cash of ${input.counterName} handed over to main cash at close`,
    source: { kind: 'counterHandover', id: input.sourceId },
    lines: [
      debitLine(C.mainCash, input.countedPaise),
      creditLine(counterCashCode(input.counterNumber), input.countedPaise),
    ],
  })
}
