import { Badge, Card, EmptyState, Money, Table } from '@gold/ui'
import { LoanDate, type LoanDetail } from './loan-outputs.tsx'

type Due = LoanDetail['schedule'][number]

/** The schedule with what the payments so far cover (a due is covered once the payments reach it). */
export function LoanScheduleCard({ loan }: { loan: LoanDetail }) {
  const covered = loan.schedule.filter((d) => d.covered).length
  const rows = loan.schedule.map((d, i) => ({ ...d, no: i + 1 }))
  return (
    <Card
      title="Schedule"
      actions={
        loan.schedule.length > 0 && (
          <span className="small muted">
            {covered} of {loan.schedule.length} covered
          </span>
        )
      }
    >
      <Table<Due & { no: number }>
        caption="Schedule"
        rows={rows}
        rowKey={(d) => String(d.no)}
        empty={<EmptyState title="No dues" />}
        columns={[
          { key: 'no', header: 'No.', cell: (d) => d.no },
          { key: 'due', header: 'Due on', primary: true, cell: (d) => <LoanDate value={d.dueOn} /> },
          { key: 'amount', header: 'Amount', align: 'end', cell: (d) => <Money paise={d.amount} /> },
          {
            key: 'covered',
            header: 'Covered',
            cell: (d) =>
              d.covered ? (
                <Badge tone="success">Covered</Badge>
              ) : loan.nextDue?.dueOn === d.dueOn && loan.daysPastDue > 0 ? (
                <Badge tone="danger">Overdue</Badge>
              ) : (
                <Badge tone="neutral">Not yet</Badge>
              ),
          },
        ]}
      />
    </Card>
  )
}
