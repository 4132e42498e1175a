import { isOwedState } from '@gold/core/loans/emi-installment-state'
import { installmentSummary } from '@gold/core/loans/loan-installments'
import { sumPaise } from '@gold/core/shared/money'
import { Badge, Button, Card, DateText, EmptyState, InstallmentBadge, Money, StatusBadge, Table } from '@gold/ui'
import { useState } from 'react'
import { AddEmiModal } from './add-emi-modal.tsx'
import type { RecordedPayment } from './payment-form-model.ts'
import { PaymentModal, PaymentRecorded } from './payment-modal.tsx'
import { outstandingOf } from './payment-settlement.ts'
import type { ValuationDetail, ValuationEmi } from './valuation-outputs.ts'

export function EmiScheduleCard({ v }: { v: ValuationDetail }) {
  const [paying, setPaying] = useState<ValuationEmi | null>(null)
  const [adding, setAdding] = useState(false)
  const [recorded, setRecorded] = useState<RecordedPayment | null>(null)
  const outstandingPaise = sumPaise(v.emiRecords.map((e) => e.outstandingPaise))
  // The records of a loan's schedule read as the loan page does: a closure marks them all Paid.
  const ending = v.emiRecords.find((e) => e.loanNumber !== null)?.scheduleEnding ?? 'open'
  return (
    <Card
      title="EMI schedule"
      actions={
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add EMI
        </Button>
      }
    >
      <div className="stack-sm">
        {recorded && <PaymentRecorded paid={recorded} onDismiss={() => setRecorded(null)} />}
        {v.emiRecords.length > 0 && (
          <p className="small">
            {installmentSummary(v.emiRecords, ending)} · outstanding{' '}
            <strong>
              <Money paise={outstandingPaise} />
            </strong>
          </p>
        )}
        <Table<ValuationEmi>
          caption="EMI schedule"
          rows={v.emiRecords}
          rowKey={(e) => e.id}
          empty={
            <EmptyState title="No EMIs">
              {v.type === 'loan'
                ? 'This loan has no repayment schedule.'
                : 'Only loan valuations have a schedule, but you can add an EMI by hand.'}
            </EmptyState>
          }
          columns={[
            { key: 'due', header: 'Due date', primary: true, cell: (e) => <DateText value={e.dueDate} /> },
            { key: 'amount', header: 'Amount', align: 'end', cell: (e) => <EmiAmount emi={e} /> },
            { key: 'paid', header: 'Paid', align: 'end', cell: (e) => <Money paise={e.paidAmountPaise} /> },
            {
              key: 'status',
              header: 'Status',
              cell: (e) =>
                e.loanNumber !== null ? (
                  <InstallmentBadge state={e.state} ending={e.scheduleEnding} />
                ) : (
                  <span className="emi-status">
                    <StatusBadge status={e.status} />
                    {isPartlyPaid(e) && <Badge tone="warning">Partly paid</Badge>}
                  </span>
                ),
            },
            {
              key: 'paid-on',
              header: 'Paid on',
              cell: (e) => (e.paidAt && e.paidAmountPaise > 0 ? <DateText value={e.paidAt} /> : '—'),
            },
            {
              key: 'action',
              header: 'Action',
              cell: (e) =>
                !isOwedState(e.state) ? (
                  <span className="muted small">{e.state === 'paid' ? 'Receipt issued' : 'Nothing to pay'}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      setRecorded(null)
                      setPaying(e)
                    }}
                  >
                    Record payment
                    <span className="visually-hidden">
                      {' '}
                      for <DateText value={e.dueDate} />
                    </span>
                  </Button>
                ),
            },
          ]}
        />
      </div>
      {paying && (
        <PaymentModal
          v={v}
          emi={paying}
          onClose={() => setPaying(null)}
          onDone={(paid) => {
            setPaying(null)
            setRecorded(paid)
          }}
        />
      )}
      <AddEmiModal open={adding} v={v} onClose={() => setAdding(false)} />
    </Card>
  )
}

const isPartlyPaid = (e: ValuationEmi) => e.status !== 'Paid' && e.paidAmountPaise > 0

/** The scheduled amount; for a partly paid installment also what is still due. */
function EmiAmount({ emi }: { emi: ValuationEmi }) {
  if (!isPartlyPaid(emi)) return <Money paise={emi.amountPaise} />
  return (
    <span className="emi-amount">
      <Money paise={emi.amountPaise} />
      <span className="small muted">
        <Money paise={outstandingOf(emi)} /> due
      </span>
    </span>
  )
}
