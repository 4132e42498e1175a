import { Card, PagedList } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { MessageLogTable } from './message-log-table.tsx'

/** The borrower page's message log: what this borrower was sent, on which channel, and how it went. */
export function BorrowerMessagesCard({ customerId }: { customerId: string }) {
  const list = trpc.messages.list.useInfiniteQuery(
    { customerId, limit: 20 },
    { getNextPageParam: (page) => page.nextCursor },
  )
  const rows = list.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Card title="Messages">
      <PagedList query={list} shown={rows.length} noun={['message', 'messages']} loadingLabel="Loading messages…">
        <MessageLogTable rows={rows} withBorrower={false} />
      </PagedList>
    </Card>
  )
}
