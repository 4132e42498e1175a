import { Card, ErrorState, Loading, Money, PageHeader, Select, Table, TextField, type Column } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { BookDate } from './book-outputs.tsx'
import { BooksDateField, useBooksDate } from './books-date.tsx'
import { BooksDownloads } from './books-downloads.tsx'
import { BooksNav } from './books-page.tsx'
import { useChart } from './use-chart.ts'
import { accountLabel } from './voucher-form.ts'
import './books.css'

type MoneyBook = RouterOutputs['books']['cashBook']
type Row = MoneyBook['rows'][number]
type Kind = 'Cash' | 'Bank'

const COLUMNS: Column<Row>[] = [
  { key: 'ref', header: 'Entry', primary: true, cell: (r) => `${r.reference} · ${r.narration}` },
  { key: 'date', header: 'Date', cell: (r) => <BookDate value={r.date} /> },
  { key: 'against', header: 'Against', cell: (r) => r.contraAccounts.map((a) => `${a.code} ${a.name}`).join(', ') },
  {
    key: 'receipt',
    header: 'Receipt',
    align: 'end',
    cell: (r) => (r.receiptPaise ? <Money paise={r.receiptPaise} /> : '—'),
  },
  {
    key: 'payment',
    header: 'Payment',
    align: 'end',
    cell: (r) => (r.paymentPaise ? <Money paise={r.paymentPaise} /> : '—'),
  },
  { key: 'balance', header: 'Balance', align: 'end', cell: (r) => <Money paise={r.balancePaise} /> },
]

const BOOKS = {
  Cash: { title: 'Cash book', name: 'cash-book', all: 'All cash (main cash and counters)' },
  Bank: { title: 'Bank book', name: 'bank-book', all: 'All bank accounts and the gateway' },
} as const

/** `/books/cash-book` (tenant admin): cash received and paid over a range, with the running balance. */
export function CashBookPage() {
  return <MoneyBookPage money="Cash" />
}

/** `/books/bank-book` (tenant admin): the bank accounts' receipts and payments over a range. */
export function BankBookPage() {
  return <MoneyBookPage money="Bank" />
}

function useMoneyBook(money: Kind, input: { from?: string; to: string; account?: string }) {
  const cash = trpc.books.cashBook.useQuery(input, { enabled: money === 'Cash' })
  const bank = trpc.books.bankBook.useQuery(input, { enabled: money === 'Bank' })
  return money === 'Cash' ? cash : bank
}

function MoneyBookPage({ money }: { money: Kind }) {
  const book = BOOKS[money]
  const { today, date, setDate } = useBooksDate()
  const [from, setFrom] = useState('')
  const [account, setAccount] = useState('')
  const { chart } = useChart()
  const accounts = (chart ?? []).filter((a) => a.money === money)
  const read = useMoneyBook(money, { to: date, ...(from ? { from } : {}), ...(account ? { account } : {}) })
  const query = read.data ? `from=${read.data.from}&to=${read.data.to}${account ? `&account=${account}` : ''}` : ''
  return (
    <>
      <PageHeader title={book.title} subtitle="Receipts and payments, with the balance after each." />
      <BooksNav />
      <div className="stack">
        <div className="form-grid">
          <Select
            label="Account"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            placeholder={book.all}
            options={accounts.map((a) => ({ value: a.code, label: accountLabel(a) }))}
          />
          <TextField
            label="From"
            type="date"
            value={from}
            max={date}
            fieldClassName="books-date"
            hint="Empty: 1 April of the year."
            onChange={(e) => {
              const picked = e.target.value
              if (picked === '' || (/^\d{4}-\d{2}-\d{2}$/.test(picked) && picked <= date)) setFrom(picked)
            }}
          />
          <BooksDateField label="To" value={date} today={today} onChange={setDate} hint="The last day read." />
        </div>
        {read.isPending ? (
          <Loading label={`Loading the ${book.title.toLowerCase()}…`} />
        ) : read.error ? (
          <ErrorState error={read.error} onRetry={() => void read.refetch()} />
        ) : (
          <Card
            title={read.data.accounts.map((a) => `${a.code} ${a.name}`).join(', ')}
            actions={<BooksDownloads name={book.name} query={query} label={book.title.toLowerCase()} />}
          >
            <p>
              <BookDate value={read.data.from} /> to <BookDate value={read.data.to} />. Opening balance:{' '}
              <Money paise={read.data.openingPaise} />
            </p>
            <Table
              caption={`${book.title} entries`}
              columns={COLUMNS}
              rows={read.data.rows}
              rowKey={(r) => r.journalId}
              empty={<p className="muted">No receipts or payments in this period.</p>}
            />
            <p>
              Receipts <Money paise={read.data.totalReceiptsPaise} />, payments{' '}
              <Money paise={read.data.totalPaymentsPaise} />.{' '}
              <strong>
                Closing balance: <Money paise={read.data.closingPaise} />
              </strong>
            </p>
          </Card>
        )}
      </div>
    </>
  )
}
