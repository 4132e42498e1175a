import { Badge, Button, Card, DateText, EmptyState, Money, StatusBadge, Table } from '@gold/ui'
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
  const unpaid = v.emiRecords.filter((e) => e.status !== 'Paid')
  const outstanding = unpaid.reduce((s, e) => s + Math.round(outstandingOf(e) * 100), 0) / 100
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
            {v.emiRecords.length - unpaid.length} of {v.emiRecords.length} paid · outstanding{' '}
            <strong>
              <Money rupees={outstanding} />
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
            {
              key: 'status',
              header: 'Status',
              cell: (e) => (
                <span className="emi-status">
                  <StatusBadge status={e.status} />
                  {isPartlyPaid(e) && <Badge tone="warning">Partly paid</Badge>}
                </span>
              ),
            },
            { key: 'paid', header: 'Paid on', cell: (e) => (e.paidAt ? <DateText value={e.paidAt} /> : '—') },
            {
              key: 'action',
              header: 'Action',
              cell: (e) =>
                e.status === 'Paid' ? (
                  <span className="muted small">Receipt issued</span>
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

const isPartlyPaid = (e: ValuationEmi) => e.status !== 'Paid' && (e.paidAmount ?? 0) > 0

/** The scheduled amount; for a partly paid installment also what is still due. */
function EmiAmount({ emi }: { emi: ValuationEmi }) {
  if (!isPartlyPaid(emi)) return <Money rupees={emi.amount} />
  return (
    <span className="emi-amount">
      <Money rupees={emi.amount} />
      <span className="small muted">
        <Money rupees={outstandingOf(emi)} /> due
      </span>
    </span>
  )
}
