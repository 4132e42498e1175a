import { canTakeAction } from '@gold/core/loans/loan-state'
import { Alert, Button, Card, ErrorState, Link, Loading, Money, PageHeader } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { ClosureQuoteCard } from './closure-quote-card.tsx'
import { LoanLedgerCard } from './loan-ledger-card.tsx'
import { LoanDate, LoanStatusBadge, type LoanDetail } from './loan-outputs.tsx'
import { LoanPaymentModal } from './loan-payment-modal.tsx'
import { LoanPaymentsCard, ReceiptLink } from './loan-payments-card.tsx'
import { LoanScheduleCard } from './loan-schedule-card.tsx'
import { LoanSummaryCard } from './loan-summary-card.tsx'
import { ReleaseCard, disbursementVoucherHref, releaseReceiptHref } from './release-card.tsx'
import { ReleaseModal } from './release-modal.tsx'
import type { RecordedLoanPayment } from './use-loan-payment-form.ts'

/** `/loans/:id`: the loan from disbursement to the release of the gold. */
export function LoanPage({ id }: { id: string }) {
  const query = trpc.loans.get.useQuery({ id })
  const [paying, setPaying] = useState(false)
  const [releasing, setReleasing] = useState(false)
  const [recorded, setRecorded] = useState<RecordedLoanPayment | null>(null)
  const [released, setReleased] = useState(false)
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
  const canPay = canTakeAction(loan.status, 'pay')
  return (
    <>
      <PageHeader
        title={
          <span className="row">
            Loan {loan.loanNumber} <LoanStatusBadge status={loan.status} />
          </span>
        }
        subtitle={<Subtitle loan={loan} />}
        back={{ to: '/loans', label: 'Loans' }}
        actions={
          <>
            {canPay && (
              <Button
                onClick={() => {
                  setRecorded(null)
                  setPaying(true)
                }}
              >
                Record payment
              </Button>
            )}
            {loan.status === 'Closed' && <Button onClick={() => setReleasing(true)}>Release the gold</Button>}
          </>
        }
      />
      <div className="stack">
        {recorded && <PaymentRecorded loan={loan} payment={recorded} onDismiss={() => setRecorded(null)} />}
        {released && loan.status === 'Released' && <GoldReleased loan={loan} onDismiss={() => setReleased(false)} />}
        <div className="grid main-aside">
          <div className="stack">
            <LoanSummaryCard loan={loan} />
            <LoanScheduleCard loan={loan} />
          </div>
          <div className="stack">
            <ReleaseCard loan={loan} />
            {canPay && <ClosureQuoteCard loan={loan} />}
            <DocumentsCard loan={loan} />
          </div>
        </div>
        {/* The money tables need the full width: seven columns do not fit beside the aside. */}
        <LoanPaymentsCard loan={loan} />
        <LoanLedgerCard loan={loan} />
      </div>
      {paying && (
        <LoanPaymentModal
          loan={loan}
          onClose={() => setPaying(false)}
          onDone={(payment) => {
            setPaying(false)
            setRecorded(payment)
          }}
        />
      )}
      {releasing && (
        <ReleaseModal
          loan={loan}
          onClose={() => setReleasing(false)}
          onDone={() => {
            // The payment's message is stale once the gold is back: say what just happened instead.
            setReleasing(false)
            setRecorded(null)
            setReleased(true)
          }}
        />
      )}
    </>
  )
}

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
      Print the{' '}
      <a href={releaseReceiptHref(loan.id)} target="_blank" rel="noopener">
        release receipt<span className="visually-hidden"> (PDF, opens in a new tab)</span>
      </a>{' '}
      for the recipient to sign.
    </Alert>
  )
}

function DocumentsCard({ loan }: { loan: LoanDetail }) {
  return (
    <Card title="Documents">
      <ul className="plain-list stack-sm">
        <li>
          <a href={disbursementVoucherHref(loan.id)} target="_blank" rel="noopener">
            Disbursement voucher<span className="visually-hidden"> (PDF, opens in a new tab)</span>
          </a>
        </li>
        {loan.releasedOn && (
          <li>
            <a href={releaseReceiptHref(loan.id)} target="_blank" rel="noopener">
              Release receipt<span className="visually-hidden"> (PDF, opens in a new tab)</span>
            </a>
          </li>
        )}
        {loan.payments.length > 0 && <li className="small muted">Payment receipts are listed with the payments.</li>}
      </ul>
    </Card>
  )
}
