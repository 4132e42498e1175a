import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  PageHeader,
  PagedList,
  Select,
  Table,
  TextField,
  formatDateTime,
} from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { LastChainCheck } from './last-chain-check.tsx'
import { TrailDiff } from './trail-diff.tsx'
import './audit-trail.css'

type TrailRow = RouterOutputs['audit']['search']['items'][number]
type Filters = { actorId: string; customerId: string; loanId: string; from: string; to: string }
const NO_FILTERS: Filters = { actorId: '', customerId: '', loanId: '', from: '', to: '' }
const ROLE_LABELS: Record<string, string> = { TENANT_ADMIN: 'Owner', TENANT_EMPLOYEE: 'Staff' }

/** Only the filters set, as the search input and the CSV download's query. */
const activeFilters = (f: Filters) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  )

/** Whether the shop's chain is whole, checked on demand (it reads every entry). */
function ChainStatus() {
  const verify = trpc.audit.verify.useQuery(undefined, { enabled: false })
  const result = verify.data
  return (
    <div className="row">
      <Button variant="secondary" size="sm" busy={verify.isFetching} onClick={() => void verify.refetch()}>
        Check the chain
      </Button>
      {result?.ok === true && (
        <Badge tone="success">Chain intact: {result.entries} entries, none edited or deleted</Badge>
      )}
      {result?.ok === false && (
        <Alert tone="danger" title="The trail has been tampered with">
          Entry {result.break.seq}{' '}
          {result.break.problem === 'edited' ? 'was edited after it was written' : 'is missing'}. {result.entries}{' '}
          entries before it are intact.
        </Alert>
      )}
    </div>
  )
}

/** `/audit` (owner, auditor): every staff action that changed data or revealed personal data. */
export function AuditTrailPage() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const people = trpc.audit.people.useQuery()
  const query = activeFilters(filters)
  const list = trpc.audit.search.useInfiniteQuery(query, { getNextPageParam: (page) => page.nextCursor })
  const rows = list.data?.pages.flatMap((p) => p.items) ?? []
  const field = (key: keyof Filters) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  })
  return (
    <>
      <PageHeader
        title="Audit trail"
        subtitle="Who changed what, or looked at a borrower's personal details, from which address and device."
      />
      <div className="stack">
        <Card title="Find entries">
          <form
            className="trail-filters"
            onSubmit={(e) => {
              e.preventDefault()
              setFilters(draft)
            }}
          >
            <Select
              label="Person"
              placeholder="Everyone"
              options={(people.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }))}
              {...field('actorId')}
            />
            <TextField label="Borrower id" {...field('customerId')} />
            <TextField label="Loan id" {...field('loanId')} />
            <TextField label="From" type="date" {...field('from')} />
            <TextField label="To" type="date" {...field('to')} />
            <div className="row">
              <Button type="submit">Search</Button>
              <a
                className="btn btn-secondary"
                href={`/api/audit-trail.csv?${new URLSearchParams(query).toString()}`}
                download
              >
                Export CSV
              </a>
            </div>
          </form>
          <LastChainCheck />
          <ChainStatus />
        </Card>
        <Card>
          <PagedList
            query={list}
            shown={rows.length}
            noun={['entry', 'entries']}
            loadingLabel="Loading the audit trail…"
          >
            <Table<TrailRow>
              caption="Audit trail"
              rows={rows}
              rowKey={(e) => e.id}
              empty={<EmptyState title="Nothing recorded">No staff action matches these filters.</EmptyState>}
              columns={[
                {
                  key: 'at',
                  header: 'When',
                  primary: true,
                  cell: (e) => <span className="nowrap">{formatDateTime(e.at)}</span>,
                },
                { key: 'action', header: 'Action', cell: (e) => e.actionLabel },
                {
                  key: 'actor',
                  header: 'By',
                  cell: (e) => (
                    <span className="stack-tight">
                      <span>{e.actorName}</span>
                      <span className="muted small">{ROLE_LABELS[e.actorRole] ?? e.actorRole}</span>
                    </span>
                  ),
                },
                {
                  key: 'from',
                  header: 'From',
                  cell: (e) => (
                    <span className="stack-tight">
                      <span>{e.ip}</span>
                      <span className="muted small trail-device">{e.userAgent || 'unknown device'}</span>
                    </span>
                  ),
                },
                {
                  key: 'change',
                  header: 'Change',
                  cell: (e) => <TrailDiff before={e.before} after={e.after} request={e.request} />,
                },
              ]}
            />
          </PagedList>
        </Card>
      </div>
    </>
  )
}
