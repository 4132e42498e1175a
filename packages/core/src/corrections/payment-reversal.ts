import type { IsoDate } from '../shared/india-calendar.ts'
import { loanErrors } from '../loans/loans-errors.ts'
import { correctionErrors, correctionRefusedError } from './corrections-errors.ts'
import { type CorrectableEntry, liveEntries } from '../loans/loan-live-ledger.ts'

/** The loan's stored balances and the fields a reversal restores. */
export type ReversibleLoan = {
  status: string
  disbursedOn: IsoDate
  principalOutstanding: number
  interestDue: number
  penalChargesDue: number
  lastPostedOn: IsoDate
  auctionNoticedOn: IsoDate | null
  releasedOn: IsoDate | null
}

export type ReversalEntry = Omit<CorrectableEntry, 'id' | 'seq'> & { type: 'REVERSAL'; reversesId: string }

export type PaymentReversalPlan = {
  /** The entries the payment posted (its accrual, then the PAYMENT), in `seq` order. */
  reversed: CorrectableEntry[]
  /** One REVERSAL per entry reversed, dated `today`, with the entry's amount and components. */
  entries: ReversalEntry[]
  /** The balances as they were before the payment; `lastPostedOn` the posting before it. */
  balances: { principalOutstanding: number; interestDue: number; penalChargesDue: number; lastPostedOn: IsoDate }
  /** The status before the payment (a loan the payment closed opens again), null to keep it. */
  status: 'Active' | 'AuctionNoticed' | null
  /** True when the payment had closed the loan (its closure date and release deadline go). */
  reopens: boolean
}

/** Statuses whose latest payment can be taken back: a released, renewed, cancelled or written-off loan cannot. */
const REVERSIBLE_FROM = ['Active', 'AuctionNoticed', 'Closed', 'Auctioned']

/**
 * A payment taken back (issue 26): the entries it posted, the accrual up to its date included, are
 * each reversed, so the loan is exactly as if the payment had never been made: the same balances,
 * the same last posting date (interest runs again from there, rounding as it would have), the same
 * penal charges and coverage. Only the latest live posting can be reversed (a later one was worked
 * out on top of this payment); reverse the later ones first.
 */
export function planPaymentReversal(
  loan: ReversibleLoan,
  ledger: readonly CorrectableEntry[],
  paymentId: string,
  today: IsoDate,
): PaymentReversalPlan {
  const payment = ledger.find((e) => e.type === 'PAYMENT' && e.paymentId === paymentId)
  if (!payment) throw loanErrors.error('paymentNotFound')
  if (ledger.some((e) => e.type === 'REVERSAL' && e.reversesId === payment.id))
    throw correctionErrors.error('paymentAlreadyReversed')
  if (!REVERSIBLE_FROM.includes(loan.status) || loan.releasedOn !== null) throw correctionRefusedError('corrected')
  const live = liveEntries(ledger)
  const at = live.findIndex((e) => e.id === payment.id)
  if (at !== live.length - 1) throw correctionErrors.error('notLatestPosting')
  let first = at
  while (first > 0 && isAccrualOf(live[first - 1]!, payment)) first--
  const reversed = live.slice(first)
  const sum = (key: 'interest' | 'penalCharges', type: string) =>
    reversed.filter((e) => e.type === type).reduce((s, e) => s + e[key], 0)
  const before = live.slice(0, first)
  return {
    reversed,
    entries: reversed.map((e) => ({
      type: 'REVERSAL',
      amount: e.amount,
      principal: e.principal,
      interest: e.interest,
      penalCharges: e.penalCharges,
      postedOn: today,
      mode: e.mode,
      reference: e.reference,
      paymentId: e.paymentId,
      reversesId: e.id,
    })),
    balances: {
      principalOutstanding: loan.principalOutstanding + payment.principal,
      interestDue: loan.interestDue + payment.interest - sum('interest', 'INTEREST'),
      penalChargesDue: loan.penalChargesDue + payment.penalCharges - sum('penalCharges', 'PENAL_CHARGE'),
      lastPostedOn: before.reduce((last, e) => (e.postedOn > last ? e.postedOn : last), loan.disbursedOn),
    },
    status: loan.status === 'Closed' ? (loan.auctionNoticedOn === null ? 'Active' : 'AuctionNoticed') : null,
    reopens: loan.status === 'Closed' || loan.status === 'Auctioned',
  }
}

/** The accrual a payment posted up to its date: INTEREST / PENAL_CHARGE entries right before it, the same day. */
const isAccrualOf = (entry: CorrectableEntry, payment: CorrectableEntry) =>
  (entry.type === 'INTEREST' || entry.type === 'PENAL_CHARGE') && entry.postedOn === payment.postedOn
