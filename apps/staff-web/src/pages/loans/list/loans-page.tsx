import { LOAN_STATUSES } from '@gold/core/loans/loan-state'
import {
  Badge,
  ButtonLink,
  Card,
  Checkbox,
  EmptyState,
  ErrorState,
  Link,
  LoadMore,
  Loading,
  Money,
  PageHeader,
  Select,
  Table,
  TextField,
  useDebounced,
  useLocation,
} from '@gold/ui'
import { useState, type ReactNode } from 'react'
import { isAdmin, useSession } from '../../../session.ts'
import { trpc } from '../../../trpc.ts'
import { LoanDate, LoanStatusBadge, loanStatusLabel, plural, type LoanRow } from '../shared/loan-outputs.tsx'

type Filters = { search: string; status: string; overdue: boolean }

/** The filters live in the address, so a dashboard link (`/loans?overdue=1`) and the back button keep them. */
function keepInAddress(f: Filters) {
  const q = new URLSearchParams()
  if (f.search.trim()) q.set('q', f.search.trim())
  if (f.status) q.set('status', f.status)
  if (f.overdue) q.set('overdue', '1')
  window.history.replaceState(null, '', q.size ? `/loans?${q}` : '/loans')
}

export function LoansPage() {
  const { query } = useLocation()
  const admin = isAdmin(useSession())
  const [filters, setFilters] = useState<Filters>(() => ({
    search: query.get('q') ?? '',
    status: query.get('status') ?? '',
    overdue: query.get('overdue') === '1',
  }))
  const term = useDebounced(filters.search.trim(), 300)
  const update = (next: Partial<Filters>) => {
    const f = { ...filters, ...next }
    setFilters(f)
    keepInAddress(f)
  }
  // The server searches, filters and pages (50 a page, newest first): one page, then "Show more".
  const list = trpc.loans.list.useInfiniteQuery(
    {
      ...(term ? { search: term } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.overdue ? { overdue: true } : {}),
    },
    { getNextPageParam: (page) => page.nextCursor, placeholderData: (prev) => prev },
  )
  const rows = list.data?.pages.flatMap((page) => page.items) ?? []
  const filtered = Boolean(term || filters.status || filters.overdue)

  return (
    <>
      <PageHeader
        title="Loans"
        subtitle="Every gold loan from disbursement to the release of the gold."
        actions={
          admin && (
            <ButtonLink to="/loans/settings" variant="secondary">
              Loan settings
            </ButtonLink>
          )
        }
      />
      <Card>
        <div className="stack">
          <div className="filters">
            <TextField
              label="Search loans"
              type="search"
              placeholder="Loan no., gold receipt no., borrower or phone"
              value={filters.search}
              onChange={(e) => update({ search: e.target.value })}
            />
            <Select
              label="Status"
              value={filters.status}
              onChange={(e) => update({ status: e.target.value })}
              placeholder="All statuses"
              options={LOAN_STATUSES.map((s) => ({ value: s, label: loanStatusLabel(s) }))}
            />
            <Checkbox
              label="Overdue only"
              checked={filters.overdue}
              onChange={(e) => update({ overdue: e.target.checked })}
            />
          </div>
          {list.isPending ? (
            <Loading label="Loading loans…" />
          ) : list.error ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <>
              <LoansTable
                rows={rows}
                empty={
                  filtered ? (
                    <EmptyState title="No loans match">Try another search or clear the filters.</EmptyState>
                  ) : (
                    <EmptyState
                      title="No loans yet"
                      action={<ButtonLink to="/valuations">Go to valuations</ButtonLink>}
                    >
                      A loan is disbursed from a loan valuation.
                    </EmptyState>
                  )
                }
              />
              <LoadMore
                shown={rows.length}
                noun={['loan', 'loans']}
                hasMore={list.hasNextPage}
                loading={list.isFetchingNextPage}
                onMore={() => void list.fetchNextPage()}
              />
            </>
          )}
        </div>
      </Card>
    </>
  )
}

export function LoansTable({ rows, empty }: { rows: readonly LoanRow[]; empty: ReactNode }) {
  return (
    <Table<LoanRow>
      caption="Loans"
      rows={rows}
      rowKey={(l) => l.id}
      empty={empty}
      columns={[
        {
          key: 'number',
          header: 'Loan no.',
          primary: true,
          cell: (l) => (
            <Link to={`/loans/${l.id}`} className="nowrap">
              {l.loanNumber}
            </Link>
          ),
        },
        { key: 'borrower', header: 'Borrower', cell: (l) => <Borrower loan={l} /> },
        { key: 'principal', header: 'Principal', align: 'end', cell: (l) => <Money paise={l.principal} /> },
        {
          key: 'outstanding',
          header: 'Outstanding today',
          align: 'end',
          cell: (l) => <Money paise={l.outstanding.total} />,
        },
        {
          key: 'next',
          header: 'Next due',
          cell: (l) =>
            l.nextDue ? (
              <span className="stack-tight">
                <LoanDate value={l.nextDue.dueOn} />
                <span className="small muted">
                  <Money paise={l.nextDue.amount} />
                </span>
              </span>
            ) : (
              <span className="muted">—</span>
            ),
        },
        {
          key: 'dpd',
          header: 'Days past due',
          align: 'end',
          cell: (l) => (l.daysPastDue > 0 ? <Badge tone="danger">{plural(l.daysPastDue, 'day')}</Badge> : '0'),
        },
        { key: 'status', header: 'Status', cell: (l) => <LoanStatusBadge status={l.status} /> },
      ]}
    />
  )
}

function Borrower({ loan }: { loan: LoanRow }) {
  if (!loan.customer) return <span className="muted">—</span>
  return (
    <span className="stack-tight">
      <Link to={`/borrowers/${loan.customer.id}`}>{loan.customer.name}</Link>
      <span className="small muted nowrap">{loan.customer.phone}</span>
    </span>
  )
}
