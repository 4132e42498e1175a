import {
  DELIVERY_STATUS_LABELS,
  MESSAGE_CHANNEL_LABELS,
  type DeliveryStatus,
  type MessageChannel,
} from '@gold/core/messages/message-delivery'
import { Badge, EmptyState, Link, Table, formatDateTime, type Tone } from '@gold/ui'
import type { RouterOutputs } from '../../trpc.ts'

export type MessageLogRow = RouterOutputs['messages']['list']['items'][number]

const TONES: Record<DeliveryStatus, Tone> = {
  sending: 'info',
  sent: 'success',
  outbox: 'warning',
  retrying: 'warning',
  failed: 'danger',
}

const KIND_LABELS: Record<string, string> = {
  due: 'EMI due',
  overdue: 'EMI overdue',
  auctionNotice: 'Auction notice',
  shortfall: 'Gold value shortfall',
  paymentReversed: 'Payment reversed',
  loanCancelled: 'Loan cancelled',
  loanWrittenOff: 'Loan written off',
  onlinePaymentRefunded: 'Online payment refunded',
  onlinePaymentHeld: 'Online payment held',
}

export const channelLabel = (c: string) => MESSAGE_CHANNEL_LABELS[c as MessageChannel] ?? c
export const kindLabel = (k: string) => KIND_LABELS[k] ?? k

/** A message's status in words, coloured: "Outbox only" and "Retrying" are warnings, never a success. */
export function DeliveryBadge({ status }: { status: string }) {
  const known = status in TONES ? (status as DeliveryStatus) : null
  return <Badge tone={known ? TONES[known] : 'neutral'}>{known ? DELIVERY_STATUS_LABELS[known] : status}</Badge>
}

/** The message log: one row per channel of each message, with what the provider answered. */
export function MessageLogTable({ rows, withBorrower }: { rows: MessageLogRow[]; withBorrower: boolean }) {
  return (
    <Table<MessageLogRow>
      caption="Messages"
      rows={rows}
      rowKey={(m) => m.id}
      empty={<EmptyState title="No messages">Nothing matches.</EmptyState>}
      columns={[
        {
          key: 'at',
          header: 'Time',
          primary: true,
          cell: (m) => <span className="nowrap">{formatDateTime(m.createdAt)}</span>,
        },
        { key: 'channel', header: 'Channel', cell: (m) => channelLabel(m.channel) },
        {
          key: 'kind',
          header: 'Message',
          cell: (m) => (
            <>
              {kindLabel(m.kind)}
              {m.loan?.loanNumber && (
                <>
                  {' '}
                  <Link to={`/loans/${m.loan.id}`}>{m.loan.loanNumber}</Link>
                </>
              )}
            </>
          ),
        },
        ...(withBorrower
          ? [
              {
                key: 'borrower',
                header: 'Borrower',
                cell: (m: MessageLogRow) =>
                  m.customer ? <Link to={`/borrowers/${m.customer.id}`}>{m.customer.name}</Link> : '—',
              },
            ]
          : []),
        { key: 'to', header: 'Recipient', cell: (m) => <span className="nowrap">{m.recipient ?? '—'}</span> },
        { key: 'status', header: 'Status', cell: (m) => <DeliveryBadge status={m.status} /> },
        {
          key: 'answer',
          header: 'Provider answer',
          cell: (m) => (m.detail ? <span className="small">{m.detail}</span> : <span className="muted">—</span>),
        },
        { key: 'attempts', header: 'Attempts', align: 'end', cell: (m) => m.attempts },
      ]}
    />
  )
}
