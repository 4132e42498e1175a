import { Card, EmptyState, ErrorState, Link, Loading, Money, Table } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { CsvLink } from './csv-link.tsx'
import { type DayBookEntry, type DayBookSection, modeName } from './report-outputs.ts'

const TYPE_NAMES: Record<string, string> = {
  DISBURSEMENT: 'Disbursement',
  SURPLUS_PAYOUT: 'Surplus paid out',
  PAYMENT: 'Payment',
  AUCTION: 'Auction proceeds',
  REVERSAL: 'Reversal',
}

/** loans.md 8's day book: the money that moved on the chosen day, by mode, with the entries. */
export function DayBookCard({ date }: { date: string }) {
  const book = trpc.reports.dayBook.useQuery({ date })
  return (
    <Card title="Day book" actions={<CsvLink report="day-book" date={date} label="day book" />}>
      {book.isPending ? (
        <Loading label="Loading the day book…" />
      ) : book.error ? (
        <ErrorState error={book.error} onRetry={() => void book.refetch()} />
      ) : (
        <div className="stack">
          <Section title="Disbursements" section={book.data.disbursements} />
          <Section title="Collections" section={book.data.collections} />
        </div>
      )}
    </Card>
  )
}

function Section({ title, section }: { title: string; section: DayBookSection }) {
  return (
    // Named for the day: the Collections chart card is a region of its own (axe landmark-unique).
    <section aria-label={`${title} that day`}>
      <h3 className="day-book-heading">
        {title}: <Money paise={section.total} />
      </h3>
      <ul className="day-book-modes muted" aria-label={`${title} by mode`}>
        {section.byMode.map((m) => (
          <li key={m.mode}>
            {modeName(m.mode)}: <Money paise={m.amount} /> ({m.entries})
          </li>
        ))}
      </ul>
      <Table<DayBookEntry>
        caption={`${title} entries`}
        rows={section.entries}
        rowKey={(e) => e.id}
        empty={<EmptyState title={`No ${title.toLowerCase()}`}>Nothing was recorded that day.</EmptyState>}
        columns={[
          {
            key: 'loan',
            header: 'Loan',
            primary: true,
            cell: (e) => (
              <Link to={`/loans/${e.loanId}`}>
                <span className="nowrap">{e.loanNumber}</span>
              </Link>
            ),
          },
          { key: 'borrower', header: 'Borrower', cell: (e) => e.borrower },
          { key: 'type', header: 'Entry', cell: (e) => TYPE_NAMES[e.type] ?? e.type },
          { key: 'mode', header: 'Mode', cell: (e) => modeName(e.mode) },
          { key: 'ref', header: 'Reference', cell: (e) => e.receiptNumber ?? e.reference ?? '—' },
          { key: 'amount', header: 'Amount', align: 'end', cell: (e) => <Money paise={e.amount} /> },
        ]}
      />
    </section>
  )
}
