import { emiOutstanding } from '../valuations/emi-payment.ts'
import type { Paise } from '../shared/money.ts'
import type { Installment, InstallmentState, ScheduleEnding } from './loan-installments.ts'

/**
 * The loan whose schedule a valuation's EMI records are (loans.md section 1: installments 1..n),
 * with each installment as it happened (`loanInstallments`).
 */
export type EmiRecordsLoan = {
  loanNumber: string
  scheduleEnding: ScheduleEnding
  installments: readonly Pick<Installment, 'no' | 'amount' | 'paid' | 'state'>[]
}

export type EmiRecordState = {
  /** The loan the record is an installment of; null for a valuation without a loan or an EMI added by hand. */
  loanNumber: string | null
  state: InstallmentState
  scheduleEnding: ScheduleEnding
  /** Paise that actually reached the installment. */
  paidAmountPaise: Paise
  /** Paise still owed on it: 0 once paid, carried or settled. */
  outstandingPaise: Paise
}

const OWED: readonly InstallmentState[] = ['due', 'partlyPaid', 'overdue']

/** Whether the borrower still owes something on an installment in this state. */
export const isOwedState = (state: InstallmentState) => OWED.includes(state)

/**
 * What happened to one EMI record, told as the loan page tells it. A record of a loan's schedule
 * takes its installment's state and paid amount: a closing payment marks every record `Paid` with
 * `paidAmountPaise = amountPaise` (platform-spec 3.5's four statuses have no "settled"), which is not what
 * the borrower paid. Any other record speaks for itself.
 */
export function emiRecordState(
  record: { installmentNo: number | null; status: string; amountPaise: Paise; paidAmountPaise: Paise },
  loan: EmiRecordsLoan | null,
): EmiRecordState {
  const installment = loan?.installments.find((i) => i.no === record.installmentNo)
  if (loan && installment) {
    return {
      loanNumber: loan.loanNumber,
      state: installment.state,
      scheduleEnding: loan.scheduleEnding,
      paidAmountPaise: installment.paid,
      outstandingPaise: isOwedState(installment.state) ? Math.max(0, installment.amount - installment.paid) : 0,
    }
  }
  const paid = record.status === 'Paid'
  return {
    loanNumber: null,
    state: paid ? 'paid' : record.status === 'Overdue' ? 'overdue' : record.paidAmountPaise > 0 ? 'partlyPaid' : 'due',
    scheduleEnding: 'open',
    paidAmountPaise: record.paidAmountPaise,
    outstandingPaise: paid ? 0 : emiOutstanding(record),
  }
}
