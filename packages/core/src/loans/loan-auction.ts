import { addDays, formatIsoDate, type IsoDate } from '../shared/india-calendar.ts'
import { accrual, allocateLoanPayment, closureQuote, type Components, type LoanPosition } from './loan-position.ts'
import { formatRupeeFigure } from '../shared/money.ts'
import { assertLoanAction, canTakeAction } from './loan-state.ts'
import { invalidTransitionError, loanErrors } from './loans-errors.ts'

export const reserveNotMetError = (reservePaise: number) =>
  loanErrors.error('belowReserve', {
    message: `Sale amount is below the reserve price (${formatRupeeFigure(reservePaise)}).`,
  })

export const auctionTooEarlyError = (earliestOn: IsoDate) =>
  loanErrors.error('auctionTooEarly', {
    message: `The gold cannot be auctioned before ${formatIsoDate(earliestOn)}, when the notice period ends.`,
  })

/**
 * POST /api/loans/{id}/auction-notice (loans.md sections 4 and 7): only an Active loan in default:
 * `daysPastDue` at least the shop's threshold (90 days unless the shop set another), or past its
 * maturity date with principal still outstanding. Returns the earliest auction date, `noticeDays`
 * after the notice.
 */
export function planAuctionNotice(input: DefaultFacts & { status: string; noticeDays: number }): {
  earliestOn: IsoDate
} {
  assertLoanAction(input.status, 'noticeAuction')
  if (!inDefault(input)) throw invalidTransitionError('put up for auction')
  return { earliestOn: addDays(input.noticedOn, input.noticeDays) }
}

/** What decides whether a loan is in default on `noticedOn` (loans.md section 4). */
export type DefaultFacts = {
  daysPastDue: number
  thresholdDays: number
  maturityOn: IsoDate
  principalOutstanding: number
  noticedOn: IsoDate
}

/** In default: at least the shop's threshold days past due, or past maturity with principal outstanding. */
export function inDefault(f: DefaultFacts): boolean {
  const pastMaturity = f.noticedOn > f.maturityOn && f.principalOutstanding > 0
  return f.daysPastDue >= f.thresholdDays || pastMaturity
}

/**
 * Whether `planAuctionNotice` would accept a notice today: what the staff loan page reads before it
 * offers "Send auction notice", so the button and the refusal follow one rule.
 */
export const auctionNoticeAllowed = (input: DefaultFacts & { status: string }): boolean =>
  canTakeAction(input.status, 'noticeAuction') && inDefault(input)

/** Reserve ratios in basis points: 90% of the gold's current value, 85% after two failed auctions. */
export const RESERVE_BP = 9000
export const RESERVE_AFTER_FAILURES_BP = 8500
export const FAILURES_BEFORE_LOWER_RESERVE = 2

/** The reserve price in paise, rounded up to the paisa (the borrower's side of the rounding). */
export function reservePrice(currentValuePaise: number, failedAuctions: number): number {
  const bp = failedAuctions >= FAILURES_BEFORE_LOWER_RESERVE ? RESERVE_AFTER_FAILURES_BP : RESERVE_BP
  return Math.ceil((currentValuePaise * bp) / 10_000)
}

/** The checks every auction attempt shares: the state, and a date within the notice period's end, today and the last posting. */
export function assertAuctionDate(input: {
  status: string
  soldOn: IsoDate
  earliestOn: IsoDate | null
  lastPostedOn: IsoDate
}): void {
  assertLoanAction(input.status, 'auction')
  if (input.earliestOn !== null && input.soldOn < input.earliestOn) throw auctionTooEarlyError(input.earliestOn)
  if (input.soldOn < input.lastPostedOn) throw loanErrors.error('auctionBeforeLastPayment')
}

export type AuctionSalePlan = {
  /** Accrued since the last posting, posted as INTEREST and PENAL_CHARGE before the proceeds. */
  posted: { interest: number; penalCharges: number }
  /** What the proceeds paid: penal charges, then interest, then principal. */
  allocation: Components
  /** Proceeds above the amount to close the loan: owed to the borrower. */
  surplus: number
  /** The amount to close left unpaid after the proceeds: still owed by the borrower. */
  shortfall: number
  /** The balances after the postings and the proceeds. */
  after: Pick<LoanPosition, 'principalOutstanding' | 'interestDue' | 'penalChargesDue' | 'lastPostedOn'>
}

/**
 * A sale of `amount` paise on `soldOn` (loans.md section 7): refused below the reserve; otherwise
 * the proceeds are applied like a payment (accrual posted to the sale date, then penal charges,
 * interest, principal) up to the amount to close, the rest being the borrower's surplus.
 */
export function planAuctionSale(
  position: LoanPosition,
  soldOn: IsoDate,
  amount: number,
  reservePaise: number,
): AuctionSalePlan {
  if (amount < reservePaise) throw reserveNotMetError(reservePaise)
  const quote = closureQuote(position, soldOn)
  const applied = Math.min(amount, quote.total)
  const allocation = allocateLoanPayment(applied, quote)
  return {
    posted: accrual(position, soldOn),
    allocation,
    surplus: amount - applied,
    shortfall: quote.total - applied,
    after: {
      principalOutstanding: quote.principal - allocation.principal,
      interestDue: quote.interest - allocation.interest,
      penalChargesDue: quote.penalCharges - allocation.penalCharges,
      lastPostedOn: soldOn,
    },
  }
}
