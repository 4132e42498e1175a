import { formatRatePaisePerGram } from '@gold/core/shared/indian-format'
import { Badge, Card, EmptyState, Link, Money, Table } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import type { Shortfalls } from './report-outputs.ts'

type Row = Shortfalls['loans'][number]

const percent = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`

/**
 * The dashboard's Shortfall card: Active loans found above their permitted loan-to-value at the
 * rate that prices the shop's valuations today (tested daily and whenever the shop enters a rate),
 * with what would bring each back within it. Left out until it loads, and while there is no rate.
 */
export function ShortfallCard() {
  const shortfalls = trpc.reports.shortfalls.useQuery(undefined, { refetchInterval: 300_000 })
  if (!shortfalls.data || shortfalls.data.rate22kPaise === null) return null
  const rows = shortfalls.data.loans
  return (
    <Card title="Shortfall" actions={rows.length > 0 && <Badge tone="danger">{rows.length} short of gold</Badge>}>
      <Table<Row>
        caption="Loans above their permitted loan-to-value"
        rows={rows}
        rowKey={(r) => r.id}
        empty={
          <EmptyState title="No shortfall">
            Every active loan is within its loan-to-value at {formatRatePaisePerGram(shortfalls.data.rate22kPaise)} a
            gram (22K).
          </EmptyState>
        }
        columns={[
          {
            key: 'borrower',
            header: 'Borrower',
            primary: true,
            cell: (r) => (
              <Link to={`/loans/${r.id}`}>
                {r.customer?.name ?? r.loanNumber}
                <span className="visually-hidden"> loan {r.loanNumber}</span>
              </Link>
            ),
          },
          { key: 'number', header: 'Loan no.', cell: (r) => <span className="nowrap">{r.loanNumber}</span> },
          {
            key: 'ltv',
            header: 'LTV now',
            cell: (r) => (
              <span className="nowrap">
                {percent(r.ltvBp)} <span className="muted">(max {percent(r.ratioBp)})</span>
              </span>
            ),
          },
          { key: 'gold', header: 'Gold worth', align: 'end', cell: (r) => <Money paise={r.goldValue} /> },
          { key: 'excess', header: 'To pay', align: 'end', cell: (r) => <Money paise={r.excess} /> },
        ]}
      />
    </Card>
  )
}
