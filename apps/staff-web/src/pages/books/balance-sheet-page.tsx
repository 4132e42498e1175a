import { Alert, Card, ErrorState, Loading, Money, PageHeader } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { BooksDateField, useBooksDate } from './books-date.tsx'
import { BooksDownloads } from './books-downloads.tsx'
import { BooksNav } from './books-page.tsx'
import { StatementTable } from './statement-table.tsx'
import './books.css'

/** `/books/balance-sheet` (tenant admin): what the shop owns and owes at the end of a day. */
export function BalanceSheetPage() {
  const { today, date, setDate } = useBooksDate()
  const bs = trpc.books.balanceSheet.useQuery({ asOf: date })
  return (
    <>
      <PageHeader
        title="Balance sheet"
        subtitle="What the shop owns, what it owes, and the owner's capital and profit."
      />
      <BooksNav />
      <div className="stack">
        <BooksDateField label="As of" value={date} today={today} onChange={setDate} />
        {bs.isPending ? (
          <Loading label="Loading the balance sheet…" />
        ) : bs.error ? (
          <ErrorState error={bs.error} onRetry={() => void bs.refetch()} />
        ) : (
          <Card
            title="Balance sheet"
            actions={<BooksDownloads name="balance-sheet" query={`asOf=${bs.data.asOf}`} label="balance sheet" />}
          >
            <StatementTable caption="Assets" lines={bs.data.assets} total={bs.data.totalAssets} />
            <StatementTable
              caption="Liabilities and equity"
              lines={[
                ...bs.data.liabilities,
                ...bs.data.equity,
                { code: '', name: 'Profit of earlier years', amount: bs.data.retainedProfit },
                { code: '', name: 'Profit this year', amount: bs.data.currentProfit },
              ]}
              total={bs.data.totalLiabilitiesAndEquity}
            />
            {bs.data.balanced ? (
              <Alert tone="success">
                Balanced: assets equal liabilities and equity at <Money paise={bs.data.totalAssets} />.
              </Alert>
            ) : (
              <Alert tone="danger">The two sides differ: the books need checking.</Alert>
            )}
          </Card>
        )}
      </div>
    </>
  )
}
