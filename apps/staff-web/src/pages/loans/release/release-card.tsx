import { isoDateOf } from '@gold/core/shared/india-calendar'
import { Card, DetailList, Money } from '@gold/ui'
import { useState } from 'react'
import { LoanDate, plural, type LoanDetail } from '../shared/loan-outputs.tsx'
import { PdfLink } from '../shared/pdf-link.tsx'
import { ReleaseDeadline } from './release-deadline.tsx'

/** The pledged gold after closure: the deadline to hand it back, or how it went back. */
export function ReleaseCard({ loan }: { loan: LoanDetail }) {
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
        <div>
          <PdfLink className="btn btn-secondary" href={releaseReceiptHref(loan.id)}>
            Release receipt
          </PdfLink>
        </div>
      </div>
    </Card>
  )
}

export const releaseReceiptHref = (loanId: string) => `/api/loans/${encodeURIComponent(loanId)}/documents/release`
export const disbursementVoucherHref = (loanId: string) =>
  `/api/loans/${encodeURIComponent(loanId)}/documents/disbursement`
