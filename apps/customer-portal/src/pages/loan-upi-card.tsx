import { Button, Card, useCopy, useFormat, useT } from '@gold/ui'
import { useState } from 'react'
import { loanTermsText } from '../i18n/loan-terms-text.ts'
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
  const t = useT(loanTermsText)
  const f = useFormat()
  const data = upi.data
  if (!data) return null
  const shown = which === 'nextDue' && data.nextDue ? data.nextDue : data.toClose
  return (
    <Card title={t.upiTitle}>
      <div className="upi-pay">
        {data.nextDue && (
          <div className="form-actions sign-in-methods" role="group" aria-label={t.amount}>
            <Button
              size="sm"
              variant={which === 'toClose' ? 'primary' : 'secondary'}
              aria-pressed={which === 'toClose'}
              onClick={() => setWhich('toClose')}
            >
              {t.upiToClose}
            </Button>
            <Button
              size="sm"
              variant={which === 'nextDue' ? 'primary' : 'secondary'}
              aria-pressed={which === 'nextDue'}
              onClick={() => setWhich('nextDue')}
            >
              {t.upiNextDue}
            </Button>
          </div>
        )}
        <img className="upi-qr" src={shown.qrDataUrl} width={200} height={200} alt={t.upiQrAlt(data.payeeName)} />
        <p>{t.upiPay(f.paise(shown.amount), data.payeeName, loanNumber)}</p>
        <div className="form-actions">
          <a className="btn btn-primary" href={shown.uri}>
            {t.upiOpen}
          </a>
          <Button variant="secondary" onClick={() => void copy(data.upiId)}>
            {copied ? t.upiCopied : t.upiCopy(data.upiId)}
          </Button>
        </div>
        <p className="small muted">{t.upiNote}</p>
      </div>
    </Card>
  )
}
