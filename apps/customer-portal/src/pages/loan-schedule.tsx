import { installmentSummary } from '@gold/core/loans/loan-installments'
import { Card, InstallmentBadge, Money, Table } from '@gold/ui'
import { LoanDate, type PortalLoan } from './loan-parts.tsx'

/**
 * The schedule as it happened: each installment with what was really paid on it and its state
 * (paid, due, overdue, carried to the new loan, settled at closure), counted in one line.
 */
export function LoanSchedule({ loan: l }: { loan: PortalLoan }) {
  return (
    <Card title="Schedule">
      <div className="stack-sm">
        {l.installments.length > 0 && (
          <p className="small">{installmentSummary(l.installments, l.scheduleEnding, l.renewedToNumber)}</p>
        )}
        <Table
          caption="Repayment schedule"
          rows={l.installments}
          rowKey={(d) => String(d.no)}
          columns={[
            { key: 'due', header: 'Due date', primary: true, cell: (d) => <LoanDate value={d.dueOn} /> },
            { key: 'amount', header: 'Amount', align: 'end', cell: (d) => <Money paise={d.amount} /> },
            { key: 'paid', header: 'Paid', align: 'end', cell: (d) => <Money paise={d.paid} /> },
            {
              key: 'status',
              header: 'Status',
              cell: (d) => <InstallmentBadge state={d.state} ending={l.scheduleEnding} />,
            },
          ]}
        />
      </div>
    </Card>
  )
}
