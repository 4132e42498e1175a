import { Button, Card, Money, useCopy } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../trpc.ts'

/**
 * Issue 27: the shop's UPI QR for the loan, for today's amount to close or the next due. On a phone
 * the QR cannot be scanned by the phone showing it, so "Open in a UPI app" follows the same link.
 * Nothing shows while the shop has no UPI ID.
 */
export function LoanUpiCard({ loanId, loanNumber }: { loanId: string; loanNumber: string }) {
  const upi = trpc.portal.loanUpi.useQuery({ id: loanId })
  const [which, setWhich] = useState<'toClose' | 'nextDue'>('toClose')
  const { copy, copied } = useCopy()
  const data = upi.data
  if (!data) return null
  const shown = which === 'nextDue' && data.nextDue ? data.nextDue : data.toClose
  return (
    <Card title="Pay by UPI">
      <div className="upi-pay">
        {data.nextDue && (
          <div className="form-actions sign-in-methods" role="group" aria-label="Amount">
            <Button
              size="sm"
              variant={which === 'toClose' ? 'primary' : 'secondary'}
              aria-pressed={which === 'toClose'}
              onClick={() => setWhich('toClose')}
            >
              To close
            </Button>
            <Button
              size="sm"
              variant={which === 'nextDue' ? 'primary' : 'secondary'}
              aria-pressed={which === 'nextDue'}
              onClick={() => setWhich('nextDue')}
            >
              Next due
            </Button>
          </div>
        )}
        <img
          className="upi-qr"
          src={shown.qrDataUrl}
          width={200}
          height={200}
          alt={`UPI QR code to pay ${data.payeeName}`}
        />
        <p>
          Pay <Money paise={shown.amount} /> to <strong>{data.payeeName}</strong> with any UPI app. The note is your
          loan number, {loanNumber}.
        </p>
        <div className="form-actions">
          <a className="btn btn-primary" href={shown.uri}>
            Open in a UPI app
          </a>
          <Button variant="secondary" onClick={() => void copy(data.upiId)}>
            {copied ? 'Copied' : `Copy UPI ID ${data.upiId}`}
          </Button>
        </div>
        <p className="small muted">
          The branch records a UPI payment once it sees it in the shop&apos;s account. Keep the UTR (reference number)
          your app shows, in case the branch asks for it.
        </p>
      </div>
    </Card>
  )
}
