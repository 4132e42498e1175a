import { isoDateOf } from '@gold/core/shared/india-calendar'
import { Alert, Button, DetailList, Modal, Money, errorMessage } from '@gold/ui'
import { useEffect, useRef, useState } from 'react'
import { trpc, type RouterOutputs } from '../../../trpc.ts'
import { auctionNoticeHref } from './auction-links.ts'
import { LoanDate, plural, type LoanDetail } from '../shared/loan-outputs.tsx'
import { NoticeSending } from './notice-sending.tsx'
import { PdfLink } from '../shared/pdf-link.tsx'

type NoticeResult = RouterOutputs['loans']['noticeAuction']

/**
 * Put a loan in default up for auction: what the borrower owes and why the notice may go, read
 * before anything is sent; then the notice's number, the earliest auction date, how each channel
 * fared and the notice to print.
 */
export function AuctionNoticeModal({ loan, onClose }: { loan: LoanDetail; onClose: () => void }) {
  const utils = trpc.useUtils()
  const [result, setResult] = useState<NoticeResult | null>(null)
  const sending = useRef(false)
  const notice = trpc.loans.noticeAuction.useMutation({
    onSuccess: async (answer) => {
      setResult(answer)
      await Promise.all([utils.loans.invalidate(), utils.customers.invalidate()])
    },
    onSettled: () => {
      sending.current = false
    },
  })
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => region.current?.focus(), [])
  const close = () => {
    if (!notice.isPending) onClose()
  }
  const send = () => {
    if (sending.current) return
    sending.current = true
    notice.mutate({ id: loan.id })
  }
  return (
    <Modal open title={result ? 'Auction notice issued' : 'Send the auction notice'} onClose={close}>
      {result ? (
        <div className="stack" role="group" aria-label="Auction notice">
          <DetailList
            items={[
              { label: 'Notice', value: result.notice.number },
              { label: 'Noticed on', value: <LoanDate value={result.notice.noticedOn} /> },
              { label: 'Earliest auction', value: <LoanDate value={result.notice.earliestOn} /> },
              { label: 'To close today', value: <Money paise={result.loan.outstanding.total} /> },
            ]}
          />
          <NoticeSending deliveries={result.deliveries} />
          <div className="form-actions">
            <PdfLink className="btn btn-secondary" href={auctionNoticeHref(loan.id)}>
              Auction notice
            </PdfLink>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <div
          className="form payment-confirm"
          role="group"
          aria-label="Confirm the auction notice"
          tabIndex={-1}
          ref={region}
        >
          <div>
            <p className="small muted">{loan.customer?.name ?? 'The borrower'} owes, to close the loan today</p>
            <p className="payment-confirm-amount">
              <Money paise={loan.outstanding.total} />
            </p>
          </div>
          <DetailList
            items={[
              { label: 'Loan', value: loan.loanNumber },
              {
                label: 'Past due',
                value: loan.daysPastDue > 0 ? plural(loan.daysPastDue, 'day') : 'Nothing past due',
              },
              {
                label: loan.maturityOn < isoDateOf(new Date()) ? 'Matured on' : 'Matures on',
                value: <LoanDate value={loan.maturityOn} />,
              },
            ]}
          />
          <p className="small">
            The notice states the amount to close and the earliest auction date, the end of the notice period. It is
            emailed to the borrower and sent by WhatsApp and SMS where they have a phone. The borrower can still close
            the loan until the gold is sold.
          </p>
          {notice.error && <Alert tone="danger">{errorMessage(notice.error)}</Alert>}
          <div className="form-actions">
            <Button variant="secondary" onClick={close} disabled={notice.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={send} busy={notice.isPending}>
              Send auction notice
            </Button>
          </div>
        </div>
      )}
    </Modal>
  )
}
