import { isoDateOf } from '@gold/core/shared/india-calendar'
import { canTakeAction } from '@gold/core/loans/loan-state'
import { Alert, Button, ButtonLink, ErrorState, Link, Loading, Money, PageHeader } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../../trpc.ts'
import { AuctionCard } from '../auction/auction-card.tsx'
import { AuctionModal } from '../auction/auction-modal.tsx'
import { AuctionRecorded } from '../auction/auction-recorded.tsx'
import { AuctionNoticeModal } from '../auction/auction-notice-modal.tsx'
import { ClosureQuoteCard } from './closure-quote-card.tsx'
import { DocumentsCard } from './loan-documents-card.tsx'
import { LoanNumberLink } from '../shared/loan-number-link.tsx'
import { LoanLedgerCard } from './loan-ledger-card.tsx'
import { LoanDate, LoanStatusBadge, type LoanDetail, type LoanPaymentRow } from '../shared/loan-outputs.tsx'
import { LoanPaymentModal } from '../payment/loan-payment-modal.tsx'
import { LoanPaymentsCard, ReceiptLink } from './loan-payments-card.tsx'
import { LoanScheduleCard } from './loan-schedule-card.tsx'
import { LoanSummaryCard } from './loan-summary-card.tsx'
import { PaymentLinksCard } from '../payment-links/payment-links-card.tsx'
import { PdfLink } from '../shared/pdf-link.tsx'
import { ReleaseCard, releaseReceiptHref } from '../release/release-card.tsx'
import { ReleaseModal } from '../release/release-modal.tsx'
import { SurplusOwed } from '../surplus/surplus-owed.tsx'
import { SurplusPayoutModal } from '../surplus/surplus-payout-modal.tsx'
import type { RecordedLoanPayment } from '../payment/use-loan-payment-form.ts'
import { PaymentReversed } from '../corrections/payment-reversed.tsx'
import { WaiveModal } from '../corrections/waive-modal.tsx'
import { ReversePaymentModal, type ReversedPayment } from '../corrections/reverse-payment-modal.tsx'
import { LoanCorrectionActions } from '../corrections/loan-correction-actions.tsx'
import { useCan } from '../../../session.ts'
import { PledgedGoldCard } from '../../custody/pledged-gold-card.tsx'

type Dialog =
  | 'pay'
  | 'release'
  | 'notice'
  | 'auction'
  | 'surplus'
  | 'waive'
  | { compensationPaise: number }
  | { reverse: LoanPaymentRow }

/**
 * A payment may go to an open loan, and to an auctioned one while the sale left a shortfall (core
 * `assertPayable`).
 */
const payable = (loan: LoanDetail) =>
  canTakeAction(loan.status, 'pay') || (loan.status === 'Auctioned' && loan.outstanding.total > 0)

