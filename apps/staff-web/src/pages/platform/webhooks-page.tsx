import { Badge, Card, EmptyState, PageHeader, PagedList, Select, Table, formatDateTime } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import type { DeliveryRow } from './platform-outputs.ts'

// What webhook-service records; `conflict` and `error` are the ones that need a person.
const OUTCOMES = [
  'settled',
  'already-paid',
  'failed',
  'processed',
  'unchanged',
  'ignored',
  'conflict',
  'error',
  'invalid-signature',
  'missing-signature',
  'invalid-payload',
  'not-configured',
]

/** The gateway's webhook deliveries, newest first: what came, whether it was signed, what we did. */
export function WebhooksPage() {
  const [outcome, setOutcome] = useState('')
  const list = trpc.platform.webhookDeliveries.useInfiniteQuery(outcome ? { outcome } : {}, {
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (prev) => prev,
  })
  const rows = list.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <>
      <PageHeader
        title="Webhook deliveries"
        documentTitle="Webhooks"
        subtitle="Events the payment gateway sent. Unsigned deliveries are kept 7 days, signed ones 90."
      />
      <Card>
        <div className="filters">
          <Select
            label="Outcome"
            value={outcome}
            onChange={(e) => setOutcome(e.target.value)}
            placeholder="All outcomes"
            options={OUTCOMES.map((o) => ({ value: o, label: o }))}
          />
        </div>
        <PagedList
          query={list}
          shown={rows.length}
          noun={['delivery', 'deliveries']}
          loadingLabel="Loading deliveries…"
        >
          <Table<DeliveryRow>
            caption="Webhook deliveries"
            rows={rows}
            rowKey={(d) => d.id}
            empty={<EmptyState title="No deliveries">The gateway has sent nothing that matches.</EmptyState>}
            columns={[
              {
                key: 'at',
                header: 'Received',
                primary: true,
                cell: (d) => <span className="nowrap">{formatDateTime(d.receivedAt)}</span>,
              },
              { key: 'event', header: 'Event', cell: (d) => d.event ?? <span className="muted">—</span> },
              {
                key: 'signed',
                header: 'Signature',
                cell: (d) => (
                  <Badge tone={d.signatureValid ? 'success' : 'danger'}>{d.signatureValid ? 'Valid' : 'Invalid'}</Badge>
                ),
              },
              { key: 'outcome', header: 'Outcome', cell: (d) => d.outcome },
              { key: 'status', header: 'Status', align: 'end', cell: (d) => d.httpStatus },
              {
                key: 'error',
                header: 'Error',
                cell: (d) => (d.error ? <span className="small">{d.error}</span> : <span className="muted">—</span>),
              },
            ]}
          />
        </PagedList>
      </Card>
    </>
  )
}
