import { type ChannelDelivery, deliveryLine } from '@gold/core/messages/message-delivery'
import { Alert, Link } from '@gold/ui'

const MARKS: Record<ChannelDelivery['status'], string> = {
  sent: '✓',
  outbox: '!',
  retrying: '↻',
  sending: '…',
  failed: '✗',
  skipped: '–',
}

/**
 * How each of the borrower's channels fared, in honest words: only what a provider accepted is
 * "sent"; a message written to the outbox (no provider set up) reached nobody, and says so.
 */
export function NoticeSending({ deliveries }: { deliveries: readonly ChannelDelivery[] }) {
  const attempted = deliveries.filter((d) => d.status !== 'skipped')
  const sent = attempted.filter((d) => d.status === 'sent')
  const retrying = attempted.some((d) => d.status === 'retrying')
  const title =
    sent.length === 0
      ? 'The borrower was not reached: hand them the printed notice'
      : sent.length < attempted.length
        ? 'Sent on some channels only'
        : 'Sent to the borrower'
  return (
    <Alert tone={sent.length > 0 && sent.length === attempted.length ? 'success' : 'warning'} title={title}>
      <ul className="plain-list" aria-label="Sending">
        {deliveries.map((d) => (
          <li key={d.channel}>
            {MARKS[d.status]} {deliveryLine(d)}
          </li>
        ))}
      </ul>
      {retrying && (
        <p className="small">
          A failed channel is tried again automatically; <Link to="/messages">Messages</Link> shows how it ends.
        </p>
      )}
    </Alert>
  )
}
