import { LOAN_MODES, type LoanMode } from '@gold/core/loans/loan-input'
import { Alert, Button, Modal, Money, Select, TextField } from '@gold/ui'
import { AllocationTable } from '../shared/allocation-table.tsx'
import { ConfirmGroup } from '../shared/confirm-group.tsx'
import { LoanDate, MODE_LABELS, type LoanDetail } from '../shared/loan-outputs.tsx'
import { paidBy } from '../shared/paid-by.ts'
import { useLoanPaymentForm, type LoanPaymentForm, type RecordedLoanPayment } from './use-loan-payment-form.ts'

/** Record a payment on a loan: the fields, then a confirmation of how it is split. */
export function LoanPaymentModal({
  loan,
  onDone,
  onClose,
}: {
  loan: LoanDetail
  onDone: (payment: RecordedLoanPayment) => void
  onClose: () => void
}) {
  const form = useLoanPaymentForm({ loan, onDone })
  // Closing mid-request would hide whether the payment went through.
  const close = () => {
    if (!form.pending) onClose()
  }
  return (
    <Modal open title={form.preview ? 'Confirm the payment' : 'Record a loan payment'} onClose={close}>
      {form.preview ? (
        <ConfirmStep form={form} borrower={loan.customer?.name ?? 'the borrower'} />
      ) : (
        <FieldsStep form={form} loan={loan} onClose={close} />
      )}
    </Modal>
  )
}

function FieldsStep({ form, loan, onClose }: { form: LoanPaymentForm; loan: LoanDetail; onClose: () => void }) {
  const { values, set, text, touch, errors, formError } = form.fields
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label="Record a loan payment">
      <p>
        Loan <strong>{loan.loanNumber}</strong>: <Money paise={loan.outstanding.total} /> closes it today.
      </p>
      <TextField
        label="Amount received (₹)"
        inputMode="decimal"
        autoComplete="off"
        {...text('amount')}
        onBlur={() => {
          touch('amount')
          touch('mode')
        }}
        hint="Like 20,000 or 20,000.50. It goes to penal charges first, then interest, then principal."
      />
      <Select
        label="Payment mode"
        value={values.mode}
        onChange={(e) => {
          set('mode', e.target.value as LoanMode)
          touch('mode')
        }}
        error={errors.mode}
        options={LOAN_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
      />
      {values.mode !== 'Cash' && (
        <TextField label="Transaction reference" autoComplete="off" {...text('reference')} hint="The UTR or UPI id." />
      )}
      <TextField label="Paid on" type="date" max={form.today} {...text('paidOn')} />
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={form.quoting}>
          Review payment
        </Button>
      </div>
    </form>
  )
}

function ConfirmStep({ form, borrower }: { form: LoanPaymentForm; borrower: string }) {
  const p = form.preview!
  const { mode, reference } = form.fields.values
  return (
    <ConfirmGroup label="Confirm the payment" confirmLabel="Confirm payment" form={form}>
      <div>
        <p className="small muted">
          Received from {borrower} on <LoanDate value={p.quote.asOf} />
        </p>
        <p className="payment-confirm-amount">
          <Money paise={p.amount} /> <span className="muted">{paidBy(mode, reference)}</span>
        </p>
      </div>
      <AllocationTable
        caption="How this payment is applied"
        appliedHeader="This payment"
        due={p.quote}
        applied={p.allocation}
        left={p.after}
      />
      {p.closes ? (
        <Alert tone="success" title="This payment closes the loan">
          The gold must be handed back within 7 working days.
        </Alert>
      ) : (
        <p>
          Still to pay after this payment:{' '}
          <strong>
            <Money paise={p.after.total} />
          </strong>
        </p>
      )}
      <p className="small muted">A recorded payment cannot be undone. A receipt is issued for it.</p>
    </ConfirmGroup>
  )
}
