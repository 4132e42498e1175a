import { Money } from '@gold/ui'
import { LoanDate } from '../shared/loan-outputs.tsx'

/** How a schedule is repaid, in one line: one due, monthly interest then principal, or equal installments. */
export function Repayment({ dues, scheme }: { dues: readonly { dueOn: string; amount: number }[]; scheme: string }) {
  const first = dues[0]!
  const last = dues[dues.length - 1]!
  if (dues.length === 1)
    return (
      <>
        <Money paise={first.amount} /> on <LoanDate value={first.dueOn} />
      </>
    )
  if (scheme === 'MONTHLY_INTEREST')
    return (
      <>
        {dues.length} monthly payments from <LoanDate value={first.dueOn} />: interest of about{' '}
        <Money paise={first.amount} />, the last <Money paise={last.amount} /> with the principal
      </>
    )
  return (
    <>
      {dues.length} monthly installments of <Money paise={first.amount} /> from <LoanDate value={first.dueOn} />
    </>
  )
}
