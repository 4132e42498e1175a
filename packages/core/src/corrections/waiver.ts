import { type LoanPosition, accrual, closureQuote } from '../loans/loan-position.ts'
import type { IsoDate } from '../shared/india-calendar.ts'
import { correctionRefusedError, waiverAboveDueError } from './corrections-errors.ts'
import type { WaiverInput } from './corrections-input.ts'

export type WaiverPlan = {
  /** Accrued since the last posting, posted as INTEREST and PENAL_CHARGE entries before the waiver. */
  posted: { interest: number; penalCharges: number }
  waived: { interest: number; penalCharges: number }
  /** The balances after the postings and the waiver; the loan is posted up to `today`. */
  after: { principalOutstanding: number; interestDue: number; penalChargesDue: number; lastPostedOn: IsoDate }
  /** True when nothing is left to pay: the loan closes as on a closing payment. */
  closes: boolean
}

/**
 * A waiver of penal charges or interest (RBI lets a lender waive them; issue 26) on a loan that
 * owes money: the accrual up to today is posted first, as a payment would, and each part waived is
 * at most what is then due of it. Waived interest settles the interest of the dues as paid interest
 * does (so no penal charge runs on it); the principal is never waived (a write-off is another correction).
 */
export function planWaiver(
  position: LoanPosition,
  loan: { status: string; owing: boolean },
  input: Pick<WaiverInput, 'interest' | 'penalCharges'>,
  today: IsoDate,
): WaiverPlan {
  const open =
    loan.status === 'Active' || loan.status === 'AuctionNoticed' || (loan.status === 'Auctioned' && loan.owing)
  if (!open) throw correctionRefusedError('waived')
  const quote = closureQuote(position, today)
  if (input.penalCharges > quote.penalCharges) throw waiverAboveDueError('penal charges', quote.penalCharges)
  if (input.interest > quote.interest) throw waiverAboveDueError('interest', quote.interest)
  const after = {
    principalOutstanding: quote.principal,
    interestDue: quote.interest - input.interest,
    penalChargesDue: quote.penalCharges - input.penalCharges,
    lastPostedOn: today,
  }
  return {
    posted: accrual(position, today),
    waived: { interest: input.interest, penalCharges: input.penalCharges },
    after,
    closes: after.principalOutstanding + after.interestDue + after.penalChargesDue === 0,
  }
}
