import { Card, InstallmentBadge, installmentText, Money, Table, useT } from '@gold/ui'
import { loanTermsText } from '../i18n/loan-terms-text.ts'
import { LoanDate, type PortalLoan } from './loan-parts.tsx'

/**
 * The schedule as it happened: each installment with what was really paid on it and its state
 * (paid, due, overdue, carried to the new loan, settled at closure), counted in one line.
 */
export function LoanSchedule({ loan: l }: { loan: PortalLoan }) {
  const t = useT(loanTermsText)
  const installments = useT(installmentText)
  return (
    <Card title={t.schedule}>
      <div className="stack-sm">
        {l.installments.length > 0 && (
          <p className="small">{installments.summary(l.installments, l.scheduleEnding, l.renewedToNumber)}</p>
        )}
        <Table
          caption={t.scheduleCaption}
          rows={l.installments}
          rowKey={(d) => String(d.no)}
          columns={[
            { key: 'due', header: t.dueDate, primary: true, cell: (d) => <LoanDate value={d.dueOn} /> },
            { key: 'amount', header: t.amount, align: 'end', cell: (d) => <Money paise={d.amount} /> },
            { key: 'paid', header: t.paid, align: 'end', cell: (d) => <Money paise={d.paid} /> },
            {
              key: 'status',
              header: t.status,
              cell: (d) => <InstallmentBadge state={d.state} ending={l.scheduleEnding} />,
            },
          ]}
        />
      </div>
    </Card>
  )
}
