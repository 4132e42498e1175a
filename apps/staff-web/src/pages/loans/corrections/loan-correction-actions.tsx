import { Button } from '@gold/ui'
import { useState } from 'react'
import { useCan } from '../../../session.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { CancelDisbursementModal } from './cancel-disbursement-modal.tsx'
import { WriteOffModal } from './write-off-modal.tsx'

/** Core `planDisbursementCancel`'s conditions, so the button shows only where the server would accept. */
const cancellable = (loan: LoanDetail, today: string) =>
  loan.status === 'Active' &&
  loan.renewedFromId === null &&
  loan.disbursedOn === today &&
  loan.ledger.every((e) => e.type === 'DISBURSEMENT')

/** Core `planWriteOff`'s: an open loan, or an auctioned one still owing a shortfall. */
const writable = (loan: LoanDetail) =>
  ['Active', 'AuctionNoticed', 'Auctioned'].includes(loan.status) && loan.outstanding.total > 0

/** The loan page's rarer corrections (issue 26), each behind its permission and a confirmation. */
export function LoanCorrectionActions({ loan, today }: { loan: LoanDetail; today: string }) {
  const mayCancel = useCan('loans.cancelDisbursement')
  const mayWriteOff = useCan('loans.writeOff')
  const [dialog, setDialog] = useState<'cancel' | 'writeOff' | null>(null)
  const close = () => setDialog(null)
  return (
    <>
      {mayCancel && cancellable(loan, today) && (
        <Button variant="danger" onClick={() => setDialog('cancel')}>
          Cancel disbursement
        </Button>
      )}
      {mayWriteOff && writable(loan) && (
        <Button variant="danger" onClick={() => setDialog('writeOff')}>
          Write off
        </Button>
      )}
      {dialog === 'cancel' && <CancelDisbursementModal loan={loan} onClose={close} onDone={close} />}
      {dialog === 'writeOff' && <WriteOffModal loan={loan} onClose={close} onDone={close} />}
    </>
  )
}
