import { closureQuote, type LoanPosition } from './loan-position.ts'
import { CASH_DISBURSEMENT_LIMIT_PAISE, formatRupeeFigure } from '../shared/money.ts'
import { loanErrors } from './loans-errors.ts'
import type { IsoDate } from '../shared/india-calendar.ts'
import type { LoanMode } from './loan-input.ts'

/** 400 when the renewed loan would lend less than the principal it carries over. */
export const principalBelowCarriedError = (carriedPaise: number) =>
  loanErrors.error('principalBelowCarried', {
    message: `Principal must be at least the ${formatRupeeFigure(carriedPaise)} carried over from the old loan.`,
  })

export type RenewalPlan = {
  /** The old loan's principal outstanding, carried into the new loan. */
  carried: number
  /** The new money paid out: principal above the carried one (0 for a plain renewal). */
  topUp: number
}

/**
 * Renewal and top-up (loans.md section 5) on the old loan's position as of `renewedOn`: refused
 * before the last posting, while any interest or penal charge is unpaid as of that day (it would
 * otherwise vanish with the old loan), or when the new principal is below the carried principal.
 * A top-up is disbursed like any loan, so the cash rule applies to it (the carried part moves no
 * money).
 */
export function planRenewal(
  position: LoanPosition,
  renewedOn: IsoDate,
  principal: number,
  mode: LoanMode,
): RenewalPlan {
  if (renewedOn < position.lastPostedOn) throw loanErrors.error('renewalBeforeLastPayment')
  const quote = closureQuote(position, renewedOn)
  if (quote.interest > 0 || quote.penalCharges > 0) throw loanErrors.error('interestDueBeforeRenewal')
  const carried = quote.principal
  if (principal < carried) throw principalBelowCarriedError(carried)
  const topUp = principal - carried
  if (mode === 'Cash' && topUp >= CASH_DISBURSEMENT_LIMIT_PAISE) throw loanErrors.error('cashDisbursementLimit')
  return { carried, topUp }
}
