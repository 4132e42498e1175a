import { defineErrors } from '../shared/domain-error.ts'
import { formatRupeeFigure } from '../shared/money.ts'

/** Issue 26's corrections (not in loans.md: our wording), with their status codes. */
export const correctionErrors = defineErrors({
  reasonRequired: [400, 'Give a reason for the correction (3 to 500 characters).'],
  paymentAlreadyReversed: [409, 'This payment has already been reversed.'],
  notLatestPosting: [400, 'Only the latest payment on a loan can be reversed: reverse the later ones first.'],
  /** Dynamic: see `correctionRefusedError`. */
  notCorrectable: [400, 'This loan cannot be <verb> in its current state.'],
  invalidWaiver: [400, 'Waive a whole number of paise of penal charges or interest, at least one of them.'],
  /** Dynamic: see `waiverAboveDueError`. */
  waiverAboveDue: [400, 'A waiver cannot exceed what is due (₹<due> of <part>).'],
  cancelNotSameDay: [400, 'A disbursement can be cancelled only on the day it was made.'],
  cancelAfterActivity: [400, 'Something has been posted on this loan since it was disbursed: it cannot be cancelled.'],
  cancelRenewal: [400, 'A renewal cannot be cancelled: the principal it carried would need the old loan opened again.'],
  nothingToWriteOff: [400, 'This loan owes nothing: there is nothing to write off.'],
  valuationNotCorrectable: [
    400,
    'Only a valuation with a certificate that has not been corrected before can be corrected.',
  ],
})

export const correctionRefusedError = (verb: string) =>
  correctionErrors.error('notCorrectable', { message: `This loan cannot be ${verb} in its current state.` })

export const waiverAboveDueError = (part: 'penal charges' | 'interest', duePaise: number) =>
  correctionErrors.error('waiverAboveDue', {
    message: `A waiver cannot exceed what is due (${formatRupeeFigure(duePaise)} of ${part}).`,
  })
