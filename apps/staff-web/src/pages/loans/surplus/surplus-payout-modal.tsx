import { LOAN_MODES, type LoanMode } from '@gold/core/loans/loan-input'
import { Fragment, type ReactNode } from 'react'
import { Alert, Button, DetailList, Modal, Money, Select, TextField } from '@gold/ui'
import { ConfirmGroup } from '../shared/confirm-group.tsx'
import { MODE_LABELS } from '../shared/loan-outputs.tsx'
import { paidBy } from '../shared/paid-by.ts'
import { useSurplusPayoutForm, type PayoutKind, type SurplusPayoutForm } from './use-surplus-payout-form.ts'

/**
 * Money handed over at the counter outside a payment: what is owed to the borrower (the auction's
 * surplus, the compensation for a late release) or the valuation fee taken from them. `id` is the
 * loan's or the valuation's, `reference` how the shop names it, `party` the borrower.
 */
export type Payout = { kind: PayoutKind; id: string; reference: string; party: string; amountPaise: number }

type Words = { title: string; intro: string; row: string; subject: string; to: string; verb: string }

const WORDS: Record<PayoutKind, Words> = {
  surplus: {
    title: 'Pay out the surplus',
    intro: 'The auction of {ref} left {amount} owed to {party}.',
    row: 'Surplus of the auction',
    subject: 'Loan',
    to: 'Hand to',
    verb: 'payout',
  },
  compensation: {
    title: 'Pay the release compensation',
    intro: 'The late release of {ref} left {amount} owed to {party}.',
    row: 'Compensation for the delay',
    subject: 'Loan',
    to: 'Hand to',
    verb: 'payout',
  },
  fee: {
    title: 'Record the valuation fee',
    intro: 'The valuation of {ref} charged {party} a fee of {amount}.',
    row: 'Valuation fee',
    subject: 'Valuation of',
    to: 'Received from',
    verb: 'fee',
  },
}

/** The intro sentence with the reference, the amount (as money) and the party put in. */
function Intro({ payout }: { payout: Payout }) {
  const parts = WORDS[payout.kind].intro.split(/(\{\w+\})/)
  const fill: Record<string, ReactNode> = {
    '{ref}': payout.reference,
    '{party}': payout.party,
    '{amount}': <Money paise={payout.amountPaise} />,
  }
  return (
    <p>
      {parts.map((p, i) => (
        <Fragment key={i}>{fill[p] ?? p}</Fragment>
      ))}
    </p>
  )
}

/** Hand money over (or take the fee) by a mode, read back before it is recorded. */
export function SurplusPayoutModal({
  payout,
  onDone,
  onClose,
}: {
  payout: Payout
  onDone: () => void
  onClose: () => void
}) {
  const form = useSurplusPayoutForm({ id: payout.id, kind: payout.kind, onDone })
  const close = () => {
    if (!form.pending) onClose()
  }
  const confirmTitle = `Confirm the ${WORDS[payout.kind].verb}`
  return (
    <Modal open title={form.confirming ? confirmTitle : WORDS[payout.kind].title} onClose={close}>
      {form.confirming ? (
        <ConfirmStep form={form} payout={payout} />
      ) : (
        <FieldsStep form={form} payout={payout} onClose={close} />
      )}
    </Modal>
  )
}

type StepProps = { form: SurplusPayoutForm; payout: Payout }

function FieldsStep({ form, payout, onClose }: StepProps & { onClose: () => void }) {
  const { values, set, text, touch, errors, formError } = form.fields
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label={WORDS[payout.kind].title}>
      <Intro payout={payout} />
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
        <Button type="submit">Review {WORDS[payout.kind].verb}</Button>
      </div>
    </form>
  )
}

function ConfirmStep({ form, payout }: StepProps) {
  const words = WORDS[payout.kind]
  const { mode, reference } = form.fields.values
  return (
    <ConfirmGroup label={`Confirm the ${words.verb}`} confirmLabel={`Confirm ${words.verb}`} form={form}>
      <div>
        <p className="small muted">
          {words.to} {payout.party}
        </p>
        <p className="payment-confirm-amount">
          <Money paise={payout.amountPaise} /> <span className="muted">{paidBy(mode, reference)}</span>
        </p>
      </div>
      <DetailList
        items={[
          { label: words.subject, value: payout.reference },
          { label: words.row, value: <Money paise={payout.amountPaise} /> },
        ]}
      />
      <p className="small muted">This cannot be undone. The books record it.</p>
    </ConfirmGroup>
  )
}
