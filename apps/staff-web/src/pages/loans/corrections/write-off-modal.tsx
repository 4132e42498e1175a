import { DetailList, Money } from '@gold/ui'
import { trpc } from '../../../trpc.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { useSentForApproval } from '../../approvals/use-sent-for-approval.ts'
import { CorrectionModal } from './correction-modal.tsx'

/** Write a loan off: everything it owes today, each part, taken off the books as a bad debt. */
export function WriteOffModal({
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
  const writeOff = trpc.corrections.writeOff.useMutation({
    onSuccess: () => Promise.all([utils.loans.invalidate(), utils.corrections.invalidate(), utils.books.invalidate()]),
  })
  const owed = loan.outstanding
  return (
    <CorrectionModal
      title="Write off loan"
      confirmLabel="Write off"
      pending={writeOff.isPending}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (sent(await writeOff.mutateAsync({ id: loan.id, body: { reason } }))) return
        onDone()
      }}
    >
      <p>
        Loan {loan.loanNumber} stops owing anything: the shop bears <Money paise={owed.total} /> as a loss (Loans
        written off). {loan.status === 'Auctioned' ? '' : 'The pledged gold stays in the shop’s custody. '}The borrower
        is told.
      </p>
      <DetailList
        items={[
          { label: 'Principal written off', value: <Money paise={owed.principal} /> },
          { label: 'Interest written off', value: <Money paise={owed.interest} /> },
          { label: 'Penal charges written off', value: <Money paise={owed.penalCharges} /> },
          { label: 'Written off in all', value: <Money paise={owed.total} /> },
        ]}
      />
    </CorrectionModal>
  )
}
