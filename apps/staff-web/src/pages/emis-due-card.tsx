import { Card, DateText, EmptyState, Link, Money, StatusBadge, Table } from '@gold/ui'
import { trpc, type RouterOutputs } from '../trpc.ts'

type DueEmi = RouterOutputs['valuations']['emisDue']['emis'][number]
const LIMIT = 20

/** Unpaid installments that are overdue or due within a week (the server syncs statuses first), most overdue first. */
export function EmisDueCard() {
  const due = trpc.valuations.emisDue.useQuery(undefined, { refetchInterval: 300_000 })
  if (!due.data) return null
  const rows = due.data.emis
  const overdue = rows.filter((e) => e.status === 'Overdue').length
  return (
    <Card
      title="EMIs due soon and overdue"
      actions={
        rows.length > 0 && (
          <span className="small muted">
            {overdue} overdue · {rows.length - overdue} due soon
          </span>
        )
      }
    >
      <div className="stack-sm">
        <Table<DueEmi>
          caption="EMIs due soon and overdue"
          rows={rows}
          rowKey={(e) => e.id}
          empty={
            <EmptyState title="Nothing due this week">No installment is overdue or due in the next 7 days.</EmptyState>
          }
          columns={[
            {
              key: 'borrower',
              header: 'Borrower',
              primary: true,
              cell: (e) => <Link to={`/borrowers/${e.customerId}`}>{e.customerName}</Link>,
            },
            { key: 'due', header: 'Due date', cell: (e) => <DateText value={e.dueDate} /> },
            { key: 'amount', header: 'Amount', align: 'end', cell: (e) => <Money rupees={e.amount} /> },
            { key: 'status', header: 'Status', cell: (e) => <StatusBadge status={e.status} /> },
            {
              key: 'valuation',
              header: 'Valuation',
              cell: (e) => (
                <Link to={`/valuations/${e.valuationId}`}>
                  Open<span className="visually-hidden"> the valuation of {e.customerName}</span>
                </Link>
              ),
            },
          ]}
        />
        {rows.length >= LIMIT && <p className="small muted">Showing the {LIMIT} earliest.</p>}
      </div>
    </Card>
  )
}
