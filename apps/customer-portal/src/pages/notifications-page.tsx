import { Badge, Card, DateText, EmptyState, ErrorState, Loading, PageHeader } from '@gold/ui'
import { useEffect } from 'react'
import { trpc } from '../trpc.ts'

export function NotificationsBadge() {
  const n = trpc.portal.notifications.useQuery(undefined, { refetchInterval: 60_000 })
  const count = n.data?.unreadCount ?? 0
  if (count === 0) return null
  return <Badge tone="info"><span aria-hidden="true">{count}</span><span className="visually-hidden">{count} unread</span></Badge>
}

export function NotificationsPage() {
  const utils = trpc.useUtils()
  const list = trpc.portal.notifications.useQuery()
  const seen = trpc.portal.markNotificationsSeen.useMutation()
  const unread = list.data?.unreadCount ?? 0
  const { mutate } = seen
  // Opening the page marks everything shown as read; the list keeps its highlight until the next visit.
  useEffect(() => {
    if (unread > 0) mutate(undefined, { onSuccess: () => utils.portal.notifications.setData(undefined, (d) => (d ? { ...d, unreadCount: 0 } : d)) })
  }, [unread, mutate, utils])
  return (
    <>
      <PageHeader title="Notifications" />
      <Card>
        {list.isPending ? <Loading /> : list.error ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : list.data.notifications.length === 0 ? (
          <EmptyState title="No notifications">Payment confirmations and reminders from the shop will appear here.</EmptyState>
        ) : (
          <ul className="plain-list">
            {list.data.notifications.map((n) => (
              <li key={n.id} className={['notification', n.unread ? 'notification-unread' : ''].join(' ')}>
                <span className="row">{n.unread && <Badge tone="info">New</Badge>}<strong>{n.title}</strong></span>
                <span>{n.body}</span>
                <span className="small muted"><DateText value={n.createdAt} withTime /></span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  )
}
