import { Alert, Button } from '@gold/ui'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { PdfLink } from '../shared/pdf-link.tsx'
import type { ReversedPayment } from './reverse-payment-modal.tsx'

export const cancellationNoteHref = (loanId: string, paymentId: string) =>
  `/api/loans/${encodeURIComponent(loanId)}/payments/${encodeURIComponent(paymentId)}/cancellation-note`

/** After a reversal: which receipt is cancelled, and the note to hand the borrower. */
export function PaymentReversed({
  loan,
  reversed,
  onDismiss,
}: {
  loan: LoanDetail
  reversed: ReversedPayment
  onDismiss: () => void
}) {
  return (
    <Alert
      tone="success"
      title={`Payment reversed: receipt ${reversed.receiptNumber} cancelled`}
      action={
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      <PdfLink href={cancellationNoteHref(loan.id, reversed.paymentId)} detail={reversed.noteNumber ?? ''}>
        Cancellation note
      </PdfLink>{' '}
      The loan stands as if the payment had never been made.
    </Alert>
  )
}
