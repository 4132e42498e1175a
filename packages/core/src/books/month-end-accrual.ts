import { closureQuote } from '../loans/loan-position.ts'
import { loanEndedOn, positionAsOf, type ReportLoan } from '../reports/loan-as-of.ts'
import { addDays, type IsoDate } from '../shared/india-calendar.ts'
import type { Paise } from '../shared/money.ts'
import type { LoanEvent } from './loan-postings.ts'

/** Whether `date` is the last day of its month. */
export const isMonthEnd = (date: IsoDate): boolean => addDays(date, 1).endsWith('-01')

/** The last day of the month before `date`'s month: the month end the job posts on `date`. */
export const previousMonthEnd = (date: IsoDate): IsoDate => addDays(`${date.slice(0, 8)}01`, -1)

/**
 * Interest and penal charges a loan earned to the end of `monthEnd` since its last posting and
 * not posted (what a closure quote that day adds to the posted dues), or null when the loan was
 * not open that day. The same replay as the reports' `loanAsOf`, so the figures never differ.
 */
export function monthEndAccrualOf(
  loan: ReportLoan,
  monthEnd: IsoDate,
): { interestPaise: Paise; penalPaise: Paise } | null {
  if (loan.disbursedOn > monthEnd) return null
  const ended = loanEndedOn(loan)
  if (ended !== null && ended <= monthEnd) return null
  const position = positionAsOf(loan, monthEnd)
  const quote = closureQuote(position, monthEnd)
  return {
    interestPaise: quote.interest - position.interestDue,
    penalPaise: quote.penalCharges - position.penalChargesDue,
  }
}

/** The month-end accrual's source id: one per loan and month end, so the job posts it once. */
export const monthEndAccrualSourceId = (loanId: string, monthEnd: IsoDate) => `${loanId}:${monthEnd}`

/** The `monthEndAccrual` event of a loan at `monthEnd` (null: not open, or nothing earned unposted). */
export function monthEndAccrualEvent(
  loan: ReportLoan & { loanNumber: string },
  monthEnd: IsoDate,
): Extract<LoanEvent, { kind: 'monthEndAccrual' }> | null {
  const accrued = monthEndAccrualOf(loan, monthEnd)
  if (accrued === null || accrued.interestPaise + accrued.penalPaise === 0) return null
  return {
    kind: 'monthEndAccrual',
    sourceId: monthEndAccrualSourceId(loan.id, monthEnd),
    date: monthEnd,
    loanId: loan.id,
    loanNumber: loan.loanNumber,
    ...accrued,
  }
}
