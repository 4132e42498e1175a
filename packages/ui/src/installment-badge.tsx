import { installmentStateLabel, type InstallmentState, type ScheduleEnding } from '@gold/core/loans/loan-installments'
import { Badge, type Tone } from './feedback.tsx'

const TONES: Record<InstallmentState, Tone> = {
  paid: 'success',
  partlyPaid: 'warning',
  due: 'info',
  overdue: 'danger',
  carried: 'neutral',
  settled: 'neutral',
}

/**
 * What happened to an installment (paid, due, carried to the new loan, settled at closure…), worded
 * by core `installmentStateLabel`: the staff app and the borrower's portal show the same badge.
 */
export function InstallmentBadge({ state, ending }: { state: InstallmentState; ending: ScheduleEnding }) {
  return <Badge tone={TONES[state]}>{installmentStateLabel(state, ending)}</Badge>
}
