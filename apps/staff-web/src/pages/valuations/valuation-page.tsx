import { ValuationFee } from './valuation-fee.tsx'
import {
  Alert,
  Button,
  Card,
  DateText,
  DetailList,
  ErrorState,
  Grams,
  Link,
  Loading,
  Money,
  PageHeader,
  StatusBadge,
  errorMessage,
} from '@gold/ui'
import { rate24kFrom22k } from '@gold/core/valuations/purity'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { CorrectValuationAction, VersionLinks } from './correct-valuation.tsx'
import { ValuationLoanCard } from './valuation-loan-card.tsx'
import { EmiScheduleCard } from './emi-schedule-card.tsx'
import { NotesCard } from './notes-card.tsx'
import { PacketFields } from './packet-fields.tsx'
import { SealPacketCard } from '../custody/seal-packet-card.tsx'
import { OrnamentsCard } from './valuation-ornaments-card.tsx'
import { SendModal } from './send-modal.tsx'
import { typeLabel, type ValuationDetail } from './valuation-outputs.ts'

export function ValuationPage({ id }: { id: string }) {
  const query = trpc.valuations.get.useQuery({ id })
  if (query.isPending) return <Loading label="Loading valuation…" />
  if (query.error) {
    return (
      <>
        <PageHeader title="Valuation" back={{ to: '/valuations', label: 'Valuations' }} />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    )
  }
  const v = query.data
  return (
    <>
      <PageHeader
        title={
          <span className="row">
            {typeLabel(v.type)} valuation <StatusBadge status={v.status} />
          </span>
        }
        documentTitle={`${typeLabel(v.type)} valuation · ${v.customer.name}`}
        subtitle={
          <>
            For <Link to={`/borrowers/${v.customer.id}`}>{v.customer.name}</Link> ·{' '}
            <DateText value={v.createdAt} withTime />
          </>
        }
        back={{ to: '/valuations', label: 'Valuations' }}
      />
      <VersionLinks v={v} />
      <div className="grid main-aside">
        <div className="stack">
          <SummaryCard v={v} />
          <OrnamentsCard v={v} />
          <EmiScheduleCard v={v} />
        </div>
        <div className="stack">
          {v.type === 'loan' && <ValuationLoanCard v={v} />}
          <DocumentsCard v={v} />
          <SealPacketCard valuationId={v.id} goldReceiptIssued={v.goldReceiptNo !== null} />
          <NotesCard v={v} />
          <CorrectValuationAction v={v} />
        </div>
      </div>
    </>
  )
}

function SummaryCard({ v }: { v: ValuationDetail }) {
  return (
    <Card title="Summary">
      <div className="stack">
        <div className="totals">
          <div className="stat">
            <p className="stat-label">Total value</p>
            <p className="stat-value">
              <Money rupees={v.totalValue} />
            </p>
          </div>
          {v.type === 'loan' && (
            <div className="stat">
              <p className="stat-label">Estimated loan</p>
              <p className="stat-value">
                <Money rupees={v.estimatedLoan} />
              </p>
            </div>
          )}
          <div className="stat">
            <p className="stat-label">Fine gold</p>
            <p className="stat-value">
              <Grams value={v.totalNetWeight} />
            </p>
          </div>
          <div className="stat">
            <p className="stat-label">Gross weight</p>
            <p className="stat-value">
              <Grams value={v.totalGrossWeight} />
            </p>
          </div>
        </div>
        <DetailList
          items={[
            {
              label: 'Gold rate',
              value: (
                <>
                  22K <Money rupees={v.goldRate} />
                  /g · 24K <Money rupees={rate24kFrom22k(v.goldRate)} />
                  /g
                </>
              ),
            },
            v.ltvPercentage !== null && { label: 'Loan to value', value: `${v.ltvPercentage}%` },
            v.interestRate !== null && { label: 'Interest rate', value: `${v.interestRate}% a year` },
            { label: 'Valuation fee', value: <ValuationFee v={v} /> },
            v.bank && { label: 'Bank', value: v.bank.name },
            {
              label: 'Borrower',
              value: (
                <>
                  {v.customer.name}
                  <br />
                  <span className="muted small">
                    {v.customer.phone}
                    {v.customer.email ? ` · ${v.customer.email}` : ''}
                  </span>
                </>
              ),
            },
          ]}
        />
      </div>
    </Card>
  )
}

function DocumentsCard({ v }: { v: ValuationDetail }) {
  const utils = trpc.useUtils()
  const receipt = trpc.valuations.goldReceipt.useMutation({
    onSuccess: () => utils.valuations.get.invalidate({ id: v.id }),
  })
  const report = trpc.valuations.report.useMutation()
  const [sending, setSending] = useState(false)
  return (
    <Card title="Certificate and receipt">
      <div className="stack-sm">
        <p>
          Certificate <strong>{v.certificateNumber ?? 'numbered when first printed'}</strong>
        </p>
        <div className="row">
          {/* Plain links: the browser sends the session cookie and shows the PDF in a new tab. */}
          <a
            className="btn btn-secondary"
            href={`/api/valuations/${encodeURIComponent(v.id)}/certificate`}
            target="_blank"
            rel="noopener"
          >
            View certificate<span className="visually-hidden"> (PDF, opens in a new tab)</span>
          </a>
          <Button busy={report.isPending} onClick={() => report.mutate({ id: v.id })} disabled={!v.customer.email}>
            Email to borrower
          </Button>
          <Button variant="secondary" onClick={() => setSending(true)}>
            Send…
          </Button>
        </div>
        {!v.customer.email && <p className="small muted">The borrower has no email address on file.</p>}
        {report.isSuccess && <Alert tone="success">The certificate was emailed to {v.customer.email}.</Alert>}
        {report.error && <Alert tone="danger">{errorMessage(report.error)}</Alert>}
        {v.goldReceiptNo ? (
          <div className="row-between">
            <p>
              Gold receipt <strong>{v.goldReceiptNo}</strong>
              {v.goldReceiptIssuedAt && (
                <span className="muted small">
                  {' '}
                  · issued <DateText value={v.goldReceiptIssuedAt} withTime />
                </span>
              )}
            </p>
            <a
              className="btn btn-secondary btn-sm"
              href={`/api/valuations/${encodeURIComponent(v.id)}/documents/gold-receipt`}
              target="_blank"
              rel="noopener"
            >
              Print gold receipt<span className="visually-hidden"> (PDF, opens in a new tab)</span>
            </a>
          </div>
        ) : (
          <div>
            <Button variant="secondary" busy={receipt.isPending} onClick={() => receipt.mutate({ id: v.id })}>
              Issue gold receipt
            </Button>
          </div>
        )}
        {receipt.error && <Alert tone="danger">{errorMessage(receipt.error)}</Alert>}
        {!v.sealedPacket && <PacketFields v={v} />}
      </div>
      <SendModal open={sending} onClose={() => setSending(false)} v={v} />
    </Card>
  )
}
