import { isoDateOf } from '@gold/core/shared/india-calendar'
import { Alert, Button, Card, TextField, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { ConfirmGroup } from '../loans/shared/confirm-group.tsx'
import { BookDate } from './book-outputs.tsx'
import { isPendingResult } from '../approvals/approval-types.ts'
import { SentForApproval } from '../approvals/sent-for-approval.tsx'

/**
 * Close the day's books once every counter is closed (the API refuses while one is open and
 * names it), confirmed first; and reopen a closed day with the reason the owner gives.
 */
export function DayCloseCard() {
  const [today] = useState(() => isoDateOf(new Date()))
  return (
    <Card title="Close the day">
      <div className="stack">
        <CloseDay today={today} />
        <ReopenDay today={today} />
      </div>
    </Card>
  )
}

function CloseDay({ today }: { today: string }) {
  const utils = trpc.useUtils()
  const [date, setDate] = useState(today)
  const [asking, setAsking] = useState(false)
  const close = trpc.books.closeDay.useMutation({ onSuccess: () => utils.books.invalidate() })
  if (close.data)
    return (
      <Alert tone="success" title="Day closed">
        The books for <BookDate value={close.data.date} /> are closed: nothing more can be posted into that day.
      </Alert>
    )
  if (asking)
    return (
      <ConfirmGroup
        label="Confirm closing the day"
        confirmLabel="Close the day"
        form={{
          error: close.error,
          pending: close.isPending,
          back: () => {
            close.reset()
            setAsking(false)
          },
          confirm: () => {
            if (!close.isPending) close.mutate({ date })
          },
        }}
      >
        <p>
          Close the books for <BookDate value={date} />? Every counter must be closed first. Afterwards nothing can be
          posted into that day unless you reopen it.
        </p>
      </ConfirmGroup>
    )
  return (
    <form
      className="form"
      aria-label="Close the day"
      onSubmit={(e) => {
        e.preventDefault()
        setAsking(true)
      }}
    >
      <TextField
        label="Day to close"
        type="date"
        max={today}
        fieldClassName="books-date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <div className="form-actions">
        <Button type="submit">Review closing</Button>
      </div>
    </form>
  )
}

function ReopenDay({ today }: { today: string }) {
  const utils = trpc.useUtils()
  const [date, setDate] = useState(today)
  const [reason, setReason] = useState('')
  const reopen = trpc.books.reopenDay.useMutation({ onSuccess: () => utils.books.invalidate() })
  return (
    <details className="stack-sm">
      <summary>Reopen a closed day</summary>
      {isPendingResult(reopen.data) ? (
        <SentForApproval request={reopen.data.pending} />
      ) : reopen.data ? (
        <Alert tone="success" title="Day reopened">
          The books for <BookDate value={reopen.data.date} /> are open again.
        </Alert>
      ) : (
        <form
          className="form"
          aria-label="Reopen a closed day"
          onSubmit={(e) => {
            e.preventDefault()
            if (!reopen.isPending) reopen.mutate({ date, reason })
          }}
        >
          <TextField
            label="Day to reopen"
            type="date"
            max={today}
            fieldClassName="books-date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            label="Reason"
            autoComplete="off"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            hint="Kept in the audit log, like “payment of the 3rd entered late”."
          />
          {reopen.error && <Alert tone="danger">{errorMessage(reopen.error)}</Alert>}
          <div className="form-actions">
            <Button type="submit" variant="secondary" busy={reopen.isPending}>
              Reopen the day
            </Button>
          </div>
        </form>
      )}
    </details>
  )
}
