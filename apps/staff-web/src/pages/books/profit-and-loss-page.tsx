import { Card, ErrorState, Loading, Money, PageHeader } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { BooksDateField, useBooksDate } from './books-date.tsx'
import { BooksDownloads } from './books-downloads.tsx'
import { BooksNav } from './books-page.tsx'
import { StatementTable } from './statement-table.tsx'
import './books.css'

/** `/books/profit-and-loss` (tenant admin): income and expenses from the financial year's start to a day. */
export function ProfitAndLossPage() {
  const { today, date, setDate } = useBooksDate()
  const pl = trpc.books.profitAndLoss.useQuery({ to: date })
  return (
    <>
      <PageHeader title="Profit and loss" subtitle="Income and expenses of the financial year to the day you choose." />
      <BooksNav />
      <div className="stack">
        <BooksDateField label="Up to" value={date} today={today} onChange={setDate} hint="From 1 April to this day." />
        {pl.isPending ? (
          <Loading label="Loading profit and loss…" />
        ) : pl.error ? (
          <ErrorState error={pl.error} onRetry={() => void pl.refetch()} />
        ) : (
          <Card
            title="Profit and loss"
            actions={
              <BooksDownloads
                name="profit-and-loss"
                query={`from=${pl.data.from}&to=${pl.data.to}`}
                label="profit and loss"
              />
            }
          >
            <StatementTable caption="Income" lines={pl.data.income} total={pl.data.totalIncome} />
            <StatementTable caption="Expenses" lines={pl.data.expenses} total={pl.data.totalExpenses} />
            <p className="cash-count-total">
              {pl.data.profit >= 0 ? 'Profit' : 'Loss'}: <Money paise={Math.abs(pl.data.profit)} />
            </p>
          </Card>
        )}
      </div>
    </>
  )
}
