import { Alert, Card, ErrorState, Loading, Money, PageHeader, Table, type Column } from '@gold/ui'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { BooksDateField, useBooksDate } from './books-date.tsx'
import { BooksNav } from './books-page.tsx'
import './books.css'

type Row = Omit<RouterOutputs['books']['trialBalance']['accounts'][number], 'group'> & { group: string }

const COLUMNS: Column<Row>[] = [
  { key: 'account', header: 'Account', primary: true, cell: (r) => (r.code ? `${r.code} ${r.name}` : r.name) },
  { key: 'group', header: 'Group', cell: (r) => r.group },
  { key: 'debit', header: 'Debit', align: 'end', cell: (r) => (r.debit ? <Money paise={r.debit} /> : '—') },
  { key: 'credit', header: 'Credit', align: 'end', cell: (r) => (r.credit ? <Money paise={r.credit} /> : '—') },
]

/** `/books/trial-balance` (tenant admin): every account's balance at the end of a day; the two sides agree. */
export function TrialBalancePage() {
  const { today, date, setDate } = useBooksDate()
  const tb = trpc.books.trialBalance.useQuery({ asOf: date })
  return (
    <>
      <PageHeader title="Trial balance" subtitle="Every account's balance; debits and credits must agree." />
      <BooksNav />
      <div className="stack">
        <BooksDateField label="As of" value={date} today={today} onChange={setDate} />
        {tb.isPending ? (
          <Loading label="Loading the trial balance…" />
        ) : tb.error ? (
          <ErrorState error={tb.error} onRetry={() => void tb.refetch()} />
        ) : (
          <Card
            title="Trial balance"
            actions={
              <a className="btn btn-secondary btn-sm" href={`/api/books/trial-balance.csv?asOf=${date}`} download>
                Download CSV<span className="visually-hidden"> of the trial balance</span>
              </a>
            }
          >
            <Table
              caption="Trial balance"
              columns={COLUMNS}
              rows={[
                ...tb.data.accounts,
                { code: '', name: 'Total', group: '', debit: tb.data.totals.debit, credit: tb.data.totals.credit },
              ]}
              rowKey={(r) => r.code || 'total'}
            />
            {tb.data.totals.debit === tb.data.totals.credit ? (
              <Alert tone="success">Debits equal credits.</Alert>
            ) : (
              <Alert tone="danger">Debits and credits differ: the books need checking.</Alert>
            )}
          </Card>
        )}
      </div>
    </>
  )
}
