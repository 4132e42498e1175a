import { Badge, Card, DateText, EmptyState, ErrorState, LoadMore, Loading, PageHeader } from '@gold/ui'
import { useEffect } from 'react'
import { trpc } from '../trpc.ts'

const BADGE_QUERY = { limit: 1 }

export function NotificationsBadge() {
  // Only the count is shown: one row of the first page is enough to carry it.
  const n = trpc.portal.notifications.useQuery(BADGE_QUERY, { refetchInterval: 60_000 })
  const count = n.data?.unreadCount ?? 0
  if (count === 0) return null
  return (
    <Badge tone="info">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{count} unread</span>
    </Badge>
  )
}

export function NotificationsPage() {
  const utils = trpc.useUtils()
  const list = trpc.portal.notifications.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const seen = trpc.portal.markNotificationsSeen.useMutation()
  const unread = list.data?.pages[0]?.unreadCount ?? 0
  const items = list.data?.pages.flatMap((page) => page.items) ?? []
  const { mutate } = seen
  // Opening the page marks everything as read (the badge clears); the list keeps its highlight until the next visit.
  useEffect(() => {
    if (unread > 0)
      mutate(undefined, {
        onSuccess: () => utils.portal.notifications.setData(BADGE_QUERY, (d) => (d ? { ...d, unreadCount: 0 } : d)),
      })
  }, [unread, mutate, utils])
  return (
    <>
      <PageHeader title="Notifications" />
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.error ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title="No notifications">
            Payment confirmations and reminders from the shop will appear here.
          </EmptyState>
        ) : (
          <div className="stack">
            <ul className="plain-list">
              {items.map((n) => (
                <li key={n.id} className={['notification', n.unread ? 'notification-unread' : ''].join(' ')}>
                  <span className="row">
                    {n.unread && <Badge tone="info">New</Badge>}
                    <strong>{n.title}</strong>
                  </span>
                  <span>{n.body}</span>
                  <span className="small muted">
                    <DateText value={n.createdAt} withTime />
                  </span>
                </li>
              ))}
            </ul>
            <LoadMore
              shown={items.length}
              noun={['notification', 'notifications']}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onMore={() => void list.fetchNextPage()}
            />
          </div>
        )}
      </Card>
    </>
  )
}
