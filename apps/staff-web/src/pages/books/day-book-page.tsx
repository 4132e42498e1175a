import { Card, ErrorState, Loading, Money, PageHeader } from '@gold/ui'
import { lazy, Suspense } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { BooksDateField, useBooksDate } from './books-date.tsx'
import { BooksDownloads } from './books-downloads.tsx'
import { BooksNav } from './books-page.tsx'
import './books.css'

// The chart library is most of the page's weight: the day book shows while it loads.
const CashInHandChart = lazy(() => import('./cash-in-hand-chart.tsx').then((m) => ({ default: m.CashInHandChart })))

type DayBook = RouterOutputs['books']['dayBook']

/** `/books/day-book` (tenant admin): the day's opening cash, every voucher and entry, and the closing cash. */
export function DayBookPage() {
  const { today, date, setDate } = useBooksDate()
  const book = trpc.books.dayBook.useQuery({ date })
  return (
    <>
      <PageHeader title="Day book" subtitle="Cash at the start of the day, every entry, and cash at the end." />
      <BooksNav />
      <div className="stack">
        <BooksDateField label="Day" value={date} today={today} onChange={setDate} hint="The entries of this day." />
        {book.isPending ? (
          <Loading label="Loading the day book…" />
        ) : book.error ? (
          <ErrorState error={book.error} onRetry={() => void book.refetch()} />
        ) : (
          <DayBookCard book={book.data} />
        )}
        <Suspense fallback={<Loading label="Loading the chart…" />}>
          <CashInHandChart to={date} />
        </Suspense>
      </div>
    </>
  )
}

function DayBookCard({ book }: { book: DayBook }) {
  return (
    <Card title="Day book" actions={<BooksDownloads name="day-book" query={`date=${book.date}`} label="day book" />}>
      <dl className="count-compare">
        <dt>Opening cash</dt>
        <dd>
          <Money paise={book.openingCashPaise} />
        </dd>
      </dl>
      {book.entries.length === 0 ? (
        <p className="muted">Nothing was posted on this day.</p>
      ) : (
        <ol className="day-book-entries">
          {book.entries.map((e) => (
            <li key={e.journalId} className="day-book-entry">
              <p className="day-book-entry-title">
                {/^[A-Z]{2}\//.test(e.reference) && <strong>{e.reference} </strong>}
                {e.narration}
              </p>
              <ul className="day-book-lines">
                {e.lines.map((l, i) => (
                  <li key={i}>
                    <span>{l.debitPaise > 0 ? 'Dr' : 'Cr'}</span>{' '}
                    <span className="day-book-account">{l.accountName}</span>{' '}
                    <Money paise={l.debitPaise || l.creditPaise} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <dl className="count-compare">
        <dt>Cash in</dt>
        <dd>
          <Money paise={book.cashInPaise} />
        </dd>
        <dt>Cash out</dt>
        <dd>
          <Money paise={book.cashOutPaise} />
        </dd>
        <dt>Closing cash</dt>
        <dd>
          <strong>
            <Money paise={book.closingCashPaise} />
          </strong>
        </dd>
      </dl>
    </Card>
  )
}
