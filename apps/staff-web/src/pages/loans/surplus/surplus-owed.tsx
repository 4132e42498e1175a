import { Alert, Button, Money } from '@gold/ui'
import type { LoanDetail } from '../shared/loan-outputs.tsx'

/** Until it is paid out, the borrower's money from the sale heads the page. */
export function SurplusOwed({ loan, onPayOut }: { loan: LoanDetail; onPayOut: () => void }) {
  return (
    <Alert
      tone="warning"
      title={
        <>
          Surplus of <Money paise={loan.surplusOwed} /> owed to {loan.customer?.name ?? 'the borrower'}
        </>
      }
      action={<Button onClick={onPayOut}>Pay out surplus</Button>}
    >
      The auction sold the gold for more than the amount to close the loan. The rest is the borrower&rsquo;s.
    </Alert>
  )
}
