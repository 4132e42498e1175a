import {
  Alert,
  Badge,
  ButtonLink,
  Card,
  DateText,
  DetailList,
  EmptyState,
  ErrorState,
  Link,
  Loading,
  Money,
  PageHeader,
  Select,
  StatusBadge,
  Table,
  Grams,
  errorMessage,
} from '@gold/ui'
import { CUSTOMER_STATUSES } from '@gold/core/customers/customer-status'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { BorrowerMessagesCard } from '../messages/borrower-messages-card.tsx'
import { AadhaarValue } from './aadhaar-value.tsx'
import { CorrectDetailsCard } from './correct-details-card.tsx'
import { KycCard } from './kyc-card.tsx'
import { MessageLanguageField } from './message-language-field.tsx'
import { TimelineCard } from './timeline-card.tsx'

type Detail = RouterOutputs['customers']['get']

const TYPE_LABEL: Record<string, string> = { loan: 'Loan', sell: 'Sell', certificate: 'Certificate' }
export const valuationTypeLabel = (t: string) => TYPE_LABEL[t] ?? t

export function BorrowerPage({ id }: { id: string }) {
  const detail = trpc.customers.get.useQuery({ id })
  if (detail.isPending) return <Loading label="Loading borrower…" />
  if (detail.error) {
    return (
      <>
        <PageHeader title="Borrower" back={{ to: '/borrowers', label: 'Borrowers' }} />
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    )
  }
  const c = detail.data
  return (
    <>
      <PageHeader
        title={
          <span className="row">
            {c.name} <StatusBadge status={c.status} />
          </span>
        }
        documentTitle={c.name}
        subtitle={
          <>
            Borrower since <DateText value={c.createdAt} />
          </>
        }
        back={{ to: '/borrowers', label: 'Borrowers' }}
        actions={<ButtonLink to={`/valuations/new?customer=${encodeURIComponent(c.id)}`}>New valuation</ButtonLink>}
      />
      <div className="grid main-aside">
        <div className="stack">
          <ProfileCard c={c} />
          <ValuationsCard c={c} />
          <EmisCard c={c} />
          <BorrowerMessagesCard customerId={c.id} />
        </div>
        <div className="stack">
          <StatusCard c={c} />
          <CorrectDetailsCard c={c} />
          <KycCard id={c.id} kyc={c.kyc} progress={c.kycProgress} />
          <TimelineCard id={c.id} />
        </div>
      </div>
    </>
  )
}

function ProfileCard({ c }: { c: Detail }) {
  return (
    <Card title="Details">
      <DetailList
        items={[
          { label: 'Mobile', value: c.phone },
          {
            label: 'Email',
            value: c.email ? (
              <span className="row">
                {c.email}
                {c.phoneVerified && <Badge tone="success">Email verified</Badge>}
              </span>
            ) : null,
          },
          {
            label: 'Aadhaar',
            value: c.aadhaar === null ? null : <AadhaarValue key={c.id} customerId={c.id} masked={c.aadhaar} />,
          },
          { label: 'PAN', value: c.pan },
          { label: 'Address', value: c.address },
          { label: 'Nominee', value: c.nomineeName ? `${c.nomineeName} (${c.nomineeRel ?? ''})` : null },
          { label: 'Bank', value: c.bankName ? `${c.bankName} · ${c.accountNumber ?? ''} · ${c.ifsc ?? ''}` : null },
        ]}
      />
    </Card>
  )
}

function StatusCard({ c }: { c: Detail }) {
  const utils = trpc.useUtils()
  const setStatus = trpc.customers.setStatus.useMutation({
    onSuccess: async () => {
      await Promise.all([
        utils.customers.get.invalidate({ id: c.id }),
        utils.customers.timeline.invalidate({ id: c.id }),
        utils.customers.list.invalidate(),
      ])
    },
  })
  return (
    <Card title="Status">
      <div className="stack-sm">
        <Select
          label="Borrower status"
          value={c.status}
          disabled={setStatus.isPending}
          options={CUSTOMER_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(e) => setStatus.mutate({ id: c.id, status: e.target.value })}
          hint="Inactive blocks portal sign-in and hides the borrower from the valuation picker."
        />
        {setStatus.error && <Alert tone="danger">{errorMessage(setStatus.error)}</Alert>}
        {setStatus.isSuccess && (
          <p role="status" className="small muted">
            Status updated.
          </p>
        )}
        <MessageLanguageField id={c.id} value={c.preferredLanguage} />
      </div>
    </Card>
  )
}

function ValuationsCard({ c }: { c: Detail }) {
  return (
    <Card
      title="Valuations"
      actions={
        <ButtonLink to={`/valuations/new?customer=${encodeURIComponent(c.id)}`} variant="secondary" size="sm">
          New valuation
        </ButtonLink>
      }
    >
      <Table
        caption="Valuations"
        rows={c.valuations}
        rowKey={(v) => v.id}
        empty={<EmptyState title="No valuations yet">Value this borrower's gold to see it here.</EmptyState>}
        columns={[
          {
            key: 'date',
            header: 'Date',
            primary: true,
            cell: (v) => (
              <Link to={`/valuations/${v.id}`}>
                <DateText value={v.createdAt} />
              </Link>
            ),
          },
          { key: 'type', header: 'Type', cell: (v) => valuationTypeLabel(v.type) },
          { key: 'net', header: 'Fine weight', align: 'end', cell: (v) => <Grams value={v.totalNetWeight} /> },
          { key: 'value', header: 'Value', align: 'end', cell: (v) => <Money rupees={v.totalValue} /> },
          {
            key: 'loan',
            header: 'Loan',
            align: 'end',
            cell: (v) => (v.type === 'loan' ? <Money rupees={v.estimatedLoan} /> : '—'),
          },
          { key: 'receipt', header: 'Gold receipt', cell: (v) => v.goldReceiptNo ?? <span className="muted">—</span> },
        ]}
      />
    </Card>
  )
}

function EmisCard({ c }: { c: Detail }) {
  return (
    <Card title="EMIs">
      <Table
        caption="EMIs"
        rows={c.emiRecords}
        rowKey={(e) => e.id}
        empty={
          <EmptyState title="No EMIs">
            Loan valuations with a repayment schedule show their installments here.
          </EmptyState>
        }
        columns={[
          { key: 'due', header: 'Due date', primary: true, cell: (e) => <DateText value={e.dueDate} /> },
          { key: 'amount', header: 'Amount', align: 'end', cell: (e) => <Money rupees={e.amount} /> },
          { key: 'status', header: 'Status', cell: (e) => <StatusBadge status={e.status} /> },
          { key: 'paid', header: 'Paid on', cell: (e) => (e.paidAt ? <DateText value={e.paidAt} /> : '—') },
          { key: 'valuation', header: 'Valuation', cell: (e) => <Link to={`/valuations/${e.valuationId}`}>Open</Link> },
        ]}
      />
    </Card>
  )
}
