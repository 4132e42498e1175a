import { auctionTooEarlyError, reserveNotMetError } from '@gold/core/loans/loan-auction'
import { parseIsoDate, type IsoDate } from '@gold/core/shared/india-calendar'
import type { AuctionBody } from '@gold/core/loans/loan-input'
import { allocateLoanPayment, type ClosureQuote, type Components } from '@gold/core/loans/loan-position'
import { loanErrors } from '@gold/core/loans/loans-errors'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import type { ErrorCode, FormErrors } from '@gold/ui'

export type AuctionOutcome = 'sold' | 'failed'
export type AuctionValues = { outcome: AuctionOutcome; soldOn: IsoDate; amount: string; buyer: string }
export type AuctionField = keyof AuctionValues

const message = (key: keyof typeof loanErrors.table) => loanErrors.table[key].message

/** What the auction form checks against: the loan's notice period, last posting and reserve price (paise, null when unknown). */
export type AuctionLimits = {
  today: IsoDate
  earliestOn: IsoDate | null
  lastPostedOn: IsoDate
  reserve: number | null
}

export const auctionDateOf = (v: AuctionValues, today: IsoDate): IsoDate | null =>
  v.soldOn.trim() === '' ? today : parseIsoDate(v.soldOn.trim())

/**
 * Every problem before anything is sent, with the API's messages (core `assertAuctionDate`,
 * `planAuctionSale`, `parseAuction`): the date within the notice period's end, the last posting and
 * today; for a sale, the amount at or above the reserve price and who bought the gold.
 */
export function auctionProblems(v: AuctionValues, limits: AuctionLimits): FormErrors<AuctionField> {
  const errors: FormErrors<AuctionField> = {}
  const on = auctionDateOf(v, limits.today)
  if (on === null) errors.soldOn = message('invalidDate')
  else if (on > limits.today) errors.soldOn = message('futureDate')
  else if (limits.earliestOn !== null && on < limits.earliestOn)
    errors.soldOn = auctionTooEarlyError(limits.earliestOn).message
  else if (on < limits.lastPostedOn) errors.soldOn = message('auctionBeforeLastPayment')
  if (v.outcome === 'failed') return errors
  const amount = parseRupeeInput(v.amount)
  if (!amount.ok) errors.amount = amount.message
  else if (limits.reserve !== null && amount.paise < limits.reserve)
    errors.amount = reserveNotMetError(limits.reserve).message
  const buyer = v.buyer.trim()
  if (buyer.length < 2 || buyer.length > 100) errors.buyer = message('buyerRequired')
  return errors
}

/** Where a server refusal belongs on the form, by its code; anything else shows above it. */
export const AUCTION_ERROR_FIELDS = {
  belowReserve: 'amount',
  invalidAmount: 'amount',
  buyerRequired: 'buyer',
  auctionTooEarly: 'soldOn',
  invalidDate: 'soldOn',
  futureDate: 'soldOn',
  auctionBeforeLastPayment: 'soldOn',
  quoteBeforeLastPayment: 'soldOn',
} as const satisfies Partial<Record<ErrorCode<typeof loanErrors>, AuctionField>>

export function auctionBody(v: AuctionValues, today: IsoDate): AuctionBody {
  const soldOn = auctionDateOf(v, today) ?? today
  if (v.outcome === 'failed') return { soldOn, failed: true }
  const amount = parseRupeeInput(v.amount)
  if (!amount.ok) throw new Error('auctionBody needs a valid amount')
  return { soldOn, amount: amount.paise, buyer: v.buyer.trim() }
}

/** What a sale does to the loan, from the closure quote of the sale date: the split, and the surplus or the shortfall. */
export type AuctionPreview = {
  quote: ClosureQuote
  amount: number
  allocation: Components
  surplus: number
  shortfall: number
}

export function previewAuctionSale(quote: ClosureQuote, amount: number): AuctionPreview {
  const applied = Math.min(amount, quote.total)
  return {
    quote,
    amount,
    allocation: allocateLoanPayment(applied, quote),
    surplus: amount - applied,
    shortfall: quote.total - applied,
  }
}
