import type { InstallmentState, ScheduleEnding } from '@gold/core/loans/loan-installments'
import { Badge, type Tone } from './feedback.tsx'
import { installmentText } from './i18n/installment-text.ts'
import { useT } from './i18n/language-context.tsx'

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
 * as core `installmentStateLabel` (in the borrower's language on the portal): staff and borrower see the same badge.
 */
export function InstallmentBadge({ state, ending }: { state: InstallmentState; ending: ScheduleEnding }) {
  return <Badge tone={TONES[state]}>{useT(installmentText).state(state, ending)}</Badge>
}
