import { Badge } from '@gold/ui'
import { trpc } from '../../trpc.ts'

/** Unread ticket count for the nav; nothing when zero or unavailable. */
export function UnreadBadge() {
  const count = trpc.tickets.unreadCount.useQuery(undefined, { refetchInterval: 60_000 })
  const n = count.data?.unreadCount ?? 0
  if (n === 0) return null
  return (
    <Badge tone="info">
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{n} unread</span>
    </Badge>
  )
}
