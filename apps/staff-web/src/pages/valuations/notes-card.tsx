import { Alert, Button, Card, FileField, TextArea, TextField, errorMessage, type UploadedFile } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'
import type { ValuationDetail } from './valuation-outputs.ts'

/** The four writable fields of a valuation (PATCH): appraiser, note, and the envelope and acknowledgement scans. */
export function NotesCard({ v }: { v: ValuationDetail }) {
  const utils = trpc.useUtils()
  const [appraiserName, setAppraiserName] = useState(v.appraiserName ?? '')
  const [appraiserNote, setAppraiserNote] = useState(v.appraiserNote ?? '')
  const [envelope, setEnvelope] = useState<UploadedFile | null>(null)
  const [ack, setAck] = useState<UploadedFile | null>(null)
  const patch = trpc.valuations.patch.useMutation({ onSuccess: () => utils.valuations.get.invalidate({ id: v.id }) })
  const save = (e: FormEvent) => {
    e.preventDefault()
    patch.mutate({
      id: v.id,
      body: {
        appraiserName,
        appraiserNote,
        ...(envelope && { goldEnvelopeUrl: envelope.url }),
        ...(ack && { acknowledgementUrl: ack.url }),
      },
    })
  }
  return (
    <Card title="Appraiser and documents">
      <form className="form" onSubmit={save} noValidate aria-label="Appraiser and documents">
        <TextField label="Appraiser name" value={appraiserName} onChange={(e) => setAppraiserName(e.target.value)} />
        <TextArea
          label="Appraiser note"
          rows={3}
          value={appraiserNote}
          onChange={(e) => setAppraiserNote(e.target.value)}
        />
        <div className="stack-sm">
          {v.goldEnvelopeUrl && (
            <a href={v.goldEnvelopeUrl} target="_blank" rel="noreferrer">
              View the gold envelope scan
            </a>
          )}
          <FileField
            label={v.goldEnvelopeUrl ? 'Replace the gold envelope scan' : 'Gold envelope scan'}
            purpose="valuation"
            value={envelope}
            onChange={setEnvelope}
          />
          {v.acknowledgementUrl && (
            <a href={v.acknowledgementUrl} target="_blank" rel="noreferrer">
              View the signed acknowledgement
            </a>
          )}
          <FileField
            label={v.acknowledgementUrl ? 'Replace the signed acknowledgement' : 'Signed acknowledgement'}
            purpose="valuation"
            value={ack}
            onChange={setAck}
          />
        </div>
        {patch.error && <Alert tone="danger">{errorMessage(patch.error)}</Alert>}
        {patch.isSuccess && (
          <p role="status" className="small muted">
            Saved.
          </p>
        )}
        <div className="form-actions">
          <Button type="submit" variant="secondary" busy={patch.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Card>
  )
}
