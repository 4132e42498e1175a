import {
  Alert,
  CATEGORY_LABELS,
  Card,
  DateText,
  ErrorState,
  Loading,
  PageHeader,
  ReplyForm,
  StatusBadge,
  TicketThread,
  errorMessage,
} from '@gold/ui'
import { useEffect } from 'react'
import { trpc } from '../trpc.ts'

export function SupportTicketPage({ id }: { id: string }) {
  const utils = trpc.useUtils()
  const ticket = trpc.tickets.get.useQuery({ id })
  const messages = trpc.tickets.messages.useQuery({ id }, { refetchInterval: 15_000 })
  const seen = trpc.tickets.seen.useMutation({ onSuccess: () => void utils.tickets.list.invalidate() })
  // Not awaited: the reply box clears as soon as the post is stored, before the thread refetches.
  const post = trpc.tickets.post.useMutation({
    onSuccess: () => {
      void Promise.all([
        utils.tickets.messages.invalidate({ id }),
        utils.tickets.get.invalidate({ id }),
        utils.tickets.list.invalidate(),
      ])
    },
  })
  const count = messages.data?.messages.length ?? 0
  const { mutate: markSeen } = seen
  useEffect(() => {
    if (count > 0) markSeen({ id })
  }, [id, count, markSeen])

  if (ticket.isPending) return <Loading />
  if (ticket.error)
    return (
      <>
        <PageHeader title="Ticket" back={{ to: '/support', label: 'Support' }} />
        <ErrorState error={ticket.error} onRetry={() => void ticket.refetch()} />
      </>
    )
  const t = ticket.data.ticket
  const status = messages.data?.status ?? t.status
  return (
    <>
      <PageHeader
        title={t.subject}
        back={{ to: '/support', label: 'Support' }}
        subtitle={
          <span className="row">
            <span className="mono">{t.reference}</span>
            <StatusBadge status={status} />
            <span>{CATEGORY_LABELS[t.category] ?? t.category}</span>
            <span className="muted">
              Opened <DateText value={t.createdAt} />
            </span>
          </span>
        }
      />
      <div className="stack">
        <Card title="Conversation">
          {messages.isPending ? (
            <Loading />
          ) : messages.error ? (
            <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
          ) : (
            <TicketThread messages={messages.data.messages} />
          )}
        </Card>
        {status === 'Closed' ? (
          <Alert tone="info">This ticket is closed. Raise a new one to continue.</Alert>
        ) : (
          (messages.data?.canReply ?? t.canReply) && (
            <Card title="Reply">
              {status === 'Resolved' && (
                <p className="small muted">This ticket is marked resolved. Replying reopens it.</p>
              )}
              <ReplyForm
                canInternal={false}
                busy={post.isPending}
                error={post.error ? errorMessage(post.error) : null}
                onSend={({ message, attachments }) =>
                  post.mutateAsync({
                    id,
                    message,
                    attachments: attachments.map(({ pathname, name, size, contentType }) => ({
                      pathname,
                      name,
                      size,
                      contentType,
                    })),
                  })
                }
              />
            </Card>
          )
        )}
      </div>
    </>
  )
}
