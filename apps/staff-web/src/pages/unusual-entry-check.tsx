import { Alert, Checkbox } from '@gold/ui'
import type { ReactNode } from 'react'

/**
 * On a confirmation step, what is unusual about the entry and the box the user ticks to say it is
 * meant; the step's Confirm button waits for the tick (`ready` below). Not shown when nothing is.
 */
export function UnusualEntryCheck({
  notice,
  detail,
  confirmLabel,
  checked,
  onChange,
}: {
  notice: string
  detail: ReactNode
  confirmLabel: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <Alert tone="warning" title={notice}>
      <p className="small">{detail}</p>
      <Checkbox label={confirmLabel} checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </Alert>
  )
}
