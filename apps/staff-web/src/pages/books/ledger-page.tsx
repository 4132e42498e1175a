import { Card, ErrorState, Loading, Money, PageHeader, Select, Table, type Column } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { BookDate } from './book-outputs.tsx'
import { BooksDateField, useBooksDate } from './books-date.tsx'
import { BooksDownloads } from './books-downloads.tsx'
import { BooksNav } from './books-page.tsx'
import { useChart } from './use-chart.ts'
import { accountLabel } from './voucher-form.ts'
import './books.css'

type Ledger = RouterOutputs['books']['ledger']
type Row = Ledger['rows'][number]

const COLUMNS: Column<Row>[] = [
  { key: 'ref', header: 'Entry', primary: true, cell: (r) => `${r.reference} · ${r.narration}` },
  { key: 'date', header: 'Date', cell: (r) => <BookDate value={r.date} /> },
  { key: 'debit', header: 'Debit', align: 'end', cell: (r) => (r.debitPaise ? <Money paise={r.debitPaise} /> : '—') },
  {
    key: 'credit',
    header: 'Credit',
    align: 'end',
    cell: (r) => (r.creditPaise ? <Money paise={r.creditPaise} /> : '—'),
  },
  { key: 'balance', header: 'Balance', align: 'end', cell: (r) => <Money paise={r.balancePaise} /> },
]

/** `/books/ledger` (tenant admin): one account's entries of the financial year to a day, with the running balance. */
export function LedgerPage() {
  const { today, date, setDate } = useBooksDate()
  const { chart } = useChart()
  const [account, setAccount] = useState('1100')
  const ledger = trpc.books.ledger.useQuery({ account, to: date })
  return (
    <>
      <PageHeader title="Ledger" subtitle="Every entry on one account, with its balance after each." />
      <BooksNav />
      <div className="stack">
        <div className="form-grid">
          <Select
            label="Account"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            options={(chart ?? []).map((a) => ({ value: a.code, label: accountLabel(a) }))}
          />
          <BooksDateField
            label="Up to"
            value={date}
            today={today}
            onChange={setDate}
            hint="From 1 April to this day."
          />
        </div>
        {ledger.isPending ? (
          <Loading label="Loading the ledger…" />
        ) : ledger.error ? (
          <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
        ) : (
          <Card
            title={`${ledger.data.account.code} ${ledger.data.account.name}`}
            actions={
              <BooksDownloads
                name="ledger"
                query={`account=${account}&from=${ledger.data.from}&to=${ledger.data.to}`}
                label="ledger"
              />
            }
          >
            <p>
              Opening balance: <Money paise={ledger.data.openingPaise} />
            </p>
            <Table
              caption="Ledger entries"
              columns={COLUMNS}
              rows={ledger.data.rows}
              rowKey={(r) => r.journalId}
              empty={<p className="muted">No entries in this period.</p>}
            />
            <p>
              <strong>
                Closing balance: <Money paise={ledger.data.closingPaise} />
              </strong>
            </p>
          </Card>
        )}
      </div>
    </>
  )
}
