import { formatPaise } from '@gold/core'
import {
  Alert,
  Button,
  Card,
  DateText,
  EmptyState,
  Money,
  PageHeader,
  PagedList,
  Select,
  StatusBadge,
  Table,
  TextField,
  useDebounced,
} from '@gold/ui'
import { useState } from 'react'
import { CYCLE_LABELS } from '../billing/billing-cycles.ts'
import { trpc } from '../../trpc.ts'
import type { PurchaseRow } from './platform-outputs.ts'
import { RefundModal } from './refund-modal.tsx'

const STATUSES = ['CREATED', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'FAILED']

function RefundList({ refunds }: { refunds: PurchaseRow['refunds'] }) {
  if (refunds.length === 0) return <span className="muted">—</span>
  return (
    <ul className="plain-list small">
      {refunds.map((r) => (
        <li key={r.id}>
          {formatPaise(r.amount)} <StatusBadge status={r.status} />
          {r.failureReason && <span className="muted"> {r.failureReason}</span>}
        </li>
      ))}
    </ul>
  )
}

/** Every shop's purchases, newest first; a gateway purchase with money left on it can be refunded. */
export function PurchasesPage() {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('')
  const [refunding, setRefunding] = useState<PurchaseRow | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const term = useDebounced(search.trim())
  const list = trpc.platform.purchases.useInfiniteQuery(
    { ...(term && { search: term }), ...(status && { status }) },
    { getNextPageParam: (page) => page.nextCursor, placeholderData: (prev) => prev },
  )
  const rows = list.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <>
      <PageHeader title="Purchases" subtitle="What shops have paid for, and refunds through the payment gateway." />
      <div className="stack">
        {notice && (
          <Alert tone="success" title="Refund requested">
            {notice}
          </Alert>
        )}
        <Card>
          <div className="filters">
            <TextField
              label="Shop"
              type="search"
              placeholder="Name or slug"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Select
              label="Status"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              placeholder="All statuses"
              options={STATUSES.map((s) => ({ value: s, label: s.replace(/_/g, ' ') }))}
            />
          </div>
          <PagedList
            query={list}
            shown={rows.length}
            noun={['purchase', 'purchases']}
            loadingLabel="Loading purchases…"
          >
            <Table<PurchaseRow>
              caption="Purchases"
              rows={rows}
              rowKey={(p) => p.id}
              empty={<EmptyState title="No purchases match">Try another shop name or status.</EmptyState>}
              columns={[
                {
                  key: 'shop',
                  header: 'Shop',
                  primary: true,
                  cell: (p) => (
                    <span className="stack-tight">
                      <strong>{p.tenantName}</strong>
                      <span className="muted small">{p.tenantSlug}</span>
                    </span>
                  ),
                },
                { key: 'date', header: 'Date', cell: (p) => <DateText value={p.paidAt ?? p.createdAt} /> },
                {
                  key: 'plan',
                  header: 'Plan',
                  cell: (p) => `${p.planName} · ${CYCLE_LABELS[p.billingCycle] ?? p.billingCycle}`,
                },
                { key: 'total', header: 'Total', align: 'end', cell: (p) => <Money paise={p.total} /> },
                { key: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
                { key: 'refunds', header: 'Refunds', cell: (p) => <RefundList refunds={p.refunds} /> },
                {
                  key: 'action',
                  header: 'Action',
                  cell: (p) =>
                    p.refundable > 0 ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          setNotice(null)
                          setRefunding(p)
                        }}
                        aria-label={`Refund ${p.tenantName} ${p.planName}`}
                      >
                        Refund
                      </Button>
                    ) : (
                      <span className="muted small">{p.provider === 'manual' ? 'Manual' : '—'}</span>
                    ),
                },
              ]}
            />
          </PagedList>
        </Card>
      </div>
      {refunding && (
        <RefundModal
          purchase={refunding}
          onClose={() => setRefunding(null)}
          onDone={(message) => {
            setRefunding(null)
            setNotice(message)
          }}
        />
      )}
    </>
  )
}
