import { Card, DateText, EmptyState, ErrorState, Loading, Money, StatusBadge, Table } from '@gold/ui'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { CYCLE_LABELS } from './billing-cycles.ts'

type Purchase = RouterOutputs['billing']['purchases'][number]

const DOC_LABELS: Record<string, string> = {
  BILL_OF_SUPPLY: 'Bill of supply',
  TAX_INVOICE: 'Tax invoice',
  CREDIT_NOTE: 'Credit note',
}

export function PurchaseHistory() {
  const purchases = trpc.billing.purchases.useQuery()
  return (
    <Card title="Purchase history">
      {purchases.isPending ? (
        <Loading />
      ) : purchases.error ? (
        <ErrorState error={purchases.error} onRetry={() => void purchases.refetch()} />
      ) : (
        <Table<Purchase>
          caption="Purchase history"
          rows={purchases.data}
          rowKey={(p) => p.id}
          empty={
            <EmptyState title="No purchases yet">Paid renewals and their documents will be listed here.</EmptyState>
          }
          columns={[
            {
              key: 'date',
              header: 'Paid on',
              primary: true,
              cell: (p) => <DateText value={p.paidAt ?? p.createdAt} />,
            },
            {
              key: 'plan',
              header: 'Plan',
              cell: (p) => `${p.planName} · ${CYCLE_LABELS[p.billingCycle] ?? p.billingCycle}`,
            },
            {
              key: 'period',
              header: 'Period',
              cell: (p) =>
                p.periodStart && p.periodEnd ? (
                  <>
                    <DateText value={p.periodStart} /> – <DateText value={p.periodEnd} />
                  </>
                ) : (
                  '—'
                ),
            },
            { key: 'total', header: 'Total', align: 'end', cell: (p) => <Money paise={p.total} /> },
            {
              key: 'refunded',
              header: 'Refunded',
              align: 'end',
              cell: (p) => (p.refundedAmount > 0 ? <Money paise={p.refundedAmount} /> : '—'),
            },
            { key: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
            {
              key: 'docs',
              header: 'Documents',
              cell: (p) =>
                p.documents.length === 0 ? (
                  <span className="muted">Being issued</span>
                ) : (
                  <ul className="doc-list">
                    {p.documents.map((d) => (
                      <li key={d.id}>
                        <a href={`/api/billing/documents/${encodeURIComponent(d.id)}/pdf`} download>
                          {DOC_LABELS[d.type] ?? d.type} {d.number}
                        </a>
                        {d.cancelledAt && <span className="muted small"> (cancelled)</span>}
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      )}
    </Card>
  )
}
