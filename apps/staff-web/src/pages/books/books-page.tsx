import { ErrorState, Link, Loading, PageHeader } from '@gold/ui'
import { DayCloseCard } from './day-close-card.tsx'
import { useChart } from './use-chart.ts'
import { VoucherCard } from './voucher-card.tsx'
import { VouchersCard } from './vouchers-card.tsx'
import './books.css'

/** The books' screens, linked from each of them. */
export const BOOKS_PAGES = [
  ['/books', 'Vouchers and day close'],
  ['/books/day-book', 'Day book'],
  ['/books/cash-book', 'Cash book'],
  ['/books/bank-book', 'Bank book'],
  ['/books/ledger', 'Ledger'],
  ['/books/trial-balance', 'Trial balance'],
  ['/books/profit-and-loss', 'Profit and loss'],
  ['/books/balance-sheet', 'Balance sheet'],
  ['/books/control-check', 'Control check'],
  ['/books/accounts', 'Chart of accounts'],
] as const

export function BooksNav() {
  return (
    <nav aria-label="Books">
      <ul className="books-nav">
        {BOOKS_PAGES.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="btn btn-secondary btn-sm">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** `/books` (tenant admin): write vouchers, correct them, and close the day. */
export function BooksPage() {
  const { chart, error, retry } = useChart()
  return (
    <>
      <PageHeader title="Books" subtitle="Vouchers, corrections and the day's close." />
      <BooksNav />
      {error ? (
        <ErrorState error={error} onRetry={retry} />
      ) : !chart ? (
        <Loading label="Loading the accounts…" />
      ) : (
        <div className="grid cols-2">
          <VoucherCard chart={chart} />
          <DayCloseCard />
          <VouchersCard />
        </div>
      )}
    </>
  )
}
