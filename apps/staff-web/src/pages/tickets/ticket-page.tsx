import {
  Alert,
  Button,
  CATEGORY_LABELS,
  Card,
  DateText,
  DetailList,
  ErrorState,
  Loading,
  PageHeader,
  ReplyForm,
  SCOPE_LABELS,
  Select,
  StatusBadge,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TicketThread,
  errorMessage,
} from '@gold/ui'
import { useEffect } from 'react'
import { useSession } from '../../session.ts'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { TicketBorrowerCard } from './ticket-borrower-card.tsx'

type Ticket = RouterOutputs['tickets']['get']['ticket']

export function TicketPage({ id }: { id: string }) {
  const session = useSession()
  const utils = trpc.useUtils()
  const ticket = trpc.tickets.get.useQuery({ id })
  const messages = trpc.tickets.messages.useQuery({ id }, { refetchInterval: 15_000 })
  const seen = trpc.tickets.seen.useMutation({
    onSuccess: () => {
      void utils.tickets.unreadCount.invalidate()
      void utils.tickets.list.invalidate()
    },
  })
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

  if (ticket.isPending) return <Loading label="Loading ticket…" />
  if (ticket.error) {
    return (
      <>
        <PageHeader title="Ticket" back={{ to: '/tickets', label: 'Tickets' }} />
        <ErrorState error={ticket.error} onRetry={() => void ticket.refetch()} />
      </>
    )
  }
  const t = ticket.data.ticket
  const closed = (messages.data?.status ?? t.status) === 'Closed'
  const canReply = messages.data?.canReply ?? t.canReply
  // The shop's own staff answering a borrower: the borrower and their loans are a click away.
  const borrowerId =
    session.kind === 'staff' && t.viewerSide === 'agent' && t.requesterType === 'customer' ? t.requesterId : null
  return (
    <>
      <PageHeader
        title={t.subject}
        subtitle={
          <span className="row">
            <span className="mono">{t.reference}</span>
            <StatusBadge status={t.status} />
            <StatusBadge status={t.priority} />
          </span>
        }
        back={{ to: '/tickets', label: 'Tickets' }}
      />
      <div className="grid main-aside">
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
          {closed ? (
            <Alert tone="info">This ticket is closed. Raise a new one to continue.</Alert>
          ) : canReply ? (
            <Card title="Reply">
              <ReplyForm
                canInternal={t.viewerSide === 'agent'}
                busy={post.isPending}
                error={post.error ? errorMessage(post.error) : null}
                onSend={({ message, internal, attachments }) =>
                  post.mutateAsync({
                    id,
                    message,
                    internal,
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
          ) : null}
        </div>
        <div className="stack">
          {t.canManage && <ManageCard ticket={t} />}
          {borrowerId && <TicketBorrowerCard customerId={borrowerId} name={t.requesterName} />}
          <Card title="Details">
            <DetailList
              items={[
                {
                  label: 'From',
                  value: `${t.requesterName} (${t.requesterType === 'customer' ? 'borrower' : 'staff'})`,
                },
                { label: 'Shop', value: t.tenantName },
                { label: 'Type', value: SCOPE_LABELS[t.scope] ?? t.scope },
                { label: 'Category', value: CATEGORY_LABELS[t.category] ?? t.category },
                { label: 'Assignee', value: t.assigneeName ?? 'Unassigned' },
                { label: 'Opened', value: <DateText value={t.createdAt} withTime /> },
                t.resolvedAt && { label: 'Resolved', value: <DateText value={t.resolvedAt} withTime /> },
                t.closedAt && { label: 'Closed', value: <DateText value={t.closedAt} withTime /> },
              ]}
            />
          </Card>
        </div>
      </div>
    </>
  )
}

function ManageCard({ ticket: t }: { ticket: Ticket }) {
  const utils = trpc.useUtils()
  const patch = trpc.tickets.patch.useMutation({
    onSuccess: async () => {
      await Promise.all([
        utils.tickets.get.invalidate({ id: t.id }),
        utils.tickets.messages.invalidate({ id: t.id }),
        utils.tickets.list.invalidate(),
      ])
    },
  })
  const session = useSession()
  const mine = t.assigneeId === session.userId
  return (
    <Card title="Manage">
      <div className="stack-sm">
        <Select
          label="Status"
          value={t.status}
          disabled={patch.isPending}
          onChange={(e) => patch.mutate({ id: t.id, status: e.target.value })}
          options={TICKET_STATUSES.map((s) => ({ value: s, label: s }))}
        />
        <Select
          label="Priority"
          value={t.priority}
          disabled={patch.isPending}
          onChange={(e) => patch.mutate({ id: t.id, priority: e.target.value })}
          options={TICKET_PRIORITIES.map((p) => ({ value: p, label: p }))}
        />
        <div className="row">
          {!mine && (
            <Button
              variant="secondary"
              size="sm"
              busy={patch.isPending}
              onClick={() => patch.mutate({ id: t.id, assignToMe: true })}
            >
              Assign to me
            </Button>
          )}
          {t.assigneeId !== null && (
            <Button
              variant="ghost"
              size="sm"
              disabled={patch.isPending}
              onClick={() => patch.mutate({ id: t.id, unassign: true })}
            >
              Unassign
            </Button>
          )}
        </div>
        {patch.error && <Alert tone="danger">{errorMessage(patch.error)}</Alert>}
      </div>
    </Card>
  )
}
