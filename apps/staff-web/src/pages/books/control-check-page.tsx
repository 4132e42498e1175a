import { Alert, Card, ErrorState, Loading, Money, PageHeader, Table, type Column } from '@gold/ui'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { BooksDateField, useBooksDate } from './books-date.tsx'
import { BooksNav } from './books-page.tsx'
import './books.css'

type Row = RouterOutputs['books']['controlCheck']['checks'][number]

/** What each control account is checked against, in the loans' words. */
const CONTROL_NAMES: Record<string, string> = {
  '1400': 'Gold loans principal (1400) against principal outstanding on the loans',
  '1410': 'Interest receivable (1410) against interest posted and not paid',
  '2100': 'Surplus payable (2100) against surplus owed to borrowers',
}

const COLUMNS: Column<Row>[] = [
  { key: 'account', header: 'Account', primary: true, cell: (r) => CONTROL_NAMES[r.account] ?? r.account },
  { key: 'books', header: 'Books', align: 'end', cell: (r) => <Money paise={r.books} /> },
  { key: 'loans', header: 'Loans', align: 'end', cell: (r) => <Money paise={r.subLedger} /> },
  {
    key: 'difference',
    header: 'Difference',
    align: 'end',
    cell: (r) => (r.difference === 0 ? 'None' : <Money paise={r.difference} />),
  },
]

/** `/books/control-check` (tenant admin): the control accounts against the loans' own figures at a day's end. */
export function ControlCheckPage() {
  const { today, date, setDate } = useBooksDate()
  const check = trpc.books.controlCheck.useQuery({ asOf: date })
  return (
    <>
      <PageHeader title="Control check" subtitle="The books against the loans, account by account." />
      <BooksNav />
      <div className="stack">
        <BooksDateField label="As of" value={date} today={today} onChange={setDate} />
        {check.isPending ? (
          <Loading label="Loading the control check…" />
        ) : check.error ? (
          <ErrorState error={check.error} onRetry={() => void check.refetch()} />
        ) : (
          <Card title="Control accounts">
            {check.data.ok ? (
              <Alert tone="success">The books agree with the loans.</Alert>
            ) : (
              <Alert tone="danger">The books and the loans differ: see the differences below.</Alert>
            )}
            <Table caption="Control check" columns={COLUMNS} rows={check.data.checks} rowKey={(r) => r.account} />
          </Card>
        )}
      </div>
    </>
  )
}
