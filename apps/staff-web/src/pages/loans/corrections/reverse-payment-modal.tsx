import { DetailList, Money } from '@gold/ui'
import { trpc } from '../../../trpc.ts'
import { LoanDate, modeLabel, type LoanDetail, type LoanPaymentRow } from '../shared/loan-outputs.tsx'
import { useSentForApproval } from '../../approvals/use-sent-for-approval.ts'
import { CorrectionModal } from './correction-modal.tsx'

export type ReversedPayment = { noteNumber: string | null; paymentId: string; receiptNumber: string }

/** Reverse a payment (from its row): the receipt it cancels, the money handed back, each part owed again. */
export function ReversePaymentModal({
  loan,
  payment,
  onDone,
  onClose,
}: {
  loan: LoanDetail
  payment: LoanPaymentRow
  onDone: (reversed: ReversedPayment) => void
  onClose: () => void
}) {
  const utils = trpc.useUtils()
  const sent = useSentForApproval()
  const reverse = trpc.corrections.reversePayment.useMutation({
    onSuccess: () => Promise.all([utils.loans.invalidate(), utils.corrections.invalidate(), utils.books.invalidate()]),
  })
  return (
    <CorrectionModal
      title="Reverse payment"
      confirmLabel="Reverse payment"
      pending={reverse.isPending}
      onClose={onClose}
      onConfirm={async (reason) => {
        const res = await reverse.mutateAsync({ id: loan.id, body: { paymentId: payment.id, reason } })
        if (sent(res)) return
        onDone({ noteNumber: res.correction.noteNumber, paymentId: payment.id, receiptNumber: payment.receiptNumber })
      }}
    >
      <p>
        Receipt {payment.receiptNumber} of <LoanDate value={payment.paidOn} /> is cancelled and a cancellation note
        issued. Hand back <Money paise={payment.amount} /> (paid by {modeLabel(payment.mode)}); the borrower is told.
      </p>
      <DetailList
        items={[
          { label: 'Amount reversed', value: <Money paise={payment.amount} /> },
          { label: 'Penal charges owed again', value: <Money paise={payment.penalCharges} /> },
          { label: 'Interest owed again', value: <Money paise={payment.interest} /> },
          { label: 'Principal owed again', value: <Money paise={payment.principal} /> },
        ]}
      />
    </CorrectionModal>
  )
}
