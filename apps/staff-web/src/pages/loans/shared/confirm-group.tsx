import { Alert, Button, errorMessage } from '@gold/ui'
import { useEffect, useRef, type ReactNode } from 'react'

/** What a confirmation step needs of its form: the request's state and the two ways out. */
export type ConfirmableForm = { error: unknown; pending: boolean; back: () => void; confirm: () => void }

/**
 * A reviewed action read back before it is recorded, with Back and the Confirm button under it.
 * The summary takes the focus, not the Confirm button, so a second Enter cannot record it unread.
 */
export function ConfirmGroup({
  label,
  confirmLabel,
  form,
  ready = true,
  children,
}: {
  label: string
  confirmLabel: string
  form: ConfirmableForm
  /** False while something unusual on the step still waits for the user's explicit tick. */
  ready?: boolean
  children: ReactNode
}) {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => region.current?.focus(), [])
  return (
    <div className="form payment-confirm" role="group" aria-label={label} tabIndex={-1} ref={region}>
      {children}
      {form.error ? <Alert tone="danger">{errorMessage(form.error)}</Alert> : null}
      <div className="form-actions">
        <Button variant="secondary" onClick={form.back} disabled={form.pending}>
          Back
        </Button>
        <Button onClick={form.confirm} busy={form.pending} disabled={!ready}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  )
}
