import { installmentSummary } from '@gold/core/loans/loan-installments'
import { Card, EmptyState, InstallmentBadge, Money, Table } from '@gold/ui'
import { LoanDate, type LoanDetail } from '../shared/loan-outputs.tsx'

type Row = LoanDetail['installments'][number]

/**
 * The schedule as it happened (the borrower's portal shows the same): each installment with the
 * money that reached it and its state, so a renewal or an early closure never reads as paid.
 */
export function LoanScheduleCard({ loan }: { loan: LoanDetail }) {
  return (
    <Card
      title="Schedule"
      actions={
        loan.installments.length > 0 && (
          <span className="small muted">
            {installmentSummary(loan.installments, loan.scheduleEnding, loan.renewedToNumber)}
          </span>
        )
      }
    >
      <Table<Row>
        caption="Schedule"
        rows={loan.installments}
        rowKey={(d) => String(d.no)}
        empty={<EmptyState title="No dues" />}
        columns={[
          { key: 'no', header: 'No.', cell: (d) => d.no },
          { key: 'due', header: 'Due on', primary: true, cell: (d) => <LoanDate value={d.dueOn} /> },
          { key: 'amount', header: 'Amount', align: 'end', cell: (d) => <Money paise={d.amount} /> },
          { key: 'paid', header: 'Paid', align: 'end', cell: (d) => <Money paise={d.paid} /> },
          {
            key: 'state',
            header: 'State',
            cell: (d) => <InstallmentBadge state={d.state} ending={loan.scheduleEnding} />,
          },
        ]}
      />
    </Card>
  )
}
