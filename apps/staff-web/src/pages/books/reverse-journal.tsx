import { Alert, Button } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { ConfirmGroup } from '../loans/shared/confirm-group.tsx'

/**
 * Correct a posted journal: never an edit, a reversal dated today (sides swapped), confirmed
 * first. `what` names it in the question ("voucher PV/2026-27/000001").
 */
export function ReverseButton({ journalId, what }: { journalId: string; what: string }) {
  const utils = trpc.useUtils()
  const [asking, setAsking] = useState(false)
  const reverse = trpc.books.reverseJournal.useMutation({ onSuccess: () => utils.books.invalidate() })
  if (reverse.data)
    return (
      <Alert tone="success" title="Reversed">
        The opposite entry of {what} is posted today.
      </Alert>
    )
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Reverse {what}
      </Button>
    )
  return (
    <ConfirmGroup
      label={`Reverse ${what}`}
      confirmLabel="Reverse it"
      form={{
        error: reverse.error,
        pending: reverse.isPending,
        back: () => {
          reverse.reset()
          setAsking(false)
        },
        confirm: () => {
          if (!reverse.isPending) reverse.mutate({ journalId })
        },
      }}
    >
      <p>
        Reverse {what}? The same amounts are posted today on the opposite sides, so it no longer counts. This cannot be
        undone.
      </p>
    </ConfirmGroup>
  )
}
