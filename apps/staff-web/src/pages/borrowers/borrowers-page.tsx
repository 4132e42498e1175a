import {
  Button,
  ButtonLink,
  Card,
  DateText,
  EmptyState,
  ErrorState,
  Link,
  LoadMore,
  Loading,
  PageHeader,
  StatusBadge,
  Table,
  TextField,
  useDebounced,
  useLocation,
} from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { IntakeLinkModal } from './intake-link-panel.tsx'

type Row = RouterOutputs['customers']['list']['items'][number]

export function BorrowersPage() {
  const { query } = useLocation()
  const [search, setSearch] = useState(query.get('q') ?? '')
  const [sharing, setSharing] = useState(false)
  const term = useDebounced(search.trim(), 300)
  // The server searches and pages (a shop may have thousands of borrowers): one page, then "Show more".
  const list = trpc.customers.list.useInfiniteQuery(term ? { search: term } : {}, {
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (prev) => prev,
  })
  const rows = list.data?.pages.flatMap((page) => page.items) ?? []

  const onSearch = (value: string) => {
    setSearch(value)
    window.history.replaceState(
      null,
      '',
      value.trim() ? `/borrowers?q=${encodeURIComponent(value.trim())}` : '/borrowers',
    )
  }

  return (
    <>
      <PageHeader
        title="Borrowers"
        subtitle="Everyone who has borrowed against gold or had it valued."
        actions={
          <>
            <Button variant="secondary" onClick={() => setSharing(true)}>
              Share intake link
            </Button>
            <ButtonLink to="/borrowers/new">New borrower</ButtonLink>
          </>
        }
      />
      <Card>
        <div className="stack">
          <TextField
            label="Search borrowers"
            type="search"
            placeholder="Name, phone, Aadhaar or bank"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
          {list.isPending ? (
            <Loading label="Loading borrowers…" />
          ) : list.error ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <>
              <Table<Row>
                caption="Borrowers"
                rows={rows}
                rowKey={(r) => r.id}
                empty={
                  term ? (
                    <EmptyState title="No borrowers match your search">
                      Try a different name, phone number or Aadhaar number.
                    </EmptyState>
                  ) : (
                    <EmptyState
                      title="No borrowers yet"
                      action={<ButtonLink to="/borrowers/new">Add the first borrower</ButtonLink>}
                    >
                      Add a borrower yourself, or share the intake link so borrowers can fill in their own details.
                    </EmptyState>
                  )
                }
                columns={[
                  {
                    key: 'name',
                    header: 'Name',
                    primary: true,
                    cell: (r) => <Link to={`/borrowers/${r.id}`}>{r.name}</Link>,
                  },
                  { key: 'phone', header: 'Phone', cell: (r) => <span className="nowrap">{r.phone}</span> },
                  { key: 'email', header: 'Email', cell: (r) => r.email ?? <span className="muted">—</span> },
                  { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
                  { key: 'valuations', header: 'Valuations', align: 'end', cell: (r) => r._count.valuations },
                  {
                    key: 'last',
                    header: 'Last valuation',
                    cell: (r) =>
                      r.valuations[0] ? (
                        <DateText value={r.valuations[0].createdAt} />
                      ) : (
                        <span className="muted">None</span>
                      ),
                  },
                  { key: 'added', header: 'Added', cell: (r) => <DateText value={r.createdAt} /> },
                ]}
              />
              <LoadMore
                shown={rows.length}
                noun={['borrower', 'borrowers']}
                hasMore={list.hasNextPage}
                loading={list.isFetchingNextPage}
                onMore={() => void list.fetchNextPage()}
              />
            </>
          )}
        </div>
      </Card>
      <IntakeLinkModal open={sharing} onClose={() => setSharing(false)} />
    </>
  )
}
