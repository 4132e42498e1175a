import { Alert, Badge, Card, EmptyState, ErrorState, formatDate, Loading, Money, PageHeader } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { HandoverForm } from './handover-form.tsx'

const STATUS_WORDS: Record<string, string> = {
  sent: 'sent',
  outbox: 'not sent (outbox)',
  failed: 'failed',
  retrying: 'retrying',
  skipped: 'skipped',
}

/** /release-desk: closed loans whose gold is still here, deadline first, with their clock, slot and reminders. */
export function ReleaseDeskPage() {
  const desk = trpc.releaseDesk.list.useQuery()
  const utils = trpc.useUtils()
  // `?loan=` (the loan page's "Hand over at the release desk") opens that loan's handover.
  const [open, setOpen] = useState<string | null>(() => new URLSearchParams(window.location.search).get('loan'))
  const [done, setDone] = useState<string | null>(null)
  if (desk.isLoading) return <Loading />
  if (desk.error) return <ErrorState error={desk.error} />
  const loans = desk.data!.loans
  return (
    <div className="stack">
      <PageHeader title="Release desk" />
      {done && <Alert tone="success">{done}</Alert>}
      {loans.length === 0 && <EmptyState title="No gold waiting to go back" />}
      {loans.map((l) => (
        <Card key={l.loanId} title={`${l.loanNumber} · ${l.borrower?.name ?? ''}`}>
          <div className="stack-sm">
            <p>
              <Badge tone={l.clock.state === 'late' ? 'danger' : l.clock.state === 'onTime' ? 'neutral' : 'warning'}>
                {l.clock.state === 'late'
                  ? `${l.clock.daysLate} days late`
                  : l.clock.state === 'paused'
                    ? 'Paused: borrower missed a slot'
                    : l.clock.daysLeft === 0
                      ? 'Due today'
                      : `${l.clock.daysLeft} days left`}
              </Badge>{' '}
              Due by {formatDate(l.clock.dueBy)}
              {l.clock.compensationSoFar > 0 && (
                <>
                  {' '}
                  · compensation so far <Money paise={l.clock.compensationSoFar} />
                </>
              )}
            </p>
            <p className="small">
              {l.booking
                ? `Slot booked: ${l.booking.date} ${l.booking.time} (via ${l.booking.bookedVia})`
                : 'No slot booked'}
              {l.missedSlots > 0 && ` · ${l.missedSlots} missed`}
            </p>
            {l.reminders.length > 0 && (
              <ul className="small">
                {l.reminders.map((r, i) => (
                  <li key={i}>
                    {r.kind === 'collectGold' ? 'Collect your gold' : 'Slot reminder'} by {r.channel}:{' '}
                    {STATUS_WORDS[r.status] ?? r.status}
                  </li>
                ))}
              </ul>
            )}
            {open === l.loanId ? (
              <HandoverForm
                loan={l}
                onDone={(pending) => {
                  setOpen(null)
                  setDone(
                    pending
                      ? `Release of ${l.loanNumber} sent for approval: a second staff member confirms it.`
                      : `Gold of ${l.loanNumber} released.`,
                  )
                  void utils.releaseDesk.list.invalidate()
                }}
              />
            ) : (
              <button type="button" className="btn" onClick={() => setOpen(l.loanId)}>
                Hand over
              </button>
            )}
          </div>
        </Card>
      ))}
    </div>
  )
}
