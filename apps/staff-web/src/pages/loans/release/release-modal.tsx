import { isoDateOf } from '@gold/core/shared/india-calendar'
import { type PledgePacket, packetWords, sealQuestion, sealStatement } from '@gold/core/loans/pledge-packet'
import { Alert, Button, Checkbox, DetailList, Modal, TextArea, TextField } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../../trpc.ts'
import { ConfirmGroup } from '../shared/confirm-group.tsx'
import { LoanDate, type LoanDetail } from '../shared/loan-outputs.tsx'
import { ReleaseDeadline } from './release-deadline.tsx'
import { useReleaseForm, type ReleaseForm } from './use-release-form.ts'

/** Hand the pledged gold back on a closed loan. */
export function ReleaseModal({ loan, onDone, onClose }: { loan: LoanDetail; onDone: () => void; onClose: () => void }) {
  const form = useReleaseForm({ loan, onDone })
  const [today] = useState(() => isoDateOf(new Date()))
  // The packet and seal were recorded (or not) on the valuation; a seal never recorded cannot be checked.
  const valuation = trpc.valuations.get.useQuery({ id: loan.valuationId })
  const packet: PledgePacket | undefined = valuation.data
    ? { packetNo: valuation.data.packetNo ?? null, sealNo: valuation.data.sealNo ?? null }
    : valuation.isError
      ? { packetNo: null, sealNo: null }
      : undefined
  const close = () => {
    if (!form.pending) onClose()
  }
  return (
    <Modal open title={form.confirming ? 'Confirm the release' : 'Release the gold'} onClose={close}>
      <div className="stack">
        {loan.releaseDueBy && <ReleaseDeadline dueBy={loan.releaseDueBy} today={today} />}
        {form.confirming ? (
          <ConfirmStep form={form} loan={loan} today={today} packet={packet} />
        ) : (
          <FieldsStep form={form} onClose={close} packet={packet} />
        )}
      </div>
    </Modal>
  )
}

function FieldsStep({
  form,
  onClose,
  packet,
}: {
  form: ReleaseForm
  onClose: () => void
  packet: PledgePacket | undefined
}) {
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
      {packet === undefined ? (
        <p className="small muted">Reading the pledge packet…</p>
      ) : packetWords(packet) ? (
        <Checkbox
          label={sealQuestion(packet)}
          checked={values.sealIntact}
          onChange={(e) => set('sealIntact', e.target.checked)}
        />
      ) : (
        <p className="small">No pledge packet or seal was recorded for this gold.</p>
      )}
      <TextArea label="Note" {...text('note')} hint="Optional: anything the receipt should record." />
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={packet === undefined}>
          Review release
        </Button>
      </div>
    </form>
  )
}

function ConfirmStep({
  form,
  loan,
  today,
  packet,
}: {
  form: ReleaseForm
  loan: LoanDetail
  today: string
  packet: PledgePacket | undefined
}) {
  const { releasedTo, note } = form.fields.values
  const recorded = packet ? packetWords(packet) : null
  const sealIntact = recorded !== null && form.fields.values.sealIntact
  const NONE = { packetNo: null, sealNo: null }
  return (
    <ConfirmGroup label="Confirm the release" confirmLabel="Confirm release" form={form}>
      <DetailList
        items={[
          { label: 'Loan', value: loan.loanNumber },
          { label: 'Gold receipt', value: loan.goldReceiptNo ?? '—' },
          { label: 'Closed on', value: <LoanDate value={loan.closedOn} /> },
          { label: 'Released on', value: <LoanDate value={today} /> },
          { label: 'Handed to', value: releasedTo.trim() },
          {
            label: 'Packet seal',
            value: sealStatement(packet ?? NONE, sealIntact),
          },
          note.trim() !== '' && { label: 'Note', value: note.trim() },
        ]}
      />
      {recorded && !sealIntact && (
        <Alert tone="warning">The release receipt will record that the packet seal was not intact.</Alert>
      )}
      <p className="small muted">A release cannot be undone. A release receipt is issued.</p>
    </ConfirmGroup>
  )
}
