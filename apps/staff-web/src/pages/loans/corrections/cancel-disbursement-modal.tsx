import { DetailList, Money } from '@gold/ui'
import { trpc } from '../../../trpc.ts'
import { modeLabel, type LoanDetail } from '../shared/loan-outputs.tsx'
import { useSentForApproval } from '../../approvals/use-sent-for-approval.ts'
import { CorrectionModal } from './correction-modal.tsx'

/** Cancel a disbursement the day it was made: the money taken back, the loan cancelled, the valuation free again. */
export function CancelDisbursementModal({
  loan,
  onDone,
  onClose,
}: {
  loan: LoanDetail
  onDone: () => void
  onClose: () => void
}) {
  const utils = trpc.useUtils()
  const sent = useSentForApproval()
  const cancel = trpc.corrections.cancelDisbursement.useMutation({
    onSuccess: () => Promise.all([utils.loans.invalidate(), utils.corrections.invalidate(), utils.books.invalidate()]),
  })
  const paidOut = loan.ledger.find((e) => e.type === 'DISBURSEMENT')?.amount ?? loan.principal
  return (
    <CorrectionModal
      title="Cancel disbursement"
      confirmLabel="Cancel disbursement"
      pending={cancel.isPending}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (sent(await cancel.mutateAsync({ id: loan.id, body: { reason } }))) return
        onDone()
      }}
    >
      <p>
        Take back the <Money paise={paidOut} /> handed over today by {modeLabel(loan.disbursementMode)}. Loan{' '}
        {loan.loanNumber} is cancelled (its number stays used), its voucher is marked CANCELLED and the valuation can be
        disbursed again. The borrower is told.
      </p>
      <DetailList
        items={[
          { label: 'Money taken back', value: <Money paise={paidOut} /> },
          { label: 'Paid out by', value: modeLabel(loan.disbursementMode) },
          { label: 'Owed afterwards', value: <Money paise={0} /> },
        ]}
      />
    </CorrectionModal>
  )
}
