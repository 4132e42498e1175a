import type { IsoDate } from '../shared/india-calendar.ts'
import type { CorrectableEntry } from '../loans/loan-live-ledger.ts'
import { correctionErrors, correctionRefusedError } from './corrections-errors.ts'
import type { ReversalEntry } from './payment-reversal.ts'

/** What decides whether a disbursement can be taken back. */
export type CancellableLoan = { status: string; disbursedOn: IsoDate; renewedFromId: string | null }

export type DisbursementCancelPlan = {
  /** The DISBURSEMENT entry, whose journal is reversed. */
  reversed: CorrectableEntry
  /** Its REVERSAL, dated today, with the entry's amount and components. */
  entry: ReversalEntry
}

/**
 * A disbursement taken back the day it was made (issue 26): an Active loan disbursed `today`
 * whose ledger holds nothing but its DISBURSEMENT (a payment reversed since still leaves its
 * receipt and note behind: refused too). A renewal is refused: its DISBURSEMENT carries the old
 * loan's principal, which only the old loan, Renewed now, could take back.
 */
export function planDisbursementCancel(
  loan: CancellableLoan,
  ledger: readonly CorrectableEntry[],
  today: IsoDate,
): DisbursementCancelPlan {
  if (loan.status !== 'Active') throw correctionRefusedError('cancelled')
  if (loan.renewedFromId !== null) throw correctionErrors.error('cancelRenewal')
  if (loan.disbursedOn !== today) throw correctionErrors.error('cancelNotSameDay')
  const [disbursement, ...rest] = ledger
  if (disbursement?.type !== 'DISBURSEMENT' || rest.length > 0) throw correctionErrors.error('cancelAfterActivity')
  return {
    reversed: disbursement,
    entry: {
      type: 'REVERSAL',
      amount: disbursement.amount,
      principal: disbursement.principal,
      interest: disbursement.interest,
      penalCharges: disbursement.penalCharges,
      postedOn: today,
      mode: disbursement.mode,
      reference: disbursement.reference,
      paymentId: null,
      reversesId: disbursement.id,
    },
  }
}