/** `/loans/:id`: the loan from disbursement to the release of the gold. */
export function LoanPage({ id }: { id: string }) {
  const query = trpc.loans.get.useQuery({ id })
  const [today] = useState(() => isoDateOf(new Date()))
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [recorded, setRecorded] = useState<RecordedLoanPayment | null>(null)
  const [released, setReleased] = useState(false)
  const [auctioned, setAuctioned] = useState(false)
  const [surplusPaid, setSurplusPaid] = useState(false)
  const [reversed, setReversed] = useState<ReversedPayment | null>(null)
  const mayWaive = useCan('loans.waive')
  const mayReverse = useCan('loans.reverse')
  // Under the shop's packet rule the gold goes back only through the release desk's handover.
  const custody = trpc.custody.settings.useQuery(undefined, { enabled: query.data?.status === 'Closed' })
  const handoverAtDesk = custody.data?.requirePacketBeforeDisbursement === true
  if (query.isPending) return <Loading label="Loading loan…" />
  if (query.error) {
    return (
      <>
        <PageHeader title="Loan" back={{ to: '/loans', label: 'Loans' }} />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    )
  }
  const loan = query.data
  const canPay = payable(loan)
  const earliestAuction = loan.auction?.earliestOn ?? null
  const canAuction = canTakeAction(loan.status, 'auction') && (earliestAuction === null || earliestAuction <= today)
  const open = (next: Dialog) => {
    setRecorded(null)
    setAuctioned(false)
    setSurplusPaid(false)
    setDialog(next)
  }
  const close = () => setDialog(null)
  return (
    <>
      <PageHeader
        title={
          <span className="row">
            Loan {loan.loanNumber} <LoanStatusBadge status={loan.status} />
          </span>
        }
        documentTitle={`Loan ${loan.loanNumber}`}
        subtitle={<Subtitle loan={loan} />}
        back={{ to: '/loans', label: 'Loans' }}
        actions={
          <>
            {canPay && <Button onClick={() => open('pay')}>Record payment</Button>}
            {mayWaive && canPay && loan.outstanding.interest + loan.outstanding.penalCharges > 0 && (
              <Button variant="secondary" onClick={() => open('waive')}>
                Waive
              </Button>
            )}
            {canTakeAction(loan.status, 'renew') && (
              <ButtonLink to={`/loans/${encodeURIComponent(loan.id)}/renew`} variant="secondary">
                Renew
              </ButtonLink>
            )}
            {loan.auctionNoticeAllowed && (
              <Button variant="danger" onClick={() => open('notice')}>
                Send auction notice
              </Button>
            )}
            {canAuction && <Button onClick={() => open('auction')}>Record auction</Button>}
            {loan.status === 'Closed' &&
              (handoverAtDesk ? (
                <ButtonLink to={`/release-desk?loan=${encodeURIComponent(loan.id)}`}>
                  Hand over at the release desk
                </ButtonLink>
              ) : (
                <Button onClick={() => open('release')}>Release the gold</Button>
              ))}
            <LoanCorrectionActions loan={loan} today={today} />
          </>
        }
      />
      <div className="stack">
        {reversed && <PaymentReversed loan={loan} reversed={reversed} onDismiss={() => setReversed(null)} />}
        {recorded && <PaymentRecorded loan={loan} payment={recorded} onDismiss={() => setRecorded(null)} />}
        {released && loan.status === 'Released' && <GoldReleased loan={loan} onDismiss={() => setReleased(false)} />}
        {auctioned && <AuctionRecorded loan={loan} onDismiss={() => setAuctioned(false)} />}
        {surplusPaid && loan.surplusPaidOn && (
          <Alert
            tone="success"
            title={
              <>
                Surplus of <Money paise={loan.surplusPaid} /> paid out
              </>
            }
            action={
              <Button variant="ghost" size="sm" onClick={() => setSurplusPaid(false)}>
                Dismiss
              </Button>
            }
          >
            The ledger records the payout to {loan.customer?.name ?? 'the borrower'}.
          </Alert>
        )}
        {loan.surplusOwed > 0 && <SurplusOwed loan={loan} onPayOut={() => open('surplus')} />}
        {loan.renewedToId && (
          <Alert tone="info" title="This loan was renewed">
            Its principal was carried into <LoanNumberLink id={loan.renewedToId} />, which the borrower now repays.
          </Alert>
        )}
        {loan.status === 'AuctionNoticed' && !canAuction && earliestAuction && (
          <Alert tone="warning" title="Auction notice issued">
            The gold may be auctioned from <LoanDate value={earliestAuction} />. The borrower can still close the loan
            until then.
          </Alert>
        )}
        <div className="grid main-aside">
          <div className="stack">
            <LoanSummaryCard loan={loan} />
            <LoanScheduleCard loan={loan} />
            <PledgedGoldCard loanId={loan.id} valuationId={loan.valuationId} />
          </div>
          <div className="stack">
            <ReleaseCard loan={loan} onPayCompensation={(compensationPaise) => open({ compensationPaise })} />
            <AuctionCard loan={loan} today={today} />
            {canPay && <ClosureQuoteCard loan={loan} />}
            {canTakeAction(loan.status, 'pay') && <PaymentLinksCard loan={loan} />}
            <DocumentsCard loan={loan} />
          </div>
        </div>
        {/* The money tables need the full width: seven columns do not fit beside the aside. */}
        <LoanPaymentsCard loan={loan} onReverse={mayReverse ? (payment) => open({ reverse: payment }) : undefined} />
        <LoanLedgerCard loan={loan} />
      </div>
      {dialog === 'pay' && (
        <LoanPaymentModal
          loan={loan}
          onClose={close}
          onDone={(payment) => {
            close()
            setRecorded(payment)
          }}
        />
      )}
      {dialog === 'release' && (
        <ReleaseModal
          loan={loan}
          onClose={close}
          onDone={() => {
            // The payment's message is stale once the gold is back: say what just happened instead.
            close()
            setRecorded(null)
            setReleased(true)
          }}
        />
      )}
      {dialog === 'notice' && <AuctionNoticeModal loan={loan} onClose={close} />}
      {dialog === 'waive' && <WaiveModal loan={loan} onClose={close} onDone={close} />}
      {dialog === 'auction' && (
        <AuctionModal
          loan={loan}
          onClose={close}
          onDone={() => {
            close()
            setAuctioned(true)
          }}
        />
      )}
      {typeof dialog === 'object' && dialog !== null && 'reverse' in dialog && (
        <ReversePaymentModal
          loan={loan}
          payment={dialog.reverse}
          onClose={close}
          onDone={(done) => {
            close()
            setReversed(done)
          }}
        />
      )}
      {typeof dialog === 'object' && dialog !== null && 'compensationPaise' in dialog && (
        <SurplusPayoutModal
          payout={{ ...payoutSubject(loan), kind: 'compensation', amountPaise: dialog.compensationPaise }}
          onClose={close}
          onDone={close}
        />
      )}
      {dialog === 'surplus' && (
        <SurplusPayoutModal
          payout={{ ...payoutSubject(loan), kind: 'surplus', amountPaise: loan.surplusOwed }}
          onClose={close}
          onDone={() => {
            close()
            setSurplusPaid(true)
          }}
        />
      )}
    </>
  )
}

