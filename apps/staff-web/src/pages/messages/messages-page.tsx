import {
  DELIVERY_STATUSES,
  DELIVERY_STATUS_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_CHANNEL_LABELS,
  type DeliveryStatus,
  type MessageChannel,
} from '@gold/core/messages/message-delivery'
import { Card, PageHeader, PagedList, Select } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { MessageLogTable } from './message-log-table.tsx'

/**
 * The shop's message log: every SMS, WhatsApp and email sent to borrowers (reminders, notices),
 * newest first, by channel and status, with what the provider answered and how often it was tried.
 */
export function MessagesPage() {
  const [channel, setChannel] = useState<MessageChannel | ''>('')
  const [status, setStatus] = useState<DeliveryStatus | ''>('')
  const list = trpc.messages.list.useInfiniteQuery(
    { ...(channel ? { channel } : {}), ...(status ? { status } : {}) },
    { getNextPageParam: (page) => page.nextCursor, placeholderData: (prev) => prev },
  )
  const rows = list.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <>
      <PageHeader
        title="Messages"
        subtitle="What borrowers were sent and how each went. Outbox only: no provider is set up, so nobody received it. A failure is retried on its own."
      />
      <Card>
        <div className="filters">
          <Select
            label="Channel"
            value={channel}
            onChange={(e) => setChannel(e.target.value as MessageChannel | '')}
            placeholder="All channels"
            options={MESSAGE_CHANNELS.map((c) => ({ value: c, label: MESSAGE_CHANNEL_LABELS[c] }))}
          />
          <Select
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as DeliveryStatus | '')}
            placeholder="All statuses"
            options={DELIVERY_STATUSES.map((s) => ({ value: s, label: DELIVERY_STATUS_LABELS[s] }))}
          />
        </div>
        <PagedList query={list} shown={rows.length} noun={['message', 'messages']} loadingLabel="Loading messages…">
          <MessageLogTable rows={rows} withBorrower />
        </PagedList>
      </Card>
    </>
  )
}
