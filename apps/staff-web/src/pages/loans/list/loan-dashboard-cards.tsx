import { Badge, Card, EmptyState, Link, Money, Table } from '@gold/ui'
import { trpc } from '../../../trpc.ts'
import { LoanDate, plural, type LoanDashboard, type LoanRow } from '../shared/loan-outputs.tsx'

type Awaiting = LoanDashboard['awaitingRelease'][number]

/** Closed loans whose gold is still in the shop, and loans past due; the card is left out until it loads. */
export function LoanDashboardCards() {
  const dashboard = trpc.loans.dashboard.useQuery(undefined, { refetchInterval: 300_000 })
  if (!dashboard.data) return null
  return (
    <div className="grid cols-2">
      <AwaitingReleaseCard rows={dashboard.data.awaitingRelease} />
      <OverdueLoansCard rows={dashboard.data.overdue} />
    </div>
  )
}

function DaysLeft({ daysLeft }: { daysLeft: number | null }) {
  if (daysLeft === null) return <span className="muted">—</span>
  if (daysLeft < 0) return <Badge tone="danger">{plural(-daysLeft, 'day')} late</Badge>
  if (daysLeft === 0) return <Badge tone="warning">Due today</Badge>
  return <Badge tone={daysLeft <= 2 ? 'warning' : 'neutral'}>{plural(daysLeft, 'day')} left</Badge>
}

const LoanLink = ({ loan }: { loan: LoanRow }) => (
  <Link to={`/loans/${loan.id}`}>
    {loan.customer?.name ?? loan.loanNumber}
    <span className="visually-hidden"> loan {loan.loanNumber}</span>
  </Link>
)

function AwaitingReleaseCard({ rows }: { rows: readonly Awaiting[] }) {
  const late = rows.filter((r) => r.daysLeft !== null && r.daysLeft < 0).length
  return (
    <Card title="Awaiting release" actions={late > 0 && <Badge tone="danger">{late} overdue</Badge>}>
      <Table<Awaiting>
        caption="Gold awaiting release"
        rows={rows}
        rowKey={(r) => r.loan.id}
        empty={
          <EmptyState title="Nothing to hand back">No closed loan is waiting for its gold to be released.</EmptyState>
        }
        columns={[
          { key: 'borrower', header: 'Borrower', primary: true, cell: (r) => <LoanLink loan={r.loan} /> },
          { key: 'number', header: 'Loan no.', cell: (r) => <span className="nowrap">{r.loan.loanNumber}</span> },
          { key: 'due', header: 'Release by', cell: (r) => <LoanDate value={r.releaseDueBy} /> },
          { key: 'left', header: 'Days left', cell: (r) => <DaysLeft daysLeft={r.daysLeft} /> },
        ]}
      />
    </Card>
  )
}

function OverdueLoansCard({ rows }: { rows: readonly LoanRow[] }) {
  return (
    <Card title="Overdue loans" actions={rows.length > 0 && <Link to="/loans?overdue=1">View all</Link>}>
      <Table<LoanRow>
        caption="Overdue loans"
        rows={rows}
        rowKey={(l) => l.id}
        empty={<EmptyState title="No overdue loans">Every open loan is paid up to its schedule.</EmptyState>}
        columns={[
          { key: 'borrower', header: 'Borrower', primary: true, cell: (l) => <LoanLink loan={l} /> },
          { key: 'number', header: 'Loan no.', cell: (l) => <span className="nowrap">{l.loanNumber}</span> },
          { key: 'dpd', header: 'Past due', cell: (l) => <Badge tone="danger">{plural(l.daysPastDue, 'day')}</Badge> },
          { key: 'total', header: 'To close', align: 'end', cell: (l) => <Money paise={l.outstanding.total} /> },
        ]}
      />
    </Card>
  )
}