const payoutSubject = (loan: LoanDetail) => ({
  id: loan.id,
  reference: loan.loanNumber,
  party: loan.customer?.name ?? 'the borrower',
})

function Subtitle({ loan }: { loan: LoanDetail }) {
  return (
    <>
      {loan.customer ? (
        <>
          <Link to={`/borrowers/${loan.customer.id}`}>{loan.customer.name}</Link> · {loan.customer.phone}
        </>
      ) : (
        'Borrower'
      )}
      {loan.goldReceiptNo ? ` · gold receipt ${loan.goldReceiptNo}` : ''}
    </>
  )
}

function PaymentRecorded({
  loan,
  payment,
  onDismiss,
}: {
  loan: LoanDetail
  payment: RecordedLoanPayment
  onDismiss: () => void
}) {
  return (
    <Alert
      tone="success"
      title={
        <>
          Payment of <Money paise={payment.amount} /> recorded · receipt {payment.receiptNumber}
        </>
      }
      action={
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      Penal charges <Money paise={payment.penalCharges} />, interest <Money paise={payment.interest} />, principal{' '}
      <Money paise={payment.principal} />. <ReceiptLink loanId={loan.id} payment={payment} />
      {/* No payment is taken on a closed loan, so a Closed loan here means this payment closed it. */}
      {loan.status === 'Closed' && (
        <p>
          This payment closed the loan. Hand the gold back by <LoanDate value={loan.releaseDueBy} />.
        </p>
      )}
    </Alert>
  )
}

function GoldReleased({ loan, onDismiss }: { loan: LoanDetail; onDismiss: () => void }) {
  return (
    <Alert
      tone="success"
      title={`Gold released to ${loan.releasedTo ?? 'the borrower'}`}
      action={
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      Print the <PdfLink href={releaseReceiptHref(loan.id)}>release receipt</PdfLink> for the recipient to sign.
    </Alert>
  )
}
