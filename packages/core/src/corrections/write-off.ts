import { type LoanPosition, accrual, closureQuote } from '../loans/loan-position.ts'
import type { IsoDate } from '../shared/india-calendar.ts'
import { correctionErrors, correctionRefusedError } from './corrections-errors.ts'

type Parts = { principal: number; interest: number; penalCharges: number }

export type WriteOffPlan = {
  /** Accrued since the last posting, posted as INTEREST and PENAL_CHARGE entries before the write-off. */
  posted: { interest: number; penalCharges: number }
  /** Everything owed as of today, each part: the WRITE_OFF entry. */
  writtenOff: Parts & { total: number }
}

/**
 * A loan written off (issue 26): what it owes as of today (the accrual posted first, as a payment
 * would) taken off the receivables as a bad debt, so nothing is owed afterwards. From an open loan
 * (its gold stays in custody: a write-off is not a discharge, and release needs a closed loan) or
 * an Auctioned one that still owes a shortfall after the sale.
 */
export function planWriteOff(
  position: LoanPosition,
  loan: { status: string; owing: boolean },
  today: IsoDate,
): WriteOffPlan {
  const open = loan.status === 'Active' || loan.status === 'AuctionNoticed' || loan.status === 'Auctioned'
  if (!open || (loan.status === 'Auctioned' && !loan.owing)) throw correctionRefusedError('written off')
  const quote = closureQuote(position, today)
  if (quote.total === 0) throw correctionErrors.error('nothingToWriteOff')
  return {
    posted: accrual(position, today),
    writtenOff: {
      principal: quote.principal,
      interest: quote.interest,
      penalCharges: quote.penalCharges,
      total: quote.total,
    },
  }
}
