import { Badge, Card, EmptyState, PageHeader, PagedList, Select, Table, formatDateTime } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import type { JobRow } from './platform-outputs.ts'

const STATES = ['created', 'active', 'retry', 'completed', 'failed', 'cancelled']
const QUEUES = [
  'billing-settlement',
  'mail',
  'borrower-message',
  'password-reset',
  'shortfall-check',
  'cron-billing-reconcile',
  'cron-emi-reminders',
  'cron-sync-rates',
]

const tone = (state: string) =>
  state === 'completed' ? 'success' : state === 'failed' ? 'danger' : state === 'retry' ? 'warning' : 'neutral'

/** The background job queue, newest first: receipts, notices and the cron jobs, with their retries. */
export function JobsPage() {
  const [state, setState] = useState('')
  const [queue, setQueue] = useState('')
  const list = trpc.platform.jobs.useInfiniteQuery(
    { ...(state ? { state } : {}), ...(queue ? { queue } : {}) },
    { getNextPageParam: (page) => page.nextCursor, placeholderData: (prev) => prev },
  )
  const rows = list.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <>
      <PageHeader
        title="Background jobs"
        documentTitle="Jobs"
        subtitle="Receipts, borrower notices and the scheduled jobs. A failed attempt is retried with growing pauses."
      />
      <Card>
        <div className="filters">
          <Select
            label="State"
            value={state}
            onChange={(e) => setState(e.target.value)}
            placeholder="All states"
            options={STATES.map((s) => ({ value: s, label: s }))}
          />
          <Select
            label="Queue"
            value={queue}
            onChange={(e) => setQueue(e.target.value)}
            placeholder="All queues"
            options={QUEUES.map((q) => ({ value: q, label: q }))}
          />
        </div>
        <PagedList query={list} shown={rows.length} noun={['job', 'jobs']} loadingLabel="Loading jobs…">
          <Table<JobRow>
            caption="Background jobs"
            rows={rows}
            rowKey={(j) => j.id}
            empty={<EmptyState title="No jobs">Nothing matches.</EmptyState>}
            columns={[
              {
                key: 'at',
                header: 'Queued',
                primary: true,
                cell: (j) => <span className="nowrap">{formatDateTime(j.createdAt)}</span>,
              },
              { key: 'queue', header: 'Queue', cell: (j) => j.queue },
              { key: 'state', header: 'State', cell: (j) => <Badge tone={tone(j.state)}>{j.state}</Badge> },
              {
                key: 'attempts',
                header: 'Attempts',
                align: 'end',
                cell: (j) => `${j.attempts} of ${j.retryLimit + 1}`,
              },
              {
                key: 'next',
                header: 'Next attempt',
                cell: (j) =>
                  j.nextAttemptAt ? (
                    <span className="nowrap">{formatDateTime(j.nextAttemptAt)}</span>
                  ) : (
                    <span className="muted">—</span>
                  ),
              },
              {
                key: 'error',
                header: 'Last error',
                cell: (j) =>
                  j.lastError ? <span className="small">{j.lastError}</span> : <span className="muted">—</span>,
              },
            ]}
          />
        </PagedList>
      </Card>
    </>
  )
}
