import { ButtonLink, Card, DateText, EmptyState, Grams, Link, Money, PageHeader, PagedList, Table } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { typeLabel, type ValuationRow } from './valuation-outputs.ts'

export function ValuationsPage() {
  const list = trpc.valuations.list.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const rows = list.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <>
      <PageHeader
        title="Valuations"
        subtitle="Your shop's valuations, newest first."
        actions={<ButtonLink to="/valuations/new">New valuation</ButtonLink>}
      />
      <Card>
        <PagedList
          query={list}
          shown={rows.length}
          noun={['valuation', 'valuations']}
          loadingLabel="Loading valuations…"
        >
          <Table<ValuationRow>
            caption="Valuations"
            rows={rows}
            rowKey={(v) => v.id}
            empty={
              <EmptyState
                title="No valuations yet"
                action={<ButtonLink to="/valuations/new">Value some gold</ButtonLink>}
              >
                Each valuation prices a borrower's ornaments at the day's gold rate.
              </EmptyState>
            }
            columns={[
              {
                key: 'date',
                header: 'Date',
                primary: true,
                cell: (v) => (
                  <Link to={`/valuations/${v.id}`}>
                    <DateText value={v.createdAt} withTime />
                  </Link>
                ),
              },
              {
                key: 'borrower',
                header: 'Borrower',
                cell: (v) => <Link to={`/borrowers/${v.customer.id}`}>{v.customer.name}</Link>,
              },
              { key: 'type', header: 'Type', cell: (v) => typeLabel(v.type) },
              { key: 'net', header: 'Fine gold', align: 'end', cell: (v) => <Grams value={v.totalNetWeight} /> },
              { key: 'value', header: 'Value', align: 'end', cell: (v) => <Money rupees={v.totalValue} /> },
              {
                key: 'loan',
                header: 'Loan',
                align: 'end',
                cell: (v) => (v.type === 'loan' ? <Money rupees={v.estimatedLoan} /> : '—'),
              },
              { key: 'receipt', header: 'Gold receipt', cell: (v) => v.goldReceiptNo ?? '—' },
            ]}
          />
        </PagedList>
      </Card>
    </>
  )
}
