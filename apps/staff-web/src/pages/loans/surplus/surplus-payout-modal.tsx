import { LOAN_MODES, type LoanMode } from '@gold/core/loans/loan-input'
import { Alert, Button, DetailList, Modal, Money, Select, TextField } from '@gold/ui'
import { ConfirmGroup } from '../shared/confirm-group.tsx'
import { MODE_LABELS, type LoanDetail } from '../shared/loan-outputs.tsx'
import { paidBy } from '../shared/paid-by.ts'
import { useSurplusPayoutForm, type PayoutKind, type SurplusPayoutForm } from './use-surplus-payout-form.ts'

/** Money owed to the borrower and paid out from the loan page: how much, and the words around it. */
export type Payout = { kind: PayoutKind; amountPaise: number }

const WORDS = {
  surplus: { title: 'Pay out the surplus', owed: 'The auction of', row: 'Surplus of the auction' },
  compensation: {
    title: 'Pay the release compensation',
    owed: 'The late release of',
    row: 'Compensation for the delay',
  },
} satisfies Record<PayoutKind, Record<string, string>>

/** Pay the auction's surplus, or the compensation for a late release, out to the borrower. */
export function SurplusPayoutModal({
  loan,
  payout,
  onDone,
  onClose,
}: {
  loan: LoanDetail
  payout: Payout
  onDone: () => void
  onClose: () => void
}) {
  const form = useSurplusPayoutForm({ loan, kind: payout.kind, onDone })
  const close = () => {
    if (!form.pending) onClose()
  }
  return (
    <Modal open title={form.confirming ? 'Confirm the payout' : WORDS[payout.kind].title} onClose={close}>
      {form.confirming ? (
        <ConfirmStep form={form} loan={loan} payout={payout} />
      ) : (
        <FieldsStep form={form} loan={loan} payout={payout} onClose={close} />
      )}
    </Modal>
  )
}

type StepProps = { form: SurplusPayoutForm; loan: LoanDetail; payout: Payout }

function FieldsStep({ form, loan, payout, onClose }: StepProps & { onClose: () => void }) {
  const { values, set, text, touch, errors, formError } = form.fields
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label={WORDS[payout.kind].title}>
      <p>
        {WORDS[payout.kind].owed} {loan.loanNumber} left <Money paise={payout.amountPaise} /> owed to{' '}
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

function ConfirmStep({ form, loan, payout }: StepProps) {
  const { mode, reference } = form.fields.values
  return (
    <ConfirmGroup label="Confirm the payout" confirmLabel="Confirm payout" form={form}>
      <div>
        <p className="small muted">Hand to {loan.customer?.name ?? 'the borrower'}</p>
        <p className="payment-confirm-amount">
          <Money paise={payout.amountPaise} /> <span className="muted">{paidBy(mode, reference)}</span>
        </p>
      </div>
      <DetailList
        items={[
          { label: 'Loan', value: loan.loanNumber },
          { label: WORDS[payout.kind].row, value: <Money paise={payout.amountPaise} /> },
        ]}
      />
      <p className="small muted">A payout cannot be undone. The ledger records it.</p>
    </ConfirmGroup>
  )
}
