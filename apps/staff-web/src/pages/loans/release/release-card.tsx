import { isoDateOf } from '@gold/core/shared/india-calendar'
import { Button, Card, DetailList, Money } from '@gold/ui'
import { useState } from 'react'
import { LoanDate, plural, type LoanDetail } from '../shared/loan-outputs.tsx'
import { PdfLink } from '../shared/pdf-link.tsx'
import { trpc } from '../../../trpc.ts'
import { ReleaseDeadline } from './release-deadline.tsx'

/** The pledged gold after closure: the deadline to hand it back, or how it went back. */
export function ReleaseCard({
  loan,
  onPayCompensation,
}: {
  loan: LoanDetail
  onPayCompensation: (amountPaise: number) => void
}) {
  const [today] = useState(() => isoDateOf(new Date()))
  if (loan.status === 'Closed') {
    return (
      <Card title="Release of the gold">
        <div className="stack-sm">
          <p>
            Closed on <LoanDate value={loan.closedOn} />. The gold is still with the shop.
          </p>
          {loan.releaseDueBy && <ReleaseDeadline dueBy={loan.releaseDueBy} today={today} />}
        </div>
      </Card>
    )
  }
  if (loan.status !== 'Released') return null
  const late = (loan.releaseDelayDays ?? 0) > 0
  return (
    <Card title="Release of the gold">
      <div className="stack-sm">
        <DetailList
          items={[
            { label: 'Closed on', value: <LoanDate value={loan.closedOn} /> },
            { label: 'Released on', value: <LoanDate value={loan.releasedOn} /> },
            { label: 'Handed to', value: loan.releasedTo },
            { label: 'Packet seal', value: loan.sealIntact ? 'Intact' : 'Not intact' },
            { label: 'Due by', value: <LoanDate value={loan.releaseDueBy} /> },
            late && { label: 'Delay', value: plural(loan.releaseDelayDays ?? 0, 'day') },
            late && { label: 'Compensation owed', value: <Money paise={loan.releaseCompensation ?? 0} /> },
          ]}
        />
        {late && <CompensationPayout loanId={loan.id} onPay={onPayCompensation} />}
        <div>
          <PdfLink className="btn btn-secondary" href={releaseReceiptHref(loan.id)}>
            Release receipt
          </PdfLink>
        </div>
      </div>
    </Card>
  )
}

/** Whether the compensation for the delay was handed to the borrower, and the button to do it when not. */
function CompensationPayout({ loanId, onPay }: { loanId: string; onPay: (amountPaise: number) => void }) {
  const query = trpc.loans.releaseCompensation.useQuery({ id: loanId })
  const owed = query.data
  if (!owed) return null
  if (owed.paidOn)
    return (
      <p className="small">
        Compensation of <Money paise={owed.amountPaise} /> paid to the borrower on <LoanDate value={owed.paidOn} />.
      </p>
    )
  return (
    <div>
      <Button onClick={() => onPay(owed.amountPaise)}>Pay compensation</Button>
    </div>
  )
}

export const releaseReceiptHref = (loanId: string) => `/api/loans/${encodeURIComponent(loanId)}/documents/release`
export const disbursementVoucherHref = (loanId: string) =>
  `/api/loans/${encodeURIComponent(loanId)}/documents/disbursement`
