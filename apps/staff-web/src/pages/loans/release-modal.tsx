import { isoDateOf } from '@gold/core/loans/loan-dates'
import { Alert, Button, Checkbox, DetailList, Modal, TextArea, TextField } from '@gold/ui'
import { useState } from 'react'
import { ConfirmGroup } from './confirm-group.tsx'
import { LoanDate, type LoanDetail } from './loan-outputs.tsx'
import { ReleaseDeadline } from './release-deadline.tsx'
import { useReleaseForm, type ReleaseForm } from './use-release-form.ts'

/** Hand the pledged gold back on a closed loan. */
export function ReleaseModal({ loan, onDone, onClose }: { loan: LoanDetail; onDone: () => void; onClose: () => void }) {
  const form = useReleaseForm({ loan, onDone })
  const [today] = useState(() => isoDateOf(new Date()))
  const close = () => {
    if (!form.pending) onClose()
  }
  return (
    <Modal open title={form.confirming ? 'Confirm the release' : 'Release the gold'} onClose={close}>
      <div className="stack">
        {loan.releaseDueBy && <ReleaseDeadline dueBy={loan.releaseDueBy} today={today} />}
        {form.confirming ? (
          <ConfirmStep form={form} loan={loan} today={today} />
        ) : (
          <FieldsStep form={form} onClose={close} />
        )}
      </div>
    </Modal>
  )
}

function FieldsStep({ form, onClose }: { form: ReleaseForm; onClose: () => void }) {
  const { values, set, text, touch } = form.fields
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label="Release the gold">
      <TextField
        label="Handed to"
        autoComplete="off"
        required
        {...text('releasedTo')}
        onBlur={() => touch('releasedTo')}
        hint="The borrower, or the person they authorised."
      />
      <Checkbox
        label="The packet seal was intact"
        checked={values.sealIntact}
        onChange={(e) => set('sealIntact', e.target.checked)}
      />
      <TextArea label="Note" {...text('note')} hint="Optional: anything the receipt should record." />
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Review release</Button>
      </div>
    </form>
  )
}

function ConfirmStep({ form, loan, today }: { form: ReleaseForm; loan: LoanDetail; today: string }) {
  const { releasedTo, sealIntact, note } = form.fields.values
  return (
    <ConfirmGroup label="Confirm the release" confirmLabel="Confirm release" form={form}>
      <DetailList
        items={[
          { label: 'Loan', value: loan.loanNumber },
          { label: 'Gold receipt', value: loan.goldReceiptNo ?? '—' },
          { label: 'Closed on', value: <LoanDate value={loan.closedOn} /> },
          { label: 'Released on', value: <LoanDate value={today} /> },
          { label: 'Handed to', value: releasedTo.trim() },
          { label: 'Packet seal', value: sealIntact ? 'Intact' : 'Not intact' },
          note.trim() !== '' && { label: 'Note', value: note.trim() },
        ]}
      />
      {!sealIntact && (
        <Alert tone="warning">The release receipt will record that the packet seal was not intact.</Alert>
      )}
      <p className="small muted">A release cannot be undone. A release receipt is issued.</p>
    </ConfirmGroup>
  )
}
