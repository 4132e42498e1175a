import { Alert, Button, Money } from '@gold/ui'
import type { LoanDetail } from '../shared/loan-outputs.tsx'

/** What the auction just recorded did: the sale and its surplus or shortfall, or a failed attempt. */
export function AuctionRecorded({ loan, onDismiss }: { loan: LoanDetail; onDismiss: () => void }) {
  const last = loan.auctions[loan.auctions.length - 1]
  const dismiss = (
    <Button variant="ghost" size="sm" onClick={onDismiss}>
      Dismiss
    </Button>
  )
  if (!last || last.failed)
    return (
      <Alert tone="info" title="Failed auction recorded" action={dismiss}>
        The gold stays with the shop. Hold the next auction at the reserve price shown.
      </Alert>
    )
  return (
    <Alert
      tone="success"
      title={
        <>
          Gold sold to {last.buyer} for <Money paise={last.amount ?? 0} />
        </>
      }
      action={dismiss}
    >
      {loan.surplusOwed > 0 ? (
        <>
          The sale closed the loan with a surplus of <Money paise={loan.surplusOwed} /> owed to the borrower.
        </>
      ) : loan.outstanding.total > 0 ? (
        <>
          A shortfall of <Money paise={loan.outstanding.total} /> stays outstanding: record the borrower&rsquo;s
          payments against it.
        </>
      ) : (
        'The sale closed the loan.'
      )}
    </Alert>
  )
}
