import { Alert, Badge, Button, DateText, Modal, Money, Select, Table, TextField, errorMessage } from '@gold/ui'
import { useEffect, useRef } from 'react'
import { usePaymentForm, type RecordedPayment } from './payment-form-model.ts'
import { outstandingOf, type SettlementLine } from './payment-settlement.ts'
import type { ValuationDetail, ValuationEmi } from './valuation-outputs.ts'

const EMI_STATUSES = ['Upcoming', 'Due Soon', 'Overdue', 'Paid'] as const
type Form = ReturnType<typeof usePaymentForm>

/** Record a payment against one installment: the fields, then a confirmation of what it settles. */
export function PaymentModal({
  v,
  emi,
  onDone,
  onClose,
}: {
  v: ValuationDetail
  emi: ValuationEmi
  onDone: (paid: RecordedPayment | null) => void
  onClose: () => void
}) {
  const form = usePaymentForm({ v, emi, onDone })
  // Closing mid-request would hide whether the payment went through.
  const close = () => {
    if (!form.pending) onClose()
  }
  return (
    <Modal open title={form.settlement ? 'Confirm the payment' : 'Record an EMI payment'} onClose={close}>
      {form.settlement ? (
        <ConfirmStep form={form} borrower={v.customer.name} />
      ) : (
        <FieldsStep form={form} emi={emi} onClose={close} />
      )}
    </Modal>
  )
}

function InstallmentLine({ emi }: { emi: ValuationEmi }) {
  const paidSoFar = emi.paidAmountPaise
  return (
    <p>
      Installment due{' '}
      <strong>
        <DateText value={emi.dueDate} />
      </strong>{' '}
      for{' '}
      <strong>
        <Money paise={emi.amountPaise} />
      </strong>
      {paidSoFar > 0 && (
        <>
          : <Money paise={paidSoFar} /> received so far,{' '}
          <strong>
            <Money paise={outstandingOf(emi)} />
          </strong>{' '}
          still due
        </>
      )}
      .
    </p>
  )
}

function FieldsStep({ form, emi, onClose }: { form: Form; emi: ValuationEmi; onClose: () => void }) {
  const { values, set, text, touch } = form.fields
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label="Record an EMI payment">
      <InstallmentLine emi={emi} />
      <Select
        label="New status"
        value={values.status}
        onChange={(e) => set('status', e.target.value)}
        options={EMI_STATUSES.map((s) => ({ value: s, label: s }))}
      />
      {form.paying && (
        <>
          <TextField
            label="Amount received (₹)"
            inputMode="decimal"
            autoComplete="off"
            {...text('received')}
            onBlur={() => touch('received')}
            hint="Like 20,000 or 20,000.50. Less than the installment leaves it partly paid; more goes to the next installments."
          />
          <Select
            label="Payment mode"
            value={values.mode}
            onChange={(e) => form.setMode(e.target.value)}
            options={[
              { value: 'Cash', label: 'Cash' },
              { value: 'Online', label: 'Online' },
            ]}
          />
          {values.mode === 'Online' && (
            <TextField label="Payment reference" {...text('reference')} hint="UPI or bank transaction id." />
          )}
        </>
      )}
      {form.error && <Alert tone="danger">{errorMessage(form.error)}</Alert>}
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" busy={form.pending}>
          {form.paying ? 'Record payment' : 'Update status'}
        </Button>
      </div>
    </form>
  )
}

function AfterPayment({ line }: { line: SettlementLine }) {
  if (line.becomesPaid) return <Badge tone="success">Paid</Badge>
  return (
    <span className="row">
      <Badge tone="warning">Partly paid</Badge>
      <span>
        <Money paise={line.outstandingPaise} /> still due
      </span>
    </span>
  )
}

function ConfirmStep({ form, borrower }: { form: Form; borrower: string }) {
  const s = form.settlement!
  const { mode, reference } = form.fields.values
  const region = useRef<HTMLDivElement>(null)
  // Focus the summary, not the Confirm button, so a second Enter cannot record the payment unread.
  useEffect(() => region.current?.focus(), [])
  return (
    <div className="form payment-confirm" role="group" aria-label="Confirm the payment" tabIndex={-1} ref={region}>
      <div>
        <p className="small muted">Received from {borrower}</p>
        <p className="payment-confirm-amount">
          <Money paise={s.receivedPaise} />{' '}
          <span className="muted">
            {mode === 'Online' ? `online${reference.trim() ? ` · ${reference.trim()}` : ''}` : 'in cash'}
          </span>
        </p>
      </div>
      <Table<SettlementLine>
        caption="What this payment settles"
        rows={s.lines}
        rowKey={(l) => l.emi.id}
        columns={[
          { key: 'due', header: 'Installment due', primary: true, cell: (l) => <DateText value={l.emi.dueDate} /> },
          { key: 'applied', header: 'Applied', align: 'end', cell: (l) => <Money paise={l.appliedPaise} /> },
          { key: 'after', header: 'After this payment', cell: (l) => <AfterPayment line={l} /> },
        ]}
      />
      {s.excessPaise > 0 && (
        <Alert
          tone="warning"
          title={
            <>
              <Money paise={s.excessPaise} /> more than the loan still owes
            </>
          }
        >
          It is recorded on the receipt as excess. Return it to the borrower or correct the amount.
        </Alert>
      )}
      <p className="small muted">A recorded payment cannot be undone. The borrower is sent a receipt.</p>
      {form.error && <Alert tone="danger">{errorMessage(form.error)}</Alert>}
      <div className="form-actions">
        <Button variant="secondary" onClick={form.back} disabled={form.pending}>
          Back
        </Button>
        <Button onClick={form.confirm} busy={form.pending}>
          Confirm payment
        </Button>
      </div>
    </div>
  )
}

/** Shown on the schedule once a payment is recorded: what it settled, in the clerk's words. */
export function PaymentRecorded({ paid, onDismiss }: { paid: RecordedPayment; onDismiss: () => void }) {
  const partly = paid.lines.find((l) => !l.becomesPaid)
  const fullyPaid = paid.lines.filter((l) => l.becomesPaid)
  return (
    <Alert
      tone="success"
      title={
        <>
          Payment of <Money paise={paid.receivedPaise} /> recorded ({paid.mode === 'Online' ? 'online' : 'cash'})
        </>
      }
      action={
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      {fullyPaid.length > 0 && (
        <>
          Paid in full: {fullyPaid.length === 1 ? 'installment' : 'installments'} due{' '}
          {fullyPaid.map((l, i) => (
            <span key={l.emi.id}>
              {i > 0 && ', '}
              <DateText value={l.emi.dueDate} />
            </span>
          ))}
          .{' '}
        </>
      )}
      {partly && (
        <>
          Partly paid: installment due <DateText value={partly.emi.dueDate} />,{' '}
          <Money paise={partly.outstandingPaise} /> still due.{' '}
        </>
      )}
      {paid.excessPaise > 0 && (
        <>
          Excess: <Money paise={paid.excessPaise} />.{' '}
        </>
      )}
      The borrower is sent a receipt.
    </Alert>
  )
}
