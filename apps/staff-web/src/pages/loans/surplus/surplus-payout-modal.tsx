import { LOAN_MODES, type LoanMode } from '@gold/core/loans/loan-input'
import { Alert, Button, DetailList, Modal, Money, Select, TextField } from '@gold/ui'
import { ConfirmGroup } from '../shared/confirm-group.tsx'
import { MODE_LABELS, type LoanDetail } from '../shared/loan-outputs.tsx'
import { paidBy } from '../shared/paid-by.ts'
import { useSurplusPayoutForm, type SurplusPayoutForm } from './use-surplus-payout-form.ts'

/** Pay the auction's surplus out to the borrower. */
export function SurplusPayoutModal({
  loan,
  onDone,
  onClose,
}: {
  loan: LoanDetail
  onDone: () => void
  onClose: () => void
}) {
  const form = useSurplusPayoutForm({ loan, onDone })
  const close = () => {
    if (!form.pending) onClose()
  }
  return (
    <Modal open title={form.confirming ? 'Confirm the payout' : 'Pay out the surplus'} onClose={close}>
      {form.confirming ? (
        <ConfirmStep form={form} loan={loan} />
      ) : (
        <FieldsStep form={form} loan={loan} onClose={close} />
      )}
    </Modal>
  )
}

function FieldsStep({ form, loan, onClose }: { form: SurplusPayoutForm; loan: LoanDetail; onClose: () => void }) {
  const { values, set, text, touch, errors, formError } = form.fields
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label="Pay out the surplus">
      <p>
        The auction of {loan.loanNumber} left <Money paise={loan.surplusOwed} /> owed to{' '}
        {loan.customer?.name ?? 'the borrower'}.
      </p>
      <Select
        label="Paid by"
        value={values.mode}
        onChange={(e) => {
          set('mode', e.target.value as LoanMode)
          touch('reference', false)
        }}
        error={errors.mode}
        options={LOAN_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
      />
      {values.mode !== 'Cash' && (
        <TextField
          label="Transaction reference"
          autoComplete="off"
          required
          {...text('reference')}
          onBlur={() => touch('reference')}
          hint="The UTR or UPI transaction id."
        />
      )}
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Review payout</Button>
      </div>
    </form>
  )
}

function ConfirmStep({ form, loan }: { form: SurplusPayoutForm; loan: LoanDetail }) {
  const { mode, reference } = form.fields.values
  return (
    <ConfirmGroup label="Confirm the payout" confirmLabel="Confirm payout" form={form}>
      <div>
        <p className="small muted">Hand to {loan.customer?.name ?? 'the borrower'}</p>
        <p className="payment-confirm-amount">
          <Money paise={loan.surplusOwed} /> <span className="muted">{paidBy(mode, reference)}</span>
        </p>
      </div>
      <DetailList
        items={[
          { label: 'Loan', value: loan.loanNumber },
          { label: 'Surplus of the auction', value: <Money paise={loan.surplusOwed} /> },
        ]}
      />
      <p className="small muted">A payout cannot be undone. The ledger records it.</p>
    </ConfirmGroup>
  )
}
