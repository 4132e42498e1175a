import { parseReason } from '@gold/core/corrections/corrections-input'
import { Alert, Button, Modal, TextArea, serverErrorOf } from '@gold/ui'
import { type FormEvent, type ReactNode, useState } from 'react'

/**
 * A correction's confirmation (issue 26): what it moves, stated in full, and the reason it needs,
 * checked by core's own rule before it is sent; the server's refusal is shown as it says it.
 */
export function CorrectionModal({
  title,
  confirmLabel,
  children,
  pending,
  validate,
  onConfirm,
  onClose,
}: {
  title: string
  confirmLabel: string
  children: ReactNode
  pending: boolean
  /** The form's own fields checked first (false: they show their messages, nothing is sent). */
  validate?: () => boolean
  /** Sends the correction with the reason; rejects with the server's error. */
  onConfirm: (reason: string) => Promise<unknown>
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (pending) return
    const fieldsOk = validate ? validate() : true
    let checked: string
    try {
      checked = parseReason({ reason })
    } catch (err) {
      setReasonError((err as Error).message)
      return
    }
    setReasonError(null)
    setFormError(null)
    if (!fieldsOk) return
    onConfirm(checked).catch((err: unknown) => {
      const server = serverErrorOf(err)
      if (server.code === 'reasonRequired') setReasonError(server.message)
      else setFormError(server.message)
    })
  }
  return (
    <Modal open title={title} onClose={() => !pending && onClose()}>
      <form className="form" onSubmit={submit} noValidate aria-label={title}>
        {children}
        <TextArea
          label="Reason"
          required
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={reasonError ?? undefined}
          hint="Kept with the correction for the audit (3 to 500 characters)."
        />
        {formError && <Alert tone="danger">{formError}</Alert>}
        <p className="small muted">This cannot be undone. The loan ledger and the books record it.</p>
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
